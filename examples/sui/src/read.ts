import { KitError, withTimeout, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';

/** SPEC §9: RPC reads give up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000;

/** A non-negative integer as Sui JSON-RPC writes u64 / u128 values (a decimal string). */
const UINT = /^\d{1,40}$/;

/** Reads one JSON-RPC method of `network` through the plugin's RPC, within the RPC timeout. */
export function readRpc<T>(tools: Pick<NamespaceTools, 'rpc' | 'signal'>, network: CaipNetwork, method: string, params: unknown[]): Promise<T> {
  return withTimeout(tools.rpc(network).request<T>({ method, params }), RPC_TIMEOUT_MS, { signal: tools.signal });
}

/** A u64 the node answered as a decimal string (or a safe integer); a malformed answer is refused. */
export function uintOf(value: unknown, what: string): bigint {
  if (typeof value === 'string' && UINT.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  throw new KitError('Invalid response from the Sui node', { details: `${what}: expected an unsigned integer` });
}

/**
 * `suix_getBalance`: the total balance of a coin type an address owns, in base units. The reply is
 * checked (`{ coinType, totalBalance: "<digits>" }` for the coin type asked).
 */
export async function readCoinBalance(tools: Pick<NamespaceTools, 'rpc' | 'signal'>, network: CaipNetwork, owner: string, coinType: string): Promise<bigint> {
  const reply = await readRpc<unknown>(tools, network, 'suix_getBalance', [owner, coinType]);
  const r = reply as { coinType?: unknown; totalBalance?: unknown } | null;
  if (!r || typeof r !== 'object' || typeof r.coinType !== 'string') throw new KitError('Invalid response from the Sui node', { details: 'suix_getBalance' });
  return uintOf(r.totalBalance, 'suix_getBalance.totalBalance');
}

/** `suix_getReferenceGasPrice`: the network's gas price this epoch, in MIST per gas unit. */
export async function readGasPrice(tools: Pick<NamespaceTools, 'rpc' | 'signal'>, network: CaipNetwork): Promise<bigint> {
  return uintOf(await readRpc<unknown>(tools, network, 'suix_getReferenceGasPrice', []), 'suix_getReferenceGasPrice');
}

/** `suix_getCoinMetadata`: a coin type's symbol, name and decimals, or undefined when the node has none. */
export async function readCoinMetadata(tools: Pick<NamespaceTools, 'rpc' | 'signal'>, network: CaipNetwork, coinType: string): Promise<{ symbol: string; decimals: number; name?: string } | undefined> {
  const reply = await readRpc<unknown>(tools, network, 'suix_getCoinMetadata', [coinType]);
  if (reply === null) return undefined;
  const r = reply as { symbol?: unknown; decimals?: unknown; name?: unknown };
  if (!r || typeof r !== 'object' || typeof r.symbol !== 'string' || !Number.isInteger(r.decimals) || (r.decimals as number) < 0 || (r.decimals as number) > 36) {
    throw new KitError('Invalid response from the Sui node', { details: 'suix_getCoinMetadata' });
  }
  return { symbol: r.symbol.slice(0, 11), decimals: r.decimals as number, ...(typeof r.name === 'string' ? { name: r.name.slice(0, 64) } : {}) };
}
