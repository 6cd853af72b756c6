import { definePlugin, KitError, withTimeout, type KitPlugin, type RpcContribution } from '@latchkey/kernel';
import { getWallets } from '@wallet-standard/app';
import { createSolanaApi } from './api';
import { en } from './locale/en';
import { load } from './locale/load.generated';
import { balanceCache, balanceCacheKey, RPC_TIMEOUT_MS } from './assets/balance';
import { SOLANA_SAFE_METHODS, solanaNamespace } from './namespace/adapter';
import { solanaAssets } from './assets';
import type { SolanaApi, SolanaOptions } from './types';
import { startDiscovery, type WalletRegistry } from './wallet/discover';
import { recordConnectorIds, withoutBridgedWallets } from './standard/discovered';
import { watchKitConnections } from './standard/watch';
import './register';

export type * from './types';
export { solanaNamespace, SOLANA_SAFE_METHODS, SOLANA_UNSAFE_METHODS, solanaAddressExplorerUrl } from './namespace/adapter';
export { getSolanaAddressError, isSolanaAddress } from './address';
export { describeSolanaRequest } from './namespace/describe';
export {
  solanaMainnet,
  solanaDevnet,
  solanaTestnet,
  solanaLocalnet,
  isLocalNetwork,
  solanaChainReference,
  SOLANA_REFERENCES,
  SOLANA_LOCALNET_CHAIN,
  type SolanaLocalnetOptions,
} from './networks';
export { floorDecimals, formatUnits, toLamports, SOL_DECIMALS } from './amount';
export { isSolanaWallet } from './wallet/standard';

/** The browser's shared Wallet Standard registry, or undefined under SSR / in Node without a window. */
function browserRegistry(): WalletRegistry | undefined {
  // getWallets() listens on `window` only when first called with one; called without, it would
  // never see a wallet later. So it is called here, lazily, and only where a window exists.
  const win = (globalThis as { window?: unknown }).window;
  return typeof win === 'object' && win !== null && typeof (win as EventTarget).addEventListener === 'function' ? getWallets() : undefined;
}

/**
 * The Solana chain plugin: Wallet Standard wallets (registered before or after the kit), signing
 * messages and transactions (`@solana/web3.js` 1.x, `@solana/kit` or wire bytes), sending SOL, and
 * the read-only Solana RPC. `@solana/kit` loads only when SOL is sent, never with the page.
 *
 * @example
 * const kit = createKit({ metadata, networks: [solanaMainnet, solanaDevnet], plugins: [solana()] })
 * await kit.connect('phantom')
 * await kit.plugin('solana').sendSol({ to: 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97', amount: '0.01' })
 */
export function solana(options: SolanaOptions = {}): KitPlugin<'solana', SolanaApi> {
  // The read-only methods are answered through the RPC of the kit the request came to.
  const read: NonNullable<RpcContribution['handler']> = async ({ method, params }, signal, { network, rpc }) => {
    if (!network) throw new KitError('No ActiveCaipNetwork or client found');
    const list = params === undefined ? [] : Array.isArray(params) ? params : [params];
    return withTimeout(rpc(network).request({ method, params: list }), RPC_TIMEOUT_MS, { signal });
  };
  const rpc: Record<string, RpcContribution> = {};
  for (const method of SOLANA_SAFE_METHODS) rpc[method] = { namespace: 'solana', safe: true, handler: read };

  return definePlugin<'solana', SolanaApi>({
    id: 'solana',
    kind: 'chain',
    // The asset capability polls confirmations as often as the plugin's own sends do.
    namespaces: [options.confirmationPollingIntervalMs === undefined ? solanaNamespace : { ...solanaNamespace, assets: solanaAssets({ confirmationPollingIntervalMs: options.confirmationPollingIntervalMs }) }],
    rpc,
    locale: { en: { ...en }, load },
    setup(ctx) {
      const state = () => ctx.kit.getState().chains.solana;
      const networks = () => state()?.network.requestedCaipNetworks ?? [];
      const cache = balanceCache(ctx.storage);
      const forgetBalance = (address: string) => {
        for (const n of networks()) cache.delete(balanceCacheKey(n.caipNetworkId, address));
      };
      // Connections through these connectors are browser Wallet Standard wallets: never bridged.
      const discovered = new Set<string>();
      const registry = options.wallets ?? browserRegistry();
      const stop = registry
        ? startDiscovery(recordConnectorIds(ctx, discovered), withoutBridgedWallets(registry), { networks, currentNetwork: () => state()?.network.caipNetwork, rpc: ctx.rpc, forgetBalance })
        : undefined;
      // Any other Solana connection (WalletConnect, the embedded wallet…) is registered as a Wallet Standard wallet.
      const unwatch = options.walletStandard === false ? undefined : watchKitConnections(ctx, { isWalletStandard: (id) => discovered.has(id) });
      return {
        api: createSolanaApi(ctx, options, forgetBalance),
        dispose() {
          unwatch?.();
          stop?.();
        },
      };
    },
  });
}
