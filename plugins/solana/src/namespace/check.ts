import { InvalidTransactionError, isKitError } from '@latchkey/kernel';
import { parseTransaction } from '../wire/transaction';
import { transactionBytesOf } from './describe';

/** The largest transaction a Solana packet carries (PACKET_DATA_SIZE: 1280 − 48). */
export const SOLANA_PACKET_DATA_SIZE = 1232;
/** A recent blockhash of 32 zero bytes, in base58: no blockhash was set. */
const EMPTY_BLOCKHASH = '11111111111111111111111111111111';

const refuse = (rule: string, message: string, details?: string): never => {
  throw new InvalidTransactionError(message, { rule, ...(details ? { details } : {}) });
};

/** One transaction of a signing request, checked (SPEC §5); `which` names it in the details. */
function checkOne(transaction: unknown, address: string | undefined, which: string): void {
  const bytes = transactionBytesOf(transaction);
  if (!bytes || bytes.length === 0) refuse('shape', 'Invalid transaction', `${which}: expected the transaction in wire format (base64 or bytes)`);
  if (bytes!.length > SOLANA_PACKET_DATA_SIZE) refuse('size', `Transaction too large: ${bytes!.length} > ${SOLANA_PACKET_DATA_SIZE}`, which);
  let parsed: ReturnType<typeof parseTransaction>;
  try {
    parsed = parseTransaction(bytes!);
  } catch (error) {
    return refuse('shape', 'Invalid transaction', `${which}: ${isKitError(error) ? (error.details ?? error.shortMessage) : String(error)}`);
  }
  if (!parsed.recentBlockhash || parsed.recentBlockhash === EMPTY_BLOCKHASH) refuse('recentBlockhash', 'Transaction recentBlockhash required', which);
  const feePayer = parsed.staticAccounts[0];
  if (!feePayer) refuse('feePayer', 'Transaction fee payer required', which);
  if (address && feePayer !== address) refuse('feePayer', `The fee payer ${feePayer} is not the connected account ${address}`, which);
}

/**
 * SPEC §5 for Solana transactions, before the approval view or the wallet sees them: each fits a
 * packet (1,232 bytes), carries a recent blockhash, and has the connected account as fee payer.
 * Throws an `InvalidTransactionError` naming the rule.
 *
 * @example
 * checkSolanaRequest({ method: 'solana_signTransaction', params: { transaction }, address }) // throws: Transaction recentBlockhash required
 */
export function checkSolanaRequest(request: { method: string; params: unknown; address: string | undefined }): void {
  const params = request.params && typeof request.params === 'object' && !Array.isArray(request.params) ? (request.params as Record<string, unknown>) : {};
  if (request.method === 'solana_signTransaction' || request.method === 'solana_signAndSendTransaction') checkOne(params.transaction, request.address, 'transaction');
  else if (request.method === 'solana_signAllTransactions') {
    if (!Array.isArray(params.transactions) || params.transactions.length === 0) refuse('shape', 'Invalid transaction', 'solana_signAllTransactions expects { transactions: [...] }');
    (params.transactions as unknown[]).forEach((t, i) => checkOne(t, request.address, `transactions[${i}]`));
  }
}
