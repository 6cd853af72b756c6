import type { CosmosMessageKey } from './en';

/** Vietnamese: every string of the plugin. */
export const vi: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Người ký',
  'cosmos.request.from': 'Từ',
  'cosmos.request.chain': 'Chuỗi',
  'cosmos.request.messages': 'Thông điệp',
  'cosmos.request.fee': 'Phí',
  'cosmos.request.memo': 'Ghi chú',
};
