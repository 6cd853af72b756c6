import type { CaipNetwork, RequestDescription } from '@latchkey/kernel';
import { formatUnits, SOL_DECIMALS } from '../amount';
import { fromBase58, fromBase64, readableText, toHex } from '../wire/encoding';
import { decodeSoleTokenTransfer, decodeSoleTransfer, parseTransaction, type ParsedTransaction } from '../wire/transaction';

type Params = Record<string, unknown> | undefined;

const paramsOf = (params: unknown): Params => (params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : undefined);

/** Message bytes of `solana_signMessage` params: base58 text or bytes. */
export function messageBytesOf(message: unknown): Uint8Array | undefined {
  if (message instanceof Uint8Array) return message;
  return fromBase58(message);
}

/** Wire bytes of a transaction param: base64 text or bytes. */
export function transactionBytesOf(transaction: unknown): Uint8Array | undefined {
  if (transaction instanceof Uint8Array) return transaction;
  return fromBase64(transaction);
}

const tryParse = (bytes: Uint8Array | undefined): ParsedTransaction | undefined => {
  if (!bytes) return undefined;
  try {
    return parseTransaction(bytes);
  } catch {
    return undefined;
  }
};

function describeTransaction(tx: ParsedTransaction, native: { symbol: string; decimals: number }): RequestDescription {
  const feePayer = tx.staticAccounts[0]!;
  const transfer = decodeSoleTransfer(tx);
  if (transfer) {
    return {
      kind: 'transaction',
      receiver: transfer.to,
      amount: formatUnits(transfer.lamports, native.decimals),
      symbol: native.symbol,
      facts: [{ labelKey: 'solana.request.from', value: transfer.from, code: true }],
    };
  }
  const token = decodeSoleTokenTransfer(tx);
  if (token) {
    // The receiving wallet is known when the transaction creates its token account; otherwise the
    // token account itself is what the transaction names.
    return {
      kind: 'transaction',
      ...(token.recipient ? { receiver: token.recipient } : {}),
      amount: formatUnits(token.amount, token.decimals),
      facts: [
        ...(token.recipient ? [] : [{ labelKey: 'solana.request.tokenAccount', value: token.destination, code: true }]),
        { labelKey: 'solana.request.token', value: token.mint, code: true },
        { labelKey: 'solana.request.from', value: token.owner, code: true },
      ],
    };
  }
  return {
    kind: 'transaction',
    facts: [
      { labelKey: 'solana.request.feePayer', value: feePayer, code: true },
      { labelKey: 'solana.request.instructions', value: String(tx.instructions.length) },
    ],
  };
}

/**
 * How a Solana signing request reads in the approval view: the message text (or its hex when it
 * is not readable text), or the transaction — with receiver and amount in SOL when it is a plain
 * System transfer. Undefined for params it cannot read (the view then shows them raw).
 *
 * @example
 * describeSolanaRequest({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U' }, network })
 * // { kind: 'message', text: 'Hello, world!' }
 */
export function describeSolanaRequest(request: { method: string; params: unknown; network: CaipNetwork | undefined }): RequestDescription | undefined {
  const params = paramsOf(request.params);
  const currency = request.network?.chainNamespace === 'solana' ? request.network.nativeCurrency : undefined;
  const native = { symbol: currency?.symbol || 'SOL', decimals: currency?.symbol ? currency.decimals : SOL_DECIMALS };
  switch (request.method) {
    case 'solana_signMessage': {
      const bytes = messageBytesOf(params?.message);
      if (!bytes) return undefined;
      const text = readableText(bytes);
      return text === undefined ? { kind: 'message', text: toHex(bytes), code: true } : { kind: 'message', text };
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const tx = tryParse(transactionBytesOf(params?.transaction));
      return tx ? describeTransaction(tx, native) : undefined;
    }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(params?.transactions) ? (params.transactions as unknown[]) : undefined;
      if (!list?.length) return undefined;
      const parsed = list.map((t) => tryParse(transactionBytesOf(t)));
      if (parsed.some((t) => !t)) return undefined;
      if (parsed.length === 1) return describeTransaction(parsed[0]!, native);
      return { kind: 'transaction', facts: [{ labelKey: 'solana.request.transactions', value: String(parsed.length) }] };
    }
    default:
      return undefined;
  }
}
