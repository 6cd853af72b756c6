import type { SolanaMessageKey } from './en';

/** Traditional Chinese (Taiwan): every string of the plugin. */
export const zhTW: Record<SolanaMessageKey, string> = {
  'solana.request.from': '傳送方',
  'solana.request.feePayer': '手續費支付方',
  'solana.request.instructions': '指令',
  'solana.request.transactions': '交易',
  'solana.request.token': '代幣',
  'solana.request.tokenAccount': '接收代幣帳戶',
};
