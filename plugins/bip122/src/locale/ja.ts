import type { Bip122MessageKey } from './en';

/** Japanese: every string of the plugin. */
export const ja: Record<Bip122MessageKey, string> = {
  'bip122.request.account': 'アカウント',
  'bip122.request.protocol': '署名の種類',
  'bip122.request.recipients': '受取人',
  'bip122.request.recipient': '受取人',
  'bip122.request.inputs': 'インプット',
  'bip122.request.outputs': 'アウトプット',
  'bip122.request.toSign': '署名するインプット',
  'bip122.request.paidOut': '支払額',
  'bip122.accounts.entry': 'Bitcoin アカウント',
  'bip122.accounts.title': 'Bitcoin アカウント',
  'bip122.accounts.intro': 'このサイトで使うアドレスを選択してください。支払い用アドレスにはビットコインを、Ordinals 用アドレスにはインスクリプションを保管します。',
  'bip122.accounts.list': 'Bitcoin アカウント',
  'bip122.accounts.payment': '支払い用',
  'bip122.accounts.ordinal': 'Ordinals',
  'bip122.accounts.active': '使用中',
  'bip122.accounts.selected': '{type}アドレスを使用しています。',
  'bip122.accounts.failed': 'アカウントを切り替えられませんでした。もう一度お試しください。',
  'bip122.accounts.none': 'アカウントを選択するには Bitcoin ウォレットを接続してください。',
};
