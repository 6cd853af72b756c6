import type { Bip122MessageKey } from './en';

/** Spanish: every string of the plugin. */
export const es: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Cuenta',
  'bip122.request.protocol': 'Tipo de firma',
  'bip122.request.recipients': 'Destinatarios',
  'bip122.request.recipient': 'Destinatario',
  'bip122.request.inputs': 'Entradas',
  'bip122.request.outputs': 'Salidas',
  'bip122.request.toSign': 'Entradas por firmar',
  'bip122.request.paidOut': 'Pagado',
  'bip122.accounts.entry': 'Cuentas de Bitcoin',
  'bip122.accounts.title': 'Cuentas de Bitcoin',
  'bip122.accounts.intro': 'Elige la dirección que usa este sitio. Pago guarda tus bitcoins; Ordinals guarda las inscripciones.',
  'bip122.accounts.list': 'Tus cuentas de Bitcoin',
  'bip122.accounts.payment': 'Pago',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'En uso',
  'bip122.accounts.selected': 'Ahora usas tu dirección de {type}.',
  'bip122.accounts.failed': 'No se pudo cambiar de cuenta. Inténtalo de nuevo.',
  'bip122.accounts.none': 'Conecta una billetera de Bitcoin para elegir una cuenta.',
};
