import type { WalletConnectMessageKey } from './en';

/** Thai: every string of the plugin. */
export const th: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'สแกนโค้ดนี้ด้วยกระเป๋าเงินบนโทรศัพท์ที่รองรับ WalletConnect',
  'wc.qrLabel': 'QR โค้ด WalletConnect',
  'wc.copy': 'คัดลอกลิงก์',
  'wc.copied': 'คัดลอกลิงก์แล้ว',
  'wc.copyFailed': 'ไม่สามารถคัดลอกลิงก์ได้ โปรดสแกนโค้ดแทน',
  'wc.open': 'เปิด {name}',
  'wc.openApp': 'เปิดในแอป',
  'wc.openBrowser': 'เปิดในเบราว์เซอร์',
  'wc.openDesktop': 'เปิดแอปเดสก์ท็อป',
  'wc.continueIn': 'ดำเนินการต่อใน {name}',
  'wc.newTab': '(เปิดในแท็บใหม่)',
  'wc.preparing': 'กำลังเตรียมการเชื่อมต่อ…',
  'wc.expiring': 'กำลังรับโค้ดใหม่…',
  'wc.noChains': 'WalletConnect ไม่มีเชนให้เชื่อมต่อในแอปนี้',
  'wc.failed': 'การเชื่อมต่อล้มเหลว',
  'wc.retry': 'ลองอีกครั้ง',
  'wc.declined': 'การเชื่อมต่อถูกปฏิเสธ',
  'wc.declinedHint': 'คำขอถูกปฏิเสธในกระเป๋าเงิน คุณสามารถลองอีกครั้งได้',
  'wc.basicIntro': 'เชื่อมต่อกระเป๋าเงินด้วย WalletConnect',
  'wc.connector': 'WalletConnect',
};
