import type { PolkadotMessageKey } from './en';

/** Korean: every string of the plugin. */
export const ko: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': '계정',
  'polkadot.request.network': '네트워크',
  'polkadot.request.call': '호출',
  'polkadot.request.nonce': '논스',
  'polkadot.request.tip': '팁',
};
