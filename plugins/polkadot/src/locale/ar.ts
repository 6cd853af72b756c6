import type { PolkadotMessageKey } from './en';

/** Arabic: every string of the plugin. */
export const ar: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'الحساب',
  'polkadot.request.network': 'الشبكة',
  'polkadot.request.call': 'الاستدعاء',
  'polkadot.request.nonce': 'رقم المعاملة',
  'polkadot.request.tip': 'الإكرامية',
};
