import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** id: the sign-in view's strings. */
export const id: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Masuk',
  'siwx.intro': '{name} ingin Anda masuk dengan dompet untuk membuktikan bahwa akun ini milik Anda.',
  'siwx.sign': 'Masuk',
  'siwx.cancel': 'Batal',
  'siwx.signing': 'Tanda tangani pesan di dompet Anda…',
  'siwx.error': 'Kesalahan saat menandatangani pesan',
};
