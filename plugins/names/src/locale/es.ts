import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Spanish: every string of the plugin (views and titles). */
export const es: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Elige un nombre',
  'names.intro': 'Elige un nombre para tu cuenta. Las aplicaciones compatibles con nombres {suffix} lo muestran en lugar de tu dirección.',
  'names.label': 'Nombre',
  'names.hint': 'Letras, números y guiones; al menos 4 caracteres.',
  'names.preview': 'Tu nombre: {name}',
  'names.invalid': 'Usa letras, números y guiones; al menos 4 caracteres.',
  'names.checking': 'Comprobando {name}…',
  'names.available': '{name} está disponible',
  'names.taken': '{name} no está disponible',
  'names.suggestions': 'Sugerencias',
  'names.suggestions.loading': 'Cargando sugerencias…',
  'names.suggestion.available': 'Disponible',
  'names.suggestion.taken': 'Ocupado',
  'names.register': 'Registrar',
  'names.registering': 'Registrando {name}…',
  'names.signHint': 'Aprueba el mensaje en tu billetera para registrar el nombre.',
  'names.yours': 'Tus nombres',
  'names.error.resolve': 'Error al resolver el nombre',
  'names.error.suggestions': 'Error al obtener sugerencias de nombres',
  'names.error.names': 'Error al obtener los nombres de la dirección',
  'names.error.register': 'Error al registrar el nombre {name}',
  'names.unavailable': 'Los nombres son para cuentas EVM. Conecta una billetera EVM para elegir uno.',
  'names.success.title': '{name} es tuyo',
  'names.success.body': 'Tu cuenta ahora muestra este nombre.',
  'names.success.done': 'Volver a tu cuenta',
  'names.entry': 'Elegir un nombre',
  'names.title.register': 'Elegir un nombre',
  'names.title.success': 'Nombre registrado',
};
