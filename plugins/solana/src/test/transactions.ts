// Test-only: real transactions built with @solana/web3.js 1.x and @solana/kit.
import { ComputeBudgetProgram, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { buildTransferTransaction } from '../actions/transfer';

/** Two funded harness accounts (public test keys) and a blockhash-shaped value. */
export const ALICE = 'CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b';
export const BOB = 'BQuoXTkiqQfwYJYrpqxhUv8qMoT8DxrqyXrP2jVrFr97';
export const CAROL = '91NGyM35cj6iPdY6ra4xyRJFNy23bnm1wfqTgTvRJVTb';
export const BLOCKHASH = 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k';

/** A legacy web3.js Transaction moving `lamports` from ALICE to `to`. */
export function web3Legacy(lamports = 10_000_000, to = BOB): Transaction {
  const tx = new Transaction({ feePayer: new PublicKey(ALICE), recentBlockhash: BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(to), lamports }));
  return tx;
}

/** A v0 VersionedTransaction: a compute-unit price, then a transfer. */
export function web3Versioned(lamports = 2_500_000_000, to = BOB): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: new PublicKey(ALICE),
    recentBlockhash: BLOCKHASH,
    instructions: [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1 }), SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(to), lamports })],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

/** A transaction that is not a plain transfer: two transfers to two receivers. */
export function web3TwoTransfers(): Transaction {
  const tx = new Transaction({ feePayer: new PublicKey(ALICE), recentBlockhash: BLOCKHASH });
  tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(BOB), lamports: 1 }));
  tx.add(SystemProgram.transfer({ fromPubkey: new PublicKey(ALICE), toPubkey: new PublicKey(CAROL), lamports: 2 }));
  return tx;
}

/** Wire bytes of a transfer built with @solana/kit. */
export function kitTransferBytes(lamports = 10_000_000n, to = BOB): Promise<Uint8Array> {
  return buildTransferTransaction({ from: ALICE, to, lamports, blockhash: BLOCKHASH, lastValidBlockHeight: 100n });
}
