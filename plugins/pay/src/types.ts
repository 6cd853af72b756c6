import type { CaipNetworkId, ChainNamespace } from '@latchkey/kernel';
import type { PayError, PayErrorCode } from './errors';

/** What is paid with (Reown AppKit Pay's `paymentAsset` shape). */
export interface PaymentAsset {
  /** The network, as a CAIP-2 id ('eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'): one of the kit's networks. */
  network: CaipNetworkId;
  /** 'native', or the token's address on that network (an ERC-20 contract, an SPL mint). */
  asset: 'native' | (string & {});
  /**
   * How the asset is shown, and its decimals (checked against the chain before anything is sent).
   * Optional for 'native': the network's native currency.
   */
  metadata?: { name: string; symbol: string; decimals: number };
}

/** `kit.plugin('pay').pay(…)`. */
export interface PayParameters {
  /**
   * The amount in the asset's units, as a decimal string ('2', '0.05'). A number is taken when it
   * prints as a plain decimal (0.05, not 1e-7).
   */
  amount: string | number;
  asset: PaymentAsset;
  /** Who is paid: an address of the asset's network. */
  recipient: string;
}

/** What `pay()` resolves with, once the network confirmed the payment. */
export interface PayResult {
  /** The EVM transaction hash or the Solana signature. */
  hash: string;
}

/**
 * Where a payment is: `review` (the request on screen, Pay not pressed), `submitted` (asked of the
 * wallet), `confirming` (sent, its hash known), `confirmed`; or `failed`, `cancelled`.
 */
export type PayStatus = 'idle' | 'review' | 'submitted' | 'confirming' | 'confirmed' | 'failed' | 'cancelled';

/** A payment request as checked and shown. */
export interface PaymentRequest {
  /** The decimal amount, normalised ('2', '0.5'). */
  amount: string;
  /** 'native' or the token's address. */
  asset: string;
  caipNetworkId: CaipNetworkId;
  namespace: ChainNamespace;
  networkName: string;
  /** Name and symbol as shown (cleaned of control and direction characters). */
  name: string;
  symbol: string;
  decimals: number;
  recipient: string;
}

/** Why a payment failed, as the status view says it. */
export type PayFailureReason = 'rejected' | 'reverted' | 'timeout' | 'switch' | 'insufficient' | 'asset' | 'failed' | 'cancelled';

/** A failure of the current attempt. */
export interface PayFailure {
  reason: PayFailureReason;
  code: PayErrorCode;
  /** The error's sentence (for developers; views say it in the visitor's language). */
  message: string;
  /** Whether the visitor may try again (false once the outcome cannot be known, or retrying cannot help). */
  retryable: boolean;
}

/** The visitor's balance of the asset on the payment's network. */
export interface PayBalance {
  status: 'idle' | 'loading' | 'ready' | 'unavailable';
  /** A decimal string in the asset's units, once read. */
  numeric: string | undefined;
  /** The account it was read for. */
  address: string | undefined;
}

/** The plugin's state slice (`kit.getState().plugins.pay`). */
export interface PayState {
  status: PayStatus;
  /** The dapp's promise still waits. */
  pending: boolean;
  request: PaymentRequest | undefined;
  /** The transaction hash (or signature) once the wallet sent it. */
  hash: string | undefined;
  /** Its page on the network's block explorer (https only), when the network names one. */
  explorerUrl: string | undefined;
  failure: PayFailure | undefined;
  balance: PayBalance;
}

/** `pay:status`: every change of a payment's status, for a dapp that shows progress. */
export type PayStatusEvent =
  | { status: 'review'; request: PaymentRequest }
  | { status: 'submitted'; request: PaymentRequest }
  | { status: 'confirming'; request: PaymentRequest; hash: string }
  | { status: 'confirmed'; request: PaymentRequest; hash: string }
  | { status: 'failed'; request: PaymentRequest; error: PayError; final: boolean }
  | { status: 'cancelled'; request: PaymentRequest; error: PayError };

/** `pay(options)`. */
export interface PayOptions {
  /** The backstop on confirmation once the wallet sent a payment (default 180 s). */
  confirmationTimeoutMs?: number;
}

/** `kit.plugin('pay')`. */
export interface PayApi {
  /**
   * Opens the modal on the request and resolves with the hash once the payment is confirmed on
   * chain. Connects first when needed, and switches the wallet to the asset's network. A failure
   * is shown with Try again; the promise rejects when the outcome is final: the visitor closed
   * the modal or cancelled (with the last failure's error, else PayCancelledError), the
   * transaction was not confirmed in time (PayTimeoutError), the asset was not what it said.
   * @throws {PayDisabledError} the `pay` feature is off, or the kit is in basic mode.
   * @throws {PayInProgressError} another payment is open.
   * @throws {PayInvalidAmountError} {PayInvalidAssetError} {PayInvalidRecipientError} {PayUnsupportedNetworkError} {PayUnsupportedNamespaceError} the request is not one that can be paid.
   * @throws {PayRejectedError} {PayRevertedError} {PayFailedError} {PayCancelledError} {PayTimeoutError} how it ended.
   *
   * @example
   * const { hash } = await kit.plugin('pay').pay({ amount: '2', asset: { network: 'eip155:8453', asset: usdc, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }, recipient })
   */
  pay(params: PayParameters): Promise<PayResult>;
  /** Whether a payment can be opened now (the feature on, not basic mode), on `network` when given. */
  isAvailable(network?: CaipNetworkId): boolean;
  /** The current (or last) payment: `getState().plugins.pay`. */
  status(): PayState;
  /** Pay (the view's button, or Try again): switches the network when needed and asks the wallet. */
  confirm(): Promise<void>;
  /** Gives the payment up (the view's Cancel): the promise rejects; ignored once the wallet sent it. */
  cancel(): void;
  /** Reads the visitor's balance of the asset again. */
  refreshBalance(): Promise<void>;
}
