import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Vietnamese: every string of the plugin (views and titles). */
export const vi: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Chọn tên',
  'names.intro': 'Chọn một tên cho tài khoản của bạn. Các ứng dụng hỗ trợ tên {suffix} sẽ hiển thị tên này thay cho địa chỉ của bạn.',
  'names.label': 'Tên',
  'names.hint': 'Chữ cái, chữ số và dấu gạch ngang, ít nhất 4 ký tự.',
  'names.preview': 'Tên của bạn: {name}',
  'names.invalid': 'Dùng chữ cái, chữ số và dấu gạch ngang, ít nhất 4 ký tự.',
  'names.checking': 'Đang kiểm tra {name}…',
  'names.available': '{name} còn trống',
  'names.taken': '{name} đã có người dùng',
  'names.suggestions': 'Gợi ý',
  'names.suggestions.loading': 'Đang tải gợi ý…',
  'names.suggestion.available': 'Còn trống',
  'names.suggestion.taken': 'Đã có người dùng',
  'names.register': 'Đăng ký',
  'names.registering': 'Đang đăng ký {name}…',
  'names.signHint': 'Phê duyệt thông điệp trong ví của bạn để đăng ký tên.',
  'names.yours': 'Tên bạn đang sở hữu',
  'names.error.resolve': 'Lỗi khi phân giải tên',
  'names.error.suggestions': 'Lỗi khi tải gợi ý tên',
  'names.error.names': 'Lỗi khi tải tên của địa chỉ',
  'names.error.register': 'Lỗi khi đăng ký tên {name}',
  'names.unavailable': 'Tên dành cho tài khoản EVM. Hãy kết nối ví EVM để chọn tên.',
  'names.success.title': '{name} đã là của bạn',
  'names.success.body': 'Tài khoản của bạn giờ hiển thị tên này.',
  'names.success.done': 'Quay lại tài khoản',
  'names.entry': 'Chọn tên',
  'names.title.register': 'Chọn tên',
  'names.title.success': 'Đã đăng ký tên',
};
