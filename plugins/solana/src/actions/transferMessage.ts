// The only module that imports @solana/kit and @solana-program/system. It is loaded with import()
// when SOL is sent (see transfer.ts); its named imports let bundlers keep just what it uses. It
// imports nothing from the rest of the plugin: a lazy chunk that imports back from the plugin's
// own chunk makes esbuild keep that chunk in every app that bundles the plugin, used or not (an
// evm() dapp, through @latchkey/presets).
import { address, appendTransactionMessageInstruction, blockhash, compileTransaction, createNoopSigner, createTransactionMessage, lamports, pipe, setTransactionMessageFeePayer, setTransactionMessageLifetimeUsingBlockhash } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** What a SOL transfer is built from. */
export interface TransferParameters {
  from: string;
  to: string;
  lamports: bigint;
  blockhash: string;
  lastValidBlockHeight: bigint;
}

/** A compiled transaction: its signature slots (all empty here) and message bytes. */
export interface CompiledTransfer {
  signatures: ReadonlyArray<Uint8Array | null>;
  messageBytes: Uint8Array;
}

/**
 * An unsigned legacy transaction with one System transfer (transfer.ts encodes it for the wire).
 * Legacy, not v0: every Wallet Standard wallet signs it.
 *
 * @example
 * const { signatures, messageBytes } = compileTransfer({ from, to, lamports: 10_000_000n, blockhash, lastValidBlockHeight })
 */
export function compileTransfer(params: TransferParameters): CompiledTransfer {
  const source = address(params.from);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(source, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(params.blockhash), lastValidBlockHeight: params.lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstruction(getTransferSolInstruction({ source: createNoopSigner(source), destination: address(params.to), amount: lamports(params.lamports) }), m),
  );
  const transaction = compileTransaction(message);
  return { signatures: Object.values(transaction.signatures), messageBytes: Uint8Array.from(transaction.messageBytes) };
}
