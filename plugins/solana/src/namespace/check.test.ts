import { describe, expect, it } from 'vitest';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { InvalidTransactionError } from '@latchkey/kernel';
import { ALICE, BLOCKHASH, BOB, kitTransferBytes, web3Legacy, web3Versioned } from '../test/transactions';
import { toBase64 } from '../wire/encoding';
import { checkSolanaRequest, SOLANA_PACKET_DATA_SIZE } from './check';

const wire = (tx: Transaction) => tx.serialize({ requireAllSignatures: false, verifySignatures: false });
const sign = (transaction: unknown, address = ALICE) => () => checkSolanaRequest({ method: 'solana_signTransaction', params: { transaction }, address });

function refusal(run: () => void): { rule: string; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidTransactionError);
    return { rule: (error as InvalidTransactionError).rule, message: (error as InvalidTransactionError).shortMessage };
  }
  throw new Error('expected a refusal');
}

describe('Solana transactions checked before the wallet (SPEC §5)', () => {
  it('lets through a transaction the connected account pays for, with a blockhash, in one packet (base64 or bytes, legacy or v0)', async () => {
    expect(sign(toBase64(wire(web3Legacy())))).not.toThrow();
    expect(sign(web3Versioned().serialize())).not.toThrow();
    expect(sign(await kitTransferBytes())).not.toThrow();
    expect(() => checkSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [wire(web3Legacy()), web3Versioned().serialize()] }, address: ALICE })).not.toThrow();
    expect(() => checkSolanaRequest({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U' }, address: ALICE })).not.toThrow();
  });

  it('refuses a fee payer that is not the connected account', () => {
    expect(refusal(sign(wire(web3Legacy()), BOB))).toEqual({ rule: 'feePayer', message: `The fee payer ${ALICE} is not the connected account ${BOB}` });
    expect(refusal(() => checkSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [wire(web3Legacy()), wire(web3Legacy())] }, address: BOB })).rule).toBe('feePayer');
  });

  it('refuses a transaction without a recent blockhash', () => {
    const tx = new Transaction({ feePayer: new PublicKey(ALICE), recentBlockhash: '11111111111111111111111111111111' }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(BOB), lamports: 1 }));
    expect(refusal(sign(wire(tx)))).toEqual({ rule: 'recentBlockhash', message: 'Transaction recentBlockhash required' });
  });

  it('refuses a transaction larger than a packet (1,232 bytes)', () => {
    // A legacy message by hand (web3.js refuses to build one this large): ALICE pays, one memo
    // instruction carrying 1,300 bytes, behind one empty signature slot.
    const memo = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr').toBytes();
    const message = [1, 0, 1, 2, ...new PublicKey(ALICE).toBytes(), ...memo, ...new PublicKey(BLOCKHASH).toBytes(), 1, 1, 0, 0x94, 0x0a, ...new Uint8Array(1300).fill(1)];
    const oversized = Uint8Array.from([1, ...new Uint8Array(64), ...message]);
    expect(oversized.length).toBeGreaterThan(SOLANA_PACKET_DATA_SIZE);
    expect(refusal(sign(oversized))).toEqual({ rule: 'size', message: `Transaction too large: ${oversized.length} > ${SOLANA_PACKET_DATA_SIZE}` });
  });

  it('refuses what is not a transaction', () => {
    expect(refusal(sign('not base64!'))).toMatchObject({ rule: 'shape', message: 'Invalid transaction' });
    expect(refusal(sign(new Uint8Array([1, 2, 3])))).toMatchObject({ rule: 'shape' });
    expect(refusal(() => checkSolanaRequest({ method: 'solana_signAllTransactions', params: { transactions: [] }, address: ALICE })).rule).toBe('shape');
  });
});
