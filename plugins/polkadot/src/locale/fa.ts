import type { PolkadotMessageKey } from './en';

/** Persian (right-to-left): every string of the plugin. */
export const fa: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'حساب',
  'polkadot.request.network': 'شبکه',
  'polkadot.request.call': 'فراخوانی',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'انعام',
};
