import type { WalletConnectMessageKey } from './en';

/** Persian (right-to-left): every string of the plugin. */
export const fa: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'این کد را با یک کیف پول تلفن همراه که از WalletConnect پشتیبانی می‌کند اسکن کنید.',
  'wc.qrLabel': 'کد QR برای WalletConnect',
  'wc.copy': 'کپی پیوند',
  'wc.copied': 'پیوند کپی شد',
  'wc.copyFailed': 'پیوند کپی نشد. به‌جای آن کد را اسکن کنید.',
  'wc.open': 'باز کردن {name}',
  'wc.openApp': 'باز کردن در برنامه',
  'wc.openBrowser': 'باز کردن در مرورگر',
  'wc.openDesktop': 'باز کردن برنامهٔ دسکتاپ',
  'wc.continueIn': 'ادامه در {name}',
  'wc.newTab': '(در زبانهٔ جدید باز می‌شود)',
  'wc.preparing': 'در حال آماده‌سازی اتصال…',
  'wc.expiring': 'در حال دریافت کد جدید…',
  'wc.noChains': 'در این برنامه هیچ زنجیره‌ای برای اتصال با WalletConnect وجود ندارد.',
  'wc.failed': 'اتصال ناموفق بود',
  'wc.retry': 'تلاش دوباره',
  'wc.declined': 'اتصال رد شد',
  'wc.declinedHint': 'درخواست در کیف پول رد شد. می‌توانید دوباره تلاش کنید.',
  'wc.basicIntro': 'با WalletConnect یک کیف پول متصل کنید.',
  'wc.connector': 'WalletConnect',
};
