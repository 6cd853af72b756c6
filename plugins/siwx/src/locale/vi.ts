import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** vi: the sign-in view's strings. */
export const vi: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Đăng nhập',
  'siwx.intro': '{name} muốn bạn đăng nhập bằng ví để chứng minh bạn sở hữu tài khoản này.',
  'siwx.sign': 'Đăng nhập',
  'siwx.cancel': 'Hủy',
  'siwx.signing': 'Hãy ký thông điệp trong ví của bạn…',
  'siwx.error': 'Lỗi khi ký thông điệp',
};
