import type { Wallet } from '@wallet-standard/base';

/** The window's part the Wallet Standard register protocol uses. */
export type BridgeWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;

const REGISTER = 'wallet-standard:register-wallet';
const APP_READY = 'wallet-standard:app-ready';

/**
 * The Wallet Standard register protocol, done by hand so the unregister functions are kept
 * (`@wallet-standard/wallet`'s `registerWallet` drops them and never stops listening):
 * `wallet-standard:register-wallet` reaches the apps already listening (`getWallets()` called),
 * `wallet-standard:app-ready` the ones that start later. Every app (each copy of
 * `@wallet-standard/app` on the page) registers the wallet once; the returned function
 * unregisters it from all of them and stops listening. Throws nothing: a faulty app is skipped.
 *
 * @example
 * const unregister = registerWallet(window, wallet)
 * // the connection ended:
 * unregister()
 */
export function registerWallet(win: BridgeWindow, wallet: Wallet, logger?: Pick<Console, 'warn'>): () => void {
  const unregisters: Array<() => void> = [];
  const apps = new Set<unknown>();
  let live = true;
  const register = (api: unknown) => {
    // Each app once: an app that announces itself again must not stack registrations.
    if (!live || apps.has(api)) return;
    try {
      const fn = (api as { register?: unknown } | null | undefined)?.register;
      if (typeof fn !== 'function') return;
      apps.add(api);
      const off = fn.call(api, wallet) as unknown;
      if (typeof off === 'function') unregisters.push(off as () => void);
    } catch (error) {
      logger?.warn('[latchkey] solana: a Wallet Standard app failed to register the wallet', error);
    }
  };
  const onAppReady = (event: Event) => register((event as CustomEvent<unknown>).detail);
  win.addEventListener(APP_READY, onAppReady);
  try {
    win.dispatchEvent(new CustomEvent(REGISTER, { detail: register }));
  } catch (error) {
    logger?.warn('[latchkey] solana: the Wallet Standard register event could not be dispatched', error);
  }
  return () => {
    if (!live) return;
    live = false;
    win.removeEventListener(APP_READY, onAppReady);
    for (const off of unregisters.splice(0)) {
      try {
        off();
      } catch (error) {
        logger?.warn('[latchkey] solana: a Wallet Standard app failed to unregister the wallet', error);
      }
    }
  };
}
