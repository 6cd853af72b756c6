import type { SolanaMessageKey } from './en';

/** Indonesian: every string of the plugin. */
export const id: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Dari',
  'solana.request.feePayer': 'Pembayar biaya',
  'solana.request.instructions': 'Instruksi',
  'solana.request.transactions': 'Transaksi',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'Ke akun token',
};
