import type { WalletConnectMessageKey } from './en';

/** Hebrew (right-to-left): every string of the plugin. */
export const he: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'יש לסרוק את הקוד עם ארנק בטלפון שתומך ב-WalletConnect.',
  'wc.qrLabel': 'קוד QR של WalletConnect',
  'wc.copy': 'העתקת הקישור',
  'wc.copied': 'הקישור הועתק',
  'wc.copyFailed': 'לא ניתן היה להעתיק את הקישור. אפשר לסרוק את הקוד במקום.',
  'wc.open': 'פתיחת {name}',
  'wc.openApp': 'פתיחה באפליקציה',
  'wc.openBrowser': 'פתיחה בדפדפן',
  'wc.openDesktop': 'פתיחת אפליקציית שולחן העבודה',
  'wc.continueIn': 'המשך ב-{name}',
  'wc.newTab': '(נפתח בכרטיסייה חדשה)',
  'wc.preparing': 'מכין את החיבור…',
  'wc.expiring': 'מקבל קוד חדש…',
  'wc.noChains': 'ל-WalletConnect אין שרשרת להתחבר אליה באפליקציה הזו.',
  'wc.failed': 'החיבור נכשל',
  'wc.retry': 'ניסיון חוזר',
  'wc.declined': 'החיבור נדחה',
  'wc.declinedHint': 'הבקשה נדחתה בארנק. אפשר לנסות שוב.',
  'wc.basicIntro': 'חיבור ארנק עם WalletConnect.',
  'wc.connector': 'WalletConnect',
};
