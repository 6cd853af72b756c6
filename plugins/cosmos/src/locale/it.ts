import type { CosmosMessageKey } from './en';

/** Italian: every string of the plugin. */
export const it: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Firmatario',
  'cosmos.request.from': 'Da',
  'cosmos.request.chain': 'Blockchain',
  'cosmos.request.messages': 'Messaggi',
  'cosmos.request.fee': 'Commissione',
  'cosmos.request.memo': 'Memo',
};
