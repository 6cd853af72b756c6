import { getTransactionDecoder } from '@solana/kit';
import { Transaction, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import type { KitTransaction } from '../types';
import { ALICE, kitTransferBytes, web3Legacy, web3Versioned } from '../test/transactions';
import { fromWireTransaction, toWireTransaction } from './input';
import { encodeTransaction, parseTransaction } from './transaction';

/** What a wallet does: puts a signature into the fee payer's slot. */
function signAsWallet(bytes: Uint8Array): { signed: Uint8Array; signature: Uint8Array } {
  const tx = parseTransaction(bytes);
  const signature = new Uint8Array(64).fill(9);
  return { signed: encodeTransaction([signature, ...tx.signatures.slice(1)], tx.messageBytes), signature };
}

describe('transaction input forms', () => {
  it('takes wire bytes as they are (a private copy) and gives bytes back', () => {
    const original = web3Legacy().serialize({ requireAllSignatures: false, verifySignatures: false });
    const { bytes, form } = toWireTransaction(original);
    expect([...bytes]).toEqual([...original]);
    expect(bytes).not.toBe(original);
    const { signed } = signAsWallet(bytes);
    expect(fromWireTransaction(signed, form)).toBe(signed);
  });

  it('takes a web3.js legacy Transaction before it is signed, and rebuilds one', () => {
    const tx = web3Legacy(42);
    const { bytes, form } = toWireTransaction(tx);
    const { signed, signature } = signAsWallet(bytes);
    const back = fromWireTransaction(signed, form);
    expect(back).toBeInstanceOf(Transaction);
    expect(Buffer.from((back as Transaction).signature!)).toEqual(Buffer.from(signature));
    expect((back as Transaction).feePayer?.toBase58()).toBe(ALICE);
  });

  it('takes a web3.js VersionedTransaction and rebuilds one', () => {
    const { bytes, form } = toWireTransaction(web3Versioned());
    const { signed, signature } = signAsWallet(bytes);
    const back = fromWireTransaction(signed, form) as VersionedTransaction;
    expect(back).toBeInstanceOf(VersionedTransaction);
    expect([...back.signatures[0]!]).toEqual([...signature]);
    expect(back.version).toBe(0);
  });

  it('takes a @solana/kit transaction and gives a frozen one back, other fields kept', async () => {
    const decoded = getTransactionDecoder().decode(await kitTransferBytes());
    const input = { ...decoded, lifetimeConstraint: { blockhash: 'x', lastValidBlockHeight: 1n } };
    const { bytes, form } = toWireTransaction(input);
    expect(form.kind).toBe('kit');
    const { signed, signature } = signAsWallet(bytes);
    const back = fromWireTransaction(signed, form) as KitTransaction & { lifetimeConstraint: unknown };
    expect(Object.isFrozen(back)).toBe(true);
    expect(Object.keys(back.signatures)).toEqual([ALICE]);
    expect([...back.signatures[ALICE]!]).toEqual([...signature]);
    expect([...back.messageBytes]).toEqual([...decoded.messageBytes]);
    expect(back.lifetimeConstraint).toEqual(input.lifetimeConstraint);
  });

  it('keeps unsigned kit slots null', async () => {
    const decoded = getTransactionDecoder().decode(await kitTransferBytes());
    const { bytes, form } = toWireTransaction(decoded);
    expect((fromWireTransaction(bytes, form) as KitTransaction).signatures[ALICE]).toBeNull();
  });

  it('refuses anything else with a typed error', () => {
    for (const bad of [null, undefined, 'AQID', {}, { serialize: () => 'x' }, { messageBytes: new Uint8Array(3), signatures: {} }, { messageBytes: new Uint8Array(3), signatures: { a: new Uint8Array(2) } }]) {
      expect(() => toWireTransaction(bad as never)).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
    }
    const throwing = { serialize: () => { throw new Error('Transaction recentBlockhash required'); } };
    expect(() => toWireTransaction(throwing)).toThrow('Invalid transaction');
  });
});
