import type { SolanaMessageKey } from './en';

/** Russian: every string of the plugin. */
export const ru: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'От',
  'solana.request.feePayer': 'Плательщик комиссии',
  'solana.request.instructions': 'Инструкции',
  'solana.request.transactions': 'Транзакции',
  'solana.request.token': 'Токен',
  'solana.request.tokenAccount': 'На токен-аккаунт',
};
