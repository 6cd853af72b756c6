import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Korean: every string of the plugin (views and titles). */
export const ko: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': '이름 선택',
  'names.intro': '계정의 이름을 선택하세요. {suffix} 이름을 지원하는 앱에서는 주소 대신 이 이름이 표시됩니다.',
  'names.label': '이름',
  'names.hint': '영문자, 숫자, 하이픈으로 4자 이상.',
  'names.preview': '내 이름: {name}',
  'names.invalid': '영문자, 숫자, 하이픈을 사용해 4자 이상 입력하세요.',
  'names.checking': '{name} 확인 중…',
  'names.available': '{name}을(를) 사용할 수 있습니다',
  'names.taken': '{name}은(는) 이미 사용 중입니다',
  'names.suggestions': '추천',
  'names.suggestions.loading': '추천 이름을 불러오는 중…',
  'names.suggestion.available': '사용 가능',
  'names.suggestion.taken': '사용 중',
  'names.register': '등록',
  'names.registering': '{name} 등록 중…',
  'names.signHint': '이름을 등록하려면 지갑에서 메시지를 승인하세요.',
  'names.yours': '보유한 이름',
  'names.error.resolve': '이름 확인 오류',
  'names.error.suggestions': '추천 이름을 가져오는 중 오류 발생',
  'names.error.names': '주소의 이름을 가져오는 중 오류 발생',
  'names.error.register': '{name} 이름 등록 오류',
  'names.unavailable': '이름은 EVM 계정용입니다. 이름을 선택하려면 EVM 지갑을 연결하세요.',
  'names.success.title': '이제 {name}은(는) 내 이름입니다',
  'names.success.body': '이제 계정에 이 이름이 표시됩니다.',
  'names.success.done': '계정으로 돌아가기',
  'names.entry': '이름 선택',
  'names.title.register': '이름 선택',
  'names.title.success': '이름 등록 완료',
};
