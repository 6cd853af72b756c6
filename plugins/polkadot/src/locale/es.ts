import type { PolkadotMessageKey } from './en';

/** Spanish: every string of the plugin. */
export const es: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Cuenta',
  'polkadot.request.network': 'Red',
  'polkadot.request.call': 'Llamada',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Propina',
};
