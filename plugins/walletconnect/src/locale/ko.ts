import type { WalletConnectMessageKey } from './en';

/** Korean: every string of the plugin. */
export const ko: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'WalletConnect를 지원하는 모바일 지갑으로 이 코드를 스캔하세요.',
  'wc.qrLabel': 'WalletConnect QR 코드',
  'wc.copy': '링크 복사',
  'wc.copied': '링크가 복사됨',
  'wc.copyFailed': '링크를 복사할 수 없습니다. 대신 코드를 스캔하세요.',
  'wc.open': '{name} 열기',
  'wc.openApp': '앱에서 열기',
  'wc.openBrowser': '브라우저에서 열기',
  'wc.openDesktop': '데스크톱 앱 열기',
  'wc.continueIn': '{name}에서 계속',
  'wc.newTab': '(새 탭에서 열림)',
  'wc.preparing': '연결을 준비하는 중…',
  'wc.expiring': '새 코드를 가져오는 중…',
  'wc.noChains': '이 앱에는 WalletConnect로 연결할 수 있는 체인이 없습니다.',
  'wc.failed': '연결 실패',
  'wc.retry': '다시 시도',
  'wc.declined': '연결이 거부됨',
  'wc.declinedHint': '지갑에서 요청이 거부되었습니다. 다시 시도할 수 있습니다.',
  'wc.basicIntro': 'WalletConnect로 지갑을 연결하세요.',
  'wc.connector': 'WalletConnect',
};
