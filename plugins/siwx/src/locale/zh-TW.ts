import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** zh-TW: the sign-in view's strings. */
export const zhTW: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': '登入',
  'siwx.intro': '{name} 希望你使用錢包登入，以證明你擁有此帳戶。',
  'siwx.sign': '登入',
  'siwx.cancel': '取消',
  'siwx.signing': '請在錢包中簽署訊息…',
  'siwx.error': '簽署訊息時發生錯誤',
};
