import type { CosmosMessageKey } from './en';

/** Hebrew (right-to-left): every string of the plugin. */
export const he: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'חותם',
  'cosmos.request.from': 'מאת',
  'cosmos.request.chain': 'שרשרת',
  'cosmos.request.messages': 'הודעות',
  'cosmos.request.fee': 'עמלה',
  'cosmos.request.memo': 'תזכיר',
};
