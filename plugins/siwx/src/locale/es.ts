import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** es: the sign-in view's strings. */
export const es: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Iniciar sesión',
  'siwx.intro': '{name} quiere que inicies sesión con tu billetera para demostrar que esta cuenta es tuya.',
  'siwx.sign': 'Iniciar sesión',
  'siwx.cancel': 'Cancelar',
  'siwx.signing': 'Firma el mensaje en tu billetera…',
  'siwx.error': 'Error al firmar el mensaje',
};
