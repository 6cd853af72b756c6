import { StorageKeys, withTimeout, type CaipNetwork, type KitStorage, type NamespaceTools } from '@latchkey/kernel';
import { CacheTtl, createTtlCache, type TtlCache } from '@latchkey/kernel/cache';
import { isSolanaAddress } from '../address';
import { floorDecimals, formatUnits } from '../amount';
import { isLocalNetwork, RPC_TIMEOUT_MS } from '../networks';

export { RPC_TIMEOUT_MS };


const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * The plugin's 30 s native-balance cache (SPEC §9), shared by the balance reader and the
 * connector, which forgets an address's entries after it spends.
 *
 * @example
 * balanceCache(ctx.storage).delete(balanceCacheKey(network.caipNetworkId, address))
 */
export function balanceCache(storage: KitStorage): TtlCache<string> {
  return createTtlCache<string>(storage, StorageKeys.balanceCache, CacheTtl.nativeBalance, isString);
}

/** Base58 is case-sensitive: the address is kept as it is. */
export const balanceCacheKey = (caipNetworkId: string, address: string): string => `${caipNetworkId}:${address}`;

/** Lamports from a `getBalance` reply (`{ context, value }`), or undefined when it is not one. */
function lamportsOf(reply: unknown): bigint | undefined {
  const value = (reply as { value?: unknown } | null | undefined)?.value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d{1,20}$/.test(value)) return BigInt(value);
  return undefined;
}

/**
 * The native balance of an address through the kit's RPC (`getBalance`, through the RPC proxy or
 * the network's own URL), in SOL floored to 3 decimals (SPEC §9), cached 30 s. Undefined where
 * balances are not shown: networks the dapp did not configure, and testnets unless the RPC is
 * local (a developer's validator).
 *
 * @example
 * await readSolanaBalance({ address, network: solanaMainnet }, tools); // { balance: '1.234', symbol: 'SOL' }
 */
export async function readSolanaBalance(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<{ balance: string; symbol: string } | undefined> {
  const { address, network } = request;
  if (network.chainNamespace !== 'solana' || !isSolanaAddress(address)) return undefined;
  if (!tools.networks().some((n) => n.caipNetworkId === network.caipNetworkId)) return undefined;
  if (network.testnet === true && !isLocalNetwork(network)) return undefined;
  const symbol = network.nativeCurrency.symbol;
  const cache = balanceCache(tools.storage);
  const key = balanceCacheKey(network.caipNetworkId, address);
  const cached = cache.get(key);
  if (cached !== undefined) return { balance: cached, symbol };
  const reply = await withTimeout(tools.rpc(network).request<unknown>({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] }), RPC_TIMEOUT_MS, { signal: tools.signal });
  const lamports = lamportsOf(reply);
  if (lamports === undefined) return undefined;
  const balance = floorDecimals(formatUnits(lamports, network.nativeCurrency.decimals));
  cache.set(key, balance);
  return { balance, symbol };
}
