import type { WalletConnectMessageKey } from './en';

/** French: every string of the plugin. */
export const fr: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Scannez ce code avec un portefeuille mobile compatible WalletConnect.',
  'wc.qrLabel': 'QR code WalletConnect',
  'wc.copy': 'Copier le lien',
  'wc.copied': 'Lien copié',
  'wc.copyFailed': 'Le lien n’a pas pu être copié. Scannez plutôt le code.',
  'wc.open': 'Ouvrir {name}',
  'wc.openApp': 'Ouvrir dans l’application',
  'wc.openBrowser': 'Ouvrir dans le navigateur',
  'wc.openDesktop': 'Ouvrir l’application de bureau',
  'wc.continueIn': 'Continuer dans {name}',
  'wc.newTab': '(s’ouvre dans un nouvel onglet)',
  'wc.preparing': 'Préparation de la connexion…',
  'wc.expiring': 'Obtention d’un nouveau code…',
  'wc.noChains': 'WalletConnect n’a aucune blockchain sur laquelle se connecter dans cette application.',
  'wc.failed': 'Échec de la connexion',
  'wc.retry': 'Réessayer',
  'wc.declined': 'Connexion refusée',
  'wc.declinedHint': 'La demande a été refusée dans le portefeuille. Vous pouvez réessayer.',
  'wc.basicIntro': 'Connectez un portefeuille avec WalletConnect.',
  'wc.connector': 'WalletConnect',
};
