import type { SolanaMessageKey } from './en';

/** Arabic: every string of the plugin. */
export const ar: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'من',
  'solana.request.feePayer': 'دافع الرسوم',
  'solana.request.instructions': 'التعليمات',
  'solana.request.transactions': 'المعاملات',
  'solana.request.token': 'الرمز المميّز',
  'solana.request.tokenAccount': 'إلى حساب الرمز المميّز',
};
