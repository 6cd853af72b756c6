import type { CosmosMessageKey } from './en';

/** Arabic: every string of the plugin. */
export const ar: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'الموقّع',
  'cosmos.request.from': 'من',
  'cosmos.request.chain': 'السلسلة',
  'cosmos.request.messages': 'الرسائل',
  'cosmos.request.fee': 'الرسوم',
  'cosmos.request.memo': 'المذكرة',
};
