import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** ar: the sign-in view's strings. */
export const ar: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'تسجيل الدخول',
  'siwx.intro': 'يطلب {name} أن تسجّل الدخول بمحفظتك لإثبات ملكيتك لهذا الحساب.',
  'siwx.sign': 'تسجيل الدخول',
  'siwx.cancel': 'إلغاء',
  'siwx.signing': 'وقّع الرسالة في محفظتك…',
  'siwx.error': 'خطأ في توقيع الرسالة',
};
