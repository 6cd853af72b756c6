import { isKitError } from '@latchkey/kernel';
import { describe, expect, it } from 'vitest';
import { cosmosAddressError, prefixMap } from './address';
import { cosmosAddressExplorerUrl, cosmosNamespace } from './namespace/adapter';
import { cosmosChainReference, cosmosHub, cosmosNetwork, osmosis, osmosisTestnet, referenceOfChainId, walletChainIdOf } from './networks';
import { caipVectors } from './test/vectors';

const caip = caipVectors();
const cosmosOnly = <T extends { value: string }>(list: T[]) => list.filter((v) => v.value.startsWith('cosmos:'));

describe('cosmos chain references (CAIP-2, shared vectors)', () => {
  it('accepts every valid cosmos CAIP-2 id and finds its reference', () => {
    const valid = cosmosOnly(caip.caip2.valid);
    expect(valid.length).toBe(12);
    for (const v of valid) expect(cosmosChainReference(v.value), v.value).toBe(v.value.slice('cosmos:'.length));
  });

  it('refuses the invalid ones and the namespace-flagged `hashed-` forms', () => {
    const bad = [...cosmosOnly(caip.caip2.invalid), ...cosmosOnly(caip.caip2.syntax_valid_namespace_flagged)];
    expect(bad.length).toBe(5);
    for (const v of bad) expect(cosmosChainReference(v.value), v.value).toBeUndefined();
    expect(cosmosChainReference('eip155:1')).toBeUndefined();
  });

  it('hashes chain ids the profile cannot use directly, as the vectors say', () => {
    const hashed = caip.caip2.valid.filter((v) => v.hashed_from_chain_id !== undefined);
    expect(hashed.length).toBe(5);
    for (const v of hashed) {
      expect(referenceOfChainId(v.hashed_from_chain_id!), JSON.stringify(v.hashed_from_chain_id)).toBe(v.value.slice('cosmos:'.length));
      expect(cosmosChainReference(v.hashed_from_chain_id!)).toBe(v.value.slice('cosmos:'.length));
    }
    expect(referenceOfChainId('cosmoshub-4')).toBe('cosmoshub-4');
  });

  it('exports Cosmos Hub, Osmosis and the Osmosis testnet, whose wallet chain ids are their references', () => {
    expect([cosmosHub, osmosis, osmosisTestnet].map((n) => [n.caipNetworkId, walletChainIdOf(n), n.nativeCurrency.symbol, n.testnet])).toEqual([
      ['cosmos:cosmoshub-4', 'cosmoshub-4', 'ATOM', false],
      ['cosmos:osmosis-1', 'osmosis-1', 'OSMO', false],
      ['cosmos:osmo-test-5', 'osmo-test-5', 'OSMO', true],
    ]);
    expect(Object.isFrozen(cosmosHub.rpcUrls.default.http)).toBe(true);
  });

  it('builds a custom network, hashing a long chain id while the wallet still gets the chain id', () => {
    const long = cosmosNetwork({ chainId: '123456789012345678901234567890123456789012345678', name: 'Long', nativeCurrency: { name: 'L', symbol: 'L', decimals: 6 }, rpcUrl: 'http://127.0.0.1:26657', restUrl: 'http://127.0.0.1:1317' });
    expect(long.caipNetworkId).toBe('cosmos:hashed-0204c92a0388779d');
    expect(walletChainIdOf(long)).toBe('123456789012345678901234567890123456789012345678');
    expect(long.rpcUrls.rest?.http).toEqual(['http://127.0.0.1:1317']);
    let error: unknown;
    try {
      cosmosNetwork({ chainId: 'x-1', name: 'X', nativeCurrency: { name: 'X', symbol: 'X', decimals: 6 }, rpcUrl: 'javascript:alert(1)' });
    } catch (e) {
      error = e;
    }
    expect(isKitError(error, 'CONFIG_ERROR')).toBe(true);
  });
});

describe('cosmos addresses per network', () => {
  const prefixes = prefixMap({ 'juno-1': 'juno' });

  it("takes the kernel's bech32 check, then the network's prefix", () => {
    expect(cosmosAddressError('cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9', 'cosmos:cosmoshub-4', prefixes)).toBeUndefined();
    expect(cosmosAddressError('osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh', 'cosmos:cosmoshub-4', prefixes)).toBe('Expected a cosmos1… address');
    expect(cosmosAddressError('osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh', 'cosmos:osmo-test-5', prefixes)).toBeUndefined();
    expect(cosmosAddressError('osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh', 'cosmos:juno-1', prefixes)).toBe('Expected a juno1… address');
    // A chain whose prefix nobody said: any valid bech32 account address.
    expect(cosmosAddressError('osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh', 'cosmos:stargaze-1', prefixes)).toBeUndefined();
    expect(cosmosAddressError('osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxx', undefined, prefixes)).toBe('Invalid bech32 address');
    expect(cosmosAddressError('OSMO1RK49CCF90N48NTFXPZWU884M606STUN0H39CXH', undefined, prefixes)).toBe('Expected lowercase bech32');
    expect(cosmosAddressError('cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9', 'eip155:1', prefixes)).toBe('Expected a network of namespace cosmos');
    expect(cosmosAddressError('cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9', 'cosmos:constructor', prefixes)).toBeUndefined();
    expect(cosmosNamespace.addressError(42)).toEqual(expect.any(String));
  });

  it('accepts the CAIP-10 cosmos account example', () => {
    const accounts = cosmosOnly(caip.caip10.valid);
    expect(accounts.length).toBe(1);
    for (const { value } of accounts) {
      const [ns, reference, address] = value.split(':');
      expect(cosmosChainReference(`${ns}:${reference}`)).toBe(reference);
      expect(cosmosNamespace.addressError(address, `${ns}:${reference}` as `cosmos:${string}`)).toBeUndefined();
    }
  });

  it('refuses malformed prefix options at once', () => {
    const bads: Array<Record<string, string>> = [{ 'eip155:1': 'x' }, { 'juno-1': 'Juno' }, { 'juno-1': '' }];
    for (const bad of bads) {
      let error: unknown;
      try {
        prefixMap(bad);
      } catch (e) {
        error = e;
      }
      expect(isKitError(error, 'CONFIG_ERROR'), JSON.stringify(bad)).toBe(true);
    }
  });

  it('links Mintscan pages only for addresses of the network', () => {
    expect(cosmosAddressExplorerUrl(cosmosHub, 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9')).toBe('https://www.mintscan.io/cosmos/address/cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9');
    expect(cosmosAddressExplorerUrl(osmosisTestnet, 'osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh')).toBe('https://www.mintscan.io/osmosis-testnet/address/osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh');
    expect(cosmosAddressExplorerUrl(cosmosHub, 'osmo1rk49ccf90n48ntfxpzwu884m606stun0h39cxh')).toBeUndefined();
    expect(cosmosAddressExplorerUrl({ ...cosmosHub, blockExplorers: undefined }, 'cosmos1rk49ccf90n48ntfxpzwu884m606stun0l2kgs9')).toBeUndefined();
  });
});
