import type { PolkadotMessageKey } from './en';

/** Turkish: every string of the plugin. */
export const tr: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Hesap',
  'polkadot.request.network': 'Ağ',
  'polkadot.request.call': 'Çağrı',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Bahşiş',
};
