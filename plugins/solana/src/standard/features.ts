import { ConnectorError, KitError, ValidationError, type CaipNetwork, type Kit } from '@latchkey/kernel';
import type { WalletAccount } from '@wallet-standard/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignAndSendTransactionOutput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignMessageOutput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import { MAX_BATCH, MAX_MESSAGE_BYTES } from '../wallet/requests';
import { fromBase58, fromBase64, toBase58, toBase64 } from '../wire/encoding';
import { parseTransaction, SIGNATURE_LENGTH } from '../wire/transaction';
import { networkOfChain } from './chains';
import { toStandardError, WalletStandardError, WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED, WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND } from './errors';

/** The Solana features a bridged wallet has. */
export type SolanaSigningFeatures = SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature;

/** What the features read of their wallet and the kit, live. */
export interface SigningDeps {
  kit: Kit;
  walletName: string;
  /** The wallet's account while the kit's Solana connection goes through its connector. */
  account(): WalletAccount | undefined;
  /** The network the kit is on for Solana, and every Solana network it has. */
  network(): CaipNetwork | undefined;
  networks(): readonly CaipNetwork[];
}

/** The send options the kit's Solana requests take (the Wallet Standard names, undefined ones left out). */
const SEND_OPTIONS = ['preflightCommitment', 'commitment', 'skipPreflight', 'maxRetries', 'minContextSlot'] as const;

/** The bytes of a Uint8Array input, copied: from this realm or another (a frame's, a test DOM's), a Buffer too. */
const bytesOf = (value: unknown, what: string): Uint8Array => {
  const isBytes = ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]';
  if (!isBytes || (value as Uint8Array).byteLength === 0) throw new ValidationError('Invalid input', { details: `${what} must be non-empty bytes (Uint8Array)` });
  const view = value as Uint8Array;
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice();
};

const signatureOf = (value: unknown): Uint8Array => {
  const bytes = fromBase58(value);
  if (bytes?.length !== SIGNATURE_LENGTH) throw new ConnectorError('The wallet returned an invalid signature');
  return bytes;
};

const signedTransactionOf = (value: unknown): Uint8Array => {
  const bytes = fromBase64(value);
  if (!bytes?.length) throw new ConnectorError('The wallet returned an invalid transaction');
  try {
    parseTransaction(bytes);
  } catch (cause) {
    throw new ConnectorError('The wallet returned an invalid transaction', { cause });
  }
  return bytes;
};

/**
 * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction` over the kit:
 * each input becomes a `kit.request` on the solana namespace (`solana_signMessage`,
 * `solana_signTransaction` — several inputs: one `solana_signAllTransactions`, one approval —,
 * `solana_signAndSendTransaction`), so the kit's checks and its approval view apply and its
 * connector (WalletConnect, the embedded wallet) signs. Outputs have the standard's shapes (bytes).
 * The visitor's refusal rejects with the standard's REQUEST_REJECTED; an account that is not the
 * kit's, or a chain other than the kit's Solana network, with the standard's errors for them.
 *
 * @example
 * const [{ signature }] = await signingFeatures(deps)['solana:signMessage'].signMessage({ account, message })
 */
export function signingFeatures(deps: SigningDeps): SolanaSigningFeatures {
  const { kit } = deps;

  const accountOf = (input: { account?: WalletAccount } | undefined): WalletAccount => {
    const mine = deps.account();
    const address = input?.account?.address;
    if (!mine || address !== mine.address) throw new WalletStandardError(WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND, { address: String(address), walletName: deps.walletName });
    return mine;
  };

  // The kit signs on the network it is on: a chain that names another one (or none of its) is refused.
  const networkFor = (account: WalletAccount, chain: unknown): CaipNetwork => {
    const current = deps.network();
    if (!current) throw new KitError('No ActiveCaipNetwork or client found');
    if (chain === undefined) return current;
    if (networkOfChain(chain, deps.networks())?.caipNetworkId !== current.caipNetworkId) {
      throw new WalletStandardError(WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED, { address: account.address, chain: String(chain) });
    }
    return current;
  };

  const request = async <T>(method: string, params: Record<string, unknown>): Promise<T> => {
    try {
      return await kit.request<T>({ namespace: 'solana', method, params });
    } catch (error) {
      throw toStandardError(error);
    }
  };

  const sendOptionsOf = (options: SolanaSignAndSendTransactionInput['options']): Record<string, unknown> | undefined => {
    if (!options || typeof options !== 'object') return undefined;
    const out: Record<string, unknown> = {};
    for (const key of SEND_OPTIONS) if (options[key] !== undefined) out[key] = options[key];
    return Object.keys(out).length ? out : undefined;
  };

  async function signMessage(...inputs: readonly SolanaSignMessageInput[]): Promise<readonly SolanaSignMessageOutput[]> {
    const outputs: SolanaSignMessageOutput[] = [];
    // One approval each: the visitor reads every message they sign.
    for (const input of inputs) {
      const account = accountOf(input);
      const message = bytesOf(input.message, 'message');
      if (message.length > MAX_MESSAGE_BYTES) throw new ValidationError('Invalid input', { details: `message must be 1 to ${MAX_MESSAGE_BYTES} bytes` });
      const result = await request<{ signature?: unknown } | undefined>('solana_signMessage', { message: toBase58(message), pubkey: account.address });
      outputs.push({ signedMessage: message, signature: signatureOf(result?.signature), signatureType: 'ed25519' });
    }
    return outputs;
  }

  async function signTransaction(...inputs: readonly SolanaSignTransactionInput[]): Promise<readonly SolanaSignTransactionOutput[]> {
    if (inputs.length === 0) return [];
    if (inputs.length > MAX_BATCH) throw new ValidationError('Invalid input', { details: `1 to ${MAX_BATCH} transactions are signed at once` });
    const transactions = inputs.map((input, i) => {
      networkFor(accountOf(input), input.chain);
      return toBase64(bytesOf(input.transaction, `inputs[${i}].transaction`));
    });
    if (transactions.length === 1) {
      const result = await request<{ transaction?: unknown } | undefined>('solana_signTransaction', { transaction: transactions[0] });
      return [{ signedTransaction: signedTransactionOf(result?.transaction) }];
    }
    const result = await request<{ transactions?: unknown } | undefined>('solana_signAllTransactions', { transactions });
    const signed = result?.transactions;
    if (!Array.isArray(signed) || signed.length !== transactions.length) throw new ConnectorError('The wallet returned an unexpected answer', { details: `expected ${transactions.length} transactions` });
    return signed.map((t) => ({ signedTransaction: signedTransactionOf(t) }));
  }

  async function signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]): Promise<readonly SolanaSignAndSendTransactionOutput[]> {
    const outputs: SolanaSignAndSendTransactionOutput[] = [];
    for (const input of inputs) {
      const account = accountOf(input);
      const network = networkFor(account, input.chain);
      const transaction = toBase64(bytesOf(input.transaction, 'transaction'));
      const sendOptions = sendOptionsOf(input.options);
      // `chain` pins the transaction to the network its blockhash came from (as the plugin's own sendSol does).
      const result = await request<{ signature?: unknown } | undefined>('solana_signAndSendTransaction', { transaction, chain: network.caipNetworkId, ...(sendOptions ? { sendOptions } : {}) });
      const signature = signatureOf(result?.signature);
      // The standard: "if a commitment is given, confirm the transaction after sending".
      if (input.options?.commitment) await kit.plugin('solana').waitForConfirmation(toBase58(signature));
      outputs.push({ signature });
    }
    return outputs;
  }

  return {
    'solana:signMessage': { version: '1.1.0', signMessage },
    'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signTransaction },
    'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], signAndSendTransaction },
  };
}
