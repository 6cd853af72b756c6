import type { CosmosMessageKey } from './en';

/** Thai: every string of the plugin. */
export const th: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'ผู้ลงนาม',
  'cosmos.request.from': 'จาก',
  'cosmos.request.chain': 'เชน',
  'cosmos.request.messages': 'ข้อความ',
  'cosmos.request.fee': 'ค่าธรรมเนียม',
  'cosmos.request.memo': 'บันทึกช่วยจำ',
};
