import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Russian: every string of the plugin (views and titles). */
export const ru: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Выберите имя',
  'names.intro': 'Выберите имя для своего аккаунта. Приложения, поддерживающие имена {suffix}, показывают его вместо адреса.',
  'names.label': 'Имя',
  'names.hint': 'Буквы, цифры и дефисы, не менее 4 символов.',
  'names.preview': 'Ваше имя: {name}',
  'names.invalid': 'Используйте буквы, цифры и дефисы, не менее 4 символов.',
  'names.checking': 'Проверка {name}…',
  'names.available': '{name} свободно',
  'names.taken': '{name} занято',
  'names.suggestions': 'Варианты',
  'names.suggestions.loading': 'Загрузка вариантов…',
  'names.suggestion.available': 'Свободно',
  'names.suggestion.taken': 'Занято',
  'names.register': 'Зарегистрировать',
  'names.registering': 'Регистрация {name}…',
  'names.signHint': 'Подтвердите сообщение в кошельке, чтобы зарегистрировать имя.',
  'names.yours': 'Ваши имена',
  'names.error.resolve': 'Ошибка разрешения имени',
  'names.error.suggestions': 'Ошибка получения вариантов имени',
  'names.error.names': 'Ошибка получения имен для адреса',
  'names.error.register': 'Ошибка регистрации имени {name}',
  'names.unavailable': 'Имена доступны для аккаунтов EVM. Подключите кошелек EVM, чтобы выбрать имя.',
  'names.success.title': '{name} теперь ваше',
  'names.success.body': 'Теперь ваш аккаунт отображается под этим именем.',
  'names.success.done': 'Назад к аккаунту',
  'names.entry': 'Выбрать имя',
  'names.title.register': 'Выбор имени',
  'names.title.success': 'Имя зарегистрировано',
};
