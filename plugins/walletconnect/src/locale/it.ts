import type { WalletConnectMessageKey } from './en';

/** Italian: every string of the plugin. */
export const it: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Scansiona questo codice con un wallet per smartphone che supporta WalletConnect.',
  'wc.qrLabel': 'Codice QR WalletConnect',
  'wc.copy': 'Copia link',
  'wc.copied': 'Link copiato',
  'wc.copyFailed': 'Non è stato possibile copiare il link. Scansiona invece il codice.',
  'wc.open': 'Apri {name}',
  'wc.openApp': 'Apri nell’app',
  'wc.openBrowser': 'Apri nel browser',
  'wc.openDesktop': 'Apri l’app desktop',
  'wc.continueIn': 'Continua in {name}',
  'wc.newTab': '(si apre in una nuova scheda)',
  'wc.preparing': 'Preparazione della connessione…',
  'wc.expiring': 'Richiesta di un nuovo codice…',
  'wc.noChains': 'In questa app WalletConnect non ha nessuna blockchain su cui connettersi.',
  'wc.failed': 'Connessione non riuscita',
  'wc.retry': 'Riprova',
  'wc.declined': 'Connessione rifiutata',
  'wc.declinedHint': 'La richiesta è stata rifiutata nel wallet. Puoi riprovare.',
  'wc.basicIntro': 'Connetti un wallet con WalletConnect.',
  'wc.connector': 'WalletConnect',
};
