import type { CaipNetwork, ConnectorInfo, PluginContext } from '@latchkey/kernel';
import type { PrefixMap } from '../address';
import type { CosmosWindow, KeplrLike } from '../types';
import { walletConnector } from './connector';
import { providerOf, type CheckedWallet } from './wallets';

/** What discovery hands every connector it adds. */
export interface DiscoveryDeps {
  prefixes: PrefixMap;
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
}

/**
 * Looks for the Keplr-compatible wallets on `win` and adds one INJECTED connector for each found:
 * now, when the document's `readyState` becomes 'complete', on `load` (Keplr sets `window.keplr`
 * only after the page loaded) and whenever the modal opens (a wallet injected later still). A
 * provider that is also exposed as `window.keplr` (Leap's compatibility mode) is listed once,
 * under its own name. Returns the function that stops listening; the connectors go with the
 * plugin's context.
 *
 * @example
 * const stop = startDiscovery(ctx, window, checkWallets(builtInWallets()), { prefixes, networks, currentNetwork })
 */
export function startDiscovery(ctx: Pick<PluginContext, 'connectors' | 'bus' | 'logger'>, win: CosmosWindow, wallets: readonly CheckedWallet[], deps: DiscoveryDeps): () => void {
  const added = new Set<string>();

  const scan = () => {
    const found = new Map<string, KeplrLike>();
    for (const wallet of wallets) {
      const provider = providerOf(wallet, win);
      if (provider) found.set(wallet.id, provider);
    }
    for (const wallet of wallets) {
      const provider = found.get(wallet.id);
      if (!provider || added.has(wallet.id)) continue;
      // The same object under another wallet's own global: that wallet, not Keplr, answers.
      if (wallet.id === 'keplr' && [...found].some(([id, other]) => id !== wallet.id && other === provider)) continue;
      const info: ConnectorInfo = {
        id: wallet.id,
        name: wallet.name,
        type: 'INJECTED',
        namespaces: ['cosmos'],
        installed: true,
        ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
      };
      added.add(wallet.id);
      ctx.connectors.add(walletConnector({ info, wallet, win, logger: ctx.logger, ...deps }));
    }
  };

  const doc = win.document;
  const safeScan = () => {
    try {
      scan();
    } catch (error) {
      ctx.logger.warn('[latchkey] cosmos: wallet discovery failed', error);
    }
  };
  const onReadyState = () => {
    if (doc?.readyState === 'complete') safeScan();
  };
  safeScan();
  doc?.addEventListener('readystatechange', onReadyState);
  win.addEventListener('load', safeScan);
  const offModal = ctx.bus.on('modalOpened', safeScan);
  return () => {
    doc?.removeEventListener('readystatechange', onReadyState);
    win.removeEventListener('load', safeScan);
    offModal();
  };
}
