import type { PolkadotMessageKey } from './en';

/** French: every string of the plugin. */
export const fr: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Compte',
  'polkadot.request.network': 'Réseau',
  'polkadot.request.call': 'Appel',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Pourboire',
};
