import type { CaipNetwork, CaipNetworkId, ConnectorInfo, JsonRpcClient, PluginContext } from '@latchkey/kernel';
import { solanaChainReference } from '../networks';
import { createWalletAdapter, type SolanaWalletAdapter } from './adapter';
import { connectorIdOf, safeIcon, safeName } from './sanitize';
import type { WalletRegistry } from '../types';
import { isSolanaWallet, solanaChains, type Wallet } from './standard';

export type { WalletRegistry };

export interface DiscoveryDeps {
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  rpc(network: CaipNetwork): JsonRpcClient;
  forgetBalance(address: string): void;
}

interface Entry {
  id: string;
  adapter: SolanaWalletAdapter;
  remove: () => void;
}

/** The CAIP-2 ids of the chains a wallet names that have one (`solana:localnet` has none). */
const caipChainsOf = (chains: readonly string[]): CaipNetworkId[] => [
  ...new Set(chains.flatMap((c) => {
    const reference = solanaChainReference(c);
    return reference && reference !== 'localnet' ? [`solana:${reference}` as CaipNetworkId] : [];
  })),
];

/**
 * Wallet Standard discovery: one ANNOUNCED connector per registered wallet that can do Solana
 * (see `isSolanaWallet`), for wallets registered before the kit and after it; a wallet that
 * unregisters ends its connections and loses its connector. Returns the function that stops
 * listening (the connectors go with the plugin's context).
 *
 * @example
 * const stop = startDiscovery(ctx, getWallets(), deps)
 */
export function startDiscovery(ctx: Pick<PluginContext, 'connectors' | 'logger'>, registry: WalletRegistry, deps: DiscoveryDeps): () => void {
  const entries = new Map<Wallet, Entry>();
  const ids = new Set<string>();

  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    return id;
  };

  const add = (wallet: Wallet) => {
    if (entries.has(wallet) || !isSolanaWallet(wallet)) return;
    let name: string | undefined;
    let icon: string | undefined;
    let chains: string[];
    try {
      name = safeName(wallet.name);
      icon = safeIcon(wallet.icon);
      chains = solanaChains(wallet.chains);
    } catch {
      return;
    }
    if (!name) {
      ctx.logger.debug('[latchkey] solana: ignored a Wallet Standard wallet without a usable name');
      return;
    }
    const id = uniqueId(connectorIdOf(name));
    const caipChains = caipChainsOf(chains);
    const info: ConnectorInfo = {
      id,
      name,
      type: 'ANNOUNCED',
      namespaces: ['solana'],
      installed: true,
      ...(icon ? { imageUrl: icon } : {}),
      ...(caipChains.length ? { chains: caipChains } : {}),
    };
    const adapter = createWalletAdapter({ wallet, info, ...deps });
    ids.add(id);
    entries.set(wallet, { id, adapter, remove: ctx.connectors.add(adapter) });
  };

  const remove = (wallet: Wallet) => {
    const entry = entries.get(wallet);
    if (!entry) return;
    entries.delete(wallet);
    ids.delete(entry.id);
    entry.adapter.gone();
    entry.remove();
  };

  const safely = (fn: (w: Wallet) => void) => (...wallets: Wallet[]) => {
    for (const w of wallets) {
      try {
        fn(w);
      } catch (error) {
        ctx.logger.warn('[latchkey] solana: a Wallet Standard wallet could not be handled', error);
      }
    }
  };

  const offRegister = registry.on('register', safely(add));
  const offUnregister = registry.on('unregister', safely(remove));
  safely(add)(...registry.get());

  return () => {
    offRegister();
    offUnregister();
  };
}
