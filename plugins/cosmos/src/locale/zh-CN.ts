import type { CosmosMessageKey } from './en';

/** Simplified Chinese: every string of the plugin. */
export const zhCN: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': '签名者',
  'cosmos.request.from': '发送方',
  'cosmos.request.chain': '链',
  'cosmos.request.messages': '消息',
  'cosmos.request.fee': '手续费',
  'cosmos.request.memo': '备注',
};
