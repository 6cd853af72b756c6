import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Traditional Chinese (Taiwan): every string of the plugin (views and titles). */
export const zhTW: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': '選擇名稱',
  'names.intro': '為你的帳戶選擇一個名稱。支援 {suffix} 名稱的應用程式會顯示此名稱，而不是你的地址。',
  'names.label': '名稱',
  'names.hint': '字母、數字和連字號，至少 4 個字元。',
  'names.preview': '你的名稱：{name}',
  'names.invalid': '請使用字母、數字和連字號，至少 4 個字元。',
  'names.checking': '正在檢查 {name}…',
  'names.available': '{name} 可以使用',
  'names.taken': '{name} 已被使用',
  'names.suggestions': '建議',
  'names.suggestions.loading': '正在載入建議…',
  'names.suggestion.available': '可使用',
  'names.suggestion.taken': '已被使用',
  'names.register': '註冊',
  'names.registering': '正在註冊 {name}…',
  'names.signHint': '請在錢包中核准訊息以註冊此名稱。',
  'names.yours': '你持有的名稱',
  'names.error.resolve': '解析名稱時發生錯誤',
  'names.error.suggestions': '取得名稱建議時發生錯誤',
  'names.error.names': '取得此地址的名稱時發生錯誤',
  'names.error.register': '註冊名稱 {name} 時發生錯誤',
  'names.unavailable': '名稱僅適用於 EVM 帳戶。請連接 EVM 錢包以選擇名稱。',
  'names.success.title': '{name} 已歸你所有',
  'names.success.body': '你的帳戶現在會顯示此名稱。',
  'names.success.done': '返回帳戶',
  'names.entry': '選擇名稱',
  'names.title.register': '選擇名稱',
  'names.title.success': '名稱已註冊',
};
