import type { Bip122MessageKey } from './en';

/** Turkish: every string of the plugin. */
export const tr: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Hesap',
  'bip122.request.protocol': 'İmza türü',
  'bip122.request.recipients': 'Alıcılar',
  'bip122.request.recipient': 'Alıcı',
  'bip122.request.inputs': 'Girdiler',
  'bip122.request.outputs': 'Çıktılar',
  'bip122.request.toSign': 'İmzalanacak girdiler',
  'bip122.request.paidOut': 'Ödenen',
  'bip122.accounts.entry': 'Bitcoin hesapları',
  'bip122.accounts.title': 'Bitcoin Hesapları',
  'bip122.accounts.intro': 'Bu sitenin kullanacağı adresi seçin. Ödeme adresi bitcoin’lerinizi, Ordinals adresi yazıtları tutar.',
  'bip122.accounts.list': 'Bitcoin hesaplarınız',
  'bip122.accounts.payment': 'Ödeme',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Kullanımda',
  'bip122.accounts.selected': 'Artık {type} adresiniz kullanılıyor.',
  'bip122.accounts.failed': 'Hesap değiştirilemedi. Tekrar deneyin.',
  'bip122.accounts.none': 'Hesap seçmek için bir Bitcoin cüzdanı bağlayın.',
};
