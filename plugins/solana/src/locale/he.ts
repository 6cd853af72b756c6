import type { SolanaMessageKey } from './en';

/** Hebrew (right-to-left): every string of the plugin. */
export const he: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'מאת',
  'solana.request.feePayer': 'משלם העמלה',
  'solana.request.instructions': 'הוראות',
  'solana.request.transactions': 'עסקאות',
  'solana.request.token': 'טוקן',
  'solana.request.tokenAccount': 'אל חשבון טוקן',
};
