import { ConfigError } from '@latchkey/kernel';
import { encodeTransaction } from '../wire/transaction';

/** What a SOL transfer is built from. */
export interface TransferParameters {
  from: string;
  to: string;
  lamports: bigint;
  blockhash: string;
  lastValidBlockHeight: bigint;
}

async function loadSdk() {
  try {
    const [kit, system] = await Promise.all([import('@solana/kit'), import('@solana-program/system')]);
    return { kit, system };
  } catch (cause) {
    throw new ConfigError('Sending SOL needs @solana/kit and @solana-program/system', { cause, details: 'install them beside @latchkey/solana' });
  }
}

/**
 * The wire bytes of an unsigned legacy transaction with one System transfer, built with
 * `@solana/kit` and `@solana-program/system`, which load here and only here (never with the page).
 * Legacy, not v0: every Wallet Standard wallet signs it.
 *
 * @example
 * const bytes = await buildTransferTransaction({ from, to, lamports: 10_000_000n, blockhash, lastValidBlockHeight })
 */
export async function buildTransferTransaction(params: TransferParameters): Promise<Uint8Array> {
  const { kit, system } = await loadSdk();
  const source = kit.address(params.from);
  const message = kit.pipe(
    kit.createTransactionMessage({ version: 'legacy' }),
    (m) => kit.setTransactionMessageFeePayer(source, m),
    (m) => kit.setTransactionMessageLifetimeUsingBlockhash({ blockhash: kit.blockhash(params.blockhash), lastValidBlockHeight: params.lastValidBlockHeight }, m),
    (m) => kit.appendTransactionMessageInstruction(system.getTransferSolInstruction({ source: kit.createNoopSigner(source), destination: kit.address(params.to), amount: kit.lamports(params.lamports) }), m),
  );
  const transaction = kit.compileTransaction(message);
  return encodeTransaction(Object.values(transaction.signatures), Uint8Array.from(transaction.messageBytes));
}
