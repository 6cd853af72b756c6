import { withTimeout, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { formatBalance } from '@latchkey/kernel/units';
import { isLocalNetwork } from './local';
import { balanceCache, cacheKey, forgetBalances } from './cache';

/** SPEC §9: RPC calls give up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000;
/** Chain ids of local development nodes (Hardhat, Anvil, Ganache, the harness's chain B). */

export interface BalanceReader {
  /** The floored native balance, or undefined where balances are not shown (testnets). */
  get(address: string, network: CaipNetwork, signal?: AbortSignal): Promise<{ balance: string; symbol: string } | undefined>;
  /** Forgets cached balances of an address on every known network (it just sent something). */
  forget(address: string): void;
}


/** A floored balance as this reader writes it; anything else in storage is not ours. */

/**
 * Native balances through the kit's RPC (the proxy, or the network's own RPC URL without a project
 * id) — never through the wallet, which may be on another chain. Cached 30 s per address and network.
 *
 * @example
 * const balances = createBalanceReader(ctx)
 * await balances.get('0x7099…79C8', mainnet) // { balance: '1.234', symbol: 'ETH' }
 */
export function createBalanceReader(ctx: Pick<NamespaceTools, 'rpc' | 'storage' | 'networks'>): BalanceReader {
  const cache = balanceCache(ctx.storage);
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
      const balance = formatBalance(BigInt(raw), network.nativeCurrency.decimals);
      cache.set(key, balance);
      return { balance, symbol };
    },
    forget: (address) => forgetBalances(ctx, address),
  };
}
