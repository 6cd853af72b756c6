import type { Bip122MessageKey } from './en';

/** French: every string of the plugin. */
export const fr: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Compte',
  'bip122.request.protocol': 'Type de signature',
  'bip122.request.recipients': 'Destinataires',
  'bip122.request.recipient': 'Destinataire',
  'bip122.request.inputs': 'Entrées',
  'bip122.request.outputs': 'Sorties',
  'bip122.request.toSign': 'Entrées à signer',
  'bip122.request.paidOut': 'Montant versé',
  'bip122.accounts.entry': 'Comptes Bitcoin',
  'bip122.accounts.title': 'Comptes Bitcoin',
  'bip122.accounts.intro': 'Choisissez l’adresse utilisée par ce site. Paiement contient vos bitcoins\u202F; Ordinals contient les inscriptions.',
  'bip122.accounts.list': 'Vos comptes Bitcoin',
  'bip122.accounts.payment': 'Paiement',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Utilisé',
  'bip122.accounts.selected': 'Vous utilisez maintenant votre adresse {type}.',
  'bip122.accounts.failed': 'Impossible de changer de compte. Réessayez.',
  'bip122.accounts.none': 'Connectez un portefeuille Bitcoin pour choisir un compte.',
};
