import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getAddressError, isAddress } from '@latchkey/kernel';
import { getBip122AddressError } from '../address';
import { describe, expect, it } from 'vitest';
import { bitcoin, bitcoinTestnet, bip122ChainReference, networkKindOf } from '../networks';
import { checkTransfer } from '../params';
import { bip122AddressExplorerUrl, bip122Namespace } from './adapter';
import { describeBip122Request } from './describe';
import { formatBip122SignInMessage } from './siwx';

interface Entry {
  string: string;
  hrp?: string;
  reason?: string;
}
interface Vectors {
  segwit_address: { valid: Entry[]; invalid: Entry[] };
  bip173_segwit_valid_superseded_by_bip350: Entry[];
}
/** The shared BIP-173/350 vectors (a sibling of the repo root); a moved folder fails loudly. */
function loadVectors(): Vectors {
  const url = new URL('../../../../../shared/vectors/bitcoin/bip173_bip350_vectors.json', import.meta.url);
  if (!existsSync(url)) throw new Error(`Shared test vectors not found: ${fileURLToPath(url)}`);
  return JSON.parse(readFileSync(url, 'utf8')) as Vectors;
}
const vectors = loadVectors();
/** The kit's address rules with only this plugin's namespace served. */
const rules = { namespace: (ns: string) => (ns === 'bip122' ? bip122Namespace : undefined) };
const MAINNET = bitcoin.caipNetworkId;
const TESTNET = bitcoinTestnet.caipNetworkId;

describe('bip122 addresses against the network (BIP-173 / BIP-350 vectors)', () => {
  it('has the vectors it expects', () => {
    expect([vectors.segwit_address.valid.length, vectors.segwit_address.invalid.length, vectors.bip173_segwit_valid_superseded_by_bip350.length]).toEqual([8, 23, 3]);
  });

  it.each(vectors.segwit_address.valid)('valid $string: accepted on its own network only', ({ string, hrp }) => {
    const own = hrp === 'bc' ? MAINNET : TESTNET;
    const other = hrp === 'bc' ? TESTNET : MAINNET;
    expect(isAddress(rules, { chainNamespace: 'bip122', caipNetworkId: own }, string)).toBe(true);
    expect(isAddress(rules, { chainNamespace: 'bip122', caipNetworkId: other }, string)).toBe(false);
    expect(getBip122AddressError(string, own)).toBeUndefined();
    expect(bip122Namespace.addressError(string, own)).toBeUndefined();
    expect(bip122Namespace.addressError(string, other)).toBe(hrp === 'bc' ? 'Expected a testnet address' : 'Expected a mainnet address');
    // Every receiver check of the plugin passes the network.
    const amount = 1_000;
    expect(checkTransfer({ recipients: [{ address: string, amount }] }, own).recipients).toEqual([{ address: string, amount }]);
    expect(() => checkTransfer({ recipients: [{ address: string, amount }] }, other)).toThrow('Invalid address');
  });

  it.each([...vectors.segwit_address.invalid, ...vectors.bip173_segwit_valid_superseded_by_bip350])('invalid $string ($reason): refused on both networks', ({ string }) => {
    for (const network of [MAINNET, TESTNET]) {
      expect(isAddress(rules, { chainNamespace: 'bip122', caipNetworkId: network }, string)).toBe(false);
      expect(bip122Namespace.addressError(string, network)).toEqual(expect.any(String));
      expect(() => checkTransfer({ recipients: [{ address: string, amount: 1_000 }] }, network)).toThrow();
    }
  });

  it('refuses a Bitcoin network for an address of another namespace', () => {
    expect(getAddressError(rules, { chainNamespace: 'bip122', caipNetworkId: 'eip155:1' }, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('Expected a network of namespace bip122');
    expect(getAddressError(rules, { chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe('Unsupported chain namespace');
    expect(bip122Namespace.addressError(42)).toBe('Expected a string');
  });
});

describe('the bip122 namespace adapter', () => {
  it('parses chain ids: CAIP-2, references, genesis hashes and sats-connect names', () => {
    expect(bip122ChainReference(MAINNET)).toBe('000000000019d6689c085ae165831e93');
    expect(bip122ChainReference('000000000933ea01ad0ee984209779ba')).toBe('000000000933ea01ad0ee984209779ba');
    expect(bip122ChainReference('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f')).toBe('000000000019d6689c085ae165831e93');
    expect(bip122ChainReference('Testnet')).toBe('000000000933ea01ad0ee984209779ba');
    for (const bad of ['eip155:1', 1, 'bip122:xyz', 'solana:000000000019d6689c085ae165831e93', 'a:b:c']) expect(bip122ChainReference(bad as string)).toBeUndefined();
    expect([networkKindOf(MAINNET), networkKindOf(TESTNET), networkKindOf('bip122:00000008819873e925422c1ff0f99f7c')]).toEqual(['mainnet', 'testnet', undefined]);
    expect(bip122Namespace.accountTypes).toEqual(['payment', 'ordinal']);
    expect(bip122Namespace.methods).toEqual({ safe: ['getAccounts', 'getAddresses'], unsafe: ['signMessage', 'sendTransfer', 'signPsbt'] });
  });

  it('links addresses on mempool.space, testnet under /testnet, and only addresses of that network', () => {
    const main = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
    const test = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    expect(bip122AddressExplorerUrl(bitcoin, main)).toBe(`https://mempool.space/address/${main}`);
    expect(bip122AddressExplorerUrl(bitcoinTestnet, test)).toBe(`https://mempool.space/testnet/address/${test}`);
    expect(bip122AddressExplorerUrl(bitcoin, test)).toBeUndefined();
    expect(bip122AddressExplorerUrl(bitcoin, 'bc1q"><script>')).toBeUndefined();
  });

  it('describes a message, one transfer, several transfers; undefined for what it cannot read', async () => {
    expect(describeBip122Request({ method: 'signMessage', params: { message: 'Hello', address: 'bc1qabc', protocol: 'BIP322' }, network: bitcoin })).toEqual({
      kind: 'message',
      text: 'Hello',
      facts: [
        { labelKey: 'bip122.request.account', value: 'bc1qabc', code: true },
        { labelKey: 'bip122.request.protocol', value: 'BIP-322' },
      ],
    });
    expect(describeBip122Request({ method: 'sendTransfer', params: { recipients: [{ address: 'bc1qa', amount: 100_000_000 }] }, network: bitcoin })).toEqual({ kind: 'transaction', receiver: 'bc1qa', amount: '1', symbol: 'BTC' });
    expect(describeBip122Request({ method: 'sendTransfer', params: { recipients: [{ address: 'bc1qa', amount: 1_500 }, { address: 'bc1qb', amount: '2500' }] }, network: bitcoin })).toEqual({
      kind: 'transaction',
      amount: '0.00004',
      symbol: 'BTC',
      facts: [
        { labelKey: 'bip122.request.recipients', value: '2' },
        { labelKey: 'bip122.request.recipient', value: 'bc1qa · 0.000015 BTC', code: true },
        { labelKey: 'bip122.request.recipient', value: 'bc1qb · 0.000025 BTC', code: true },
      ],
    });
    expect(describeBip122Request({ method: 'sendTransfer', params: { account: 'bc1qme', recipientAddress: 'bc1qa', amount: '2500' }, network: bitcoin })).toEqual({ kind: 'transaction', receiver: 'bc1qa', amount: '0.000025', symbol: 'BTC' });
    expect(describeBip122Request({ method: 'sendTransfer', params: { recipients: [{ address: 'bc1qa', amount: -1 }] }, network: bitcoin })).toBeUndefined();
    expect(describeBip122Request({ method: 'signMessage', params: { message: 42 }, network: bitcoin })).toBeUndefined();
    expect(await describeBip122Request({ method: 'signPsbt', params: { psbt: 'cHNidP8Bnot' }, network: bitcoin })).toBeUndefined();
    expect(describeBip122Request({ method: 'getAccounts', params: undefined, network: bitcoin })).toBeUndefined();
  });

  it('writes the CAIP-122 sign-in text for a Bitcoin account (EIP-4361 layout)', () => {
    expect(formatBip122SignInMessage({ domain: 'example.com', accountAddress: 'bc1qx', uri: 'https://example.com', version: '1', chainId: TESTNET, nonce: 'k3Jd9aPq' })).toBe(
      'example.com wants you to sign in with your Bitcoin account:\nbc1qx\n\n\nURI: https://example.com\nVersion: 1\nChain ID: 000000000933ea01ad0ee984209779ba\nNonce: k3Jd9aPq',
    );
    expect(
      formatBip122SignInMessage({
        domain: 'service.org',
        accountAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        uri: 'https://service.org/login',
        version: '1',
        chainId: MAINNET,
        nonce: '32891757',
        issuedAt: '2021-09-30T16:25:24.000Z',
        resources: ['https://example.com/my-web2-claim.json'],
      }),
    ).toBe(
      'service.org wants you to sign in with your Bitcoin account:\nbc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu\n\nI accept the ServiceOrg Terms of Service: https://service.org/tos\n\nURI: https://service.org/login\nVersion: 1\nChain ID: 000000000019d6689c085ae165831e93\nNonce: 32891757\nIssued At: 2021-09-30T16:25:24.000Z\nResources:\n- https://example.com/my-web2-claim.json',
    );
  });
});
