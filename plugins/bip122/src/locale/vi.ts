import type { Bip122MessageKey } from './en';

/** Vietnamese: every string of the plugin. */
export const vi: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Tài khoản',
  'bip122.request.protocol': 'Loại chữ ký',
  'bip122.request.recipients': 'Người nhận',
  'bip122.request.recipient': 'Người nhận',
  'bip122.request.inputs': 'Đầu vào',
  'bip122.request.outputs': 'Đầu ra',
  'bip122.request.toSign': 'Đầu vào cần ký',
  'bip122.request.paidOut': 'Đã chi',
  'bip122.accounts.entry': 'Tài khoản Bitcoin',
  'bip122.accounts.title': 'Tài khoản Bitcoin',
  'bip122.accounts.intro': 'Chọn địa chỉ mà trang web này sử dụng. Địa chỉ Thanh toán giữ bitcoin của bạn; địa chỉ Ordinals giữ các inscription.',
  'bip122.accounts.list': 'Tài khoản Bitcoin của bạn',
  'bip122.accounts.payment': 'Thanh toán',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Đang dùng',
  'bip122.accounts.selected': 'Đang dùng địa chỉ {type} của bạn.',
  'bip122.accounts.failed': 'Không thể chuyển tài khoản. Hãy thử lại.',
  'bip122.accounts.none': 'Kết nối ví Bitcoin để chọn tài khoản.',
};
