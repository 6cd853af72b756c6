import type { SolanaMessageKey } from './en';

/** German: every string of the plugin. */
export const de: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Von',
  'solana.request.feePayer': 'Gebührenzahler',
  'solana.request.instructions': 'Anweisungen',
  'solana.request.transactions': 'Transaktionen',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'An Token-Konto',
};
