import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage, isStringArray, isStringRecord, STORAGE_PREFIX, StorageKeys, type StorageLike } from './storage';
import { createKit } from '../createKit';
import { ADDRESS, baseOptions, fakeWallet, memoryBackend, walletsPlugin } from '../testing/fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const key = (k: string) => `${STORAGE_PREFIX}${k}`;

/** Safari private mode and locked-down frames: every call throws. */
function throwingBackend(): StorageLike & { calls: number } {
  const b = {
    calls: 0,
    getItem(): string | null {
      b.calls++;
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
    setItem(): void {
      b.calls++;
      throw new DOMException('QuotaExceededError', 'QuotaExceededError');
    },
    removeItem(): void {
      b.calls++;
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  return b;
}

describe('createStorage', () => {
  it("stores JSON under the '@appkit-wallet/' prefix and reads it back", () => {
    const backend = memoryBackend();
    const storage = createStorage(backend);
    storage.set(StorageKeys.recentWallets, ['io.metamask']);
    expect(backend.data.get('@appkit-wallet/recent_wallets')).toBe('["io.metamask"]');
    expect(storage.get(StorageKeys.recentWallets, isStringArray)).toEqual(['io.metamask']);
    storage.remove(StorageKeys.recentWallets);
    expect(backend.data.has('@appkit-wallet/recent_wallets')).toBe(false);
    expect(storage.get(StorageKeys.recentWallets)).toBeUndefined();
    expect(storage.persistent).toBe(true);
  });

  it('reads a corrupt JSON value as undefined, and drops it', () => {
    const backend = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: '{not json' });
    const storage = createStorage(backend);
    expect(() => storage.get(StorageKeys.connectedConnectorIds, isStringRecord)).not.toThrow();
    expect(storage.get(StorageKeys.connectedConnectorIds, isStringRecord)).toBeUndefined();
    expect(backend.data.has(key(StorageKeys.connectedConnectorIds))).toBe(false);
  });

  it('reads a foreign value of the wrong type as undefined', () => {
    const backend = memoryBackend({
      [key(StorageKeys.activeCaipNetworkId)]: '42',
      [key(StorageKeys.recentWallets)]: '{"a":1}',
      [key(StorageKeys.connectedConnectorIds)]: '["eip155"]',
    });
    const storage = createStorage(backend);
    expect(storage.get(StorageKeys.activeCaipNetworkId, (v): v is string => typeof v === 'string')).toBeUndefined();
    expect(storage.get(StorageKeys.recentWallets, isStringArray)).toBeUndefined();
    expect(storage.get(StorageKeys.connectedConnectorIds, isStringRecord)).toBeUndefined();
  });

  it('a backend that throws on every call never throws out of storage', () => {
    const backend = throwingBackend();
    const storage = createStorage(backend);
    expect(() => storage.set(StorageKeys.email, 'a@b.co')).not.toThrow();
    expect(() => storage.get(StorageKeys.email)).not.toThrow();
    expect(() => storage.remove(StorageKeys.email)).not.toThrow();
    expect(backend.calls).toBeGreaterThan(0);
  });

  it('without a backend or localStorage (SSR) keeps values in memory', () => {
    expect((globalThis as { localStorage?: unknown }).localStorage).toBeUndefined();
    const storage = createStorage();
    expect(storage.persistent).toBe(false);
    storage.set(StorageKeys.email, 'a@b.co');
    expect(storage.get(StorageKeys.email)).toBe('a@b.co');
    expect(createStorage().get(StorageKeys.email)).toBeUndefined();
  });

  it('falls back to memory when localStorage exists but throws on write (Safari private mode)', () => {
    const ls = throwingBackend();
    vi.stubGlobal('localStorage', ls);
    const storage = createStorage();
    expect(storage.persistent).toBe(false);
    storage.set(StorageKeys.connectionStatus, 'connected');
    expect(storage.get(StorageKeys.connectionStatus)).toBe('connected');
  });

  it('uses a working localStorage when there is one', () => {
    const ls = memoryBackend();
    vi.stubGlobal('localStorage', ls);
    const storage = createStorage();
    expect(storage.persistent).toBe(true);
    storage.set(StorageKeys.connectionStatus, 'connected');
    expect(ls.data.get('@appkit-wallet/connection_status')).toBe('"connected"');
  });
});

describe('storage through the kit', () => {
  it("writes the session under '@appkit-wallet/' keys and a new kit reconnects from them", async () => {
    const backend = memoryBackend();
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage: backend, plugins: [walletsPlugin([w])] }));
    await kit.ready;
    await kit.connect('dev.wallet');
    await kit.destroy();
    expect(backend.data.size).toBeGreaterThan(0);
    for (const k of backend.data.keys()) expect(k.startsWith('@appkit-wallet/')).toBe(true);
    expect(JSON.parse(backend.data.get('@appkit-wallet/connected_connector_ids')!)).toEqual({ eip155: 'dev.wallet' });
    expect(JSON.parse(backend.data.get('@appkit-wallet/active_caip_network_id')!)).toBe('eip155:1');

    const again = createKit(baseOptions({ storage: backend, plugins: [walletsPlugin([w])] }));
    await again.ready;
    expect(again.getState().chains.eip155?.account.address).toBe(ADDRESS);
    expect(again.getState().chains.eip155?.account.status).toBe('connected');
    await again.destroy();
  });

  it('garbage under every SPEC key never breaks createKit and leaves a sane, disconnected state', async () => {
    const garbage: Record<string, string> = {
      [key(StorageKeys.connectedConnectorIds)]: '{not json',
      [key(StorageKeys.activeCaipNetworkId)]: '42',
      [key(StorageKeys.activeNamespace)]: 'eip155',
      [key(StorageKeys.connectedNamespaces)]: '"eip155"',
      [key(StorageKeys.connectionStatus)]: '{"x":',
      [key(StorageKeys.recentWallets)]: '{"0":"io.metamask"}',
      [key(StorageKeys.disconnectedConnectorIds)]: 'null',
      [key(StorageKeys.connections)]: '[[[',
      [key(StorageKeys.preferredAccountTypes)]: '7',
      [key(StorageKeys.smartAccountEnabledNetworks)]: 'true',
      [key(StorageKeys.siwxAuthToken)]: 'undefined',
      [key(StorageKeys.balanceCache)]: '{"a":{"expiresAt":"soon"}}',
      [key(StorageKeys.portfolioCache)]: '"\\ud800"',
      [key(StorageKeys.lastEmailLoginTime)]: 'NaN',
    };
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage: memoryBackend(garbage), plugins: [walletsPlugin([w])] }));
    await kit.ready;
    const s = kit.getState();
    expect(s.activeNamespace).toBe('eip155');
    expect(s.chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(s.chains.eip155?.account.status).toBe('disconnected');
    expect(s.chains.eip155?.account.address).toBeUndefined();
    expect(w.calls.filter((c) => c.method === 'reconnect')).toHaveLength(0);
    // …and the kit still works.
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it('a stored network id that is a string but not configured falls back to the default network', async () => {
    const kit = createKit(baseOptions({ storage: memoryBackend({ [key(StorageKeys.activeCaipNetworkId)]: '"eip155:999"' }) }));
    await kit.ready;
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    await kit.destroy();
  });

  it('a stored network id that is configured is used at start', async () => {
    const kit = createKit(baseOptions({ storage: memoryBackend({ [key(StorageKeys.activeCaipNetworkId)]: '"eip155:8453"' }) }));
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    await kit.destroy();
  });

  it('a storage that throws on every call (Safari private mode) still lets the visitor connect and disconnect', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage: throwingBackend(), plugins: [walletsPlugin([w])] }));
    await kit.ready;
    const account = await kit.connect('dev.wallet');
    expect(account.address).toBe(ADDRESS);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.disconnect();
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});
