/** The plugin's English strings (the connecting views). The key set every other locale must match. */
export const en = {
  'wc.scan': 'Scan this code with a phone wallet that supports WalletConnect.',
  'wc.qrLabel': 'WalletConnect QR code',
  'wc.copy': 'Copy link',
  'wc.copied': 'Link copied',
  'wc.copyFailed': 'The link could not be copied. Scan the code instead.',
  'wc.open': 'Open {name}',
  'wc.openApp': 'Open in app',
  'wc.openBrowser': 'Open in browser',
  'wc.openDesktop': 'Open desktop app',
  'wc.continueIn': 'Continue in {name}',
  'wc.newTab': '(opens in a new tab)',
  'wc.preparing': 'Preparing the connection…',
  'wc.expiring': 'Getting a fresh code…',
  'wc.noChains': 'WalletConnect has no chain to connect on in this app.',
  'wc.failed': 'Connection failed',
  'wc.retry': 'Try again',
  'wc.declined': 'Connection declined',
  'wc.declinedHint': 'The request was declined in the wallet. You can try again.',
  'wc.basicIntro': 'Connect a wallet with WalletConnect.',
  'wc.connector': 'WalletConnect',
} as const;

export type WalletConnectMessageKey = keyof typeof en;
