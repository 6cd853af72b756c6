import { definePlugin, type KitPlugin } from '@latchkey/kernel';
import { prefixMap } from './address';
import { createCosmosApi } from './api';
import { en } from './locale/en';
import { load } from './locale/load.generated';
import { createCosmosNamespace } from './namespace/adapter';
import type { CosmosApi, CosmosOptions, CosmosWindow } from './types';
import { startDiscovery } from './wallet/discover';
import { builtInWallets, checkWallets } from './wallet/wallets';
import './register';

export type * from './types';
export type { CosmosNetworkParameters } from './networks';
export type { PrefixMap } from './address';
export { cosmosNamespace, createCosmosNamespace, cosmosAddressExplorerUrl, COSMOS_SAFE_METHODS, COSMOS_UNSAFE_METHODS } from './namespace/adapter';
export { cosmosHub, osmosis, osmosisTestnet, cosmosNetwork, cosmosChainReference, walletChainIdOf, COSMOS_BECH32_PREFIXES } from './networks';
export { cosmosAddressError, prefixMap } from './address';
export { getCosmosAddressError } from './addressRule';
export { makeAdr36SignDoc, serializeSignDoc, isAdr36SignDoc, sortedJson } from './adr36/signDoc';
export { SignerMismatchError } from './wallet/errors';
export { builtInWallets } from './wallet/wallets';

/** The window to discover wallets on: the one given, else `globalThis.window` when it is an event target (none under SSR). */
function resolveWindow(given: CosmosWindow | undefined): CosmosWindow | undefined {
  const candidate = given ?? (globalThis as { window?: unknown }).window;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const w = candidate as Partial<EventTarget>;
  return typeof w.addEventListener === 'function' && typeof w.removeEventListener === 'function' ? (candidate as CosmosWindow) : undefined;
}

/**
 * The Cosmos chain plugin: Keplr-compatible wallets (`window.keplr`, `window.leap`, or others the
 * dapp names), found also when they appear after the page loaded; `enable` / `getKey` to connect,
 * the keystore-change event as an account change, ADR-36 `signArbitrary` checked against the
 * signer, amino and direct signing as WalletConnect's Cosmos RPC names them, and the ADR-36
 * sign-in verifier. The wallet code and the secp256k1 verifier load only when used.
 *
 * @example
 * const kit = createKit({ metadata, networks: [cosmosHub, osmosis], plugins: [cosmos()] })
 * await kit.connect('keplr')
 * const { pub_key, signature } = await kit.plugin('cosmos').signArbitrary({ data: 'Hello from Latchkey' })
 */
export function cosmos(options: CosmosOptions = {}): KitPlugin<'cosmos', CosmosApi> {
  // Checked when the factory runs, so a bad option fails at createKit, naming the entry.
  const prefixes = prefixMap(options.bech32Prefixes);
  const wallets = checkWallets([...(options.builtInWallets === false ? [] : builtInWallets()), ...(options.wallets ?? [])]);
  return definePlugin<'cosmos', CosmosApi>({
    id: 'cosmos',
    kind: 'chain',
    namespaces: [createCosmosNamespace(prefixes)],
    locale: { en: { ...en }, load },
    setup(ctx) {
      const state = () => ctx.kit.getState().chains.cosmos;
      const win = resolveWindow(options.window);
      const stop = win
        ? startDiscovery(ctx, win, wallets, { prefixes, networks: () => state()?.network.requestedCaipNetworks ?? [], currentNetwork: () => state()?.network.caipNetwork })
        : undefined;
      return { api: createCosmosApi(ctx), dispose: stop };
    },
  });
}
