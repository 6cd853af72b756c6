import type { PolkadotMessageKey } from './en';

/** Vietnamese: every string of the plugin. */
export const vi: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Tài khoản',
  'polkadot.request.network': 'Mạng',
  'polkadot.request.call': 'Lệnh gọi',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Tiền tip',
};
