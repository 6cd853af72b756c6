import { lazyConnector, type ConnectorAdapter } from '@latchkey/kernel';
import type { WalletAdapterParameters } from './adapter';

/**
 * An EIP-1193 wallet's connector as the kit lists it: its code (wallet/adapter.ts) loads when the
 * visitor picks it or the kit restores it, not with the page.
 */
export function walletConnector(params: WalletAdapterParameters): ConnectorAdapter {
  return lazyConnector({ info: params.info, confirmsRequests: params.confirmsRequests ?? true, has: ['reconnect', 'switchNetwork', 'signMessage', 'subscribe'], load: () => import('./adapter').then((m) => m.createWalletAdapter(params)) });
}
