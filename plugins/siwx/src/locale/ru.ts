import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** ru: the sign-in view's strings. */
export const ru: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Вход',
  'siwx.intro': '{name} просит вас войти с помощью кошелька, чтобы подтвердить, что этот аккаунт принадлежит вам.',
  'siwx.sign': 'Войти',
  'siwx.cancel': 'Отмена',
  'siwx.signing': 'Подпишите сообщение в своем кошельке…',
  'siwx.error': 'Ошибка подписи сообщения',
};
