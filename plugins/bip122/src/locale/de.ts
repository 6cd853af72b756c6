import type { Bip122MessageKey } from './en';

/** German: every string of the plugin. */
export const de: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Konto',
  'bip122.request.protocol': 'Signaturtyp',
  'bip122.request.recipients': 'Empfänger',
  'bip122.request.recipient': 'Empfänger',
  'bip122.request.inputs': 'Inputs',
  'bip122.request.outputs': 'Outputs',
  'bip122.request.toSign': 'Zu signierende Inputs',
  'bip122.request.paidOut': 'Ausgezahlt',
  'bip122.accounts.entry': 'Bitcoin-Konten',
  'bip122.accounts.title': 'Bitcoin-Konten',
  'bip122.accounts.intro': 'Wähle die Adresse, die diese Website verwendet. „Zahlung“ enthält deine Bitcoin, „Ordinals“ deine Inscriptions.',
  'bip122.accounts.list': 'Deine Bitcoin-Konten',
  'bip122.accounts.payment': 'Zahlung',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'In Verwendung',
  'bip122.accounts.selected': 'Jetzt wird deine {type}-Adresse verwendet.',
  'bip122.accounts.failed': 'Das Konto konnte nicht gewechselt werden. Versuche es erneut.',
  'bip122.accounts.none': 'Verbinde eine Bitcoin-Wallet, um ein Konto auszuwählen.',
};
