import { ConnectorError, ValidationError, type PluginContext } from '@latchkey/kernel';
import type { SignMessageResult, SolanaSendOptions, SolanaTransactionInput } from '../types';
import { fromBase58, fromBase64, toBase58, toBase64 } from '../wire/encoding';
import { fromWireTransaction, toWireTransaction } from '../wire/input';
import { parseTransaction, SIGNATURE_LENGTH } from '../wire/transaction';
import { MAX_BATCH, MAX_MESSAGE_BYTES } from '../wallet/requests';
import { activeSession } from './guards';

type Ctx = Pick<PluginContext, 'kit'>;

const checkedSignature = (value: unknown): string => {
  if (typeof value !== 'string' || fromBase58(value)?.length !== SIGNATURE_LENGTH) throw new ConnectorError('The wallet returned an invalid signature');
  return value;
};

const checkedTransaction = (value: unknown): Uint8Array => {
  const bytes = fromBase64(value);
  if (!bytes) throw new ConnectorError('The wallet returned an invalid transaction');
  try {
    parseTransaction(bytes);
  } catch (cause) {
    throw new ConnectorError('The wallet returned an invalid transaction', { cause });
  }
  return bytes;
};

/**
 * `solana_signMessage` of a UTF-8 text or raw bytes with the connected account, through
 * `kit.request` (approved first). The message travels base58-encoded, as WalletConnect's Solana
 * RPC has it.
 *
 * @example
 * const { signature } = await signMessage(ctx, 'Hello from Latchkey')
 */
export async function signMessage(ctx: Ctx, message: string | Uint8Array): Promise<SignMessageResult> {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message instanceof Uint8Array ? Uint8Array.from(message) : undefined;
  if (!bytes || bytes.length === 0 || bytes.length > MAX_MESSAGE_BYTES) {
    throw new ValidationError('Invalid input', { details: `A message of 1 to ${MAX_MESSAGE_BYTES} bytes (text or Uint8Array) is required` });
  }
  const { address } = activeSession(ctx.kit);
  const result = await ctx.kit.request<{ signature?: unknown }>({ namespace: 'solana', method: 'solana_signMessage', params: { message: toBase58(bytes), pubkey: address } });
  const signature = checkedSignature(result?.signature);
  return { signature, bytes: fromBase58(signature)! };
}

/**
 * `solana_signTransaction`: signs without sending and gives the transaction back in its form.
 *
 * @example
 * const signed = await signTransaction(ctx, versionedTransaction)
 */
export async function signTransaction<T extends SolanaTransactionInput>(ctx: Ctx, transaction: T): Promise<T> {
  const { bytes, form } = toWireTransaction(transaction);
  activeSession(ctx.kit);
  const result = await ctx.kit.request<{ transaction?: unknown }>({ namespace: 'solana', method: 'solana_signTransaction', params: { transaction: toBase64(bytes) } });
  return fromWireTransaction(checkedTransaction(result?.transaction), form) as T;
}

/**
 * `solana_signAllTransactions`: one approval, each transaction signed and given back in its form.
 *
 * @example
 * const [a, b] = await signAllTransactions(ctx, [txA, txB])
 */
export async function signAllTransactions<T extends readonly SolanaTransactionInput[]>(ctx: Ctx, transactions: T): Promise<{ -readonly [K in keyof T]: T[K] }> {
  if (!Array.isArray(transactions) || transactions.length === 0 || transactions.length > MAX_BATCH) {
    throw new ValidationError('Invalid input', { details: `1 to ${MAX_BATCH} transactions are required` });
  }
  const wire = transactions.map((t) => toWireTransaction(t));
  activeSession(ctx.kit);
  const result = await ctx.kit.request<{ transactions?: unknown }>({ namespace: 'solana', method: 'solana_signAllTransactions', params: { transactions: wire.map((w) => toBase64(w.bytes)) } });
  const signed = result?.transactions;
  if (!Array.isArray(signed) || signed.length !== wire.length) throw new ConnectorError('The wallet returned an unexpected answer', { details: `expected ${wire.length} transactions` });
  return signed.map((s, i) => fromWireTransaction(checkedTransaction(s), wire[i]!.form)) as { -readonly [K in keyof T]: T[K] };
}

/**
 * `solana_signAndSendTransaction` on the network the kit is on now (pinned: switching while the
 * approval waits does not send it elsewhere). Resolves with the signature, base58.
 *
 * @example
 * const signature = await signAndSendTransaction(ctx, transaction, { skipPreflight: false })
 */
export async function signAndSendTransaction(ctx: Ctx, transaction: SolanaTransactionInput, options?: SolanaSendOptions): Promise<string> {
  const { bytes } = toWireTransaction(transaction);
  const { network } = activeSession(ctx.kit);
  const params = { transaction: toBase64(bytes), chain: network.caipNetworkId, ...(options ? { sendOptions: { ...options } } : {}) };
  const result = await ctx.kit.request<{ signature?: unknown }>({ namespace: 'solana', method: 'solana_signAndSendTransaction', params });
  return checkedSignature(result?.signature);
}
