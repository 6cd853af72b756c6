import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork, NamespaceTools } from '@latchkey/kernel';
import { createBalanceReader } from './balance';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const net = (over: Partial<CaipNetwork> = {}): CaipNetwork => ({
  id: 1,
  name: 'Ethereum',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.example'] } },
  ...over,
});

function reader(answer: unknown = '0x112210f4768db400' /* 1.23456 ETH */) {
  const requests: unknown[] = [];
  const data = new Map<string, unknown>();
  const ctx = {
    rpc: () => ({ request: async (req: unknown) => (requests.push(req), answer) }),
    storage: { get: (k: string) => data.get(k), set: (k: string, v: unknown) => void data.set(k, JSON.parse(JSON.stringify(v))), remove: (k: string) => void data.delete(k), persistent: false },
    networks: () => [net(), net({ id: 10, caipNetworkId: 'eip155:10' })],
  } as unknown as NamespaceTools;
  return { balances: createBalanceReader(ctx), requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('native balance', () => {
  it('reads eth_getBalance through the kit RPC and floors to 3 decimals with the network symbol', async () => {
    const { balances, requests } = reader();
    expect(await balances.get(ADDRESS, net())).toEqual({ balance: '1.234', symbol: 'ETH' });
    expect(requests).toEqual([{ method: 'eth_getBalance', params: [ADDRESS, 'latest'] }]);
  });

  it('caches 30 s per address and network, and forgets after a send', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { balances, requests } = reader();
    await balances.get(ADDRESS, net());
    await balances.get(ADDRESS.toLowerCase(), net());
    expect(requests).toHaveLength(1);
    await balances.get(ADDRESS, net({ id: 10, caipNetworkId: 'eip155:10' }));
    expect(requests).toHaveLength(2);
    vi.advanceTimersByTime(30_001);
    await balances.get(ADDRESS, net());
    expect(requests).toHaveLength(3);
    balances.forget(ADDRESS);
    await balances.get(ADDRESS, net());
    expect(requests).toHaveLength(4);
  });

  it('is not shown on a testnet, unless the testnet is a local node', async () => {
    const { balances, requests } = reader();
    expect(await balances.get(ADDRESS, net({ testnet: true, id: 11155111, caipNetworkId: 'eip155:11155111' }))).toBeUndefined();
    expect(requests).toEqual([]);
    expect(await balances.get(ADDRESS, net({ testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }))).toEqual({ balance: '1.234', symbol: 'ETH' });
  });

  it('is not shown on a network the kit does not support (the wallet wandered off)', async () => {
    const { balances, requests } = reader();
    expect(await balances.get(ADDRESS, net({ id: 56, caipNetworkId: 'eip155:56' }))).toBeUndefined();
    expect(await balances.get(ADDRESS, net({ id: 999, caipNetworkId: 'eip155:999', name: 'Unknown Network', rpcUrls: { default: { http: [] } } }))).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('shows nothing for an answer that is not a hex quantity', async () => {
    expect(await reader({ evil: true }).balances.get(ADDRESS, net())).toBeUndefined();
    expect(await reader('12').balances.get(ADDRESS, net())).toBeUndefined();
  });
});
