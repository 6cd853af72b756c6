import type { SolanaMessageKey } from './en';

/** French: every string of the plugin. */
export const fr: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'De',
  'solana.request.feePayer': 'Payeur des frais',
  'solana.request.instructions': 'Instructions',
  'solana.request.transactions': 'Transactions',
  'solana.request.token': 'Jeton',
  'solana.request.tokenAccount': 'Vers le compte de jetons',
};
