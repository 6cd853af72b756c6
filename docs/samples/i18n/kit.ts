import { createKit } from '@latchkey/kernel';
import { loadLocale, supportedLocales } from '@latchkey/react';
import { evm } from '@latchkey/presets/evm';
import { mainnet } from 'viem/chains';
import { metadata } from '../metadata';

const wanted = navigator.language; // 'ar', 'pt-BR', …: a region falls back to its language
export const kit = createKit({
  metadata,
  networks: [mainnet],
  plugins: evm(),
  locale: supportedLocales.includes(wanted.split('-')[0]!) ? wanted : 'en',
  // Your own words, per locale, over the kit's and the plugins' strings.
  messages: {
    en: { 'button.connect': 'Sign in with a wallet' },
    ar: { 'button.connect': 'تسجيل الدخول بالمحفظة' },
  },
});

/** Switches language; fetching the catalogue first keeps the old strings on screen until it is there. */
export async function switchLocale(locale: string) {
  await loadLocale(locale);
  kit.setLocale(locale);
}
