import { isProvider } from '../wallet/slot';
import type { EIP1193Provider } from '../types';

/** The legacy injected wallet's connector id and name (type INJECTED). */
export const INJECTED_ID = 'injected';
export const INJECTED_NAME = 'Browser Wallet';

/**
 * True when the provider says which wallet it is (`isMetaMask`, `isCoinbaseWallet`, … set to
 * true). Mobile in-app browsers always do; a bare, nameless `window.ethereum` does not.
 *
 * @example
 * isIdentified({ request, isTrust: true }); // true
 */
export function isIdentified(provider: EIP1193Provider): boolean {
  return Object.keys(provider).some((key) => /^is[A-Z]\w*$/.test(key) && key !== 'isConnected' && (provider as unknown as Record<string, unknown>)[key] === true);
}

/**
 * SPEC §5: the Browser Wallet is hidden on desktop when nothing is installed, and on mobile without
 * an identifier or without an install.
 *
 * @example
 * showBrowserWallet({ installed: true, identified: false, mobile: false }); // true
 * showBrowserWallet({ installed: true, identified: false, mobile: true });  // false
 */
export function showBrowserWallet(facts: { installed: boolean; identified: boolean; mobile: boolean }): boolean {
  return facts.mobile ? facts.installed && facts.identified : facts.installed;
}

/**
 * The legacy `window.ethereum` if the Browser Wallet should be offered for it: it is an EIP-1193
 * provider, SPEC §5 allows it on this device, and no announced wallet already exposes the very
 * same object (that wallet is listed under its own name instead).
 *
 * @example
 * injectedProvider(window, { mobile: false, announced: [metaMaskProvider] }); // undefined when they match
 */
export function injectedProvider(win: { ethereum?: unknown }, facts: { mobile: boolean; announced: Iterable<EIP1193Provider> }): EIP1193Provider | undefined {
  const candidate = win.ethereum;
  if (!isProvider(candidate)) return undefined;
  if (!showBrowserWallet({ installed: true, identified: isIdentified(candidate), mobile: facts.mobile })) return undefined;
  for (const provider of facts.announced) if (provider === candidate) return undefined;
  return candidate;
}
