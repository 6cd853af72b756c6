import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** ko: the sign-in view's strings. */
export const ko: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': '로그인',
  'siwx.intro': '{name}에서 이 계정의 소유자임을 증명하기 위해 지갑으로 로그인하도록 요청합니다.',
  'siwx.sign': '로그인',
  'siwx.cancel': '취소',
  'siwx.signing': '지갑에서 메시지에 서명하세요…',
  'siwx.error': '메시지 서명 오류',
};
