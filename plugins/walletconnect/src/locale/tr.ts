import type { WalletConnectMessageKey } from './en';

/** Turkish: every string of the plugin. */
export const tr: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Bu kodu WalletConnect destekleyen bir mobil cüzdanla tarayın.',
  'wc.qrLabel': 'WalletConnect QR kodu',
  'wc.copy': 'Bağlantıyı kopyala',
  'wc.copied': 'Bağlantı kopyalandı',
  'wc.copyFailed': 'Bağlantı kopyalanamadı. Bunun yerine kodu tarayın.',
  'wc.open': '{name} uygulamasını aç',
  'wc.openApp': 'Uygulamada aç',
  'wc.openBrowser': 'Tarayıcıda aç',
  'wc.openDesktop': 'Masaüstü uygulamasını aç',
  'wc.continueIn': '{name} uygulamasında devam edin',
  'wc.newTab': '(yeni sekmede açılır)',
  'wc.preparing': 'Bağlantı hazırlanıyor…',
  'wc.expiring': 'Yeni kod alınıyor…',
  'wc.noChains': 'WalletConnect’in bu uygulamada bağlanabileceği bir zincir yok.',
  'wc.failed': 'Bağlantı başarısız oldu',
  'wc.retry': 'Tekrar dene',
  'wc.declined': 'Bağlantı reddedildi',
  'wc.declinedHint': 'İstek cüzdanda reddedildi. Tekrar deneyebilirsiniz.',
  'wc.basicIntro': 'WalletConnect ile bir cüzdan bağlayın.',
  'wc.connector': 'WalletConnect',
};
