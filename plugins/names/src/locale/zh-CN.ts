import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Simplified Chinese: every string of the plugin (views and titles). */
export const zhCN: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': '选择名称',
  'names.intro': '为你的账户选择一个名称。支持 {suffix} 名称的应用会显示该名称，而不是你的地址。',
  'names.label': '名称',
  'names.hint': '字母、数字和连字符，至少 4 个字符。',
  'names.preview': '你的名称：{name}',
  'names.invalid': '请使用字母、数字和连字符，至少 4 个字符。',
  'names.checking': '正在检查 {name}…',
  'names.available': '{name} 可用',
  'names.taken': '{name} 已被占用',
  'names.suggestions': '推荐',
  'names.suggestions.loading': '正在加载推荐…',
  'names.suggestion.available': '可用',
  'names.suggestion.taken': '已占用',
  'names.register': '注册',
  'names.registering': '正在注册 {name}…',
  'names.signHint': '请在钱包中批准消息以注册该名称。',
  'names.yours': '你持有的名称',
  'names.error.resolve': '解析名称出错',
  'names.error.suggestions': '获取名称推荐出错',
  'names.error.names': '获取该地址的名称出错',
  'names.error.register': '注册名称 {name} 出错',
  'names.unavailable': '名称仅适用于 EVM 账户。请连接 EVM 钱包来选择名称。',
  'names.success.title': '{name} 归你了',
  'names.success.body': '你的账户现在会显示此名称。',
  'names.success.done': '返回账户',
  'names.entry': '选择名称',
  'names.title.register': '选择名称',
  'names.title.success': '名称已注册',
};
