import type { KitStorage, NamespaceTools } from '@latchkey/kernel';
import { describe, expect, it, vi } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from '../networks';
import { ALICE } from '../test/transactions';
import { balanceCache, balanceCacheKey, readSolanaBalance } from './balance';

function memoryStorage(): KitStorage {
  const data = new Map<string, unknown>();
  return {
    get: <T>(key: string, guard?: (v: unknown) => v is T): T | undefined => {
      const v = data.get(key);
      return v === undefined || (guard && !guard(v)) ? undefined : (structuredClone(v) as T);
    },
    set: (key, value) => void data.set(key, structuredClone(value)),
    remove: (key) => void data.delete(key),
    persistent: false,
  };
}

function tools(reply: unknown, networks = [solanaMainnet, solanaDevnet]) {
  const request = vi.fn(async () => reply);
  const t: NamespaceTools = { rpc: () => ({ request }) as never, storage: memoryStorage(), networks: () => networks, signal: new AbortController().signal, request: () => Promise.reject(new Error('no wallet in this test')) };
  return { t, request };
}

describe('readSolanaBalance', () => {
  it('reads getBalance through the kit RPC and floors to 3 decimals', async () => {
    const { t, request } = tools({ context: { slot: 1 }, value: 1_234_567_891 });
    expect(await readSolanaBalance({ address: ALICE, network: solanaMainnet }, t)).toEqual({ balance: '1.234', symbol: 'SOL' });
    expect(request).toHaveBeenCalledWith({ method: 'getBalance', params: [ALICE, { commitment: 'confirmed' }] });
  });

  it('caches 30 s per network and address, and forgets on request', async () => {
    const { t, request } = tools({ context: { slot: 1 }, value: 5_000_000_000 });
    await readSolanaBalance({ address: ALICE, network: solanaMainnet }, t);
    expect(await readSolanaBalance({ address: ALICE, network: solanaMainnet }, t)).toEqual({ balance: '5', symbol: 'SOL' });
    expect(request).toHaveBeenCalledTimes(1);
    balanceCache(t.storage).delete(balanceCacheKey(solanaMainnet.caipNetworkId, ALICE));
    await readSolanaBalance({ address: ALICE, network: solanaMainnet }, t);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('shows nothing on testnets, but does on a local validator', async () => {
    const local = solanaLocalnet('http://127.0.0.1:8899');
    const { t, request } = tools({ context: { slot: 1 }, value: 100 }, [solanaMainnet, solanaDevnet, local]);
    expect(await readSolanaBalance({ address: ALICE, network: solanaDevnet }, t)).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
    expect(await readSolanaBalance({ address: ALICE, network: local }, t)).toEqual({ balance: '0', symbol: 'SOL' });
  });

  it('shows nothing on networks the dapp did not configure, for bad addresses or bad replies', async () => {
    const { t, request } = tools({ context: { slot: 1 }, value: -1 }, [solanaMainnet]);
    expect(await readSolanaBalance({ address: ALICE, network: solanaLocalnet('http://127.0.0.1:8899') }, t)).toBeUndefined();
    expect(await readSolanaBalance({ address: '0xabc', network: solanaMainnet }, t)).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
    expect(await readSolanaBalance({ address: ALICE, network: solanaMainnet }, t)).toBeUndefined();
  });

  it('lets RPC failures through, for the kernel to raise Token Balance Unavailable', async () => {
    const t: NamespaceTools = { ...tools(null).t, rpc: () => ({ request: async () => Promise.reject(new Error('HTTP status code 500')) }) };
    await expect(readSolanaBalance({ address: ALICE, network: solanaMainnet }, t)).rejects.toThrow('HTTP status code 500');
  });
});
