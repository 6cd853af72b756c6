// On the page's load path (index.ts): tiny on purpose. The bridge itself loads with import().
import type { ConnectorAdapter, PluginContext } from '@latchkey/kernel';
import type { Wallet } from '@wallet-standard/base';
import type { WalletRegistry } from '../types';

/**
 * Marks the Wallet Standard wallets the kit registers for its own connections. A well-known
 * symbol (not module state): every copy of the plugin and every kit on the page recognise them.
 */
export const BRIDGED_WALLET: unique symbol = Symbol.for('latchkey.solana.bridgedWallet');

/** True for a wallet some kit on this page registered for one of its connections. */
export function isBridgedWallet(wallet: unknown): boolean {
  try {
    return typeof wallet === 'object' && wallet !== null && (wallet as Record<symbol, unknown>)[BRIDGED_WALLET] === true;
  } catch {
    return false;
  }
}

/**
 * The registry without the kit's own bridged wallets: a WalletConnect session registered as a
 * wallet must not come back into the kit as a browser wallet to connect (it would connect to itself).
 *
 * @example
 * startDiscovery(ctx, withoutBridgedWallets(getWallets()), deps)
 */
export function withoutBridgedWallets(registry: WalletRegistry): WalletRegistry {
  const keep = (wallets: readonly Wallet[]) => wallets.filter((w) => !isBridgedWallet(w));
  return {
    get: () => keep(registry.get()),
    on(event, listener) {
      return registry.on(event, (...wallets) => {
        const kept = keep(wallets);
        if (kept.length) listener(...kept);
      });
    },
  };
}

/**
 * The context discovery gets, with the ids of the connectors it adds written into `ids` (and
 * taken out when they go): those connections are browser Wallet Standard wallets, already on the page.
 *
 * @example
 * startDiscovery(recordConnectorIds(ctx, ids), registry, deps)
 */
export function recordConnectorIds(ctx: Pick<PluginContext, 'connectors' | 'logger'>, ids: Set<string>): Pick<PluginContext, 'connectors' | 'logger'> {
  return {
    logger: ctx.logger,
    connectors: {
      add(adapter: ConnectorAdapter) {
        const id = adapter.info.id;
        ids.add(id);
        const remove = ctx.connectors.add(adapter);
        return () => {
          ids.delete(id);
          remove();
        };
      },
    },
  };
}
