import type { SolanaMessageKey } from './en';

/** Brazilian Portuguese: every string of the plugin. */
export const ptBR: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'De',
  'solana.request.feePayer': 'Pagador da taxa',
  'solana.request.instructions': 'Instruções',
  'solana.request.transactions': 'Transações',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'Para a conta de token',
};
