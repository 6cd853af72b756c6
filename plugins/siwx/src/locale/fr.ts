import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** fr: the sign-in view's strings. */
export const fr: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Connexion',
  'siwx.intro': '{name} vous invite à vous connecter avec votre portefeuille pour prouver que ce compte vous appartient.',
  'siwx.sign': 'Se connecter',
  'siwx.cancel': 'Annuler',
  'siwx.signing': 'Signez le message dans votre portefeuille…',
  'siwx.error': 'Erreur lors de la signature du message',
};
