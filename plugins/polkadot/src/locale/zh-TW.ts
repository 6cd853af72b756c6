import type { PolkadotMessageKey } from './en';

/** Traditional Chinese (Taiwan): every string of the plugin. */
export const zhTW: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': '帳戶',
  'polkadot.request.network': '網路',
  'polkadot.request.call': '呼叫',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': '小費',
};
