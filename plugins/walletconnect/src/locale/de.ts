import type { WalletConnectMessageKey } from './en';

/** German: every string of the plugin. */
export const de: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Scanne diesen Code mit einer Handy-Wallet, die WalletConnect unterstützt.',
  'wc.qrLabel': 'WalletConnect-QR-Code',
  'wc.copy': 'Link kopieren',
  'wc.copied': 'Link kopiert',
  'wc.copyFailed': 'Der Link konnte nicht kopiert werden. Scanne stattdessen den Code.',
  'wc.open': '{name} öffnen',
  'wc.openApp': 'In der App öffnen',
  'wc.openBrowser': 'Im Browser öffnen',
  'wc.openDesktop': 'Desktop-App öffnen',
  'wc.continueIn': 'Weiter in {name}',
  'wc.newTab': '(öffnet in einem neuen Tab)',
  'wc.preparing': 'Verbindung wird vorbereitet…',
  'wc.expiring': 'Neuer Code wird abgerufen…',
  'wc.noChains': 'WalletConnect hat in dieser App keine Chain, auf der es sich verbinden kann.',
  'wc.failed': 'Verbindung fehlgeschlagen',
  'wc.retry': 'Erneut versuchen',
  'wc.declined': 'Verbindung abgelehnt',
  'wc.declinedHint': 'Die Anfrage wurde in der Wallet abgelehnt. Du kannst es erneut versuchen.',
  'wc.basicIntro': 'Verbinde eine Wallet mit WalletConnect.',
  'wc.connector': 'WalletConnect',
};
