import type { WalletConnectMessageKey } from './en';

/** Russian: every string of the plugin. */
export const ru: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Отсканируйте этот код мобильным кошельком с поддержкой WalletConnect.',
  'wc.qrLabel': 'QR-код WalletConnect',
  'wc.copy': 'Копировать ссылку',
  'wc.copied': 'Ссылка скопирована',
  'wc.copyFailed': 'Не удалось скопировать ссылку. Отсканируйте код.',
  'wc.open': 'Открыть {name}',
  'wc.openApp': 'Открыть в приложении',
  'wc.openBrowser': 'Открыть в браузере',
  'wc.openDesktop': 'Открыть приложение для компьютера',
  'wc.continueIn': 'Продолжите в {name}',
  'wc.newTab': '(откроется в новой вкладке)',
  'wc.preparing': 'Подготовка подключения…',
  'wc.expiring': 'Получение нового кода…',
  'wc.noChains': 'В этом приложении у WalletConnect нет блокчейнов для подключения.',
  'wc.failed': 'Не удалось подключиться',
  'wc.retry': 'Повторить',
  'wc.declined': 'Подключение отклонено',
  'wc.declinedHint': 'Запрос отклонен в кошельке. Можно попробовать снова.',
  'wc.basicIntro': 'Подключите кошелек через WalletConnect.',
  'wc.connector': 'WalletConnect',
};
