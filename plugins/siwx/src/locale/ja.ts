import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** ja: the sign-in view's strings. */
export const ja: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'サインイン',
  'siwx.intro': '{name} は、このアカウントの所有者であることを証明するため、ウォレットでのサインインを求めています。',
  'siwx.sign': 'サインイン',
  'siwx.cancel': 'キャンセル',
  'siwx.signing': 'ウォレットでメッセージに署名してください…',
  'siwx.error': 'メッセージの署名中にエラーが発生しました',
};
