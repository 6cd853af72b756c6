import { createHash } from 'node:crypto';
import { ed25519 } from '@noble/curves/ed25519';
import { describe, expect, it } from 'vitest';
import { SOLANA_TEST_ACCOUNTS, hexToBytes } from './accounts';
import { CLUSTER_GENESIS_HASHES, LOCALNET_GENESIS_HASH, SOLANA_CAIP2 } from './chains';
import { base58 } from './wire';

describe('SOLANA_TEST_ACCOUNTS', () => {
  it('are the keys derived from their published seeds', () => {
    SOLANA_TEST_ACCOUNTS.forEach((account, index) => {
      const seed = createHash('sha256').update(`latchkey solana test account ${index}`).digest();
      expect(account.seed).toBe(seed.toString('hex'));
      const publicKey = ed25519.getPublicKey(seed);
      expect(account.address).toBe(base58.encode(publicKey));
      expect(base58.decode(account.secretKeyBase58)).toEqual(Uint8Array.from([...seed, ...publicKey]));
    });
    expect(new Set(SOLANA_TEST_ACCOUNTS.map((account) => account.address)).size).toBe(5);
  });

  it('hexToBytes refuses what is not hex', () => {
    expect(hexToBytes('0x0a0B')).toEqual(Uint8Array.from([10, 11]));
    expect(() => hexToBytes('abc')).toThrow(/not hex/);
    expect(() => hexToBytes('zz')).toThrow(/not hex/);
  });
});

describe('chain ids', () => {
  it('derive CAIP-2 ids from genesis hashes, as SPEC names the public clusters', () => {
    expect(SOLANA_CAIP2).toEqual({
      mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      localnet: `solana:${LOCALNET_GENESIS_HASH.slice(0, 32)}`,
    });
    expect(LOCALNET_GENESIS_HASH).toBe(base58.encode(createHash('sha256').update('latchkey solana localnet genesis').digest()));
    for (const hash of [LOCALNET_GENESIS_HASH, ...Object.values(CLUSTER_GENESIS_HASHES)]) expect(base58.decode(hash)).toHaveLength(32);
  });
});
