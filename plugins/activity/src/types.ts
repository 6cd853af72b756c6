import type { CaipNetworkId } from '@latchkey/kernel';

/**
 * What the blockchain API says a transaction did (SPEC §3 `metadata.operationType`). The kit
 * knows these; any other value is kept and shown as a plain transaction.
 */
export type OperationType =
  | 'send'
  | 'receive'
  | 'deposit'
  | 'withdraw'
  | 'borrow'
  | 'repay'
  | 'claim'
  | 'burn'
  | 'mint'
  | 'trade'
  | 'approve'
  | 'execute'
  | 'stake'
  | 'unstake'
  | 'deploy'
  | 'cancel';

/** One asset a transaction moved, checked and trimmed from the API's transfer. */
export interface ActivityTransfer {
  kind: 'fungible' | 'nft';
  /** The token's or the NFT's name. */
  name: string;
  /** Fungible tokens only. */
  symbol: string | undefined;
  /** The token icon or the NFT preview, as the API gave it (drawn through the kit's safe image). */
  imageUrl: string | undefined;
  /** A non-negative decimal string ('0.5'); absent when the API gave none or garbage. */
  quantity: string | undefined;
  direction: 'in' | 'out' | 'self' | undefined;
  /** The API flagged the NFT as spam. */
  spam: boolean;
}

/** A history item (SPEC §3), as the views read it. */
export interface ActivityItem {
  id: string;
  hash: string | undefined;
  operationType: OperationType | (string & {});
  status: 'confirmed' | 'failed' | 'pending';
  /** When it was mined, in ms since the epoch; undefined when the API's date did not parse. */
  minedAt: number | undefined;
  sentFrom: string | undefined;
  sentTo: string | undefined;
  /** Its network (CAIP-2). */
  chain: string | undefined;
  transfers: ActivityTransfer[];
}

/** One page of history: the items and the cursor of the next page (undefined: the last page). */
export interface ActivityPage {
  data: ActivityItem[];
  next: string | undefined;
}

/**
 * A transaction this kit sent (an `eth_sendTransaction` the visitor approved) that the history does
 * not list yet. Shown first, as pending, until a history item matches it.
 */
export interface PendingTransaction {
  /** The gate's request id. */
  id: string;
  caipNetworkId: CaipNetworkId;
  /** The sending account. */
  from: string;
  /** The transaction's `to`: the receiver, or the token contract of a transfer. */
  to: string;
  /** Wei, decimal. */
  value: string;
  /** An ERC-20 `transfer(receiver, amount)`: its receiver and amount in base units. */
  token: { receiver: string; amount: string } | undefined;
  /** When the wallet took it (ms since the epoch). */
  sentAt: number;
  /** The transaction hash the wallet answered, when it answered one: the history item with it settles this send. */
  hash?: string | undefined;
  /** The token's symbol and decimals, once read from the chain (ERC-20 transfers). */
  tokenInfo?: { symbol: string; decimals: number } | undefined;
}

/** The plugin's slice (`kit.getState().plugins.activity`). */
export interface ActivityState {
  /** Whose history the list is: one account on one network. */
  address: string | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  transactions: ActivityItem[];
  /** The cursor of the next page; undefined at the end, and after a failure (SPEC §8). */
  next: string | undefined;
  loading: boolean;
  /** Set once a first page was asked for this account and network. */
  loaded: boolean;
  /** No transaction to show (after a load, or after a failure). */
  empty: boolean;
  /** 'Failed to fetch transactions' is on screen (the list emptied, the cursor cleared). */
  failed: boolean;
  /** The kit's own sends not yet in the history, newest first. */
  pending: PendingTransaction[];
}

/** `activity(options)`. */
export interface ActivityOptions {
  /**
   * Spam NFTs (the API's `is_spam` flag): 'hide' drops items whose every transfer is spam, as the
   * reference kit does; 'flag' lists them marked as possible spam. Default 'hide'.
   */
  spam?: 'hide' | 'flag';
  /** Show the kit's own sends as pending until the history lists them. Default true. */
  trackPending?: boolean;
  /** Passed to the history API as `onramp` (the reference kit's Coinbase onramp filter). */
  onramp?: string;
}

/** Parameters of `fetchTransactions`. */
export interface FetchTransactionsParameters {
  /** The account (0x + 40 hex digits). */
  account: string;
  /** The network (CAIP-2); the active EVM network when absent. */
  chainId?: CaipNetworkId;
  /** The cursor a previous page gave. */
  cursor?: string;
  onramp?: string;
}

/** `kit.plugin('activity')`. */
export interface ActivityApi {
  /**
   * Reads the connected EVM account's history from the start (the list replaced). Never rejects
   * for a failed read: the list is emptied, the cursor cleared and `failed` set ('Failed to fetch
   * transactions'). @throws {ValidationError} "Transactions can't be fetched without an accountAddress".
   */
  refresh(): Promise<void>;
  /** Reads the page after the cursor and appends it; nothing without a cursor or while loading. */
  loadMore(): Promise<void>;
  /**
   * Reads the first page again and puts what is new on top, keeping the cursor (what the view does
   * while a send is pending). A failed read is logged and changes nothing.
   */
  poll(): Promise<void>;
  /**
   * One page of an account's history, without touching the state.
   * @throws {ValidationError} "Transactions can't be fetched without an accountAddress".
   * @throws {ActivityError} 'Failed to fetch transactions' (the cause: HTTP, timeout, a reply off its schema).
   */
  fetchTransactions(params: FetchTransactionsParameters): Promise<ActivityPage>;
  /** Forgets the list (not the pending sends). */
  reset(): void;
}
