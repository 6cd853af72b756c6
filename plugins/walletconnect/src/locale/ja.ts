import type { WalletConnectMessageKey } from './en';

/** Japanese: every string of the plugin. */
export const ja: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'WalletConnect 対応のモバイルウォレットでこのコードをスキャンしてください。',
  'wc.qrLabel': 'WalletConnect QR コード',
  'wc.copy': 'リンクをコピー',
  'wc.copied': 'リンクをコピーしました',
  'wc.copyFailed': 'リンクをコピーできませんでした。代わりにコードをスキャンしてください。',
  'wc.open': '{name} を開く',
  'wc.openApp': 'アプリで開く',
  'wc.openBrowser': 'ブラウザーで開く',
  'wc.openDesktop': 'デスクトップアプリを開く',
  'wc.continueIn': '{name} で続行',
  'wc.newTab': '（新しいタブで開きます）',
  'wc.preparing': '接続を準備中…',
  'wc.expiring': '新しいコードを取得中…',
  'wc.noChains': 'このアプリには WalletConnect で接続できるチェーンがありません。',
  'wc.failed': '接続に失敗しました',
  'wc.retry': '再試行',
  'wc.declined': '接続が拒否されました',
  'wc.declinedHint': 'ウォレットでリクエストが拒否されました。もう一度お試しください。',
  'wc.basicIntro': 'WalletConnect でウォレットを接続します。',
  'wc.connector': 'WalletConnect',
};
