import type { SolanaMessageKey } from './en';

/** Ukrainian: every string of the plugin. */
export const uk: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Від',
  'solana.request.feePayer': 'Платник комісії',
  'solana.request.instructions': 'Інструкції',
  'solana.request.transactions': 'Транзакції',
  'solana.request.token': 'Токен',
  'solana.request.tokenAccount': 'На токен-акаунт',
};
