import type { RegisteredViews } from '../register';

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

export interface ViewEntry {
  view: ViewId;
  params?: Record<string, unknown>;
}
