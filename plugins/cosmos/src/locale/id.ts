import type { CosmosMessageKey } from './en';

/** Indonesian: every string of the plugin. */
export const id: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Penanda tangan',
  'cosmos.request.from': 'Dari',
  'cosmos.request.chain': 'Blockchain',
  'cosmos.request.messages': 'Pesan',
  'cosmos.request.fee': 'Biaya',
  'cosmos.request.memo': 'Memo',
};
