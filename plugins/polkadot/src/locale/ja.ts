import type { PolkadotMessageKey } from './en';

/** Japanese: every string of the plugin. */
export const ja: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'アカウント',
  'polkadot.request.network': 'ネットワーク',
  'polkadot.request.call': 'コール',
  'polkadot.request.nonce': 'ノンス',
  'polkadot.request.tip': 'チップ',
};
