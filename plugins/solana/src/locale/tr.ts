import type { SolanaMessageKey } from './en';

/** Turkish: every string of the plugin. */
export const tr: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Gönderen',
  'solana.request.feePayer': 'Ücreti ödeyen',
  'solana.request.instructions': 'Talimatlar',
  'solana.request.transactions': 'İşlemler',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'Alıcı token hesabı',
};
