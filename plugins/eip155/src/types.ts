import type { TransactionReceipt, TypedData, TypedDataDefinition } from 'viem';

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`;

/** An EIP-1193 request. */
export interface RequestArguments {
  method: string;
  params?: readonly unknown[] | object;
}

/**
 * An event listener of any shape. `any` on purpose: providers type their listeners every which way
 * (viem per event, others `unknown[]`), and the plugin validates what arrives anyway.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ProviderListener = (...args: any[]) => void;

/**
 * The EIP-1193 surface the plugin needs. Deliberately loose (events optional) so any injected,
 * announced or hand-made provider — viem's type included — fits without a cast.
 */
export interface EIP1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: ProviderListener): unknown;
  removeListener?(event: string, listener: ProviderListener): unknown;
}

/** The parts of `window` discovery uses; a plain `EventTarget` works in Node tests. */
export interface Eip155Window {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
  ethereum?: unknown;
}

/** A connector the host app brings (type `EXTERNAL`). */
export interface CustomConnectorOptions {
  /** Unique connector id (letters, digits, `.`, `_`, `:`, `-`). */
  id: string;
  name: string;
  /** `data:image/(svg+xml|png|webp)` or an https URL. */
  icon?: string;
  /** The provider, or a function that makes it on first use (lazy SDKs). */
  provider: EIP1193Provider | (() => EIP1193Provider | Promise<EIP1193Provider>);
  /**
   * Whether the wallet shows each signature and transaction to the visitor itself (default true,
   * as browser wallets do). `false` for a provider that signs without asking: the kit's
   * ApproveTransaction view then asks first.
   */
  confirmsRequests?: boolean;
}

/** Options of {@link eip155}. */
export interface Eip155Options {
  /** Connectors the host app brings, beside the announced and injected ones. */
  connectors?: readonly CustomConnectorOptions[];
  /** The window to discover wallets on; defaults to `globalThis.window` (absent under SSR). */
  window?: Eip155Window;
  /** Set to false to skip the legacy `window.ethereum` 'Browser Wallet'. Default true. */
  injected?: boolean;
  /** How often `waitForReceipt` polls the chain. Default 1000 ms. */
  receiptPollingIntervalMs?: number;
  /**
   * Set to false to skip the account's ENS identity (name and avatar from the blockchain API's
   * identity lookup, cached 5 minutes). Default true; it runs only with a project id.
   */
  identity?: boolean;
}

/** Typed data as viem's `signTypedData` takes it (bigints allowed). */
export type TypedDataInput<
  T extends TypedData | Record<string, unknown> = TypedData,
  P extends keyof T | 'EIP712Domain' = keyof T,
> = TypedDataDefinition<T, P>;

/** What `sendNative` takes. `amount` is a decimal string in the native currency ('0.01'). */
export interface SendNativeParameters {
  to: string;
  amount: string;
}

/** What `sendToken` takes. `amount` is a decimal string in token units ('1.5'). */
export interface SendTokenParameters {
  token: string;
  to: string;
  amount: string;
  /** The token's decimals; read from the chain when absent. */
  decimals?: number;
}

/** A mined transaction: its hash and viem-shaped receipt. */
export interface SendResult {
  hash: Hex;
  receipt: TransactionReceipt;
}

/** One EIP-5792 call. */
export interface Call {
  to: string;
  data?: string;
  /** Wei, as a bigint or a hex quantity. */
  value?: bigint | Hex;
}

/** Options of `waitForReceipt`. */
export interface WaitForReceiptOptions {
  /** Give up after this long. Default 120 s. */
  timeoutMs?: number;
}

/** The public API: `kit.plugin('eip155')`. Signing and sending go through `kit.request`, so unsafe calls wait for approval. */
export interface Eip155Api {
  /** personal_sign of a UTF-8 message with the connected account. */
  signMessage(message: string): Promise<Hex>;
  /** eth_signTypedData_v4 with the connected account. */
  signTypedData<const T extends TypedData | Record<string, unknown>, P extends keyof T | 'EIP712Domain' = keyof T>(typedData: TypedDataInput<T, P>): Promise<Hex>;
  /** Sends the native currency and waits until the transaction is mined. */
  sendNative(params: SendNativeParameters): Promise<SendResult>;
  /** ERC-20 `transfer` (also tokens whose transfer returns nothing); waits until mined. */
  sendToken(params: SendTokenParameters): Promise<SendResult>;
  /** EIP-5792 wallet_sendCalls on the connected network. */
  sendCalls(calls: readonly Call[]): Promise<{ id: string }>;
  /** Polls the connected network's RPC until `hash` has a receipt. */
  waitForReceipt(hash: string, options?: WaitForReceiptOptions): Promise<TransactionReceipt>;
}
