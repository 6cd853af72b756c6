import type { PolkadotMessageKey } from './en';

/** Hebrew (right-to-left): every string of the plugin. */
export const he: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'חשבון',
  'polkadot.request.network': 'רשת',
  'polkadot.request.call': 'קריאה',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'טיפ',
};
