import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** de: the sign-in view's strings. */
export const de: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Anmelden',
  'siwx.intro': '{name} möchte, dass du dich mit deiner Wallet anmeldest, um zu beweisen, dass dir dieses Konto gehört.',
  'siwx.sign': 'Anmelden',
  'siwx.cancel': 'Abbrechen',
  'siwx.signing': 'Signiere die Nachricht in deiner Wallet…',
  'siwx.error': 'Fehler beim Signieren der Nachricht',
};
