import type { PolkadotMessageKey } from './en';

/** Italian: every string of the plugin. */
export const it: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Account',
  'polkadot.request.network': 'Rete',
  'polkadot.request.call': 'Chiamata',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Mancia',
};
