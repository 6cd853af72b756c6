import { ConfigError } from '@latchkey/kernel';
import { encodeTransaction } from '../wire/transaction';
import type * as TransferMessage from './transferMessage';
import type { TransferParameters } from './transferMessage';

export type { TransferParameters };

/**
 * The wire bytes of an unsigned transaction with one System transfer, built with `@solana/kit` and
 * `@solana-program/system`, which load here and only here (never with the page).
 *
 * @example
 * const bytes = await buildTransferTransaction({ from, to, lamports: 10_000_000n, blockhash, lastValidBlockHeight })
 */
export async function buildTransferTransaction(params: TransferParameters): Promise<Uint8Array> {
  let sdk: typeof TransferMessage;
  try {
    sdk = await import('./transferMessage');
  } catch (cause) {
    throw new ConfigError('Sending SOL needs @solana/kit and @solana-program/system', { cause, details: 'install them beside @latchkey/solana' });
  }
  const { signatures, messageBytes } = sdk.compileTransfer(params);
  return encodeTransaction(signatures, messageBytes);
}
