import type { ViewEntry } from './types';

export interface OpeningInput {
  requested: ViewEntry | undefined;
  connected: boolean;
  pendingRequests: number;
  /** No connector-contributing plugin is installed. */
  noAdapters: boolean;
  manualControl: boolean;
  isMobile: boolean;
}

/**
 * SPEC §2 opening rules: a requested view wins; pending approvals come next (the transaction stack
 * is not empty); with no adapters or under manual control, AllWallets on mobile and the basic
 * connecting view otherwise; then Account when connected, else Connect.
 */
export function initialView(input: OpeningInput): ViewEntry {
  if (input.requested) return input.requested;
  if (input.pendingRequests > 0) return { view: 'ApproveTransaction' };
  if (input.noAdapters || input.manualControl) {
    return { view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' };
  }
  return { view: input.connected ? 'Account' : 'Connect' };
}

/** SPEC §2 closing rule: reset to Connect; embedded mode shows Account when connected. */
export function viewAfterClose(embedded: boolean, connected: boolean): ViewEntry {
  return { view: embedded && connected ? 'Account' : 'Connect' };
}
