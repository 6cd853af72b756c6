import type { CosmosMessageKey } from './en';

/** Turkish: every string of the plugin. */
export const tr: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'İmzalayan',
  'cosmos.request.from': 'Gönderen',
  'cosmos.request.chain': 'Zincir',
  'cosmos.request.messages': 'Mesajlar',
  'cosmos.request.fee': 'Ücret',
  'cosmos.request.memo': 'Not',
};
