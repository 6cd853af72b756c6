import type { PolkadotMessageKey } from './en';

/** German: every string of the plugin. */
export const de: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Konto',
  'polkadot.request.network': 'Netzwerk',
  'polkadot.request.call': 'Aufruf',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Trinkgeld',
};
