import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** fa: the sign-in view's strings. */
export const fa: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'ورود',
  'siwx.intro': '{name} از شما می‌خواهد با کیف پول خود وارد شوید تا ثابت کنید صاحب این حساب هستید.',
  'siwx.sign': 'ورود',
  'siwx.cancel': 'لغو',
  'siwx.signing': 'پیام را در کیف پول خود امضا کنید…',
  'siwx.error': 'خطا در امضای پیام',
};
