import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Japanese: every string of the plugin (views and titles). */
export const ja: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': '名前を選択',
  'names.intro': 'アカウントの名前を選んでください。{suffix} 名に対応したアプリでは、アドレスの代わりにこの名前が表示されます。',
  'names.label': '名前',
  'names.hint': '英字、数字、ハイフンで 4 文字以上。',
  'names.preview': 'あなたの名前：{name}',
  'names.invalid': '英字、数字、ハイフンを使って 4 文字以上で入力してください。',
  'names.checking': '{name} を確認中…',
  'names.available': '{name} は利用可能です',
  'names.taken': '{name} は使用されています',
  'names.suggestions': '候補',
  'names.suggestions.loading': '候補を読み込み中…',
  'names.suggestion.available': '利用可能',
  'names.suggestion.taken': '使用済み',
  'names.register': '登録',
  'names.registering': '{name} を登録中…',
  'names.signHint': '名前を登録するには、ウォレットでメッセージを承認してください。',
  'names.yours': '保有している名前',
  'names.error.resolve': '名前の解決中にエラーが発生しました',
  'names.error.suggestions': '名前の候補の取得中にエラーが発生しました',
  'names.error.names': 'アドレスの名前の取得中にエラーが発生しました',
  'names.error.register': '名前 {name} の登録中にエラーが発生しました',
  'names.unavailable': '名前は EVM アカウント用です。名前を選ぶには EVM ウォレットを接続してください。',
  'names.success.title': '{name} があなたのものになりました',
  'names.success.body': 'アカウントにこの名前が表示されるようになりました。',
  'names.success.done': 'アカウントに戻る',
  'names.entry': '名前を選択',
  'names.title.register': '名前を選択',
  'names.title.success': '名前を登録しました',
};
