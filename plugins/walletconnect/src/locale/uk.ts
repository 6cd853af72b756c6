import type { WalletConnectMessageKey } from './en';

/** Ukrainian: every string of the plugin. */
export const uk: Record<WalletConnectMessageKey, string> = {
  'wc.scan': 'Відскануйте цей код мобільним гаманцем із підтримкою WalletConnect.',
  'wc.qrLabel': 'QR-код WalletConnect',
  'wc.copy': 'Копіювати посилання',
  'wc.copied': 'Посилання скопійовано',
  'wc.copyFailed': 'Не вдалося скопіювати посилання. Відскануйте код.',
  'wc.open': 'Відкрити {name}',
  'wc.openApp': 'Відкрити в застосунку',
  'wc.openBrowser': 'Відкрити в браузері',
  'wc.openDesktop': 'Відкрити застосунок для комп’ютера',
  'wc.continueIn': 'Продовжте в {name}',
  'wc.newTab': '(відкриється в новій вкладці)',
  'wc.preparing': 'Підготовка підключення…',
  'wc.expiring': 'Отримання нового коду…',
  'wc.noChains': 'У цьому застосунку WalletConnect не має блокчейнів для підключення.',
  'wc.failed': 'Не вдалося підключитися',
  'wc.retry': 'Повторити',
  'wc.declined': 'Підключення відхилено',
  'wc.declinedHint': 'Запит відхилено в гаманці. Можна спробувати ще раз.',
  'wc.basicIntro': 'Підключіть гаманець через WalletConnect.',
  'wc.connector': 'WalletConnect',
};
