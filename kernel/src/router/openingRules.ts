import type { ViewEntry, ViewRole } from './types';

export interface OpeningInput {
  requested: ViewEntry | undefined;
  connected: boolean;
  pendingRequests: number;
  /** No connector-contributing plugin is installed. */
  noAdapters: boolean;
  manualControl: boolean;
  isMobile: boolean;
  /** The installed view with the `'connect-basic'` role (a relay plugin's), if any. */
  basicView?: string;
}

/**
 * The id of the installed view that plays `role` in the connect flow (the first plugin's), if any.
 *
 * @example
 * viewWithRole(internals(kit).views.list(), 'connect-directory') // 'ConnectingWalletConnect' with walletConnect()
 */
export function viewWithRole(views: Iterable<{ id: string; role?: ViewRole }>, role: ViewRole): string | undefined {
  for (const v of views) if (v.role === role) return v.id;
  return undefined;
}

/**
 * SPEC §2 opening rules: a requested view wins; pending approvals come next (the transaction stack
 * is not empty); with no adapters or under manual control, AllWallets on mobile and the basic
 * connecting view otherwise (a plugin's `'connect-basic'` view; AllWallets when none is
 * installed); then Account when connected, else Connect.
 */
export function initialView(input: OpeningInput): ViewEntry {
  if (input.requested) return input.requested;
  if (input.pendingRequests > 0) return { view: 'ApproveTransaction' };
  if (input.noAdapters || input.manualControl) {
    return { view: input.isMobile || !input.basicView ? 'AllWallets' : input.basicView };
  }
  return { view: input.connected ? 'Account' : 'Connect' };
}

/** SPEC §2 closing rule: reset to Connect; embedded mode shows Account when connected. */
export function viewAfterClose(embedded: boolean, connected: boolean): ViewEntry {
  return { view: embedded && connected ? 'Account' : 'Connect' };
}
