// @acme/latchkey-sui: the Sui chain family as a Latchkey chain plugin, written against the public
// plugin API only (`@latchkey/kernel`), as a team outside the Latchkey repository would.
import { definePlugin, KitError, withTimeout, type KitPlugin, type RpcContribution } from '@latchkey/kernel';
import { getWallets } from '@wallet-standard/app';
import { SUI_SAFE_METHODS } from './methods';
import { suiNamespace } from './namespace';
import { SUI_NAMESPACE } from './networks';
import { RPC_TIMEOUT_MS } from './read';
import { discoverSuiWallets, type WalletRegistry } from './wallet/discover';

export { suiNamespace, suiAddressExplorerUrl } from './namespace';
export { suiAssets, transferGasBudget } from './assets';
export { suiSiwx, formatSuiSignInMessage } from './siwx';
export { describeSuiRequest, readSuiTransfer } from './describe';
export { getSuiAddressError, isSuiAddress, normalizeSuiAddress } from './address';
export { SUI_SAFE_METHODS, SUI_UNSAFE_METHODS } from './methods';
export {
  suiMainnet,
  suiTestnet,
  suiDevnet,
  suiLocalnet,
  suiChainReference,
  chainIdentifierMatches,
  SUI_NAMESPACE,
  SUI_REFERENCES,
  SUI_CHAIN_IDENTIFIERS,
  SUI_COIN_TYPE,
  SUI_DECIMALS,
  type SuiReference,
  type SuiLocalnetOptions,
} from './networks';
export { isSuiWallet } from './wallet/standard';
export type { WalletRegistry } from './wallet/discover';

/** The plugin's id (`kit.plugin('acme-sui')`, its events and storage prefix). */
export const SUI_PLUGIN_ID = 'acme-sui';

export interface SuiOptions {
  /**
   * Where Sui wallets register: by default the page's Wallet Standard registry (`getWallets()`
   * of `@wallet-standard/app`), none under SSR. A test in Node passes its own.
   */
  wallets?: WalletRegistry;
}

/** The browser's shared Wallet Standard registry, or undefined under SSR / in Node without a window. */
function browserRegistry(): WalletRegistry | undefined {
  // getWallets() listens on `window` only when first called with one: call it lazily, in a browser.
  const win = (globalThis as { window?: unknown }).window;
  return typeof win === 'object' && win !== null && typeof (win as EventTarget).addEventListener === 'function' ? getWallets() : undefined;
}

/**
 * The Sui chain plugin: the `sui` namespace (networks `sui:mainnet`, `sui:testnet`, `sui:devnet`,
 * `sui:localnet`), Sui Wallet Standard wallets (registered before or after the kit), the read-only
 * Sui JSON-RPC, SUI balances and transfers through the kit's asset capability, and CAIP-122
 * sign-in verified offline with `@mysten/sui`. The SDK loads only to send or to verify, never with
 * the page.
 *
 * @example
 * const kit = createKit({ metadata, networks: [mainnet, solanaMainnet, suiMainnet], plugins: [...multichain(), sui()] })
 * await kit.assets('sui')!.balances({ address, network: suiMainnet })
 */
export function sui(options: SuiOptions = {}): KitPlugin<typeof SUI_PLUGIN_ID> {
  // The read-only methods are answered through the RPC of the kit the request came to.
  const read: NonNullable<RpcContribution['handler']> = async ({ method, params }, signal, { network, rpc }) => {
    if (!network) throw new KitError('No ActiveCaipNetwork or client found');
    const list = params === undefined ? [] : Array.isArray(params) ? params : [params];
    return withTimeout(rpc(network).request({ method, params: list }), RPC_TIMEOUT_MS, { signal });
  };
  const rpc: Record<string, RpcContribution> = {};
  for (const method of SUI_SAFE_METHODS) rpc[method] = { namespace: SUI_NAMESPACE, safe: true, handler: read };

  return definePlugin<typeof SUI_PLUGIN_ID>({
    id: SUI_PLUGIN_ID,
    kind: 'chain',
    namespaces: [suiNamespace],
    // The namespace's name in the kit's views (network list, Connect's chain tags): a proper
    // noun, the same in every locale.
    locale: { en: { 'namespace.sui': 'Sui' } },
    rpc,
    setup(ctx) {
      const chain = () => ctx.kit.getState().chains[SUI_NAMESPACE];
      const registry = options.wallets ?? browserRegistry();
      const stop = registry
        ? discoverSuiWallets(ctx, registry, {
            networks: () => chain()?.network.requestedCaipNetworks ?? [],
            currentNetwork: () => chain()?.network.caipNetwork,
            refreshBalance: () => ctx.refreshBalance(SUI_NAMESPACE),
          })
        : undefined;
      return { dispose: () => stop?.() };
    },
  });
}
