import type { PolkadotMessageKey } from './en';

/** Russian: every string of the plugin. */
export const ru: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Аккаунт',
  'polkadot.request.network': 'Сеть',
  'polkadot.request.call': 'Вызов',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Чаевые',
};
