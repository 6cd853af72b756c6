import { HttpError, withTimeout, type AssetAmount, type CaipNetwork, type KitStorage, type NamespaceTools } from '@latchkey/kernel';
import { CacheTtl, createTtlCache, type TtlCache } from '@latchkey/kernel/cache';
import { getBip122AddressError } from '../address';
import { floorDecimals, formatSats } from '../amount';
import type { BalanceApiOptions } from '../types';

/** SPEC §9: network reads give up after 10 s. */
export const BALANCE_TIMEOUT_MS = 10_000;
/** Satoshis as a decimal string (the display floor is applied when shown). */
const BALANCE_CACHE = 'balance_sats';

const isSats = (v: unknown): v is string => typeof v === 'string' && /^\d{1,20}$/.test(v);

/**
 * The plugin's 30 s balance cache (SPEC §9), which a transfer clears for the address that spent.
 *
 * @example
 * balanceCache(ctx.storage).delete(balanceCacheKey(network.caipNetworkId, address))
 */
export function balanceCache(storage: KitStorage): TtlCache<string> {
  return createTtlCache<string>(storage, BALANCE_CACHE, CacheTtl.nativeBalance, isSats);
}

export const balanceCacheKey = (caipNetworkId: string, address: string): string => `${caipNetworkId}:${address}`;

/** A non-negative integer of satoshis from an Esplora stats field. */
const sats = (v: unknown): bigint | undefined => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? BigInt(v) : undefined);

/**
 * Funded minus spent, confirmed plus mempool, from `GET /address/{address}`; undefined when the reply is not that.
 *
 * @example
 * satsOfEsploraAddress({ chain_stats: { funded_txo_sum: 5000, spent_txo_sum: 1000 }, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } }); // 4000n
 */
export function satsOfEsploraAddress(reply: unknown): bigint | undefined {
  const r = reply as { chain_stats?: Record<string, unknown>; mempool_stats?: Record<string, unknown> } | null;
  const parts = [r?.chain_stats, r?.mempool_stats ?? { funded_txo_sum: 0, spent_txo_sum: 0 }].map((s) => [sats(s?.funded_txo_sum), sats(s?.spent_txo_sum)] as const);
  if (parts.some(([f, s]) => f === undefined || s === undefined)) return undefined;
  const total = parts.reduce((n, [f, s]) => n + f! - s!, 0n);
  return total >= 0n ? total : undefined;
}

/**
 * A balance reader over an Esplora-style API (mempool.space, blockstream.info, a local esplora):
 * `GET {base}/address/{address}`, the confirmed and mempool sums in satoshis, cached 30 s: the
 * asset capability's `balances` (the native coin; nothing where balances are not shown: networks
 * without a URL, networks the dapp did not configure, and testnets — SPEC §9 "never testnets").
 *
 * @example
 * const balances = esploraBalances({ urls: { [bitcoin.caipNetworkId]: 'https://mempool.space/api' } });
 */
export function esploraBalances(options: BalanceApiOptions) {
  return async (request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<AssetAmount[]> => {
    const { address, network } = request;
    const base = options.urls[network.caipNetworkId];
    if (!base || network.chainNamespace !== 'bip122' || network.testnet === true) return [];
    if (!tools.networks().some((n) => n.caipNetworkId === network.caipNetworkId)) return [];
    if (getBip122AddressError(address, network.caipNetworkId) !== undefined) return [];
    const { symbol, name, decimals } = network.nativeCurrency;
    const coin = (amount: bigint): AssetAmount[] => [{ symbol, name, decimals, amount }];
    const cache = balanceCache(tools.storage);
    const key = balanceCacheKey(network.caipNetworkId, address);
    const cached = cache.get(key);
    if (cached !== undefined) return coin(BigInt(cached));
    const doFetch = options.fetch ?? globalThis.fetch;
    const url = `${base.replace(/\/+$/, '')}/address/${encodeURIComponent(address)}`;
    const response = await withTimeout(doFetch(url, { signal: tools.signal, headers: { accept: 'application/json' } }), BALANCE_TIMEOUT_MS, { signal: tools.signal });
    if (!response.ok) throw new HttpError(`HTTP status code ${response.status}`, { details: url });
    const total = satsOfEsploraAddress(await withTimeout(response.json() as Promise<unknown>, BALANCE_TIMEOUT_MS, { signal: tools.signal }));
    if (total === undefined) return [];
    cache.set(key, total.toString());
    return coin(total);
  };
}

/**
 * The same read floored for display in BTC (3 decimals, SPEC §9), or undefined where balances are
 * not shown.
 *
 * @example
 * await esploraBalanceReader(options)({ address, network: bitcoin }, tools); // { balance: '0.001', symbol: 'BTC' }
 */
export function esploraBalanceReader(options: BalanceApiOptions) {
  const balances = esploraBalances(options);
  return async (request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<{ balance: string; symbol: string } | undefined> => {
    const [coin] = await balances(request, tools);
    return coin ? { balance: floorDecimals(formatSats(coin.amount)), symbol: coin.symbol } : undefined;
  };
}
