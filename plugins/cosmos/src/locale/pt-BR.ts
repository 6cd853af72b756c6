import type { CosmosMessageKey } from './en';

/** Brazilian Portuguese: every string of the plugin. */
export const ptBR: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Signatário',
  'cosmos.request.from': 'De',
  'cosmos.request.chain': 'Blockchain',
  'cosmos.request.messages': 'Mensagens',
  'cosmos.request.fee': 'Taxa',
  'cosmos.request.memo': 'Memo',
};
