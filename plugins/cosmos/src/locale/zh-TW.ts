import type { CosmosMessageKey } from './en';

/** Traditional Chinese (Taiwan): every string of the plugin. */
export const zhTW: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': '簽署者',
  'cosmos.request.from': '傳送方',
  'cosmos.request.chain': '鏈',
  'cosmos.request.messages': '訊息',
  'cosmos.request.fee': '手續費',
  'cosmos.request.memo': '備註',
};
