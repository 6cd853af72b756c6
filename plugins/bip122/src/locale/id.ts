import type { Bip122MessageKey } from './en';

/** Indonesian: every string of the plugin. */
export const id: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Akun',
  'bip122.request.protocol': 'Jenis tanda tangan',
  'bip122.request.recipients': 'Penerima',
  'bip122.request.recipient': 'Penerima',
  'bip122.request.inputs': 'Input',
  'bip122.request.outputs': 'Output',
  'bip122.request.toSign': 'Input yang ditandatangani',
  'bip122.request.paidOut': 'Dibayarkan',
  'bip122.accounts.entry': 'Akun Bitcoin',
  'bip122.accounts.title': 'Akun Bitcoin',
  'bip122.accounts.intro': 'Pilih alamat yang digunakan situs ini. Pembayaran menyimpan bitcoin Anda; Ordinals menyimpan inskripsi.',
  'bip122.accounts.list': 'Akun Bitcoin Anda',
  'bip122.accounts.payment': 'Pembayaran',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Digunakan',
  'bip122.accounts.selected': 'Sekarang menggunakan alamat {type} Anda.',
  'bip122.accounts.failed': 'Akun tidak dapat diganti. Coba lagi.',
  'bip122.accounts.none': 'Hubungkan dompet Bitcoin untuk memilih akun.',
};
