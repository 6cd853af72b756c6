import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Ukrainian: every string of the plugin (views and titles). */
export const uk: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Виберіть ім’я',
  'names.intro': 'Виберіть ім’я для свого акаунта. Застосунки, що підтримують імена {suffix}, показують його замість адреси.',
  'names.label': 'Ім’я',
  'names.hint': 'Літери, цифри та дефіси, щонайменше 4 символи.',
  'names.preview': 'Ваше ім’я: {name}',
  'names.invalid': 'Використовуйте літери, цифри та дефіси, щонайменше 4 символи.',
  'names.checking': 'Перевірка {name}…',
  'names.available': '{name} вільне',
  'names.taken': '{name} зайняте',
  'names.suggestions': 'Варіанти',
  'names.suggestions.loading': 'Завантаження варіантів…',
  'names.suggestion.available': 'Вільне',
  'names.suggestion.taken': 'Зайняте',
  'names.register': 'Зареєструвати',
  'names.registering': 'Реєстрація {name}…',
  'names.signHint': 'Підтвердьте повідомлення в гаманці, щоб зареєструвати ім’я.',
  'names.yours': 'Ваші імена',
  'names.error.resolve': 'Помилка визначення імені',
  'names.error.suggestions': 'Помилка отримання варіантів імені',
  'names.error.names': 'Помилка отримання імен для адреси',
  'names.error.register': 'Помилка реєстрації імені {name}',
  'names.unavailable': 'Імена доступні для акаунтів EVM. Підключіть гаманець EVM, щоб вибрати ім’я.',
  'names.success.title': '{name} тепер ваше',
  'names.success.body': 'Тепер ваш акаунт показує це ім’я.',
  'names.success.done': 'Назад до акаунта',
  'names.entry': 'Вибрати ім’я',
  'names.title.register': 'Вибір імені',
  'names.title.success': 'Ім’я зареєстровано',
};
