import type { CosmosMessageKey } from './en';

/** Persian (right-to-left): every string of the plugin. */
export const fa: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'امضاکننده',
  'cosmos.request.from': 'از',
  'cosmos.request.chain': 'زنجیره',
  'cosmos.request.messages': 'پیام‌ها',
  'cosmos.request.fee': 'کارمزد',
  'cosmos.request.memo': 'یادداشت',
};
