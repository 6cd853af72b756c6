import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Turkish: every string of the plugin (views and titles). */
export const tr: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Bir ad seçin',
  'names.intro': 'Hesabınız için bir ad seçin. {suffix} adlarını destekleyen uygulamalar adresiniz yerine bu adı gösterir.',
  'names.label': 'Ad',
  'names.hint': 'Harf, rakam ve kısa çizgi; en az 4 karakter.',
  'names.preview': 'Adınız: {name}',
  'names.invalid': 'Harf, rakam ve kısa çizgi kullanın; en az 4 karakter.',
  'names.checking': '{name} kontrol ediliyor…',
  'names.available': '{name} kullanılabilir',
  'names.taken': '{name} alınmış',
  'names.suggestions': 'Öneriler',
  'names.suggestions.loading': 'Öneriler yükleniyor…',
  'names.suggestion.available': 'Kullanılabilir',
  'names.suggestion.taken': 'Alınmış',
  'names.register': 'Kaydet',
  'names.registering': '{name} kaydediliyor…',
  'names.signHint': 'Adı kaydetmek için cüzdanınızdaki mesajı onaylayın.',
  'names.yours': 'Sahip olduğunuz adlar',
  'names.error.resolve': 'Ad çözümlenirken hata oluştu',
  'names.error.suggestions': 'Ad önerileri alınırken hata oluştu',
  'names.error.names': 'Adrese ait adlar alınırken hata oluştu',
  'names.error.register': '{name} adı kaydedilirken hata oluştu',
  'names.unavailable': 'Adlar EVM hesapları içindir. Ad seçmek için bir EVM cüzdanı bağlayın.',
  'names.success.title': '{name} artık sizin',
  'names.success.body': 'Hesabınız artık bu adı gösteriyor.',
  'names.success.done': 'Hesabınıza dönün',
  'names.entry': 'Bir ad seçin',
  'names.title.register': 'Bir ad seçin',
  'names.title.success': 'Ad kaydedildi',
};
