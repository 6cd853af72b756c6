import type { CosmosMessageKey } from './en';

/** Russian: every string of the plugin. */
export const ru: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Подписант',
  'cosmos.request.from': 'От',
  'cosmos.request.chain': 'Блокчейн',
  'cosmos.request.messages': 'Сообщения',
  'cosmos.request.fee': 'Комиссия',
  'cosmos.request.memo': 'Примечание',
};
