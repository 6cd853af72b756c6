import type { Bip122MessageKey } from './en';

/** Italian: every string of the plugin. */
export const it: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Account',
  'bip122.request.protocol': 'Tipo di firma',
  'bip122.request.recipients': 'Destinatari',
  'bip122.request.recipient': 'Destinatario',
  'bip122.request.inputs': 'Input',
  'bip122.request.outputs': 'Output',
  'bip122.request.toSign': 'Input da firmare',
  'bip122.request.paidOut': 'Pagato',
  'bip122.accounts.entry': 'Account Bitcoin',
  'bip122.accounts.title': 'Account Bitcoin',
  'bip122.accounts.intro': 'Scegli l’indirizzo usato da questo sito. Pagamento contiene i tuoi bitcoin; Ordinals contiene le inscription.',
  'bip122.accounts.list': 'I tuoi account Bitcoin',
  'bip122.accounts.payment': 'Pagamento',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'In uso',
  'bip122.accounts.selected': 'Ora stai usando il tuo indirizzo {type}.',
  'bip122.accounts.failed': 'Non è stato possibile cambiare account. Riprova.',
  'bip122.accounts.none': 'Connetti un wallet Bitcoin per scegliere un account.',
};
