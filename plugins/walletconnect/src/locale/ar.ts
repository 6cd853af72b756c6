import type { WalletConnectMessageKey } from './en';

/** Arabic (right-to-left). */
export const ar: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'امسح هذا الرمز بمحفظة على هاتفك تدعم WalletConnect.',
  'wc.qrLabel': 'رمز QR لـ WalletConnect',
  'wc.copy': 'نسخ الرابط',
  'wc.copied': 'تم نسخ الرابط',
  'wc.copyFailed': 'تعذّر نسخ الرابط. امسح الرمز بدلاً من ذلك.',
  'wc.open': 'افتح {name}',
  'wc.openApp': 'افتح في التطبيق',
  'wc.openBrowser': 'افتح في المتصفح',
  'wc.openDesktop': 'افتح تطبيق سطح المكتب',
  'wc.continueIn': 'تابع في {name}',
  'wc.newTab': '(يفتح في علامة تبويب جديدة)',
  'wc.preparing': 'جارٍ تجهيز الاتصال…',
  'wc.expiring': 'جارٍ إنشاء رمز جديد…',
  'wc.noChains': 'لا توجد سلسلة يتصل عليها WalletConnect في هذا التطبيق.',
  'wc.failed': 'فشل الاتصال',
  'wc.retry': 'حاول مرة أخرى',
  'wc.declined': 'تم رفض الاتصال',
  'wc.declinedHint': 'رُفض الطلب في المحفظة. يمكنك المحاولة مرة أخرى.',
  'wc.basicIntro': 'اربط محفظة باستخدام WalletConnect.',
  'wc.connector': 'WalletConnect',
};
