import { describe, expect, it } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet, SOLANA_REFERENCES } from '../networks';
import { loadVectors } from '../test/vectors';
import { SOLANA_SAFE_METHODS, SOLANA_UNSAFE_METHODS, solanaNamespace } from './adapter';

interface AddressVectors {
  valid: Array<{ address: string; decoded_hex: string }>;
  invalid: Array<{ input: string; reason: string }>;
  derivations: Array<{ expected: string }>;
}
interface CaipVectors {
  caip2: { valid: Array<{ value: string }>; invalid: Array<{ value: string }> };
  caip10: { valid: Array<{ value: string }> };
}

const addresses = loadVectors<AddressVectors>('solana/solana_address_vectors.json');
const caip = loadVectors<CaipVectors>('caip/caip2_caip10_vectors.json');

describe('solanaNamespace', () => {
  it('serves solana with the eoa account kind (SPEC §6)', () => {
    expect(solanaNamespace.namespace).toBe('solana');
    expect(solanaNamespace.accountTypes).toEqual(['eoa']);
  });

  it.each(addresses.valid.map((v) => [v.address] as const))('accepts the address %s', (address) => {
    expect(solanaNamespace.addressError(address)).toBeUndefined();
  });

  it.each(addresses.invalid.map((v) => [v.input, v.reason] as const))('refuses %s (%s)', (input) => {
    expect(solanaNamespace.addressError(input)).toEqual(expect.any(String));
  });

  it('accepts derived (off-curve) addresses and the CAIP-10 spec accounts', () => {
    for (const d of addresses.derivations) expect(solanaNamespace.addressError(d.expected)).toBeUndefined();
    const solanaAccounts = caip.caip10.valid.filter((v) => v.value.startsWith('solana:'));
    expect(solanaAccounts.length).toBeGreaterThan(0);
    for (const v of solanaAccounts) expect(solanaNamespace.addressError(v.value.split(':')[2])).toBeUndefined();
  });

  it('refuses non-strings and EVM addresses', () => {
    for (const bad of [undefined, null, 42, {}, '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb']) expect(solanaNamespace.addressError(bad)).toEqual(expect.any(String));
  });

  it('parses every CAIP-2 Solana id of the spec, cluster names and full genesis hashes', () => {
    const solanaIds = caip.caip2.valid.filter((v) => v.value.startsWith('solana:'));
    expect(solanaIds.map((v) => v.value)).toEqual([solanaMainnet.caipNetworkId, solanaDevnet.caipNetworkId, solanaTestnet.caipNetworkId]);
    for (const { value } of solanaIds) expect(solanaNamespace.chainReference(value)).toBe(value.split(':')[1]);
    expect(solanaNamespace.chainReference('solana:mainnet')).toBe(SOLANA_REFERENCES.mainnet);
    expect(solanaNamespace.chainReference('solana:devnet')).toBe(SOLANA_REFERENCES.devnet);
    expect(solanaNamespace.chainReference('testnet')).toBe(SOLANA_REFERENCES.testnet);
    expect(solanaNamespace.chainReference('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')).toBe(SOLANA_REFERENCES.mainnet);
    expect(solanaNamespace.chainReference(SOLANA_REFERENCES.devnet)).toBe(SOLANA_REFERENCES.devnet);
    expect(solanaNamespace.chainReference('solana:localnet')).toBe('localnet');
  });

  it('has no reference for numbers, other namespaces or malformed ids', () => {
    for (const bad of [1, 'eip155:1', 'solana:a:b', 'solana:', 'solana:not valid!']) expect(solanaNamespace.chainReference(bad)).toBeUndefined();
  });

  it('lists the four signing methods as unsafe and only reads as safe', () => {
    expect(solanaNamespace.methods.unsafe).toEqual(SOLANA_UNSAFE_METHODS);
    expect([...solanaNamespace.methods.unsafe].sort()).toEqual(['solana_signAllTransactions', 'solana_signAndSendTransaction', 'solana_signMessage', 'solana_signTransaction']);
    expect(solanaNamespace.methods.safe).toEqual(SOLANA_SAFE_METHODS);
    for (const m of ['getBalance', 'getLatestBlockhash', 'getAccountInfo', 'getSignatureStatuses']) expect(solanaNamespace.methods.safe).toContain(m);
    for (const m of ['sendTransaction', 'requestAirdrop']) expect(solanaNamespace.methods.safe).not.toContain(m);
    expect(solanaNamespace.methods.safe.filter((m) => (solanaNamespace.methods.unsafe as readonly string[]).includes(m))).toEqual([]);
  });

  it('links addresses to the explorer with the cluster', () => {
    const address = addresses.valid[1]!.address;
    expect(solanaNamespace.addressExplorerUrl?.(solanaMainnet, address)).toBe(`https://explorer.solana.com/address/${address}`);
    expect(solanaNamespace.addressExplorerUrl?.(solanaDevnet, address)).toBe(`https://explorer.solana.com/address/${address}?cluster=devnet`);
    expect(solanaNamespace.addressExplorerUrl?.(solanaTestnet, address)).toBe(`https://explorer.solana.com/address/${address}?cluster=testnet`);
    expect(solanaNamespace.addressExplorerUrl?.(solanaLocalnet('http://127.0.0.1:8899'), address)).toBe(
      `https://explorer.solana.com/address/${address}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    );
    expect(solanaNamespace.addressExplorerUrl?.(solanaMainnet, 'not-an-address')).toBeUndefined();
    expect(solanaNamespace.addressExplorerUrl?.({ ...solanaMainnet, blockExplorers: undefined }, address)).toBeUndefined();
  });
});

describe('networks', () => {
  it('are the SPEC §3 clusters: SOL with 9 decimals, devnet and testnet marked testnet', () => {
    for (const n of [solanaMainnet, solanaDevnet, solanaTestnet]) {
      expect(n.chainNamespace).toBe('solana');
      expect(n.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 });
      expect(n.caipNetworkId).toBe(`solana:${n.id}`);
      expect(Object.isFrozen(n.rpcUrls.default.http)).toBe(true);
    }
    expect([solanaMainnet.testnet, solanaDevnet.testnet, solanaTestnet.testnet]).toEqual([false, true, true]);
  });

  it('make a local validator from its RPC URL, with its genesis hash when known', () => {
    expect(solanaLocalnet('http://127.0.0.1:8899')).toMatchObject({ caipNetworkId: 'solana:localnet', testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } });
    expect(solanaLocalnet('http://127.0.0.1:8899', { genesisHash: 'AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZxtA3jyyEkZwQ' }).caipNetworkId).toBe('solana:AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZ');
    expect(() => solanaLocalnet('ftp://x')).toThrow('http(s) RPC URL');
    expect(() => solanaLocalnet('nope')).toThrow('http(s) RPC URL');
    expect(() => solanaLocalnet('http://127.0.0.1:8899', { genesisHash: '0x00' })).toThrow('base58');
  });
});
