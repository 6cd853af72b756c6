import type { Bip122MessageKey } from './en';

/** Korean: every string of the plugin. */
export const ko: Record<Bip122MessageKey, string> = {
  'bip122.request.account': '계정',
  'bip122.request.protocol': '서명 유형',
  'bip122.request.recipients': '받는 사람',
  'bip122.request.recipient': '받는 사람',
  'bip122.request.inputs': '입력',
  'bip122.request.outputs': '출력',
  'bip122.request.toSign': '서명할 입력',
  'bip122.request.paidOut': '지급액',
  'bip122.accounts.entry': 'Bitcoin 계정',
  'bip122.accounts.title': 'Bitcoin 계정',
  'bip122.accounts.intro': '이 사이트에서 사용할 주소를 선택하세요. 결제 주소에는 비트코인이, Ordinals 주소에는 인스크립션이 보관됩니다.',
  'bip122.accounts.list': '내 Bitcoin 계정',
  'bip122.accounts.payment': '결제',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': '사용 중',
  'bip122.accounts.selected': '이제 {type} 주소를 사용합니다.',
  'bip122.accounts.failed': '계정을 전환할 수 없습니다. 다시 시도하세요.',
  'bip122.accounts.none': '계정을 선택하려면 Bitcoin 지갑을 연결하세요.',
};
