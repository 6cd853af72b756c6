import type { PluginViews, RegisteredViews } from '../register';

/**
 * The modal's core views (SPEC §2). Plugins add theirs through `views` and `PluginViews`; the
 * connecting views of a relay (WalletConnect's) are its plugin's, found by their `role`.
 */
export const CORE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'ApproveTransaction',
  'ProfileWallets',
] as const;

export type CoreView = (typeof CORE_VIEWS)[number];
export type ViewId = CoreView | RegisteredViews | (string & {});

/** The params each core view reads (SPEC §2). */
export interface CoreViewParams {
  /** `namespace`: connecting a wallet for this namespace (SwitchActiveChain passes it). */
  Connect: { namespace?: string };
  Account: Record<string, never>;
  AllWallets: { namespace?: string };
  ConnectingExternal: { connectorId: string; namespace?: string };
  Networks: Record<string, never>;
  SwitchNetwork: { network: string };
  /** SPEC §2: the target network, the view to go on to, and whether it replaces this one. */
  SwitchActiveChain: { network: string; navigateTo?: string; replace?: boolean };
  UnsupportedChain: Record<string, never>;
  ApproveTransaction: { requestId?: string };
  ProfileWallets: { namespace?: string };
}

/**
 * The params a view takes: a core view's from {@link CoreViewParams}, a plugin view's from its
 * `PluginViews` entry (`true`: none), any other id a plain record.
 */
export type ViewParams<V extends string> = V extends keyof CoreViewParams
  ? CoreViewParams[V]
  : V extends keyof PluginViews
    ? PluginViews[V] extends Record<string, unknown>
      ? PluginViews[V]
      : Record<string, never>
    : Record<string, unknown>;

export interface ViewEntry {
  view: ViewId;
  params?: Record<string, unknown>;
}

/** The parts a plugin view may play in the connect flow (see `ViewContribution.role`). */
export type ViewRole = 'connect-directory' | 'connect-basic';
