import type { Bip122MessageKey } from './en';

/** Ukrainian: every string of the plugin. */
export const uk: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Акаунт',
  'bip122.request.protocol': 'Тип підпису',
  'bip122.request.recipients': 'Одержувачі',
  'bip122.request.recipient': 'Одержувач',
  'bip122.request.inputs': 'Входи',
  'bip122.request.outputs': 'Виходи',
  'bip122.request.toSign': 'Входи для підпису',
  'bip122.request.paidOut': 'Виплачено',
  'bip122.accounts.entry': 'Акаунти Bitcoin',
  'bip122.accounts.title': 'Акаунти Bitcoin',
  'bip122.accounts.intro': 'Виберіть адресу, яку використовує цей сайт. На платіжній адресі зберігаються ваші біткоїни, на адресі Ordinals — інскрипції.',
  'bip122.accounts.list': 'Ваші акаунти Bitcoin',
  'bip122.accounts.payment': 'Платіжна',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Використовується',
  'bip122.accounts.selected': 'Тепер використовується ваша адреса: {type}.',
  'bip122.accounts.failed': 'Не вдалося змінити акаунт. Спробуйте ще раз.',
  'bip122.accounts.none': 'Підключіть гаманець Bitcoin, щоб вибрати акаунт.',
};
