import type { CosmosMessageKey } from './en';

/** Korean: every string of the plugin. */
export const ko: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': '서명자',
  'cosmos.request.from': '보낸 곳',
  'cosmos.request.chain': '체인',
  'cosmos.request.messages': '메시지',
  'cosmos.request.fee': '수수료',
  'cosmos.request.memo': '메모',
};
