import { createPolkadotDevAccounts, POLKADOT_DEV_ACCOUNTS } from '@latchkey/test-harness/polkadot/index';
import { stringToU8a, u8aConcat, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { describe, expect, it } from 'vitest';
import { polkadotMainnet } from '../networks';
import { polkadotNamespace } from './adapter';
import { verifyPolkadotSignature } from './verify';
import { memoryKitStorage } from '../test/kit';

const [alice, bob, charlie] = createPolkadotDevAccounts(POLKADOT_DEV_ACCOUNTS);
const message = 'latchkey.example wants you to sign in with your Polkadot account';
const wrapped = u8aWrapBytes(stringToU8a(message));
const sign = (account: typeof alice, bytes: Uint8Array) => u8aToHex(account!.pair.sign(bytes));

describe('verifying a raw (signRaw) signature', () => {
  it('accepts sr25519, ed25519 and ecdsa signatures of <Bytes>message</Bytes>, under any address prefix', () => {
    for (const account of [alice, bob, charlie]) {
      const signature = sign(account, wrapped);
      expect(verifyPolkadotSignature({ message, signature, address: account!.address })).toBe(true);
      expect(verifyPolkadotSignature({ message: stringToU8a(message), signature, address: encodeAddress(account!.accountId, 0) })).toBe(true);
    }
  });

  it('accepts a MultiSignature (a type byte first), as some extensions answer', () => {
    expect(verifyPolkadotSignature({ message, signature: u8aToHex(u8aConcat([1], alice!.pair.sign(wrapped))), address: alice!.address })).toBe(true);
    expect(verifyPolkadotSignature({ message, signature: u8aToHex(u8aConcat([0], bob!.pair.sign(wrapped))), address: bob!.address })).toBe(true);
    expect(verifyPolkadotSignature({ message, signature: u8aToHex(u8aConcat([2], charlie!.pair.sign(wrapped))), address: charlie!.address })).toBe(true);
  });

  it('refuses a signature of the bare message, which signatureVerify alone would accept', () => {
    for (const account of [alice, bob, charlie]) {
      const bare = sign(account, stringToU8a(message));
      expect(signatureVerify(wrapped, bare, account!.address).isValid).toBe(true);
      expect(verifyPolkadotSignature({ message, signature: bare, address: account!.address })).toBe(false);
    }
  });

  it('refuses a tampered message, a tampered signature, another signer and malformed input', () => {
    const signature = sign(alice, wrapped);
    expect(verifyPolkadotSignature({ message: `${message}.`, signature, address: alice!.address })).toBe(false);
    const flipped = `${signature.slice(0, 20)}${signature[20] === 'a' ? 'b' : 'a'}${signature.slice(21)}`;
    expect(verifyPolkadotSignature({ message, signature: flipped, address: alice!.address })).toBe(false);
    expect(verifyPolkadotSignature({ message, signature, address: bob!.address })).toBe(false);
    for (const bad of ['', '0x', '0x1234', signature.slice(2), `${signature}00ff`]) expect(verifyPolkadotSignature({ message, signature: bad, address: alice!.address })).toBe(false);
    expect(verifyPolkadotSignature({ message, signature, address: 'not an address' })).toBe(false);
  });

  it('is the namespace’s sign-in verifier (loaded on demand)', async () => {
    const tools = { rpc: () => ({ request: async () => null }) as never, storage: memoryKitStorage(), networks: () => [polkadotMainnet], signal: new AbortController().signal, request: () => Promise.reject(new Error('no wallet in this test')) };
    const input = { message, signature: sign(alice, wrapped), address: encodeAddress(alice!.accountId, 0), network: polkadotMainnet };
    expect(await polkadotNamespace.siwx?.verify?.(input, tools)).toBe(true);
    expect(await polkadotNamespace.siwx?.verify?.({ ...input, message: 'another message' }, tools)).toBe(false);
  });
});
