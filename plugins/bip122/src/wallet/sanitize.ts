import { safeWalletIcon, safeWalletName } from '@latchkey/kernel';

/** WBIP004 icons are data URIs (SVG, PNG, WebP, JPEG) or https URLs: the kernel's check. */
export const safeIcon = (icon: unknown) => safeWalletIcon(icon, ['svg+xml', 'png', 'webp', 'jpeg']);
export const safeName = safeWalletName;

/** Path parts that would reach into prototypes instead of objects a wallet put on the window. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The parts of a WBIP004 provider id ('XverseProviders.BitcoinProvider'): at most four JavaScript
 * identifiers joined by dots, none a prototype key. Undefined for anything else.
 *
 * @example
 * providerPath('XverseProviders.BitcoinProvider'); // ['XverseProviders', 'BitcoinProvider']
 * providerPath('__proto__.x'); // undefined
 */
export function providerPath(id: unknown): string[] | undefined {
  if (typeof id !== 'string' || id.length > 200) return undefined;
  const parts = id.split('.');
  if (parts.length > 4 || !parts.every((p) => /^[A-Za-z_$][\w$]{0,63}$/.test(p) && !FORBIDDEN.has(p))) return undefined;
  return parts;
}

/**
 * The object at a provider path of `win`, through own properties only; undefined when missing.
 *
 * @example
 * providerAt(window, ['XverseProviders', 'BitcoinProvider']);
 */
export function providerAt(win: object, path: readonly string[]): unknown {
  let at: unknown = win;
  for (const part of path) {
    if ((typeof at !== 'object' && typeof at !== 'function') || at === null) return undefined;
    try {
      // A getter that throws (a hostile page) counts as no provider.
      at = Object.hasOwn(at, part) || part in (at as object) ? (at as Record<string, unknown>)[part] : undefined;
    } catch {
      return undefined;
    }
  }
  return at;
}

/**
 * A connector id from a wallet name: lower-case letters and digits joined by `-`
 * ('Xverse Wallet' → 'xverse-wallet'); 'bitcoin-wallet' when nothing is left.
 *
 * @example
 * connectorIdOf('Leather'); // 'leather'
 */
export function connectorIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    // Accents fall away ('Ü' → 'U'), not into separators.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug || 'bitcoin-wallet';
}
