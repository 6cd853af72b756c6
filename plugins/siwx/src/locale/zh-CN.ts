import type { SiwxMessageKey } from './en';
import type { SiwxTitleKey } from './titles';

/** zh-CN: the sign-in view's strings. */
export const zhCN: Record<SiwxMessageKey | SiwxTitleKey, string> = {
  'siwx.title': '登录',
  'siwx.intro': '{name} 希望你使用钱包登录，以证明你拥有此账户。',
  'siwx.sign': '登录',
  'siwx.cancel': '取消',
  'siwx.signing': '请在钱包中签署消息…',
  'siwx.error': '消息签名出错',
};
