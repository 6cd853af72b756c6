import type { PolkadotMessageKey } from './en';

/** Thai: every string of the plugin. */
export const th: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'บัญชี',
  'polkadot.request.network': 'เครือข่าย',
  'polkadot.request.call': 'การเรียก',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'ทิป',
};
