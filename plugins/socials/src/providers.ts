import type { SocialProvider } from '@latchkey/kernel';
import { SOCIAL_ORDER } from './constants';
import type { TelegramPlatform } from './types';

/** SPEC §9: what each Telegram platform leaves out (their in-app sign-in pages refuse the webview). */
export const TELEGRAM_DROPS: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

/**
 * The providers to show: those the `socials` feature lists, in SPEC §9 order, less what the
 * Telegram platform drops.
 *
 * @example
 * socialProviders(['github', 'google', 'x'], 'ios') // ['x', 'github']
 */
export function socialProviders(feature: readonly string[] | false | undefined, telegram: TelegramPlatform | undefined): SocialProvider[] {
  if (!feature) return [];
  const drops = telegram ? TELEGRAM_DROPS[telegram] : [];
  return SOCIAL_ORDER.filter((p) => feature.includes(p) && !drops.includes(p));
}

interface TelegramWindow {
  Telegram?: { WebApp?: { platform?: unknown } };
  TelegramWebviewProxy?: unknown;
  TelegramWebviewProxyProto?: unknown;
  navigator?: { userAgent?: string };
}

/**
 * The Telegram mini-app platform of a window, undefined outside Telegram. `Telegram.WebApp.platform`
 * (set by telegram-web-app.js: 'ios', 'macos', 'android', 'android_x', 'tdesktop', 'weba', …) is
 * used when it is known; else Telegram's webview bridge marks a mini-app and the user agent tells
 * the platform.
 */
export function detectTelegram(win: unknown): TelegramPlatform | undefined {
  if (!win || typeof win !== 'object') return undefined;
  const w = win as TelegramWindow;
  const platform = w.Telegram?.WebApp?.platform;
  if (typeof platform === 'string' && platform !== '' && platform !== 'unknown') {
    if (platform === 'ios') return 'ios';
    if (platform === 'macos') return 'macos';
    if (platform.startsWith('android')) return 'android';
    return 'other';
  }
  if (!w.TelegramWebviewProxy && !w.TelegramWebviewProxyProto) return undefined;
  const ua = w.navigator?.userAgent ?? '';
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  if (/Macintosh|Mac OS X/.test(ua)) return 'macos';
  return 'other';
}
