import { ConfigError, definePlugin, isCaipNetworkId, KitError, withTimeout, type KitPlugin, type RpcContribution } from '@latchkey/kernel';
import { createPolkadotApi } from './api';
import { en } from './locale/en';
import { load } from './locale/load.generated';
import { polkadotNamespace } from './namespace/adapter';
import { POLKADOT_SAFE_METHODS } from './namespace/methods';
import { isSs58Prefix } from './networks';
import type { PolkadotApi, PolkadotOptions, PolkadotWalletDisplay } from './types';
import { startDiscovery, type InjectedWindow } from './wallet/discover';
import { createSession } from './wallet/live';
import './register';

export type * from './types';
export { polkadotNamespace, polkadotAddressExplorerUrl, polkadotAddressError } from './namespace/adapter';
export { getPolkadotAddressError } from './address';
export { POLKADOT_SAFE_METHODS, POLKADOT_UNSAFE_METHODS } from './namespace/methods';
export { describePolkadotRequest } from './namespace/describe';
export { freeBalanceOf } from './namespace/accountInfo';
export {
  polkadotMainnet,
  kusama,
  westend,
  polkadotLocalnet,
  isLocalNetwork,
  polkadotChainReference,
  ss58PrefixOf,
  referenceOfGenesis,
  POLKADOT_GENESIS_HASHES,
  POLKADOT_REFERENCES,
  SS58_PREFIXES,
  GENERIC_SS58_PREFIX,
  type PolkadotLocalnetOptions,
} from './networks';
export { floorDecimals, formatUnits } from './amount';

/** SPEC §9: RPC calls give up after 10 s. */
const RPC_TIMEOUT_MS = 10_000;

/** The page's window when there is one (a browser), else undefined (SSR, Node): nothing is discovered then. */
function browserWindow(): InjectedWindow | undefined {
  const win = (globalThis as { window?: unknown }).window;
  return typeof win === 'object' && win !== null ? (win as InjectedWindow) : undefined;
}

/** Checks the options when the factory runs, so a mistake fails at createKit, naming the option. */
function checkedOptions(options: PolkadotOptions): { ss58Prefixes: Record<string, number>; wallets: Record<string, PolkadotWalletDisplay> } {
  if (options.appName !== undefined && (typeof options.appName !== 'string' || !options.appName.trim())) throw new ConfigError('polkadot appName must be a non-empty string');
  const ss58Prefixes: Record<string, number> = {};
  for (const [id, prefix] of Object.entries(options.ss58Prefixes ?? {})) {
    if (!isCaipNetworkId(id) || !id.startsWith('polkadot:')) throw new ConfigError(`polkadot ss58Prefixes: '${id}' is not a polkadot CAIP-2 id`);
    if (!isSs58Prefix(prefix)) throw new ConfigError(`polkadot ss58Prefixes['${id}'] must be an SS58 prefix (0 to 16383, not 46 or 47)`);
    ss58Prefixes[id] = prefix;
  }
  const wallets: Record<string, PolkadotWalletDisplay> = {};
  for (const [key, display] of Object.entries(options.wallets ?? {})) {
    if (!display || typeof display !== 'object') throw new ConfigError(`polkadot wallets['${key}'] must be { name?, icon? }`);
    wallets[key] = { ...(display.name !== undefined ? { name: display.name } : {}), ...(display.icon !== undefined ? { icon: display.icon } : {}) };
  }
  return { ss58Prefixes, wallets };
}

/**
 * The Polkadot chain plugin: the extensions injected in `window.injectedWeb3` (Polkadot{.js},
 * Talisman, SubWallet…) listed at once by their keys, and connected through
 * `@polkadot/extension-dapp`, which loads only when the visitor picks one; SS58 accounts per
 * network, `signRaw` and `signPayload` through the kit's request gate, balances and the Substrate
 * read RPC through the kit's JSON-RPC.
 *
 * @example
 * const kit = createKit({ metadata, networks: [polkadotMainnet, kusama], plugins: [polkadot()] })
 * await kit.connect('polkadot:talisman')
 * const signature = await kit.plugin('polkadot').signMessage({ message: 'Sign in to Latchkey' })
 */
export function polkadot(options: PolkadotOptions = {}): KitPlugin<'polkadot', PolkadotApi> {
  const { ss58Prefixes, wallets } = checkedOptions(options);
  // The read-only methods are answered through the RPC of the kit the request came to.
  const read: NonNullable<RpcContribution['handler']> = async ({ method, params }, signal, { network, rpc }) => {
    if (!network) throw new KitError('No ActiveCaipNetwork or client found');
    const list = params === undefined ? [] : Array.isArray(params) ? params : [params];
    return withTimeout(rpc(network).request({ method, params: list }), RPC_TIMEOUT_MS, { signal });
  };
  const rpc: Record<string, RpcContribution> = {};
  for (const method of POLKADOT_SAFE_METHODS) rpc[method] = { namespace: 'polkadot', safe: true, handler: read };

  return definePlugin<'polkadot', PolkadotApi>({
    id: 'polkadot',
    kind: 'chain',
    namespaces: [polkadotNamespace],
    rpc,
    locale: { en: { ...en }, load },
    setup(ctx) {
      const session = createSession();
      const state = () => ctx.kit.getState().chains.polkadot;
      const win = browserWindow();
      const stop = win
        ? startDiscovery(ctx, win, {
            appName: () => options.appName ?? ctx.options.metadata.name,
            networks: () => state()?.network.requestedCaipNetworks ?? [],
            currentNetwork: () => state()?.network.caipNetwork,
            ss58Prefixes,
            wallets,
            session,
          })
        : undefined;
      return {
        api: createPolkadotApi(ctx, session),
        dispose() {
          stop?.();
          session.live.clear();
        },
      };
    },
  });
}
