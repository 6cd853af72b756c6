import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** pt-BR: the sign-in view's strings. */
export const ptBR: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Entrar',
  'siwx.intro': '{name} quer que você entre com sua carteira para provar que esta conta é sua.',
  'siwx.sign': 'Entrar',
  'siwx.cancel': 'Cancelar',
  'siwx.signing': 'Assine a mensagem na sua carteira…',
  'siwx.error': 'Erro ao assinar a mensagem',
};
