import type { WalletConnectMessageKey } from './en';

/** Vietnamese: every string of the plugin. */
export const vi: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Quét mã này bằng ví trên điện thoại có hỗ trợ WalletConnect.',
  'wc.qrLabel': 'Mã QR WalletConnect',
  'wc.copy': 'Sao chép liên kết',
  'wc.copied': 'Đã sao chép liên kết',
  'wc.copyFailed': 'Không thể sao chép liên kết. Hãy quét mã thay thế.',
  'wc.open': 'Mở {name}',
  'wc.openApp': 'Mở trong ứng dụng',
  'wc.openBrowser': 'Mở trong trình duyệt',
  'wc.openDesktop': 'Mở ứng dụng máy tính',
  'wc.continueIn': 'Tiếp tục trong {name}',
  'wc.newTab': '(mở trong thẻ mới)',
  'wc.preparing': 'Đang chuẩn bị kết nối…',
  'wc.expiring': 'Đang lấy mã mới…',
  'wc.noChains': 'WalletConnect không có chuỗi nào để kết nối trong ứng dụng này.',
  'wc.failed': 'Kết nối thất bại',
  'wc.retry': 'Thử lại',
  'wc.declined': 'Kết nối bị từ chối',
  'wc.declinedHint': 'Yêu cầu đã bị từ chối trong ví. Bạn có thể thử lại.',
  'wc.basicIntro': 'Kết nối ví bằng WalletConnect.',
  'wc.connector': 'WalletConnect',
};
