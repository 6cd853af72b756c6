import type { CosmosMessageKey } from './en';

/** German: every string of the plugin. */
export const de: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Unterzeichner',
  'cosmos.request.from': 'Von',
  'cosmos.request.chain': 'Chain',
  'cosmos.request.messages': 'Nachrichten',
  'cosmos.request.fee': 'Gebühr',
  'cosmos.request.memo': 'Memo',
};
