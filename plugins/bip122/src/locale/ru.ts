import type { Bip122MessageKey } from './en';

/** Russian: every string of the plugin. */
export const ru: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Аккаунт',
  'bip122.request.protocol': 'Тип подписи',
  'bip122.request.recipients': 'Получатели',
  'bip122.request.recipient': 'Получатель',
  'bip122.request.inputs': 'Входы',
  'bip122.request.outputs': 'Выходы',
  'bip122.request.toSign': 'Входы для подписи',
  'bip122.request.paidOut': 'Выплачено',
  'bip122.accounts.entry': 'Аккаунты Bitcoin',
  'bip122.accounts.title': 'Аккаунты Bitcoin',
  'bip122.accounts.intro': 'Выберите адрес, который использует этот сайт. На платежном адресе хранятся ваши биткоины, на адресе Ordinals — инскрипции.',
  'bip122.accounts.list': 'Ваши аккаунты Bitcoin',
  'bip122.accounts.payment': 'Платежный',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Используется',
  'bip122.accounts.selected': 'Теперь используется ваш адрес: {type}.',
  'bip122.accounts.failed': 'Не удалось сменить аккаунт. Попробуйте снова.',
  'bip122.accounts.none': 'Подключите кошелек Bitcoin, чтобы выбрать аккаунт.',
};
