import type { WalletConnectMessageKey } from './en';

/** Simplified Chinese: every string of the plugin. */
export const zhCN: Record<WalletConnectMessageKey, string> = {
  'wc.scan': '请使用支持 WalletConnect 的手机钱包扫描此二维码。',
  'wc.qrLabel': 'WalletConnect 二维码',
  'wc.copy': '复制链接',
  'wc.copied': '链接已复制',
  'wc.copyFailed': '无法复制链接，请改为扫描二维码。',
  'wc.open': '打开 {name}',
  'wc.openApp': '在应用中打开',
  'wc.openBrowser': '在浏览器中打开',
  'wc.openDesktop': '打开桌面应用',
  'wc.continueIn': '在 {name} 中继续',
  'wc.newTab': '（在新标签页中打开）',
  'wc.preparing': '正在准备连接…',
  'wc.expiring': '正在获取新的二维码…',
  'wc.noChains': '此应用中没有可供 WalletConnect 连接的链。',
  'wc.failed': '连接失败',
  'wc.retry': '重试',
  'wc.declined': '连接已被拒绝',
  'wc.declinedHint': '请求已在钱包中被拒绝。你可以重试。',
  'wc.basicIntro': '使用 WalletConnect 连接钱包。',
  'wc.connector': 'WalletConnect',
};
