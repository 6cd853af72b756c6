import type { PolkadotMessageKey } from './en';

/** Ukrainian: every string of the plugin. */
export const uk: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Акаунт',
  'polkadot.request.network': 'Мережа',
  'polkadot.request.call': 'Виклик',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Чайові',
};
