import { describe, expect, it } from 'vitest';
import { getPolkadotAddressError } from './address';

// Alice's well-known sr25519 key (d43593c7…a56da27d) under several SS58 prefixes. The prefix 42,
// 0 and 2 forms are the published ones; the 2-byte prefix forms were generated with an independent
// Python encoder (hashlib.blake2b) that reproduces the published ones.
const ALICE = {
  substrate: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  kusama: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
  prefix73: 'dE3pPiRvdKqPD5bUDBu3Xpi83McE3Zf3UG8CbhWBQfvUywd7U',
  prefix7391: 'unjKJQJrRd238pkUZZvzDQrfKuM39zBSnQ5zjAGAGcdRhaJTx',
};

describe('polkadot SS58', () => {
  it.each(Object.entries(ALICE))('accepts Alice (%s)', (_label, address) => {
    expect(getPolkadotAddressError(address)).toBeUndefined();
  });

  it.each([
    ['changed last char', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ', 'SS58 checksum mismatch'],
    ['changed middle char', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKuTQY', 'SS58 checksum mismatch'],
    ['lowercased CAIP-10 Kusama example', '5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy', 'SS58 checksum mismatch'],
    ['dropped char', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ', 'Expected a 32-byte SS58 account'],
    ['Solana address (32 bytes, no prefix/checksum)', '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', 'Expected a 32-byte SS58 account'],
    ['0 not base58', '0GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', 'Expected base58'],
  ])('rejects %s', (_label, address, reason) => expect(getPolkadotAddressError(address)).toBe(reason));

  it('rejects a prefix byte of 128 or more', () => {
    // base58 of 0x80 followed by 35 bytes of 7 (36 bytes, the length of a 2-byte-prefix address).
    expect(getPolkadotAddressError('yPHnZFPjzFoeALrm6ShJUkY51TSE66EN1HYm6EG2iG41REQJinp')).toBe('Expected a 32-byte SS58 account');
  });
});
