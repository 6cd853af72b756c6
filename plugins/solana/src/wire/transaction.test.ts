import { getTransactionDecoder, getTransactionEncoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { ALICE, BLOCKHASH, BOB, CAROL, kitTransferBytes, web3Legacy, web3TwoTransfers, web3Versioned } from '../test/transactions';
import { fromBase58 } from './encoding';
import { decodeSoleTransfer, encodeTransaction, isSigned, parseTransaction, shortU16, SYSTEM_PROGRAM } from './transaction';

describe('wire format', () => {
  it('encodes compact-u16 lengths', () => {
    expect([...shortU16(0)]).toEqual([0]);
    expect([...shortU16(127)]).toEqual([0x7f]);
    expect([...shortU16(128)]).toEqual([0x80, 0x01]);
    expect([...shortU16(300)]).toEqual([0xac, 0x02]);
    expect([...shortU16(0xffff)]).toEqual([0xff, 0xff, 0x03]);
  });

  it('parses a legacy web3.js transfer', () => {
    const tx = parseTransaction(web3Legacy(10_000_000).serialize({ requireAllSignatures: false, verifySignatures: false }));
    expect(tx.version).toBe('legacy');
    expect(tx.numRequiredSignatures).toBe(1);
    expect(tx.signatures.map(isSigned)).toEqual([false]);
    expect(tx.staticAccounts).toEqual([ALICE, BOB, SYSTEM_PROGRAM]);
    expect(tx.recentBlockhash).toBe(BLOCKHASH);
    expect(decodeSoleTransfer(tx)).toEqual({ from: ALICE, to: BOB, lamports: 10_000_000n });
  });

  it('parses a v0 transfer behind a compute-budget instruction', () => {
    const tx = parseTransaction(web3Versioned(2_500_000_000).serialize());
    expect(tx.version).toBe(0);
    expect(tx.lookupTableCount).toBe(0);
    expect(tx.instructions).toHaveLength(2);
    expect(decodeSoleTransfer(tx)).toEqual({ from: ALICE, to: BOB, lamports: 2_500_000_000n });
  });

  it('decodes no sole transfer from a transaction that does more', () => {
    expect(decodeSoleTransfer(parseTransaction(web3TwoTransfers().serialize({ requireAllSignatures: false, verifySignatures: false })))).toBeUndefined();
  });

  it('writes what @solana/kit writes, and reads what it reads', async () => {
    const bytes = await kitTransferBytes(5n, CAROL);
    const decoded = getTransactionDecoder().decode(bytes);
    expect(decodeSoleTransfer(parseTransaction(bytes))).toEqual({ from: ALICE, to: CAROL, lamports: 5n });
    const signature = new Uint8Array(64).fill(7);
    const ours = encodeTransaction([signature], decoded.messageBytes);
    const theirs = getTransactionEncoder().encode({ ...decoded, signatures: { ...decoded.signatures, [ALICE]: signature } as typeof decoded.signatures });
    expect([...ours]).toEqual([...theirs]);
  });

  it('refuses bytes that are not a transaction', () => {
    const good = web3Legacy().serialize({ requireAllSignatures: false, verifySignatures: false });
    expect(() => parseTransaction(new Uint8Array())).toThrow('Invalid transaction');
    expect(() => parseTransaction(good.subarray(0, good.length - 1))).toThrow('Invalid transaction');
    expect(() => parseTransaction(Uint8Array.from([...good, 0]))).toThrow('Invalid transaction');
    expect(() => parseTransaction(fromBase58(BLOCKHASH)!)).toThrow('Invalid transaction');
    // A signature count that does not match the header.
    const noSignatures = Uint8Array.from([0, ...good.subarray(65)]);
    expect(() => parseTransaction(noSignatures)).toThrow('Invalid transaction');
  });
});
