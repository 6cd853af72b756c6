import type { SolanaMessageKey } from './en';

/** Persian (right-to-left): every string of the plugin. */
export const fa: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'از',
  'solana.request.feePayer': 'پرداخت‌کنندهٔ کارمزد',
  'solana.request.instructions': 'دستورالعمل‌ها',
  'solana.request.transactions': 'تراکنش‌ها',
  'solana.request.token': 'توکن',
  'solana.request.tokenAccount': 'به حساب توکن',
};
