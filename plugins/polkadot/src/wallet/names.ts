import { safeWalletIcon, safeWalletName } from '@latchkey/kernel';

/** The names extensions are known by, from the key they inject under `window.injectedWeb3`. */
const KNOWN_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
  'aleph-zero-signer': 'Aleph Zero Signer',
  'nova-wallet': 'Nova Wallet',
});

/** A key extensions may inject under: letters, digits, '.', '_' and '-', at most 64 (anything else is ignored). */
export const INJECTED_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The name a wallet is listed under: the dapp's own (the `wallets` option), a known extension's,
 * else its key in words ('my-wallet' → 'My Wallet'). Sanitized: the key is the extension's data.
 *
 * @example
 * walletNameOf('subwallet-js'); // 'SubWallet'
 * walletNameOf('latchkey-dev'); // 'Latchkey Dev'
 */
export function walletNameOf(key: string, own?: unknown): string {
  const given = safeWalletName(own);
  if (given) return given;
  if (Object.hasOwn(KNOWN_NAMES, key)) return KNOWN_NAMES[key]!;
  const words = key
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return safeWalletName(words.join(' ')) ?? key;
}

/**
 * An icon the dapp gave for a wallet, if it is safe to render (data:image SVG / PNG / WebP, or https).
 *
 * @example
 * walletIconOf('javascript:alert(1)'); // undefined
 */
export const walletIconOf = (icon: unknown): string | undefined => safeWalletIcon(icon);

/**
 * The connector id of an injected key: namespaced, so it never meets another plugin's wallet of the same name.
 *
 * @example
 * connectorIdOf('talisman'); // 'polkadot:talisman'
 */
export const connectorIdOf = (key: string): string => `polkadot:${key}`;
