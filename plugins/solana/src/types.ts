import type { Wallet } from '@wallet-standard/base';

/** The part of `@wallet-standard/app`'s `getWallets()` the plugin uses to discover wallets. */
export interface WalletRegistry {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void;
}

/** Bytes that may be read-only (`@solana/kit`'s `ReadonlyUint8Array`); at run time a Uint8Array. */
export interface ReadonlyBytes extends Omit<Uint8Array, 'copyWithin' | 'fill' | 'reverse' | 'set' | 'sort'> {
  readonly [n: number]: number;
}

/**
 * A `@solana/kit` transaction: compiled message bytes and one signature slot per signer, in
 * signer order (`null` until that signer signs). Kit's `Transaction` type fits it.
 */
export interface KitTransaction {
  readonly messageBytes: ReadonlyBytes;
  readonly signatures: Readonly<Record<string, ReadonlyBytes | null>>;
}

/**
 * A `@solana/web3.js` 1.x `Transaction` or `VersionedTransaction`, recognised by its `serialize`
 * method (the plugin never imports web3.js).
 */
export interface Web3Transaction {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array;
}

/** A transaction in any form the API takes: wire bytes, a `@solana/kit` transaction, a web3.js 1.x object. */
export type SolanaTransactionInput = Uint8Array | KitTransaction | Web3Transaction;

/** Options of sending a signed transaction (as Wallet Standard and web3.js name them). */
export interface SolanaSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  commitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

/** Options of {@link solana}. */
export interface SolanaOptions {
  /**
   * A Wallet Standard registry to discover wallets from. Default: `@wallet-standard/app`'s
   * `getWallets()`, called in `setup` and only where `window` exists (under SSR nothing is
   * discovered, and the shared registry is not spoilt for the browser).
   */
  wallets?: WalletRegistry;
  /** How often `sendSol` and `waitForConfirmation` poll `getSignatureStatuses`. Default 1000 ms. */
  confirmationPollingIntervalMs?: number;
  /**
   * Register the kit's Solana connections that are not browser wallets (WalletConnect, the
   * embedded wallet) as Wallet Standard wallets ("WalletConnect via Latchkey"), so that
   * `@solana/wallet-adapter-react`, `@wallet-standard/react` and `@solana/kit` dapps see and use
   * them, signing through the kit's approval view. The code loads when such a connection is made.
   * Default true; `false` registers nothing.
   */
  walletStandard?: boolean;
}

/** What `signMessage` resolves with. */
export interface SignMessageResult {
  /** The ed25519 signature, base58. */
  signature: string;
  /** The same signature, 64 bytes. */
  bytes: Uint8Array;
}

/** What `sendSol` takes: the receiver (base58) and a decimal amount of SOL ('0.01', 9 decimals at most). */
export interface SendSolParameters {
  to: string;
  amount: string;
}

/**
 * What `sendSplToken` takes: the token's mint, the receiver's wallet address (base58; its
 * associated token account is created when missing) and a decimal amount in token units ('2.5').
 */
export interface SendSplTokenParameters {
  mint: string;
  to: string;
  amount: string;
  /** The token's decimals, when known: checked against the mint's, which are always read. */
  decimals?: number;
}

/** A confirmed transaction: its signature (base58, the Solana transaction id). */
export interface SendSolResult {
  signature: string;
}

/** Options of `waitForConfirmation`. */
export interface WaitForConfirmationOptions {
  /** Give up after this long. Default 90 s (a blockhash expires after about 60–90 s). */
  timeoutMs?: number;
}

/**
 * The public API: `kit.plugin('solana')`. Every signing call goes through `kit.request`: checked,
 * then confirmed once — in a Wallet Standard or WalletConnect wallet, by the wallet itself; for the
 * embedded wallet (or every wallet with `approvals: 'all'`), first in the kit's ApproveTransaction
 * view. Transactions are accepted as wire
 * bytes, `@solana/kit` transactions or `@solana/web3.js` 1.x objects and come back signed in the
 * same form (a web3.js object rebuilt with its own class's `from` / `deserialize`).
 */
export interface SolanaApi {
  /** `solana_signMessage` of a UTF-8 text or raw bytes with the connected account. */
  signMessage(message: string | Uint8Array): Promise<SignMessageResult>;
  /** `solana_signTransaction`: the transaction signed by the connected account, not sent. */
  signTransaction<T extends SolanaTransactionInput>(transaction: T): Promise<T>;
  /** `solana_signAllTransactions`: each transaction signed, in order, in one approval. */
  signAllTransactions<const T extends readonly SolanaTransactionInput[]>(transactions: T): Promise<{ -readonly [K in keyof T]: T[K] }>;
  /** `solana_signAndSendTransaction` on the network the kit is on; resolves with the signature (base58). */
  signAndSendTransaction(transaction: SolanaTransactionInput, options?: SolanaSendOptions): Promise<string>;
  /** Sends SOL (a System transfer built with `@solana/kit`, loaded now) and waits until it is confirmed. */
  sendSol(params: SendSolParameters): Promise<SendSolResult>;
  /**
   * Sends an SPL token (Token or Token-2022; `TransferChecked`, the receiver's associated token
   * account created when missing; built with `@solana/kit`, loaded now) and waits until it is confirmed.
   * @throws {ValidationError} 'An amount and receiver address are required', 'A token is required', 'Invalid token', 'Insufficient funds'.
   */
  sendSplToken(params: SendSplTokenParameters): Promise<SendSolResult>;
  /** Polls the network the kit is on until the signature is confirmed; rejects when the transaction failed. */
  waitForConfirmation(signature: string, options?: WaitForConfirmationOptions): Promise<void>;
}
