import type { WalletConnectMessageKey } from './en';

/** Traditional Chinese (Taiwan): every string of the plugin. */
export const zhTW: Record<WalletConnectMessageKey, string> = {
  'wc.scan': '請使用支援 WalletConnect 的手機錢包掃描此 QR 碼。',
  'wc.qrLabel': 'WalletConnect QR 碼',
  'wc.copy': '複製連結',
  'wc.copied': '已複製連結',
  'wc.copyFailed': '無法複製連結，請改為掃描 QR 碼。',
  'wc.open': '開啟 {name}',
  'wc.openApp': '在應用程式中開啟',
  'wc.openBrowser': '在瀏覽器中開啟',
  'wc.openDesktop': '開啟桌面應用程式',
  'wc.continueIn': '在 {name} 中繼續',
  'wc.newTab': '（在新分頁中開啟）',
  'wc.preparing': '正在準備連線…',
  'wc.expiring': '正在取得新的 QR 碼…',
  'wc.noChains': '此應用程式中沒有可供 WalletConnect 連接的鏈。',
  'wc.failed': '連線失敗',
  'wc.retry': '重試',
  'wc.declined': '連線遭拒',
  'wc.declinedHint': '此請求已在錢包中遭到拒絕。你可以再試一次。',
  'wc.basicIntro': '使用 WalletConnect 連接錢包。',
  'wc.connector': 'WalletConnect',
};
