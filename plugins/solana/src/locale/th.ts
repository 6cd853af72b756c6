import type { SolanaMessageKey } from './en';

/** Thai: every string of the plugin. */
export const th: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'จาก',
  'solana.request.feePayer': 'ผู้จ่ายค่าธรรมเนียม',
  'solana.request.instructions': 'คำสั่ง',
  'solana.request.transactions': 'ธุรกรรม',
  'solana.request.token': 'โทเค็น',
  'solana.request.tokenAccount': 'ไปยังบัญชีโทเค็น',
};
