import type { PluginViews, RegisteredViews } from '../register';

/** The modal's core views (SPEC §2). Plugins add theirs through `views` and `PluginViews`. */
export const CORE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'ApproveTransaction',
  'SIWXSignMessage',
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
  /**
   * A directory wallet (SPEC §3 entry id and name) the visitor picked, with its image and its
   * links (mobile_link / desktop_link / webapp_link), which the view turns into open-in-wallet
   * buttons after checking their schemes.
   */
  ConnectingWalletConnect: {
    walletId?: string;
    name?: string;
    imageUrl?: string;
    links?: { mobile?: string | null; desktop?: string | null; webapp?: string | null };
  };
  ConnectingWalletConnectBasic: { walletId?: string; name?: string };
  Networks: Record<string, never>;
  SwitchNetwork: { network: string };
  /** SPEC §2: the target network, the view to go on to, and whether it replaces this one. */
  SwitchActiveChain: { network: string; navigateTo?: string; replace?: boolean };
  UnsupportedChain: Record<string, never>;
  ApproveTransaction: { requestId?: string };
  SIWXSignMessage: Record<string, never>;
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
