// On the page's load path (index.ts): it only watches the kit's Solana connection. The bridge
// (the Wallet Standard wallet, its features, the register protocol) loads with import() the first
// time a connection needs it.
import type { KitState, PluginContext } from '@latchkey/kernel';
import type { BridgeWindow } from './protocol';

/** What {@link watchKitConnections} needs from the plugin. */
export interface WatchOptions {
  /** True for a connector that is a browser Wallet Standard wallet (discovered: already on the page). */
  isWalletStandard(connectorId: string): boolean;
}

/** The page's window when it can carry Wallet Standard's events (not under SSR or in plain Node). */
function pageWindow(): BridgeWindow | undefined {
  const win = (globalThis as { window?: Partial<BridgeWindow> }).window;
  return win && typeof win.addEventListener === 'function' && typeof win.removeEventListener === 'function' && typeof win.dispatchEvent === 'function' ? (win as BridgeWindow) : undefined;
}

/**
 * Watches the kit's Solana connection and, the first time it goes through a connector that is not
 * a browser Wallet Standard wallet (WalletConnect, the embedded wallet…), loads the bridge that
 * registers it as one. Returns the function that stops watching and unregisters what was registered.
 *
 * @example
 * const stop = watchKitConnections(ctx, { isWalletStandard: (id) => discovered.has(id) })
 */
export function watchKitConnections(ctx: PluginContext, options: WatchOptions): () => void {
  const win = pageWindow();
  if (!win) return () => {};
  let stopped = false;
  let loading = false;
  let stopBridge: (() => void) | undefined;
  const needsBridge = (s: KitState) => {
    const c = s.chains.solana;
    return c?.account.status === 'connected' && typeof c.connectorId === 'string' && !options.isWalletStandard(c.connectorId);
  };
  const load = () => {
    if (loading || stopBridge || stopped) return;
    loading = true;
    import('./bridge')
      .then(
        (m) => {
          if (stopped) return;
          // The bridge follows the kit from here on.
          off();
          stopBridge = m.startBridge(ctx, { win, isWalletStandard: options.isWalletStandard });
        },
        (error: unknown) => ctx.logger.warn('[latchkey] solana: the Wallet Standard bridge could not load; the next connection tries again', error),
      )
      .finally(() => {
        loading = false;
      });
  };
  const off = ctx.kit.subscribe(needsBridge, (needed) => needed && load(), { fireImmediately: true });
  return () => {
    stopped = true;
    off();
    stopBridge?.();
  };
}
