import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** it: the sign-in view's strings. */
export const it: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Accedi',
  'siwx.intro': '{name} ti chiede di accedere con il tuo wallet per dimostrare che questo account è tuo.',
  'siwx.sign': 'Accedi',
  'siwx.cancel': 'Annulla',
  'siwx.signing': 'Firma il messaggio nel tuo wallet…',
  'siwx.error': 'Errore durante la firma del messaggio',
};
