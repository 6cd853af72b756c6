import type { SendState } from './types';

/**
 * A fresh state slice (one per kit).
 *
 * @example
 * definePlugin({ id: 'send', state: initialSendState })
 */
export function initialSendState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverInput: '',
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    resolving: false,
    resolveError: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    caipNetworkId: undefined,
    lastSent: undefined,
    failure: undefined,
    balances: {},
  };
}
