import { describe, expect, it } from 'vitest';
import { CacheTtl, createTtlCache } from './cache';

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';
const isNamed = (v: unknown): v is { name: string } => typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string';
import { createStorage, StorageKeys } from './storage';
import { memoryBackend } from '../testing/fixtures';

function clock(start = 1_700_000_000_000) {
  const c = { t: start, now: () => c.t };
  return c;
}

describe('createTtlCache (SPEC §9 cache lifetimes)', () => {
  const cases = [
    ['portfolio', StorageKeys.portfolioCache, CacheTtl.portfolio, 30_000],
    ['native balance', StorageKeys.balanceCache, CacheTtl.nativeBalance, 30_000],
    ['ENS', StorageKeys.ensCache, CacheTtl.ens, 5 * 60_000],
    ['identity', StorageKeys.identityCache, CacheTtl.identity, 5 * 60_000],
  ] as const;

  it.each(cases)('%s entries live exactly the SPEC lifetime', (_name, storageKey, ttl, specMs) => {
    expect(ttl).toBe(specMs);
    const c = clock();
    const cache = createTtlCache<string>(createStorage(memoryBackend()), storageKey, ttl, isString, c.now);
    cache.set('eip155:1:0xabc', 'value');
    c.t += specMs - 1;
    expect(cache.get('eip155:1:0xabc')).toBe('value');
    c.t += 1;
    expect(cache.get('eip155:1:0xabc')).toBeUndefined();
  });

  it("persists under the '@appkit-wallet/' key so another instance (a reload) reads it", () => {
    const backend = memoryBackend();
    const c = clock();
    createTtlCache<{ name: string }>(createStorage(backend), StorageKeys.ensCache, CacheTtl.ens, isNamed, c.now).set('0xabc', { name: 'alice.reown.id' });
    expect([...backend.data.keys()]).toEqual(['@appkit-wallet/ens_cache']);
    c.t += 60_000;
    const reloaded = createTtlCache<{ name: string }>(createStorage(backend), StorageKeys.ensCache, CacheTtl.ens, isNamed, c.now);
    expect(reloaded.get('0xabc')).toEqual({ name: 'alice.reown.id' });
  });

  it('an expired entry is dropped from storage when read, and expired ones are pruned on write', () => {
    const backend = memoryBackend();
    const c = clock();
    const cache = createTtlCache<number>(createStorage(backend), StorageKeys.balanceCache, CacheTtl.nativeBalance, isNumber, c.now);
    cache.set('a', 1);
    c.t += 20_000;
    cache.set('b', 2);
    c.t += 10_000; // a is 30 s old, b 10 s
    cache.set('c', 3);
    expect(Object.keys(JSON.parse(backend.data.get('@appkit-wallet/balance_cache')!) as object).sort()).toEqual(['b', 'c']);
    c.t += 20_000; // b is 30 s old
    expect(cache.get('b')).toBeUndefined();
    expect(Object.keys(JSON.parse(backend.data.get('@appkit-wallet/balance_cache')!) as object)).toEqual(['c']);
    expect(cache.get('c')).toBe(3);
  });

  it('setting again refreshes the lifetime', () => {
    const c = clock();
    const cache = createTtlCache<string>(createStorage(memoryBackend()), StorageKeys.portfolioCache, CacheTtl.portfolio, isString, c.now);
    cache.set('k', 'old');
    c.t += 25_000;
    cache.set('k', 'new');
    c.t += 25_000;
    expect(cache.get('k')).toBe('new');
  });

  it('delete and clear remove entries', () => {
    const backend = memoryBackend();
    const cache = createTtlCache<string>(createStorage(backend), StorageKeys.identityCache, CacheTtl.identity, isString, clock().now);
    cache.set('a', 'x');
    cache.set('b', 'y');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
    expect(backend.data.has('@appkit-wallet/identity_cache')).toBe(false);
  });

  it('a corrupt or foreign cache value reads as empty and is replaced on the next write', () => {
    for (const raw of ['{broken', '[1,2]', '"text"', '{"k":{"value":1,"expiresAt":"later"}}', '{"k":null}']) {
      const backend = memoryBackend({ '@appkit-wallet/portfolio_cache': raw });
      const c = clock();
      const cache = createTtlCache<number>(createStorage(backend), StorageKeys.portfolioCache, CacheTtl.portfolio, isNumber, c.now);
      expect(cache.get('k')).toBeUndefined();
      cache.set('k', 5);
      expect(cache.get('k')).toBe(5);
    }
  });
});
