import { DEFAULT_SLIPPAGE } from './constants';
import type { SwapsState } from './types';

/**
 * A fresh state slice (one per kit): no list yet, no tokens chosen, SPEC §9's 1 % slippage.
 *
 * @example
 * definePlugin({ id: 'swaps', state: () => initialSwapsState(1) })
 */
export function initialSwapsState(slippage = DEFAULT_SLIPPAGE): SwapsState {
  return {
    caipNetworkId: undefined,
    tokensStatus: 'idle',
    tokens: [],
    prices: {},
    balances: {},
    from: undefined,
    to: undefined,
    amount: '',
    slippage,
    quote: undefined,
    quoteStatus: 'idle',
    quoteError: undefined,
    allowance: undefined,
    networkFee: undefined,
    pending: undefined,
    approval: undefined,
    router: undefined,
    unlimitedApproval: false,
    lastSwap: undefined,
    failure: undefined,
  };
}
