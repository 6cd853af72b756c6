import type { CaipNetwork, ConnectorInfo, PluginContext } from '@latchkey/kernel';
import type { PolkadotWalletDisplay } from '../types';
import { polkadotConnector } from './connector';
import type { PolkadotSession } from './live';
import { connectorIdOf, INJECTED_KEY, walletIconOf, walletNameOf } from './names';

/** The part of `window` extensions inject into. */
export interface InjectedWindow {
  injectedWeb3?: unknown;
  document?: { readyState?: string };
  addEventListener?(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener?(type: 'load', listener: () => void): void;
}

/** What discovery hands each connector. */
export interface DiscoveryDeps {
  appName(): string;
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  ss58Prefixes: Readonly<Record<string, number>>;
  wallets: Readonly<Record<string, PolkadotWalletDisplay>>;
  session: PolkadotSession;
}

/** At most this many extensions are listed (the object is the page's: anything can be in it). */
const MAX_WALLETS = 32;

/**
 * The keys of `window.injectedWeb3` that look like extensions: a well-formed key and an `enable`
 * or `connect` function. Only keys and `typeof` are read: nothing of the extension runs.
 *
 * @example
 * injectedKeys(window); // ['polkadot-js', 'talisman']
 */
export function injectedKeys(win: InjectedWindow): string[] {
  const injected = win.injectedWeb3;
  if (!injected || typeof injected !== 'object') return [];
  const keys: string[] = [];
  for (const key of Object.keys(injected).slice(0, MAX_WALLETS * 4)) {
    if (!INJECTED_KEY.test(key)) continue;
    let entry: unknown;
    try {
      entry = (injected as Record<string, unknown>)[key];
    } catch {
      continue;
    }
    if (entry && typeof entry === 'object' && (typeof (entry as { enable?: unknown }).enable === 'function' || typeof (entry as { connect?: unknown }).connect === 'function')) keys.push(key);
    if (keys.length >= MAX_WALLETS) break;
  }
  return keys;
}

/**
 * Lists the extensions found in `window.injectedWeb3` as INJECTED connectors, by reading the
 * object's keys only (nothing loads): at start, when the page has loaded (extensions may inject
 * late) and each time the modal opens. Returns the function that stops watching; the connectors
 * go with the plugin's context.
 *
 * @example
 * const stop = startDiscovery(ctx, window, deps)
 */
export function startDiscovery(ctx: Pick<PluginContext, 'connectors' | 'kit' | 'logger'>, win: InjectedWindow, deps: DiscoveryDeps): () => void {
  const known = new Set<string>();
  const scan = () => {
    for (const key of injectedKeys(win)) {
      if (known.has(key)) continue;
      known.add(key);
      const display = Object.hasOwn(deps.wallets, key) ? deps.wallets[key] : undefined;
      const icon = walletIconOf(display?.icon);
      const info: ConnectorInfo = {
        id: connectorIdOf(key),
        name: walletNameOf(key, display?.name),
        type: 'INJECTED',
        namespaces: ['polkadot'],
        installed: true,
        ...(icon ? { imageUrl: icon } : {}),
      };
      ctx.connectors.add(polkadotConnector({ key, info, ...deps }));
    }
  };
  const safeScan = () => {
    try {
      scan();
    } catch (error) {
      ctx.logger.warn('[latchkey] polkadot: window.injectedWeb3 could not be read', error);
    }
  };
  safeScan();
  const onLoad = () => safeScan();
  const loading = win.document?.readyState !== undefined && win.document.readyState !== 'complete' && typeof win.addEventListener === 'function';
  if (loading) win.addEventListener!('load', onLoad, { once: true });
  const offModal = ctx.kit.subscribe(
    (s) => s.modal.open,
    (open) => open && safeScan(),
  );
  return () => {
    if (loading) win.removeEventListener?.('load', onLoad);
    offModal();
  };
}
