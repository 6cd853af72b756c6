import type { WalletConnectMessageKey } from './en';

/** Indonesian: every string of the plugin. */
export const id: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Pindai kode ini dengan dompet ponsel yang mendukung WalletConnect.',
  'wc.qrLabel': 'Kode QR WalletConnect',
  'wc.copy': 'Salin tautan',
  'wc.copied': 'Tautan disalin',
  'wc.copyFailed': 'Tautan tidak dapat disalin. Pindai kodenya saja.',
  'wc.open': 'Buka {name}',
  'wc.openApp': 'Buka di aplikasi',
  'wc.openBrowser': 'Buka di browser',
  'wc.openDesktop': 'Buka aplikasi desktop',
  'wc.continueIn': 'Lanjutkan di {name}',
  'wc.newTab': '(terbuka di tab baru)',
  'wc.preparing': 'Menyiapkan koneksi…',
  'wc.expiring': 'Mendapatkan kode baru…',
  'wc.noChains': 'WalletConnect tidak memiliki blockchain untuk dihubungkan di aplikasi ini.',
  'wc.failed': 'Koneksi gagal',
  'wc.retry': 'Coba lagi',
  'wc.declined': 'Koneksi ditolak',
  'wc.declinedHint': 'Permintaan ditolak di dompet. Anda dapat mencoba lagi.',
  'wc.basicIntro': 'Hubungkan dompet dengan WalletConnect.',
  'wc.connector': 'WalletConnect',
};
