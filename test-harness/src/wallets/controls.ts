import { messageForCode } from './errors';

/** The part of a dev wallet's state its test controls change. */
export interface ControlledState {
  pendingRejection?: { code: number; message: string; target: 'interactive' | 'any' } | undefined;
  delayMs: number;
  locked: boolean;
  authorized: boolean;
}

/**
 * The test controls every dev wallet shares (EIP-1193 and Wallet Standard alike): reject the next
 * request, delay answers, lock and unlock. A lock change is announced to an authorized dapp
 * through `emitAccounts`, as real wallets do.
 *
 * @example
 * return { ...walletControls(state, emitAccounts), setChain(id) { … } };
 */
export function walletControls(state: ControlledState, emitAccounts: () => void) {
  return {
    rejectNext(code = 4001, options: { message?: string; target?: 'interactive' | 'any' } = {}) {
      const message = options.message ?? messageForCode(code) ?? 'Request rejected';
      state.pendingRejection = { code, message, target: options.target ?? 'interactive' };
    },
    setDelay(ms: number) {
      state.delayMs = Math.max(0, ms);
    },
    lock() {
      if (state.locked) return;
      state.locked = true;
      if (state.authorized) emitAccounts();
    },
    unlock() {
      if (!state.locked) return;
      state.locked = false;
      if (state.authorized) emitAccounts();
    },
  };
}
