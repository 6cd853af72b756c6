import type { SolanaMessageKey } from './en';

/** Hindi: every string of the plugin. */
export const hi: Record<SolanaMessageKey, string> = {
  'solana.request.from': 'भेजने वाला',
  'solana.request.feePayer': 'शुल्क भुगतानकर्ता',
  'solana.request.instructions': 'निर्देश',
  'solana.request.transactions': 'लेन-देन',
  'solana.request.token': 'टोकन',
  'solana.request.tokenAccount': 'प्राप्तकर्ता टोकन खाता',
};
