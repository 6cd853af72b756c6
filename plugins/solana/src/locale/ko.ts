import type { SolanaMessageKey } from './en';

/** Korean: every string of the plugin. */
export const ko: Record<SolanaMessageKey, string> = {
  'solana.request.from': '보낸 곳',
  'solana.request.feePayer': '수수료 지불자',
  'solana.request.instructions': '명령',
  'solana.request.transactions': '트랜잭션',
  'solana.request.token': '토큰',
  'solana.request.tokenAccount': '받는 토큰 계정',
};
