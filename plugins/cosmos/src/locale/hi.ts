import type { CosmosMessageKey } from './en';

/** Hindi: every string of the plugin. */
export const hi: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'हस्ताक्षरकर्ता',
  'cosmos.request.from': 'भेजने वाला',
  'cosmos.request.chain': 'चेन',
  'cosmos.request.messages': 'संदेश',
  'cosmos.request.fee': 'शुल्क',
  'cosmos.request.memo': 'मेमो',
};
