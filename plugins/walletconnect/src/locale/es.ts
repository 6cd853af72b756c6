import type { WalletConnectMessageKey } from './en';

/** Spanish: every string of the plugin. */
export const es: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Escanea este código con una billetera móvil compatible con WalletConnect.',
  'wc.qrLabel': 'Código QR de WalletConnect',
  'wc.copy': 'Copiar enlace',
  'wc.copied': 'Enlace copiado',
  'wc.copyFailed': 'No se pudo copiar el enlace. Escanea el código en su lugar.',
  'wc.open': 'Abrir {name}',
  'wc.openApp': 'Abrir en la aplicación',
  'wc.openBrowser': 'Abrir en el navegador',
  'wc.openDesktop': 'Abrir la aplicación de escritorio',
  'wc.continueIn': 'Continúa en {name}',
  'wc.newTab': '(se abre en una pestaña nueva)',
  'wc.preparing': 'Preparando la conexión…',
  'wc.expiring': 'Obteniendo un código nuevo…',
  'wc.noChains': 'WalletConnect no tiene ninguna cadena en la que conectarse en esta aplicación.',
  'wc.failed': 'Error de conexión',
  'wc.retry': 'Reintentar',
  'wc.declined': 'Conexión rechazada',
  'wc.declinedHint': 'La solicitud se rechazó en la billetera. Puedes volver a intentarlo.',
  'wc.basicIntro': 'Conecta una billetera con WalletConnect.',
  'wc.connector': 'WalletConnect',
};
