import { lazyConnector, type ConnectorAdapter } from '@latchkey/kernel';
import type { PolkadotWalletParameters } from './adapter';
import { toWalletError } from './errors';

/**
 * A Polkadot extension's connector as the kit lists it: its code (wallet/adapter.ts, with
 * @polkadot/extension-dapp and @polkadot/util-crypto) loads when the visitor picks it or the kit
 * restores it, not with the page.
 *
 * @example
 * ctx.connectors.add(polkadotConnector({ key: 'talisman', info, appName, networks, currentNetwork, ss58Prefixes, session }))
 */
export function polkadotConnector(params: PolkadotWalletParameters): ConnectorAdapter {
  return {
    ...lazyConnector({ info: params.info, confirmsRequests: true, has: ['reconnect', 'switchNetwork', 'signMessage', 'subscribe'], load: () => import('./adapter').then((m) => m.createPolkadotWalletAdapter(params)) }),
    // polkadot-js 'Cancelled' / 'Rejected', Talisman and SubWallet 'User rejected': the visitor saying no.
    toKitError: toWalletError,
  };
}
