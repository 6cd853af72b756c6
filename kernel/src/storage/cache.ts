import type { KitStorage } from './storage';

/** SPEC §9 cache lifetimes. */
export const CacheTtl = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

export interface TtlCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
  clear(): void;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

const isEntryMap = (v: unknown): v is Record<string, Entry<unknown>> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.values(v).every((e) => typeof e === 'object' && e !== null && typeof (e as Entry<unknown>).expiresAt === 'number');

/**
 * A persisted cache whose entries expire after `ttlMs`. Expired and malformed entries read as
 * absent; so do entries that claim to live longer than `ttlMs` from now (storage is not trusted:
 * a seeded entry must not show forever) and values the `guard` refuses.
 *
 * @example
 * const balances = createTtlCache<string>(storage, StorageKeys.balanceCache, CacheTtl.nativeBalance, (v): v is string => typeof v === 'string')
 * balances.set('eip155:1:0xabc', '1.234')
 */
export function createTtlCache<T>(storage: KitStorage, key: string, ttlMs: number, guard: (value: unknown) => value is T, now: () => number = Date.now): TtlCache<T> {
  const read = () => storage.get(key, isEntryMap) ?? {};
  return {
    get(k) {
      const entry = read()[k];
      if (!entry) return undefined;
      const t = now();
      if (entry.expiresAt <= t || entry.expiresAt > t + ttlMs || !guard(entry.value)) {
        this.delete(k);
        return undefined;
      }
      return entry.value;
    },
    set(k, value) {
      const all = read();
      const t = now();
      for (const [name, e] of Object.entries(all)) if (e.expiresAt <= t) delete all[name];
      all[k] = { value, expiresAt: t + ttlMs };
      storage.set(key, all);
    },
    delete(k) {
      const all = read();
      delete all[k];
      storage.set(key, all);
    },
    clear() {
      storage.remove(key);
    },
  };
}
