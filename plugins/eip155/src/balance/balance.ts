import { CacheTtl, createTtlCache, StorageKeys, withTimeout, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { floorDecimals } from './format';

/** SPEC §9: RPC calls give up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000;
/** Chain ids of local development nodes (Hardhat, Anvil, Ganache, the harness's chain B). */
const LOCAL_CHAIN_IDS = new Set(['31337', '31338', '1337']);
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface BalanceReader {
  /** The floored native balance, or undefined where balances are not shown (testnets). */
  get(address: string, network: CaipNetwork, signal?: AbortSignal): Promise<{ balance: string; symbol: string } | undefined>;
  /** Forgets cached balances of an address on every known network (it just sent something). */
  forget(address: string): void;
}

/**
 * True for a local development network: a loopback RPC URL or a well-known dev chain id. Such
 * networks are marked testnet but a developer still wants to see balances there.
 *
 * @example
 * isLocalNetwork({ ...net, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }); // true
 */
export function isLocalNetwork(network: CaipNetwork): boolean {
  if (LOCAL_CHAIN_IDS.has(network.caipNetworkId.split(':')[1] ?? '')) return true;
  return network.rpcUrls.default.http.some((url) => {
    try {
      return LOCAL_HOSTS.has(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

/** A floored balance as this reader writes it; anything else in storage is not ours. */
const isCachedBalance = (v: unknown): v is string => typeof v === 'string' && /^\d{1,30}(\.\d{1,3})?$/.test(v);

const cacheKey = (address: string, network: CaipNetwork) => `${network.caipNetworkId}:${address.toLowerCase()}`;

/**
 * Native balances through the kit's RPC (the proxy, or the network's own RPC URL without a project
 * id) — never through the wallet, which may be on another chain. Cached 30 s per address and network.
 *
 * @example
 * const balances = createBalanceReader(ctx)
 * await balances.get('0x7099…79C8', mainnet) // { balance: '1.234', symbol: 'ETH' }
 */
export function createBalanceReader(ctx: Pick<NamespaceTools, 'rpc' | 'storage' | 'networks'>): BalanceReader {
  const cache = createTtlCache<string>(ctx.storage, StorageKeys.balanceCache, CacheTtl.nativeBalance, isCachedBalance);
  const knownNetworks = () => ctx.networks();
  return {
    async get(address, network, signal) {
      if (network.chainNamespace !== 'eip155') return undefined;
      // SPEC §9: only on supported chains (an 'Unknown Network' the wallet wandered to has no RPC of ours), never on testnets.
      if (!knownNetworks().some((n) => n.caipNetworkId === network.caipNetworkId)) return undefined;
      if (network.testnet === true && !isLocalNetwork(network)) return undefined;
      const symbol = network.nativeCurrency.symbol;
      const key = cacheKey(address, network);
      const cached = cache.get(key);
      if (cached !== undefined) return { balance: cached, symbol };
      const raw = await withTimeout(ctx.rpc(network).request<unknown>({ method: 'eth_getBalance', params: [address, 'latest'] }), RPC_TIMEOUT_MS, { signal });
      if (typeof raw !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(raw)) return undefined;
      const { formatUnits } = await import('viem');
      const balance = floorDecimals(formatUnits(BigInt(raw), network.nativeCurrency.decimals));
      cache.set(key, balance);
      return { balance, symbol };
    },
    forget(address) {
      for (const network of knownNetworks()) cache.delete(cacheKey(address, network));
    },
  };
}
