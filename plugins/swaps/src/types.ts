import type { CaipNetworkId } from '@latchkey/kernel';

/** A token of the swap list (`/v1/convert/tokens`), as the API gives it, checked. */
export interface SwapListToken {
  name: string;
  symbol: string;
  /** CAIP-10: `eip155:<chainId>:<address>`; the native coin is `…:0xeeee…eeee`. */
  address: string;
  decimals: number;
  /** An https, data:image or blockchain-API image; absent when unsafe. */
  logoUri: string | undefined;
}

/**
 * A token the visitor can swap: the list's entry with the visitor's balance and its USD price,
 * when known. `kit.plugin('swaps').tokens()` answers these.
 */
export interface SwapToken {
  /** The CAIP-10 id, lower case (`eip155:1:0xa0b8…eb48`). */
  id: string;
  /** The token's own address (`0xeeee…` for the native coin). */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  logoUri: string | undefined;
  native: boolean;
  /** The visitor's balance in token units ('1234.5'), when known. */
  balance: string | undefined;
  /** USD per token, when known. */
  price: number | undefined;
  /** USD value of the balance, when both are known. */
  value: number | undefined;
}

/** A quote for the amount between the two tokens (`/v1/convert/quotes`); amounts in base units. */
export interface SwapQuote {
  /** CAIP-10 ids, lower case. */
  from: string;
  to: string;
  fromAmount: string;
  toAmount: string;
  /** The slippage tolerance it was shown with (percent). */
  slippage: number;
  /** `toAmount` less the slippage tolerance: what the swap guarantees. */
  minimumToAmount: string;
}

/** Why the form cannot be swapped yet, in the order the view reports it. */
export type SwapProblem =
  | { code: 'unavailable' }
  | { code: 'tokens' }
  | { code: 'amount' }
  | { code: 'decimals'; decimals: number }
  | { code: 'insufficient'; symbol: string }
  | { code: 'quoting' }
  | { code: 'noQuote' };

/** A swap that went through (the state keeps the last one). */
export interface SwapRecord {
  caipNetworkId: CaipNetworkId;
  /** The swap transaction's hash. */
  hash: string;
  /** The approval's hash, when one was needed. */
  approvalHash: string | undefined;
  from: { id: string; symbol: string; decimals: number };
  to: { id: string; symbol: string; decimals: number };
  /** What left the wallet for the swap (base units, gas not included). */
  fromAmount: string;
  /** What arrived: read from the chain before and after (gas added back for the native coin); the quote when the chain could not say. */
  toAmount: string;
  /** Whether `toAmount` was read from the chain (true) or is the quote (false). */
  measured: boolean;
  /** Network fees paid, in the native coin's base units (approval and swap). */
  fee: string | undefined;
}

/**
 * Which check a transaction built by the swap API failed (it was never sent to the wallet):
 * - `sender`: not from the connected account; `value`: carries another amount of the native coin;
 * - `token`: the approval is not a call on the token being sold;
 * - `spender`: the approval lets someone other than the swap's router spend the token;
 * - `amount`: the approval is for another amount than the one being sold (or unlimited when the
 *   visitor did not choose that);
 * - `router`: the swap goes to another contract than the router named for it, to a token contract,
 *   or to one not on the dapp's router allowlist for the network;
 * - `calldata`: the swap is not a contract call (no call data), or a token transfer/approval.
 */
export type SwapCheckRule = 'sender' | 'value' | 'token' | 'spender' | 'amount' | 'router' | 'calldata';

/** A swap or approval that did not go through. */
export interface SwapFailure {
  stage: 'approve' | 'swap';
  /**
   * rejected: declined in the wallet; reverted: the network refused it; unsafe: the swap API built
   * a transaction that is not this swap, and the kit refused it before the wallet was asked;
   * failed: anything else (the API, the network).
   */
  reason: 'rejected' | 'reverted' | 'unsafe' | 'failed';
  /** With `unsafe`: the check that failed. */
  rule?: SwapCheckRule;
  message: string;
}

/** The plugin's state slice (`kit.getState().plugins.swaps`). */
export interface SwapsState {
  /** The network the token list, balances and form are for. */
  caipNetworkId: CaipNetworkId | undefined;
  tokensStatus: 'idle' | 'loading' | 'ready' | 'failed';
  tokens: SwapListToken[];
  /** USD prices by CAIP-10 id (lower case). */
  prices: Record<string, number>;
  /** Balances read on chain, in base units, by CAIP-10 id (lower case). */
  balances: Record<string, string>;
  /** The token paid with and the token received (CAIP-10 ids, lower case). */
  from: string | undefined;
  to: string | undefined;
  /** The amount to pay, as typed, in the `from` token's units. */
  amount: string;
  /** Slippage tolerance in percent (SPEC §9: 1). */
  slippage: number;
  quote: SwapQuote | undefined;
  quoteStatus: 'idle' | 'loading' | 'ready' | 'failed';
  /** The last quote's error message (the server's reason when it gave one). */
  quoteError: string | undefined;
  /** What the swap contract may spend of `from` (base units), when read; with the token it is for. */
  allowance: { token: string; amount: string } | undefined;
  /** The network fee of the built swap (native base units), when known. */
  networkFee: string | undefined;
  /** A transaction in flight: the approval or the swap. */
  pending: 'approve' | 'swap' | undefined;
  /** The approval confirmed for this form (its hash and the gas it paid, native base units), until the form changes. */
  approval: { hash: string; fee: string } | undefined;
  /**
   * The swap's router (as the API wrote it): the contract the swap API's transaction for this form calls,
   * which the approval must name as its spender. Known once the swap was built; cleared when the
   * form changes.
   */
  router: string | undefined;
  /** The visitor chose an unlimited approval (the token need not be approved again); default false: exactly the amount sold. */
  unlimitedApproval: boolean;
  lastSwap: SwapRecord | undefined;
  failure: SwapFailure | undefined;
}

/** `swaps(options)`. */
export interface SwapsOptions {
  /** EVM chain ids to offer swaps on besides SPEC §9's (the local chains of a test stack). */
  networks?: readonly number[];
  /** Slippage tolerance in percent, above 0 and below 50. Default 1 (SPEC §9). */
  slippage?: number;
  /**
   * Routers the swap API may use, per EVM chain id: a swap (and so its approval's spender) calling
   * any other contract on a listed chain is refused before the wallet is asked. Chains not listed
   * accept the router the API names (still checked: the approval's spender must be the swap's
   * router, and neither may be a token contract).
   *
   * @example
   * swaps({ routers: { 1: ['0x111111125421cA6dc452d289314280a0f8842A65'] } })
   */
  routers?: Readonly<Record<number, readonly string[]>>;
}

/**
 * `kit.plugin('swaps')`: the form the views drive. A dapp may drive it too: pick the tokens and an
 * amount, then `swap()`.
 */
export interface SwapsApi {
  /** The swap networks (CAIP-2): SPEC §9's and the dapp's. */
  networks(): CaipNetworkId[];
  /** Whether swaps can run now: an EVM account on a swap network, the remote `swaps` list non-empty, not basic mode. */
  available(): boolean;
  /** Reads the token list of the active network (once per network; again with `force`), with balances and prices. */
  loadTokens(options?: { force?: boolean }): Promise<SwapToken[]>;
  /** The token list with the visitor's balances and prices: tokens held first (by USD value), then the list's order. */
  tokens(): SwapToken[];
  /** Tokens whose name, symbol or address contains `query` (case-insensitive). */
  searchTokens(query: string): SwapToken[];
  /** Picks the token to pay with (a CAIP-10 id or an address). Picking the `to` token swaps the two. */
  setFrom(token: string | undefined): void;
  /** Picks the token to receive. Picking the `from` token swaps the two. */
  setTo(token: string | undefined): void;
  /** Swaps `from` and `to`. */
  switchTokens(): void;
  /** Sets the amount to pay, in the `from` token's units ('12.5'); a quote follows shortly. */
  setAmount(amount: string): void;
  /** Sets the slippage tolerance in percent (above 0, below 50). */
  setSlippage(percent: number): void;
  /** The largest amount of `from` that can be swapped: all of a token; of the native coin what leaves gas. */
  maxAmount(): Promise<string>;
  /** Reads the balances of the chosen tokens (or the whole list when it is short) from the chain. */
  refreshBalances(): Promise<void>;
  /** The form's first problem, or undefined when it can be swapped. */
  problem(): SwapProblem | undefined;
  /** A quote for the form now (no waiting); null when there is none (the error is in the state). */
  quote(): Promise<SwapQuote | null>;
  /** Whether the swap contract must first be allowed to spend `from` (reads the allowance). */
  needsApproval(): Promise<boolean>;
  /** The swap's network fee (native base units) once no approval is needed; undefined until then or when unknown. */
  networkFee(): Promise<string | undefined>;
  /**
   * Approve the token without limit (true) or exactly the amount sold (false, the default): the
   * visitor's choice in the review. An unlimited approval is shown as unlimited everywhere.
   */
  setUnlimitedApproval(unlimited: boolean): void;
  /** Sends the approval when one is needed and waits until it is mined; its hash, or undefined when none was needed. */
  approve(): Promise<string | undefined>;
  /**
   * Swaps: the approval first when needed, then the swap transaction (slippage tolerance applied),
   * each approved by the visitor and mined; then the balances are read again. Resolves with the
   * swap's transaction hash.
   * @throws {SwapUnavailableError} no EVM account on a swap network.
   * @throws {ValidationError} 'Select the tokens', 'Invalid amount', 'Insufficient funds'.
   * @throws {UserRejectedError} declined in the wallet. @throws {SwapRevertedError} refused by the network.
   * @throws {SwapTransactionError} the swap API built an approval or swap that is not this swap
   * (`data.rule`, a {@link SwapCheckRule}); nothing was sent to the wallet.
   */
  swap(): Promise<string>;
  /** Clears the amount, quote, result and failure (tokens and slippage stay). */
  reset(): void;
}
