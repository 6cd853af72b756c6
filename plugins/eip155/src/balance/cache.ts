import { StorageKeys, type CaipNetwork, type NamespaceTools } from '@latchkey/kernel';
import { CacheTtl, createTtlCache } from '@latchkey/kernel/cache';

const isCachedBalance = (v: unknown): v is string => typeof v === 'string' && /^\d{1,30}(\.\d{1,3})?$/.test(v);

/** Native balances cached in the plugin's storage (SPEC §9 TTL), per network and address. */
export const balanceCache = (storage: NamespaceTools['storage']) => createTtlCache<string>(storage, StorageKeys.balanceCache, CacheTtl.nativeBalance, isCachedBalance);

export const cacheKey = (address: string, network: CaipNetwork) => `${network.caipNetworkId}:${address.toLowerCase()}`;

/** Forgets an address's cached balances on every known network (it just sent something), at once. */
export function forgetBalances(ctx: Pick<NamespaceTools, 'storage' | 'networks'>, address: string): void {
  const cache = balanceCache(ctx.storage);
  for (const network of ctx.networks()) cache.delete(cacheKey(address, network));
}
