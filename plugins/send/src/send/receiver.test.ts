import { describe, expect, it } from 'vitest';
import { HttpError, type CaipNetwork, type HttpClient, type KitStorage } from '@latchkey/kernel';
import { eip155Namespace } from '@latchkey/eip155';
import { solanaNamespace } from '@latchkey/solana';
import { NameNotFoundError } from '../errors';
import { coinTypesFor, isReceiverAddress, looksLikeName, resolveName } from './receiver';

const net = (id: number): CaipNetwork => ({ id, name: `Chain ${id}`, caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } });
const solana: CaipNetwork = { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', name: 'Solana', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: [] } } };
/** The kit's address rules: the EVM and Solana plugins' own. */
const rules = { namespace: (ns: string) => ({ eip155: eip155Namespace, solana: solanaNamespace })[ns] };
const ADA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ON_BASE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** A blockchain API stand-in answering name lookups from `records` (a number: that HTTP status). */
function api(records: Record<string, unknown>) {
  const calls: string[] = [];
  const client = {
    async get(path: string) {
      calls.push(path);
      const name = decodeURIComponent(path.split('/').pop()!);
      const record = records[name];
      if (record === undefined) throw new HttpError('HTTP status code 404', { data: { status: 404 } });
      if (typeof record === 'number') throw new HttpError(`HTTP status code ${record}`, { data: { status: record } });
      return record;
    },
    post: async () => undefined,
    url: (p: string) => p,
  } as unknown as HttpClient;
  return { client, calls };
}

/** The plugin's storage, in memory. */
function memory(): KitStorage {
  const map = new Map<string, unknown>();
  return { persistent: false, get: (k) => structuredClone(map.get(k)) as never, set: (k, v) => void map.set(k, structuredClone(v)), remove: (k) => void map.delete(k) };
}

describe('receivers', () => {
  it('an address is checked for the network’s namespace (the chain plugin’s rule, through the kernel’s isAddress)', () => {
    expect(isReceiverAddress(rules, net(1), ADA)).toBe(true);
    expect(isReceiverAddress(rules, net(1), ADA.toLowerCase())).toBe(true);
    expect(isReceiverAddress(rules, net(1), '0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe(false); // bad checksum
    expect(isReceiverAddress(rules, net(1), 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b')).toBe(false);
    expect(isReceiverAddress(rules, solana, 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b')).toBe(true);
    expect(isReceiverAddress(rules, solana, ADA)).toBe(false);
  });

  it('only input with a dot that is not hex is looked up as a name (where the namespace takes names)', () => {
    expect(looksLikeName('ada.reown.id')).toBe(true);
    expect(looksLikeName('vitalik.eth')).toBe(true);
    expect(looksLikeName('ada')).toBe(false);
    expect(looksLikeName('0x12.34')).toBe(false);
  });

  it('coin types: ENSIP-11 for a chain id below 2^31, then 60; mainnet is 60', () => {
    expect(coinTypesFor(net(1))).toEqual(['60']);
    expect(coinTypesFor(net(8453))).toEqual([String(0x80000000 + 8453), '60']);
    expect(coinTypesFor(net(31337))).toEqual(['2147514985', '60']);
    expect(coinTypesFor(net(2 ** 31))).toEqual(['60']);
  });
});

describe('resolveName', () => {
  const record = {
    name: 'ada.reown.id',
    addresses: { '60': { address: ADA }, [String(0x80000000 + 8453)]: { address: ON_BASE } },
    attributes: { avatar: 'https://img.example/ada.png', bio: 'hi' },
  };

  it('picks the address for the network and keeps a safe avatar; the answer is cached 5 minutes', async () => {
    const { client, calls } = api({ 'ada.reown.id': record });
    const storage = memory();
    expect(await resolveName({ blockchainApi: client, storage, rules }, 'Ada.Reown.Id', net(1))).toEqual({ name: 'ada.reown.id', address: ADA, avatar: 'https://img.example/ada.png' });
    expect(await resolveName({ blockchainApi: client, storage, rules }, 'ada.reown.id', net(8453))).toMatchObject({ address: ON_BASE });
    expect(await resolveName({ blockchainApi: client, storage, rules }, 'ada.reown.id', net(1))).toMatchObject({ address: ADA });
    expect(calls).toEqual(['/v1/profile/account/ada.reown.id', '/v1/profile/account/ada.reown.id']);
  });

  it('an avatar that is not a safe image is dropped; a chain without an address falls back to 60', async () => {
    const { client } = api({ 'bob.reown.id': { name: 'bob.reown.id', addresses: { '60': { address: ADA } }, attributes: { avatar: 'javascript:alert(1)' } } });
    const storage = memory();
    expect(await resolveName({ blockchainApi: client, storage, rules }, 'bob.reown.id', net(10))).toEqual({ name: 'bob.reown.id', address: ADA, avatar: undefined });
  });

  it('not registered (404) or no usable address: NameNotFoundError; anything else: "Error resolving name"', async () => {
    const { client } = api({ 'odd.reown.id': { name: 'odd.reown.id', addresses: { '60': { address: 'not-an-address' } } }, 'down.reown.id': 503 });
    const storage = memory();
    await expect(resolveName({ blockchainApi: client, storage, rules }, 'nobody.reown.id', net(1))).rejects.toBeInstanceOf(NameNotFoundError);
    await expect(resolveName({ blockchainApi: client, storage, rules }, 'odd.reown.id', net(1))).rejects.toBeInstanceOf(NameNotFoundError);
    const error = await resolveName({ blockchainApi: client, storage, rules }, 'down.reown.id', net(1)).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(NameNotFoundError);
    expect((error as Error).message).toMatch(/^Error resolving name/);
  });
});
