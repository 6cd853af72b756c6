import type { CosmosMessageKey } from './en';

/** French: every string of the plugin. */
export const fr: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Signataire',
  'cosmos.request.from': 'De',
  'cosmos.request.chain': 'Blockchain',
  'cosmos.request.messages': 'Messages',
  'cosmos.request.fee': 'Frais',
  'cosmos.request.memo': 'Mémo',
};
