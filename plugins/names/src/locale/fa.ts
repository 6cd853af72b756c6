import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Persian (right-to-left): every string of the plugin (views and titles). */
export const fa: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'انتخاب نام',
  'names.intro': 'برای حساب خود یک نام انتخاب کنید. برنامه‌هایی که از نام‌های {suffix} پشتیبانی می‌کنند، این نام را به‌جای نشانی شما نمایش می‌دهند.',
  'names.label': 'نام',
  'names.hint': 'حروف، ارقام و خط تیره، دست‌کم ۴ نویسه.',
  'names.preview': 'نام شما: {name}',
  'names.invalid': 'از حروف، ارقام و خط تیره استفاده کنید، دست‌کم ۴ نویسه.',
  'names.checking': 'در حال بررسی {name}…',
  'names.available': '{name} در دسترس است',
  'names.taken': '{name} قبلاً گرفته شده است',
  'names.suggestions': 'پیشنهادها',
  'names.suggestions.loading': 'در حال بارگیری پیشنهادها…',
  'names.suggestion.available': 'در دسترس',
  'names.suggestion.taken': 'گرفته‌شده',
  'names.register': 'ثبت',
  'names.registering': 'در حال ثبت {name}…',
  'names.signHint': 'برای ثبت نام، پیام را در کیف پول خود تأیید کنید.',
  'names.yours': 'نام‌های شما',
  'names.error.resolve': 'خطا در یافتن نام',
  'names.error.suggestions': 'خطا در دریافت پیشنهادهای نام',
  'names.error.names': 'خطا در دریافت نام‌های این نشانی',
  'names.error.register': 'خطا در ثبت نام {name}',
  'names.unavailable': 'نام‌ها برای حساب‌های EVM هستند. برای انتخاب نام، یک کیف پول EVM متصل کنید.',
  'names.success.title': '{name} مال شماست',
  'names.success.body': 'حساب شما اکنون این نام را نمایش می‌دهد.',
  'names.success.done': 'بازگشت به حساب',
  'names.entry': 'انتخاب نام',
  'names.title.register': 'انتخاب نام',
  'names.title.success': 'نام ثبت شد',
};
