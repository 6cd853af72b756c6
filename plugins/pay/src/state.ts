import type { PayState } from './types';

/**
 * A fresh state slice (one per kit): no payment.
 *
 * @example
 * definePlugin({ id: 'pay', state: initialPayState })
 */
export function initialPayState(): PayState {
  return {
    status: 'idle',
    pending: false,
    request: undefined,
    hash: undefined,
    explorerUrl: undefined,
    failure: undefined,
    balance: { status: 'idle', numeric: undefined, address: undefined },
  };
}
