import type { PolkadotMessageKey } from './en';

/** Brazilian Portuguese: every string of the plugin. */
export const ptBR: Record<PolkadotMessageKey, string> = {
  'polkadot.request.account': 'Conta',
  'polkadot.request.network': 'Rede',
  'polkadot.request.call': 'Chamada',
  'polkadot.request.nonce': 'Nonce',
  'polkadot.request.tip': 'Gorjeta',
};
