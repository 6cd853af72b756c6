import { lazyConnector, type ConnectorInfo, type PluginContext } from '@latchkey/kernel';
import { connectorIdOf, providerAt, providerPath, safeIcon, safeName } from './sanitize';
import type { BitcoinConnector, ConnectorDeps } from './types';
import { toWalletError } from './errors';

/** The window fields discovery reads (WBIP004). */
export interface Wbip004Window {
  btc_providers?: unknown;
  document?: { readyState?: string };
  addEventListener?(type: string, listener: () => void, options?: { once?: boolean }): void;
  removeEventListener?(type: string, listener: () => void): void;
}

/** Most wallets listed from one page (a hostile page could push thousands of entries). */
const MAX_PROVIDERS = 20;

export interface DiscoveryDeps extends Omit<ConnectorDeps, 'info' | 'providerId'> {
  /** Called with each connector once its code has loaded (the API talks to the connected one). */
  loaded(id: string, connector: BitcoinConnector): void;
}

/**
 * WBIP004 discovery: one ANNOUNCED connector per entry of `window.btc_providers` whose provider
 * object is on the window at the path its id names. Names and icons are sanitized; ids that are
 * not plain dotted identifiers are ignored. The connectors are lazy: sats-connect loads when one
 * is used. Wallets that inject after the page's scripts are picked up at the window's `load`.
 * Returns the function that stops listening (the connectors go with the plugin's context).
 *
 * @example
 * const stop = startDiscovery(ctx, window, deps)
 */
export function startDiscovery(ctx: Pick<PluginContext, 'connectors' | 'logger'>, win: Wbip004Window, deps: DiscoveryDeps): () => void {
  const seen = new Set<string>();
  const ids = new Set<string>();

  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    return id;
  };

  const scan = () => {
    let list: unknown;
    try {
      list = win.btc_providers;
    } catch {
      return;
    }
    if (!Array.isArray(list)) return;
    for (const entry of list.slice(0, MAX_PROVIDERS)) {
      try {
        if (!entry || typeof entry !== 'object') continue;
        const e = entry as Record<string, unknown>;
        const path = providerPath(e.id);
        if (!path || seen.has(e.id as string)) continue;
        const provider = providerAt(win, path);
        if (!provider || typeof (provider as { request?: unknown }).request !== 'function') continue;
        const name = safeName(e.name);
        if (!name) {
          ctx.logger.debug('[latchkey] bip122: ignored a WBIP004 wallet without a usable name');
          continue;
        }
        const providerId = e.id as string;
        seen.add(providerId);
        const id = uniqueId(connectorIdOf(name));
        ids.add(id);
        const icon = safeIcon(e.icon);
        const info: ConnectorInfo = { id, name, type: 'ANNOUNCED', namespaces: ['bip122'], installed: true, ...(icon ? { imageUrl: icon } : {}) };
        const connectorDeps: ConnectorDeps = { ...deps, info, providerId };
        ctx.connectors.add({
          ...lazyConnector({
            info,
            // A Bitcoin extension (Xverse, Leather…) shows each request on its own screen.
            confirmsRequests: true,
            has: ['reconnect', 'switchNetwork', 'signMessage', 'subscribe'],
            load: () =>
              import('./connector').then((m) => {
                const connector = m.createBitcoinConnector(connectorDeps);
                deps.loaded(id, connector);
                return connector;
              }),
          }),
          // sats-connect's userRejection (-32000) or a refusal in words: the visitor saying no.
          toKitError: toWalletError,
        });
      } catch (error) {
        ctx.logger.warn('[latchkey] bip122: a WBIP004 wallet could not be listed', error);
      }
    }
  };

  scan();
  const complete = (() => {
    try {
      return win.document?.readyState === 'complete';
    } catch {
      return true;
    }
  })();
  if (complete || typeof win.addEventListener !== 'function') return () => undefined;
  win.addEventListener('load', scan, { once: true });
  return () => win.removeEventListener?.('load', scan);
}
