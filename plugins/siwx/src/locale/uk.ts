import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** uk: the sign-in view's strings. */
export const uk: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': 'Вхід',
  'siwx.intro': '{name} просить вас увійти за допомогою гаманця, щоб підтвердити, що цей акаунт належить вам.',
  'siwx.sign': 'Увійти',
  'siwx.cancel': 'Скасувати',
  'siwx.signing': 'Підпишіть повідомлення у своєму гаманці…',
  'siwx.error': 'Помилка підписання повідомлення',
};
