import type { SolanaMessageKey } from './en';

/** Italian: every string of the plugin. */
export const it: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'Da',
  'solana.request.feePayer': 'Pagatore della commissione',
  'solana.request.instructions': 'Istruzioni',
  'solana.request.transactions': 'Transazioni',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'All’account token',
};
