import type { PolkadotMessageKey } from './en';

/** Indonesian: every string of the plugin. */
export const id: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Akun',
  'polkadot.request.network': 'Jaringan',
  'polkadot.request.call': 'Panggilan',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Tip',
};
