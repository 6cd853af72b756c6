import type { WalletConnectMessageKey } from './en';

/** Brazilian Portuguese: every string of the plugin. */
export const ptBR: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Escaneie este código com uma carteira de celular compatível com WalletConnect.',
  'wc.qrLabel': 'Código QR do WalletConnect',
  'wc.copy': 'Copiar link',
  'wc.copied': 'Link copiado',
  'wc.copyFailed': 'Não foi possível copiar o link. Escaneie o código.',
  'wc.open': 'Abrir {name}',
  'wc.openApp': 'Abrir no app',
  'wc.openBrowser': 'Abrir no navegador',
  'wc.openDesktop': 'Abrir app para desktop',
  'wc.continueIn': 'Continue em {name}',
  'wc.newTab': '(abre em uma nova aba)',
  'wc.preparing': 'Preparando a conexão…',
  'wc.expiring': 'Obtendo um novo código…',
  'wc.noChains': 'O WalletConnect não tem nenhuma blockchain para se conectar neste app.',
  'wc.failed': 'Falha na conexão',
  'wc.retry': 'Tentar novamente',
  'wc.declined': 'Conexão recusada',
  'wc.declinedHint': 'A solicitação foi recusada na carteira. Você pode tentar novamente.',
  'wc.basicIntro': 'Conecte uma carteira com o WalletConnect.',
  'wc.connector': 'WalletConnect',
};
