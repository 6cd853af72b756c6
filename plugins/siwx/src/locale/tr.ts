import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** tr: the sign-in view's strings. */
export const tr: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Giriş Yap',
  'siwx.intro': '{name}, bu hesabın size ait olduğunu kanıtlamak için cüzdanınızla giriş yapmanızı istiyor.',
  'siwx.sign': 'Giriş yap',
  'siwx.cancel': 'İptal',
  'siwx.signing': 'Mesajı cüzdanınızda imzalayın…',
  'siwx.error': 'Mesaj imzalanırken hata oluştu',
};
