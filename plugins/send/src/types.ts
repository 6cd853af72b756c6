import type { CaipNetworkId, ChainNamespace, TokenBalance } from '@latchkey/kernel';

export type { TokenBalance };

/** Options of {@link send}. */
export interface SendOptions {
  /**
   * Read token balances as soon as an account connects (and again when it or its network
   * changes), so the Account view's token list and the Send view have them. Default true; with
   * false they are read when a view of the plugin needs them, or `refreshBalances()` is called.
   */
  autoBalances?: boolean;
}

/**
 * Where a namespace's token balances stand. `unsupported`: none are shown there (a testnet, a
 * namespace without balances, no project id for the blockchain API).
 */
export type BalanceStatus = 'idle' | 'loading' | 'ready' | 'unavailable' | 'unsupported';

/** A namespace's token balances: their status, and the time of the last failed read (SPEC §3 `lastRetry`). */
export interface NamespaceBalances {
  status: BalanceStatus;
  /** The network and account they are for. */
  caipNetworkId: CaipNetworkId | undefined;
  address: string | undefined;
  /** When the last read failed (ms); reads wait 30 s after it (SPEC §9). */
  lastRetry: number | undefined;
}

/** A send the wallet accepted and the network confirmed. */
export interface SentTransfer {
  namespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  /** The EVM transaction hash or the Solana signature. */
  id: string;
  amount: string;
  symbol: string;
  receiver: string;
  receiverName: string | undefined;
}

/** Why a send failed, for the view to say (the error's message is in `message`). */
export type SendFailure = { reason: 'rejected' | 'failed' | 'insufficient' | 'invalid'; message: string };

/**
 * The plugin's state (`kit.getState().plugins.send`): SPEC §3's send state and the balances'
 * status per namespace. The balances themselves are in the account (`account.tokenBalance`).
 */
export interface SendState {
  /** The token to send, from the visitor's balances (SPEC §3 `token`). */
  token: TokenBalance | undefined;
  /** The amount as typed, in the token's units ('1.5'). */
  sendTokenAmount: string | undefined;
  /** The receiver as typed: an address, or an account name on EVM. */
  receiverInput: string;
  /** The address the tokens go to: the typed address, or the one the name resolved to. */
  receiverAddress: string | undefined;
  receiverProfileName: string | undefined;
  receiverProfileImageUrl: string | undefined;
  /** A name lookup is in flight. */
  resolving: boolean;
  /** The name could not be resolved: 'notFound' or 'error' ('Error resolving name'). */
  resolveError: 'notFound' | 'error' | undefined;
  /** The native token's balance in USD, two decimals (what pays the network fee). */
  networkBalanceInUSD: string | undefined;
  /** A send is in flight (SPEC §4). */
  loading: boolean;
  /** The network the form is for; a form for another network is cleared. */
  caipNetworkId: CaipNetworkId | undefined;
  /** The last send that went through (the form is cleared then). */
  lastSent: SentTransfer | undefined;
  /** The last send that failed. */
  failure: SendFailure | undefined;
  /** Token balances per namespace. */
  balances: Partial<Record<ChainNamespace, NamespaceBalances>>;
}

/** What the form still lacks or gets wrong, in the order the view reports it. */
export type SendProblem =
  | { code: 'required' }
  | { code: 'token' }
  | { code: 'amount' }
  | { code: 'decimals'; decimals: number }
  | { code: 'insufficient' }
  | { code: 'receiver' }
  | { code: 'resolving' }
  | { code: 'notFound' }
  | { code: 'resolveError' };

/** What `send()` resolves with. */
export interface SendResult {
  /** The EVM transaction hash or the Solana signature, once confirmed. */
  id: string;
}

/**
 * A transfer asked for directly (`transfer()`): an asset of a network, an amount and a receiver,
 * without the visitor's Send form.
 */
export interface TransferParameters {
  /** The network to send on (CAIP-2), one of the kit's; the wallet must be on it now. Default: the token's, else the active network. */
  caipNetworkId?: CaipNetworkId;
  /** 'native', or the token's address on that network (an ERC-20 contract, an SPL mint). */
  asset?: 'native' | (string & {});
  /** Or a row of the visitor's balances (its network, address and decimals). */
  token?: TokenBalance;
  /** A decimal amount in the asset's units ('2', '0.5'). */
  amount: string;
  /** The receiver's address on that network. */
  receiver: string;
  /** The asset's decimals as the caller knows them: checked against the chain, a mismatch refused. */
  decimals?: number;
}

/** How a direct transfer reports and can be withdrawn. */
export interface TransferOptions {
  /** Withdraws the request while it still waits for the visitor's approval (once the wallet has it, it runs to its end). */
  signal?: AbortSignal;
  /** The EVM hash or Solana signature, as soon as the wallet sent it (before it is confirmed). */
  onSubmitted?(id: string): void;
}

/** What `balanceOf()` reads: one asset of one network. */
export interface AssetBalanceParameters {
  /** One of the kit's networks (CAIP-2); default the active network. */
  caipNetworkId?: CaipNetworkId;
  /** 'native', or the token's address on that network. */
  asset: 'native' | (string & {});
  /** Whose balance; default the connected account of the network's namespace. */
  address?: string;
}

/** An account's balance of one asset: a decimal string in its units, and its decimals. */
export interface AssetBalance {
  numeric: string;
  decimals: number;
}

/**
 * `kit.plugin('send')`: token balances, and the Send form the views drive. A dapp may drive it
 * too (set a token, amount and receiver, then `send()`), without the views.
 */
export interface SendApi {
  /**
   * Reads the active account's token balances (SPEC §3 shape) on its network, from the 30 s cache
   * or the blockchain API (the embedded wallet's own through `wallet_getAssets`), and writes them
   * to the account. A failed read shows 'Token Balance Unavailable' and blocks reads of that
   * namespace for 30 s. `force` skips the cache (not the block).
   */
  refreshBalances(options?: { force?: boolean }): Promise<TokenBalance[]>;
  /** The tokens the visitor can send on the active network (their balances; the native currency on a testnet). */
  sendableTokens(): TokenBalance[];
  /** Picks the token to send; clears the amount when the token changes. */
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: string): void;
  /**
   * Sets the receiver: an address of the active network, or (EVM) an account name, which is
   * looked up (5 min cache) and shown with its avatar. Resolves once the lookup settled.
   */
  setReceiver(input: string): Promise<void>;
  /** The largest amount of the token that can be sent; for the native currency, what leaves the network fee. */
  maxAmount(): Promise<string>;
  /** The form's first problem, or undefined when it can be sent. */
  check(): Promise<SendProblem | undefined>;
  /**
   * Sends the form's token through the chain plugin (the wallet's approval first), waits until it
   * is confirmed, clears the form and reads the balances again.
   * @throws {ValidationError} 'An amount and receiver address are required', 'A token is required', 'Invalid amount', 'Insufficient funds', 'Invalid receiver address'.
   * @throws {UserRejectedError} the visitor declined.
   */
  send(): Promise<SendResult>;
  /** Clears the form (token, amount, receiver, last result). */
  reset(): void;
  /**
   * Sends an asset directly (not the form, which stays as it is): `amount` of the native currency
   * or of a token (by address) to `receiver`, on a network the wallet is on now, through the chain
   * plugin (one confirmation: in the wallet, or in the kit's approval view); resolves once confirmed. `decimals`, when given, must match
   * the asset's on chain. Pay is built on it.
   * @throws {ValidationError} 'Invalid amount', 'Invalid receiver address', 'Invalid token', 'Invalid chainId' (the wallet is on another network), 'Network not found'.
   * @throws {UserRejectedError} the visitor declined. @throws {AbortedError} `options.signal` fired before approval.
   * @throws {ConnectorError} 'Transaction reverted' / 'Transaction failed'. @throws {TimeoutError} not confirmed in time.
   *
   * @example
   * const { id } = await kit.plugin('send').transfer({ caipNetworkId: 'eip155:1', asset: usdc, amount: '2', receiver, decimals: 6 })
   */
  transfer(params: TransferParameters, options?: TransferOptions): Promise<SendResult>;
  /**
   * The live balance of one asset (read through the kit's RPC, testnets and local chains too),
   * of the connected account unless an address is given.
   *
   * @example
   * await kit.plugin('send').balanceOf({ caipNetworkId: 'eip155:1', asset: 'native' }) // { numeric: '1.5', decimals: 18 }
   */
  balanceOf(params: AssetBalanceParameters): Promise<AssetBalance>;
}
