// The Wallet Standard registration protocol (what @wallet-standard/wallet's registerWallet does),
// on a given window-like target and with an unregister, so Node tests can use a plain EventTarget
// and an install can be undone.
import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base';
import type { AnnounceTarget } from '../../wallets/eip6963';

export const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';
export const APP_READY_EVENT = 'wallet-standard:app-ready';

/**
 * Registers `wallet` with the app on `target`, whichever loads first: dispatches
 * `wallet-standard:register-wallet` now (an app already listening registers it at once) and
 * answers every later `wallet-standard:app-ready`. Returns a function that stops answering and
 * unregisters the wallet from every app that registered it.
 *
 * @example
 * ```ts
 * const unregister = registerWallet(window, devWallet.wallet);
 * // later
 * unregister();
 * ```
 */
export function registerWallet(target: AnnounceTarget, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = [];
  const callback: WindowRegisterWalletEventCallback = ({ register }) => {
    unregisters.push(register(wallet));
  };
  const onAppReady = (event: Event): void => callback((event as CustomEvent<WindowAppReadyEventAPI>).detail);
  target.addEventListener(APP_READY_EVENT, onAppReady);
  target.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: callback }));
  return () => {
    target.removeEventListener(APP_READY_EVENT, onAppReady);
    for (const unregister of unregisters.splice(0)) unregister();
  };
}
