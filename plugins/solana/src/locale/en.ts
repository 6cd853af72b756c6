/** The plugin's English strings: facts of the approval view. The key set every other locale must match. */
export const en = {
  'solana.request.from': 'From',
  'solana.request.feePayer': 'Fee payer',
  'solana.request.instructions': 'Instructions',
  'solana.request.transactions': 'Transactions',
  'solana.request.token': 'Token',
  'solana.request.tokenAccount': 'To token account',
} as const;

export type SolanaMessageKey = keyof typeof en;
