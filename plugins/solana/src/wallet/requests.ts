import { ConnectorError, KitError, RequestNotAllowedError, ValidationError, withTimeout, type CaipNetwork, type JsonRpcClient } from '@latchkey/kernel';
import { messageBytesOf, transactionBytesOf } from '../namespace/describe';
import { fromBase58, toBase58, toBase64 } from '../wire/encoding';
import { parseTransaction, SIGNATURE_LENGTH } from '../wire/transaction';
import { feature, SIGN_AND_SEND, SIGN_MESSAGE, SIGN_TRANSACTION, type IdentifierString, type Wallet, type WalletAccount } from './standard';

/** A signature or a transaction waits for the visitor in their wallet (the kernel waits as long). */
export const PROMPT_TIMEOUT_MS = 120_000;
/** Longest message handed to a wallet; longer ones are a mistake, not something to sign blind. */
export const MAX_MESSAGE_BYTES = 100_000;
/** Most transactions signed in one `solana_signAllTransactions`. */
export const MAX_BATCH = 100;

/** What one wallet request runs with. */
export interface WalletRequestContext {
  wallet: Wallet;
  account: WalletAccount;
  /** The chain identifier for the wallet (see `walletChainFor`). */
  chain: IdentifierString;
  network: CaipNetwork;
  /** The kit's RPC, for wallets that can sign but not send. */
  rpc(network: CaipNetwork): JsonRpcClient;
  signal: AbortSignal;
}

type Params = Record<string, unknown>;

const paramsOf = (method: string, params: unknown): Params => {
  if (!params || typeof params !== 'object' || Array.isArray(params)) throw new ValidationError('Invalid input', { details: `${method} expects an object of params` });
  return params as Params;
};

const transactionOf = (value: unknown, what: string): Uint8Array => {
  const bytes = transactionBytesOf(value);
  if (!bytes) throw new ValidationError('Invalid transaction', { details: `${what} must be a base64 string or bytes in wire format` });
  parseTransaction(bytes);
  return bytes;
};

const signatureBytes = (value: unknown): Uint8Array => {
  if (!(value instanceof Uint8Array) || value.length !== SIGNATURE_LENGTH) throw new ConnectorError('The wallet returned an invalid signature');
  return value;
};

const signedTransaction = (value: unknown): { bytes: Uint8Array; signature: string } => {
  if (!(value instanceof Uint8Array)) throw new ConnectorError('The wallet returned an invalid transaction');
  try {
    const parsed = parseTransaction(value);
    return { bytes: value, signature: toBase58(parsed.signatures[0] ?? new Uint8Array(SIGNATURE_LENGTH)) };
  } catch (cause) {
    throw new ConnectorError('The wallet returned an invalid transaction', { cause });
  }
};

const outputsOf = <T>(value: unknown, count: number): T[] => {
  if (!Array.isArray(value) || value.length !== count) throw new ConnectorError('The wallet returned an unexpected answer', { details: `expected ${count} result(s)` });
  return value as T[];
};

const wait = <T>(ctx: WalletRequestContext, promise: Promise<T>): Promise<T> => withTimeout(promise, PROMPT_TIMEOUT_MS, { signal: ctx.signal });

/** Send options a dapp may pass (the Wallet Standard / web3.js `SendOptions` fields). */
function sendOptionsOf(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') throw new ValidationError('Invalid input', { details: 'sendOptions must be an object' });
  const v = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const commitments = ['processed', 'confirmed', 'finalized'];
  if (v.skipPreflight !== undefined) out.skipPreflight = v.skipPreflight === true;
  for (const key of ['preflightCommitment', 'commitment']) {
    if (v[key] === undefined) continue;
    if (!commitments.includes(v[key] as string)) throw new ValidationError('Invalid input', { details: `${key} must be processed, confirmed or finalized` });
    out[key] = v[key];
  }
  for (const key of ['maxRetries', 'minContextSlot']) {
    if (v[key] === undefined) continue;
    if (!Number.isSafeInteger(v[key]) || (v[key] as number) < 0) throw new ValidationError('Invalid input', { details: `${key} must be a non-negative integer` });
    out[key] = v[key];
  }
  return out;
}

async function signMessage(ctx: WalletRequestContext, params: Params): Promise<{ signature: string }> {
  const message = messageBytesOf(params.message);
  if (!message || message.length === 0 || message.length > MAX_MESSAGE_BYTES) {
    throw new ValidationError('Invalid input', { details: `message must be base58 (or bytes) of 1 to ${MAX_MESSAGE_BYTES} bytes` });
  }
  if (params.pubkey !== undefined && params.pubkey !== ctx.account.address) throw new ValidationError('Invalid address', { details: 'pubkey is not the connected account' });
  const f = feature(ctx.wallet, SIGN_MESSAGE);
  if (typeof f?.signMessage !== 'function') throw new ConnectorError('The wallet cannot sign messages');
  const [output] = outputsOf<{ signature?: unknown }>(await wait(ctx, f.signMessage({ account: ctx.account, message })), 1);
  return { signature: toBase58(signatureBytes(output?.signature)) };
}

async function signTransactions(ctx: WalletRequestContext, transactions: Uint8Array[]): Promise<Array<{ bytes: Uint8Array; signature: string }>> {
  const f = feature(ctx.wallet, SIGN_TRANSACTION);
  if (typeof f?.signTransaction !== 'function') throw new ConnectorError('The wallet cannot sign transactions');
  const inputs = transactions.map((transaction) => ({ account: ctx.account, transaction, chain: ctx.chain }));
  const outputs = outputsOf<{ signedTransaction?: unknown }>(await wait(ctx, f.signTransaction(...inputs)), inputs.length);
  return outputs.map((o) => signedTransaction(o?.signedTransaction));
}

async function signAndSend(ctx: WalletRequestContext, params: Params): Promise<{ signature: string }> {
  const transaction = transactionOf(params.transaction, 'transaction');
  const options = sendOptionsOf(params.sendOptions);
  const f = feature(ctx.wallet, SIGN_AND_SEND);
  if (typeof f?.signAndSendTransaction === 'function') {
    const input = { account: ctx.account, transaction, chain: ctx.chain, ...(options ? { options } : {}) };
    const [output] = outputsOf<{ signature?: unknown }>(await wait(ctx, f.signAndSendTransaction(input)), 1);
    return { signature: toBase58(signatureBytes(output?.signature)) };
  }
  // A wallet that only signs: the kit sends the signed transaction through its own RPC.
  const [signed] = await signTransactions(ctx, [transaction]);
  const sent = await withTimeout(
    ctx.rpc(ctx.network).request<unknown>({ method: 'sendTransaction', params: [toBase64(signed!.bytes), { encoding: 'base64', ...options }] }),
    PROMPT_TIMEOUT_MS,
    { signal: ctx.signal },
  );
  if (typeof sent !== 'string' || fromBase58(sent)?.length !== SIGNATURE_LENGTH) throw new ConnectorError('The RPC returned an invalid signature');
  return { signature: sent };
}

/**
 * Runs one of the four Solana signing methods against a Wallet Standard wallet. Params and
 * results are plain data (base58 / base64 strings; see `SOLANA_UNSAFE_METHODS`).
 *
 * @example
 * await runWalletRequest('solana_signMessage', { message: '2NEpo7TZRRrLZSi2U' }, ctx) // { signature }
 */
export async function runWalletRequest(method: string, rawParams: unknown, ctx: WalletRequestContext): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage':
      return signMessage(ctx, paramsOf(method, rawParams));
    case 'solana_signTransaction': {
      const [signed] = await signTransactions(ctx, [transactionOf(paramsOf(method, rawParams).transaction, 'transaction')]);
      return { signature: signed!.signature, transaction: toBase64(signed!.bytes) };
    }
    case 'solana_signAllTransactions': {
      const list = paramsOf(method, rawParams).transactions;
      if (!Array.isArray(list) || list.length === 0 || list.length > MAX_BATCH) throw new ValidationError('Invalid input', { details: `transactions must list 1 to ${MAX_BATCH} transactions` });
      const signed = await signTransactions(ctx, list.map((t, i) => transactionOf(t, `transactions[${i}]`)));
      return { transactions: signed.map((s) => toBase64(s.bytes)) };
    }
    case 'solana_signAndSendTransaction':
      return signAndSend(ctx, paramsOf(method, rawParams));
    default:
      throw new RequestNotAllowedError('Action not allowed', { details: `A Solana wallet does not answer ${method}` });
  }
}

/** Thrown when a request names no connected account of the wallet. */
export const accountNotFound = (address: string | undefined): KitError =>
  new KitError('Address or auth connector not found', { details: address ? `${address} is not an account the wallet connected` : 'the wallet has no connected Solana account' });
