import { lazyConnector, type ConnectorAdapter } from '@latchkey/kernel';
import type { KeplrAdapterParameters } from './adapter';
import { toWalletError } from './errors';

/**
 * A Keplr-compatible wallet's connector as the kit lists it: listed at once, its code
 * (wallet/adapter.ts, and the verifier behind it) loads when the visitor picks it or the kit
 * restores it, never with the page.
 *
 * @example
 * ctx.connectors.add(walletConnector({ info, wallet, win, prefixes, networks, currentNetwork, logger }))
 */
export function walletConnector(params: KeplrAdapterParameters): ConnectorAdapter {
  return {
    ...lazyConnector({ info: params.info, confirmsRequests: true, has: ['reconnect', 'switchNetwork', 'signMessage', 'subscribe'], load: () => import('./adapter').then((m) => m.createKeplrAdapter(params)) }),
    // Keplr 'Request rejected', Leap 'Rejected by user', code 4001: the visitor saying no.
    toKitError: toWalletError,
  };
}
