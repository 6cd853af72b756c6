import type { CosmosMessageKey } from './en';

/** Ukrainian: every string of the plugin. */
export const uk: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Підписувач',
  'cosmos.request.from': 'Від',
  'cosmos.request.chain': 'Блокчейн',
  'cosmos.request.messages': 'Повідомлення',
  'cosmos.request.fee': 'Комісія',
  'cosmos.request.memo': 'Примітка',
};
