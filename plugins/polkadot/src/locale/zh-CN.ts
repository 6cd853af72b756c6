import type { PolkadotMessageKey } from './en';

/** Simplified Chinese: every string of the plugin. */
export const zhCN: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': '账户',
  'polkadot.request.network': '网络',
  'polkadot.request.call': '调用',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': '小费',
};
