import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Indonesian: every string of the plugin (views and titles). */
export const id: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Pilih nama',
  'names.intro': 'Pilih nama untuk akun Anda. Aplikasi yang mendukung nama {suffix} akan menampilkannya sebagai pengganti alamat Anda.',
  'names.label': 'Nama',
  'names.hint': 'Huruf, angka, dan tanda hubung, minimal 4 karakter.',
  'names.preview': 'Nama Anda: {name}',
  'names.invalid': 'Gunakan huruf, angka, dan tanda hubung, minimal 4 karakter.',
  'names.checking': 'Memeriksa {name}…',
  'names.available': '{name} tersedia',
  'names.taken': '{name} sudah dipakai',
  'names.suggestions': 'Saran',
  'names.suggestions.loading': 'Memuat saran…',
  'names.suggestion.available': 'Tersedia',
  'names.suggestion.taken': 'Sudah dipakai',
  'names.register': 'Daftarkan',
  'names.registering': 'Mendaftarkan {name}…',
  'names.signHint': 'Setujui pesan di dompet Anda untuk mendaftarkan nama.',
  'names.yours': 'Nama milik Anda',
  'names.error.resolve': 'Kesalahan saat me-resolve nama',
  'names.error.suggestions': 'Kesalahan saat mengambil saran nama',
  'names.error.names': 'Kesalahan saat mengambil nama untuk alamat',
  'names.error.register': 'Kesalahan saat mendaftarkan nama {name}',
  'names.unavailable': 'Nama tersedia untuk akun EVM. Hubungkan dompet EVM untuk memilihnya.',
  'names.success.title': '{name} milik Anda',
  'names.success.body': 'Akun Anda sekarang menampilkan nama ini.',
  'names.success.done': 'Kembali ke akun Anda',
  'names.entry': 'Pilih nama',
  'names.title.register': 'Pilih nama',
  'names.title.success': 'Nama terdaftar',
};
