import type { Bip122MessageKey } from './en';

/** Traditional Chinese (Taiwan): every string of the plugin. */
export const zhTW: Record<Bip122MessageKey, string> = {
  'bip122.request.account': '帳戶',
  'bip122.request.protocol': '簽章類型',
  'bip122.request.recipients': '收款方',
  'bip122.request.recipient': '收款方',
  'bip122.request.inputs': '輸入',
  'bip122.request.outputs': '輸出',
  'bip122.request.toSign': '待簽署的輸入',
  'bip122.request.paidOut': '支出',
  'bip122.accounts.entry': 'Bitcoin 帳戶',
  'bip122.accounts.title': 'Bitcoin 帳戶',
  'bip122.accounts.intro': '請選擇此網站使用的地址。支付地址存放你的比特幣；Ordinals 地址存放銘文。',
  'bip122.accounts.list': '你的 Bitcoin 帳戶',
  'bip122.accounts.payment': '支付',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': '使用中',
  'bip122.accounts.selected': '目前使用你的{type}地址。',
  'bip122.accounts.failed': '無法切換帳戶，請再試一次。',
  'bip122.accounts.none': '請連接 Bitcoin 錢包以選擇帳戶。',
};
