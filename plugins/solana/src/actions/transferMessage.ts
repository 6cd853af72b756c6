// The only module that imports @solana/kit and @solana-program/system. It is loaded with import()
// when SOL is sent (see transfer.ts); its named imports let bundlers keep just what it uses.
import { address, appendTransactionMessageInstruction, blockhash, compileTransaction, createNoopSigner, createTransactionMessage, lamports, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { encodeTransaction } from '../wire/transaction';

/** What a SOL transfer is built from. */
export interface TransferParameters {
  from: string;
  to: string;
  lamports: bigint;
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/**
 * The wire bytes of an unsigned legacy transaction with one System transfer. Legacy, not v0:
 * every Wallet Standard wallet signs it.
 *
 * @example
 * const bytes = compileTransfer({ from, to, lamports: 10_000_000n, blockhash, lastValidBlockHeight })
 */
export function compileTransfer(params: TransferParameters): Uint8Array {
  const source = address(params.from);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(params.blockhash), lastValidBlockHeight: params.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(source), destination: address(params.to), amount: lamports(params.lamports) }), m),
  );
  const transaction = compileTransaction(message);
  return encodeTransaction(Object.values(transaction.signatures), Uint8Array.from(transaction.messageBytes));
}
