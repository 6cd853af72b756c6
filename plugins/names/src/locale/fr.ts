import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** French: every string of the plugin (views and titles). */
export const fr: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Choisir un nom',
  'names.intro': 'Choisissez un nom pour votre compte. Les applications compatibles avec les noms {suffix} l’affichent à la place de votre adresse.',
  'names.label': 'Nom',
  'names.hint': 'Lettres, chiffres et traits d’union, 4 caractères minimum.',
  'names.preview': 'Votre nom\u00A0: {name}',
  'names.invalid': 'Utilisez des lettres, des chiffres et des traits d’union, 4 caractères minimum.',
  'names.checking': 'Vérification de {name}…',
  'names.available': '{name} est disponible',
  'names.taken': '{name} est déjà pris',
  'names.suggestions': 'Suggestions',
  'names.suggestions.loading': 'Chargement des suggestions…',
  'names.suggestion.available': 'Disponible',
  'names.suggestion.taken': 'Pris',
  'names.register': 'Enregistrer',
  'names.registering': 'Enregistrement de {name}…',
  'names.signHint': 'Approuvez le message dans votre portefeuille pour enregistrer le nom.',
  'names.yours': 'Vos noms',
  'names.error.resolve': 'Erreur lors de la résolution du nom',
  'names.error.suggestions': 'Erreur lors de la récupération des suggestions de noms',
  'names.error.names': 'Erreur lors de la récupération des noms de l’adresse',
  'names.error.register': 'Erreur lors de l’enregistrement du nom {name}',
  'names.unavailable': 'Les noms sont réservés aux comptes EVM. Connectez un portefeuille EVM pour en choisir un.',
  'names.success.title': '{name} est à vous',
  'names.success.body': 'Votre compte affiche désormais ce nom.',
  'names.success.done': 'Retour à votre compte',
  'names.entry': 'Choisir un nom',
  'names.title.register': 'Choisir un nom',
  'names.title.success': 'Nom enregistré',
};
