import type { Bip122MessageKey } from './en';

/** Simplified Chinese: every string of the plugin. */
export const zhCN: Record<Bip122MessageKey, string> = {
  'bip122.request.account': '账户',
  'bip122.request.protocol': '签名类型',
  'bip122.request.recipients': '收款方',
  'bip122.request.recipient': '收款方',
  'bip122.request.inputs': '输入',
  'bip122.request.outputs': '输出',
  'bip122.request.toSign': '待签名的输入',
  'bip122.request.paidOut': '支出',
  'bip122.accounts.entry': 'Bitcoin 账户',
  'bip122.accounts.title': 'Bitcoin 账户',
  'bip122.accounts.intro': '请选择此网站使用的地址。支付地址存放你的比特币；Ordinals 地址存放铭文。',
  'bip122.accounts.list': '你的 Bitcoin 账户',
  'bip122.accounts.payment': '支付',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': '使用中',
  'bip122.accounts.selected': '现在使用你的{type}地址。',
  'bip122.accounts.failed': '无法切换账户，请重试。',
  'bip122.accounts.none': '请连接 Bitcoin 钱包以选择账户。',
};
