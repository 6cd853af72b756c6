import type { Bip122MessageKey } from './en';

/** Brazilian Portuguese: every string of the plugin. */
export const ptBR: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'Conta',
  'bip122.request.protocol': 'Tipo de assinatura',
  'bip122.request.recipients': 'Destinatários',
  'bip122.request.recipient': 'Destinatário',
  'bip122.request.inputs': 'Entradas',
  'bip122.request.outputs': 'Saídas',
  'bip122.request.toSign': 'Entradas a assinar',
  'bip122.request.paidOut': 'Valor pago',
  'bip122.accounts.entry': 'Contas Bitcoin',
  'bip122.accounts.title': 'Contas Bitcoin',
  'bip122.accounts.intro': 'Escolha o endereço que este site usa. Pagamento guarda seus bitcoins; Ordinals guarda as inscrições.',
  'bip122.accounts.list': 'Suas contas Bitcoin',
  'bip122.accounts.payment': 'Pagamento',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': 'Em uso',
  'bip122.accounts.selected': 'Agora usando seu endereço de {type}.',
  'bip122.accounts.failed': 'Não foi possível trocar de conta. Tente novamente.',
  'bip122.accounts.none': 'Conecte uma carteira Bitcoin para escolher uma conta.',
};
