import type { Bip122MessageKey } from './en';

/** Persian (right-to-left): every string of the plugin. */
export const fa: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'حساب',
  'bip122.request.protocol': 'نوع امضا',
  'bip122.request.recipients': 'گیرندگان',
  'bip122.request.recipient': 'گیرنده',
  'bip122.request.inputs': 'ورودی‌ها',
  'bip122.request.outputs': 'خروجی‌ها',
  'bip122.request.toSign': 'ورودی‌های قابل امضا',
  'bip122.request.paidOut': 'پرداخت‌شده',
  'bip122.accounts.entry': 'حساب‌های Bitcoin',
  'bip122.accounts.title': 'حساب‌های Bitcoin',
  'bip122.accounts.intro': 'نشانی‌ای را که این سایت استفاده می‌کند انتخاب کنید. نشانی پرداخت بیت‌کوین‌های شما را نگه می‌دارد؛ نشانی Ordinals کتیبه‌ها را.',
  'bip122.accounts.list': 'حساب‌های Bitcoin شما',
  'bip122.accounts.payment': 'پرداخت',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'در حال استفاده',
  'bip122.accounts.selected': 'اکنون از نشانی {type} شما استفاده می‌شود.',
  'bip122.accounts.failed': 'حساب تغییر نکرد. دوباره تلاش کنید.',
  'bip122.accounts.none': 'برای انتخاب حساب، یک کیف پول Bitcoin متصل کنید.',
};
