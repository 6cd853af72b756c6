import type { CosmosMessageKey } from './en';

/** Japanese: every string of the plugin. */
export const ja: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': '署名者',
  'cosmos.request.from': '送信元',
  'cosmos.request.chain': 'チェーン',
  'cosmos.request.messages': 'メッセージ',
  'cosmos.request.fee': '手数料',
  'cosmos.request.memo': 'メモ',
};
