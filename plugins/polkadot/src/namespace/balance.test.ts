import { isKitError, type CaipNetwork, type JsonRpcClient, type NamespaceTools } from '@latchkey/kernel';
import { KUSAMA_GENESIS_HASH, POLKADOT_GENESIS_HASH, startSubstrateRpc, systemAccountKey, WESTEND_GENESIS_HASH, type SubstrateRpc } from '@latchkey/test-harness/polkadot/index';
import { TypeRegistry } from '@polkadot/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polkadotLocalnet, polkadotMainnet, westend } from '../networks';
import { ALICE, memoryKitStorage } from '../test/kit';
import { freeBalanceOf } from './accountInfo';
import { readPolkadotBalance, systemAccountStorageKey } from './balance';

describe('AccountInfo decoding', () => {
  it('reads data.free of the current layout, as @polkadot/types encodes it', () => {
    const registry = new TypeRegistry();
    const info = registry.createType('AccountInfo', { nonce: 7, consumers: 1, providers: 1, sufficients: 0, data: { free: 123_456_789_012_345_678n, reserved: 5n, miscFrozen: 6n, feeFrozen: 7n } });
    expect(info.toU8a().length).toBe(80);
    expect(freeBalanceOf(info.toHex())).toBe(123_456_789_012_345_678n);
    const max = registry.createType('AccountInfo', { data: { free: (1n << 128n) - 1n } });
    expect(freeBalanceOf(max.toHex())).toBe((1n << 128n) - 1n);
  });

  it('an absent account (null) holds 0; anything else is no balance at all', () => {
    expect(freeBalanceOf(null)).toBe(0n);
    for (const bad of [undefined, '0x', '0x1234', `0x${'00'.repeat(76)}`, `0x${'00'.repeat(81)}`, 'not hex', 42]) expect(freeBalanceOf(bad)).toBeUndefined();
  });

  it('keys System.Account as a node does', () => {
    expect(systemAccountStorageKey(ALICE.polkadot)).toBe(systemAccountKey(ALICE.generic));
    expect(systemAccountStorageKey(ALICE.kusama)).toBe('0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d');
  });
});

describe('reading a balance through the RPC', () => {
  let rpc: SubstrateRpc;
  let kusamaRpc: SubstrateRpc;
  beforeAll(async () => {
    [rpc, kusamaRpc] = await Promise.all([
      startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot' }),
      startSubstrateRpc({ genesisHash: KUSAMA_GENESIS_HASH, chain: 'Kusama' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([rpc?.stop(), kusamaRpc?.stop()]);
  });

  /** A JSON-RPC client over fetch, standing in for the kit's. */
  const client = (url: string): JsonRpcClient => ({
    async request<T>({ method, params }: { method: string; params?: unknown }) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
      const body = (await response.json()) as { result?: T; error?: { message: string } };
      if (body.error) throw new Error(body.error.message);
      return body.result as T;
    },
  });
  const on = (url: string, base: CaipNetwork = polkadotMainnet): CaipNetwork => ({ ...base, rpcUrls: { default: { http: [url] } } });
  const toolsFor = (networks: CaipNetwork[]): NamespaceTools => ({ rpc: (n) => client(n.rpcUrls.default.http[0]!), storage: memoryKitStorage(), networks: () => networks, signal: new AbortController().signal, request: () => Promise.reject(new Error('no wallet in this test')) });

  it('is System.Account data.free in DOT, floored to 3 decimals (SPEC §9), the same for any prefix, cached 30 s', async () => {
    const network = on(rpc.url);
    const tools = toolsFor([network]);
    rpc.setBalance(ALICE.generic, 12_345_678_901n); // 1.2345678901 DOT
    expect(await readPolkadotBalance({ address: ALICE.polkadot, network }, tools)).toEqual({ balance: '1.234', symbol: 'DOT' });
    rpc.setBalance(ALICE.generic, 99n * 10n ** 10n);
    // Cached: the same account under another prefix reads the cache too.
    expect(await readPolkadotBalance({ address: ALICE.generic, network }, tools)).toEqual({ balance: '1.234', symbol: 'DOT' });
    expect(await readPolkadotBalance({ address: ALICE.polkadot, network }, toolsFor([network]))).toEqual({ balance: '99', symbol: 'DOT' });
    rpc.removeAccount(ALICE.generic);
    expect(await readPolkadotBalance({ address: ALICE.polkadot, network }, toolsFor([network]))).toEqual({ balance: '0', symbol: 'DOT' });
  });

  it('asks block 0 once: an RPC that serves another chain gives no balance but an error', async () => {
    const tools = toolsFor([on(kusamaRpc.url)]);
    const before = kusamaRpc.requests().length;
    const error = await readPolkadotBalance({ address: ALICE.polkadot, network: on(kusamaRpc.url) }, tools).catch((e: unknown) => e);
    expect(isKitError(error, 'NETWORK_ERROR')).toBe(true);
    expect((error as Error).message).toContain('The RPC serves another chain');
    expect(kusamaRpc.requests().slice(before).map((r) => r.method)).toEqual(['chain_getBlockHash']);

    const good = toolsFor([on(rpc.url)]);
    const calls = () => rpc.requests().filter((r) => r.method === 'chain_getBlockHash').length;
    const checks = calls();
    await readPolkadotBalance({ address: ALICE.polkadot, network: on(rpc.url) }, good);
    good.storage.remove('balance_cache');
    await readPolkadotBalance({ address: ALICE.polkadot, network: on(rpc.url) }, good);
    expect(calls() - checks).toBe(1);
  });

  it('is not shown on networks the dapp did not configure, on public testnets, or for what is not an SS58 address', async () => {
    const network = on(rpc.url);
    expect(await readPolkadotBalance({ address: ALICE.polkadot, network }, toolsFor([]))).toBeUndefined();
    const testnet = on(rpc.url, westend);
    expect(await readPolkadotBalance({ address: ALICE.generic, network: { ...testnet, rpcUrls: { default: { http: ['https://westend-rpc.polkadot.io'] } } } }, toolsFor([westend]))).toBeUndefined();
    expect(await readPolkadotBalance({ address: '0x1234', network }, toolsFor([network]))).toBeUndefined();
    expect(await readPolkadotBalance({ address: ALICE.generic, network: { ...network, chainNamespace: 'eip155' } }, toolsFor([network]))).toBeUndefined();
  });

  it('is shown on a local dev chain (a testnet on loopback)', async () => {
    const dev = await startSubstrateRpc({ genesisHash: WESTEND_GENESIS_HASH.replace('e1', 'e2') });
    try {
      const local = polkadotLocalnet(dev.url, { genesisHash: dev.genesisHash });
      dev.setBalance(ALICE.generic, 1_500_000_000_000n);
      expect(await readPolkadotBalance({ address: ALICE.generic, network: local }, toolsFor([local]))).toEqual({ balance: '1.5', symbol: 'UNIT' });
    } finally {
      await dev.stop();
    }
  });
});
