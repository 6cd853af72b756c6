import type { SolanaMessageKey } from './en';

/** Vietnamese: every string of the plugin. */
export const vi: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Từ',
  'solana.request.feePayer': 'Người trả phí',
  'solana.request.instructions': 'Chỉ thị',
  'solana.request.transactions': 'Giao dịch',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'Đến tài khoản token',
};
