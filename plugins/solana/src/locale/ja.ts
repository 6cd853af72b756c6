import type { SolanaMessageKey } from './en';

/** Japanese: every string of the plugin. */
export const ja: Record<SolanaMessageKey, string> = {
  'solana.request.from': '送信元',
  'solana.request.feePayer': '手数料の支払者',
  'solana.request.instructions': '命令',
  'solana.request.transactions': 'トランザクション',
  'solana.request.token': 'トークン',
  'solana.request.tokenAccount': '宛先トークンアカウント',
};
