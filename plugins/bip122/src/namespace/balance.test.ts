import { createMemoryStorage, type NamespaceTools } from '@latchkey/kernel';
import { describe, expect, it, vi } from 'vitest';
import { bitcoin, bitcoinTestnet } from '../networks';
import { esploraBalanceReader, satsOfEsploraAddress } from './balance';

const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const stats = (funded: number, spent: number, mempoolFunded = 0, mempoolSpent = 0) => ({
  address: ADDRESS,
  chain_stats: { funded_txo_count: 2, funded_txo_sum: funded, spent_txo_count: 1, spent_txo_sum: spent, tx_count: 3 },
  mempool_stats: { funded_txo_count: 0, funded_txo_sum: mempoolFunded, spent_txo_count: 0, spent_txo_sum: mempoolSpent, tx_count: 0 },
});

const storageOf = () => {
  const backing = createMemoryStorage();
  return {
    get: <T>(key: string, guard?: (v: unknown) => v is T) => {
      const raw = backing.getItem(key);
      if (raw === null) return undefined;
      const value = JSON.parse(raw) as unknown;
      return guard && !guard(value) ? undefined : (value as T);
    },
    set: (key: string, value: unknown) => backing.setItem(key, JSON.stringify(value)),
    remove: (key: string) => backing.removeItem(key),
    persistent: false,
  };
};
const toolsWith = (networks = [bitcoin, bitcoinTestnet]): NamespaceTools => ({ rpc: () => ({}) as never, storage: storageOf(), networks: () => networks, signal: new AbortController().signal, request: () => Promise.reject(new Error('no wallet in this test')) });

describe('the Esplora balance reader', () => {
  it('sums confirmed and mempool sats, shows BTC floored to 3 decimals, caches 30 s', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(stats(250_000_000, 100_000, 123_456, 0)), { status: 200 }));
    const read = esploraBalanceReader({ urls: { [bitcoin.caipNetworkId]: 'https://esplora.example/api/' }, fetch });
    const tools = toolsWith();
    expect(await read({ address: ADDRESS, network: bitcoin }, tools)).toEqual({ balance: '2.5', symbol: 'BTC' });
    expect(fetch).toHaveBeenCalledWith(`https://esplora.example/api/address/${ADDRESS}`, expect.objectContaining({ signal: tools.signal }));
    expect(await read({ address: ADDRESS, network: bitcoin }, tools)).toEqual({ balance: '2.5', symbol: 'BTC' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing on testnet, without a URL, on an unconfigured network or for another network’s address', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(stats(1, 0))));
    const read = esploraBalanceReader({ urls: { [bitcoin.caipNetworkId]: 'https://e.example/api', [bitcoinTestnet.caipNetworkId]: 'https://e.example/testnet/api' }, fetch });
    expect(await read({ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', network: bitcoinTestnet }, toolsWith())).toBeUndefined();
    expect(await read({ address: ADDRESS, network: bitcoin }, toolsWith([bitcoinTestnet]))).toBeUndefined();
    expect(await read({ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', network: bitcoin }, toolsWith())).toBeUndefined();
    expect(await esploraBalanceReader({ urls: {}, fetch })({ address: ADDRESS, network: bitcoin }, toolsWith())).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fails with 'HTTP status code N' (the kit then shows Token Balance Unavailable) and drops replies that are not balances", async () => {
    const failing = esploraBalanceReader({ urls: { [bitcoin.caipNetworkId]: 'https://e.example/api' }, fetch: async () => new Response('busy', { status: 503 }) });
    await expect(failing({ address: ADDRESS, network: bitcoin }, toolsWith())).rejects.toMatchObject({ shortMessage: 'HTTP status code 503' });
    expect(satsOfEsploraAddress({ chain_stats: { funded_txo_sum: '5', spent_txo_sum: 0 } })).toBeUndefined();
    expect(satsOfEsploraAddress({ chain_stats: { funded_txo_sum: 5, spent_txo_sum: 9 } })).toBeUndefined();
    expect(satsOfEsploraAddress(null)).toBeUndefined();
    expect(satsOfEsploraAddress({ chain_stats: { funded_txo_sum: 5, spent_txo_sum: 1 } })).toBe(4n);
  });
});
