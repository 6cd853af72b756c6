import type { SolanaMessageKey } from './en';

/** Simplified Chinese: every string of the plugin. */
export const zhCN: Record<SolanaMessageKey, string> = {
  'solana.request.from': '发送方',
  'solana.request.feePayer': '手续费支付方',
  'solana.request.instructions': '指令',
  'solana.request.transactions': '交易',
  'solana.request.token': '代币',
  'solana.request.tokenAccount': '接收代币账户',
};
