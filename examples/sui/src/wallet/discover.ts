import { safeWalletIcon, safeWalletName, type CaipNetwork, type CaipNetworkId, type ConnectorInfo, type PluginContext } from '@latchkey/kernel';
import type { Wallets } from '@wallet-standard/app';
import { SUI_NAMESPACE } from '../networks';
import { createSuiWalletAdapter, type SuiWalletAdapter } from './adapter';
import { isSuiWallet, suiChains, type Wallet } from './standard';

/** The part of the Wallet Standard registry discovery reads (`getWallets()` in a browser). */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>;

export interface DiscoveryDeps {
  networks(): readonly CaipNetwork[];
  currentNetwork(): CaipNetwork | undefined;
  refreshBalance(): void;
}

/**
 * A connector id from a wallet name: `sui-` and the name's lower-case letters and digits joined
 * by `-` ('Slush Wallet' → 'sui-slush-wallet'). The prefix keeps it apart from the connector
 * another chain plugin makes for the same multi-chain wallet.
 *
 * @example
 * connectorIdOf('Slush'); // 'sui-slush'
 */
export function connectorIdOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 44);
  return `sui-${slug || 'wallet'}`;
}

/**
 * Wallet Standard discovery: one ANNOUNCED connector per registered wallet that can do Sui (see
 * `isSuiWallet`), for wallets registered before the kit and after it; a wallet that unregisters
 * ends its connections and loses its connector. Returns the function that stops listening (the
 * connectors go with the plugin's context).
 *
 * @example
 * const stop = discoverSuiWallets(ctx, getWallets(), deps)
 */
export function discoverSuiWallets(ctx: Pick<PluginContext, 'connectors' | 'logger'>, registry: WalletRegistry, deps: DiscoveryDeps): () => void {
  const entries = new Map<Wallet, { id: string; adapter: SuiWalletAdapter; remove: () => void }>();
  const ids = new Set<string>();

  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    return id;
  };

  const add = (wallet: Wallet) => {
    if (entries.has(wallet) || !isSuiWallet(wallet)) return;
    let name: string | undefined;
    let icon: string | undefined;
    let chains: string[];
    try {
      name = safeWalletName(wallet.name);
      icon = safeWalletIcon(wallet.icon, ['svg+xml', 'png', 'webp', 'gif']);
      chains = suiChains(wallet.chains);
    } catch {
      return;
    }
    if (!name) {
      ctx.logger.debug('[acme-sui] ignored a Wallet Standard wallet without a usable name');
      return;
    }
    const id = uniqueId(connectorIdOf(name));
    const info: ConnectorInfo = {
      id,
      name,
      type: 'ANNOUNCED',
      namespaces: [SUI_NAMESPACE],
      installed: true,
      ...(icon ? { imageUrl: icon } : {}),
      ...(chains.length ? { chains: chains as CaipNetworkId[] } : {}),
    };
    const adapter = createSuiWalletAdapter({ wallet, info, ...deps });
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

  const safely =
    (fn: (w: Wallet) => void) =>
    (...wallets: Wallet[]) => {
      for (const w of wallets) {
        try {
          fn(w);
        } catch (error) {
          ctx.logger.warn('[acme-sui] a Wallet Standard wallet could not be handled', error);
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
