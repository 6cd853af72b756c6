import type { SolanaMessageKey } from './en';

/** Spanish: every string of the plugin. */
export const es: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'De',
  'solana.request.feePayer': 'Pagador de la comisión',
  'solana.request.instructions': 'Instrucciones',
  'solana.request.transactions': 'Transacciones',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'A la cuenta de token',
};
