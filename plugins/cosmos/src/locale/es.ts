import type { CosmosMessageKey } from './en';

/** Spanish: every string of the plugin. */
export const es: Record<CosmosMessageKey, string> = {
  'cosmos.request.signer': 'Firmante',
  'cosmos.request.from': 'De',
  'cosmos.request.chain': 'Cadena',
  'cosmos.request.messages': 'Mensajes',
  'cosmos.request.fee': 'Comisión',
  'cosmos.request.memo': 'Memo',
};
