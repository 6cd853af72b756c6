import type { AccountType, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain';
import type { JsonRpcClient, RpcRequest } from '../net/jsonRpc';
import type { KitStorage } from '../storage/storage';
import type { KitError } from '../errors';

/** How the kit treats a method on a namespace (SPEC §4, §6). */
export type MethodSafety = 'safe' | 'unsafe' | 'unknown';

/**
 * A request described for people, as the ApproveTransaction view shows it. The namespace adapter
 * fills what it can decode; the view labels the fields in the visitor's language.
 */
export interface RequestDescription {
  /** What is asked: a message to sign, typed data, a transaction, a batch of calls, or anything else. */
  kind: 'message' | 'typedData' | 'transaction' | 'calls' | 'other';
  /** Receiver of a transfer (an address, shown left-to-right in monospace). */
  receiver?: string;
  /** Amount in whole units ('0.01') and its symbol ('SOL'). */
  amount?: string;
  symbol?: string;
  /** A decoded message (text), or the raw data when it is not readable text (`code: true`). */
  text?: string;
  code?: boolean;
  /** Size of the call data of a transaction, in bytes. */
  dataBytes?: number;
  /** Number of calls in a batch. */
  calls?: number;
  /** Further facts; `labelKey` is an i18n key of the plugin that describes the request. */
  facts?: Array<{ labelKey: string; value: string; code?: boolean }>;
  /**
   * What a decoded token call or signature does: send tokens (`transfer`), move them from an
   * account (`transferFrom`), let someone spend them (`approve`, `increaseAllowance`, a signed
   * `permit`), or give or take an operator's access to all of them (`setApprovalForAll`,
   * `revokeApprovalForAll`). With it, `receiver` is the tokens' recipient (not the token contract)
   * and `amount` / `symbol`, when set, are native coin sent along.
   */
  action?: 'transfer' | 'transferFrom' | 'approve' | 'increaseAllowance' | 'permit' | 'setApprovalForAll' | 'revokeApprovalForAll';
  /**
   * The tokens the action moves or allows: the contract address, its symbol when known, and the
   * amount in whole units (`raw: true` when the decimals are unknown and it is the base-unit
   * integer), or `unlimited` (no amount).
   */
  tokens?: Array<{ address: string; symbol?: string; amount?: string; raw?: boolean; unlimited?: boolean }>;
  /** Who may spend or move the tokens (an approval's spender, a permit's spender, an operator). */
  spender?: string;
  /** The account tokens are moved from (`transferFrom`). */
  owner?: string;
  /** An allowance without limit (or an operator over every item): the view warns. */
  unlimited?: boolean;
  /** Until when a signed permit can be used (ISO 8601). */
  deadline?: string;
}

/** What a namespace adapter's runtime hooks may use: the owning plugin's RPC, storage and lifetime. */
export interface NamespaceTools {
  /**
   * JSON-RPC to a network: through the RPC proxy, or the network's own URL without a project id;
   * with several endpoints (the proxy and the network's URLs), ranked, failing over to the next.
   */
  rpc(network: CaipNetwork): JsonRpcClient;
  /** The owning plugin's storage. */
  storage: KitStorage;
  /** The networks the dapp configured for this namespace. */
  networks(): readonly CaipNetwork[];
  signal: AbortSignal;
  /**
   * A request to the connected wallet of this namespace through the kit's request gate (SPEC §5
   * checks, approval where the wallet has no screen, one prompt): what `kit.request` does with
   * this namespace.
   */
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
}

/** An amount of a coin or token an account holds, in base units. */
export interface AssetAmount {
  /** The token's address on its network (contract, mint, coin type…); none for the native coin. */
  token?: string;
  symbol: string;
  name?: string;
  decimals: number;
  amount: bigint;
}

/** What to transfer: `amount` base units of the native coin, or of `token` (its decimals known). */
export interface AssetTransfer {
  network: CaipNetwork;
  /** The connected account that sends. */
  from: string;
  /** The receiver's address (checked with the namespace's `addressError` before this is called). */
  to: string;
  amount: bigint;
  token?: { address: string; decimals: number; symbol?: string };
}

/**
 * What a namespace can do with coins and tokens (the asset capability). Send, Receive, Pay, the
 * token list, Activity and the Account balance use only this; a namespace without it (or without
 * one of its optional parts) simply does not get that feature's entry. Amounts are base units
 * (`bigint`); the kit formats them with one `formatUnits`.
 *
 * @example
 * assets: {
 *   balances: async ({ address, network }, tools) => [{ symbol: 'COIN', decimals: 9, amount: await readCoin(tools.rpc(network), address) }],
 *   transfer: async (transfer, tools) => ({ id: await sendThroughWallet(transfer, tools) }),
 * }
 */
export interface NamespaceAssets {
  /**
   * The account's balances read from the chain: the native coin first, then each of `tokens` asked
   * (a token the account never held is 0). Rejects when the chain cannot be read.
   */
  balances(request: { address: string; network: CaipNetwork; tokens?: readonly string[] }, tools: NamespaceTools): Promise<AssetAmount[]>;
  /** A token's symbol, name and decimals, read from the chain. */
  token?(request: { network: CaipNetwork; address: string }, tools: NamespaceTools): Promise<{ symbol: string; decimals: number; name?: string }>;
  /**
   * The most of the native coin `address` can send once the network fee (and any reserve the
   * chain keeps) is paid, in base units, never below zero. Without it, Max leaves the native coin
   * alone.
   */
  maxNative?(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<bigint>;
  /**
   * Builds the transfer and has the connected wallet send it (through `tools.request`: the kit's
   * gate), resolving with the transaction's id once the chain accepted it. Without `token`
   * support, reject with a `ValidationError` 'A token is required'. Without `transfer` the
   * namespace gets no Send.
   */
  transfer?(transfer: AssetTransfer, tools: NamespaceTools): Promise<{ id: string }>;
  /** The block explorer's page of a transaction id, when the network has an explorer. */
  transactionUrl?(network: CaipNetwork, id: string): string | undefined;
  /** Whether the receiver may be a name the names plugin resolves (EVM: ENS and registered names). */
  names?: boolean;
  /**
   * Whether the kit's blockchain API lists this namespace's token balances (its portfolio, with a
   * project id, on mainnets; SPEC §9). Without it the token list is `balances` (the native coin
   * at least).
   */
  portfolio?: boolean;
}

/** The sign-in hooks of a namespace (CAIP-122). The SIWX plugin fills them per namespace. */
export interface NamespaceSiwx {
  /** The exact text the wallet signs for a sign-in message (a promise when the formatter is a lazy chunk). */
  formatMessage?(data: { accountAddress: string; chainId: CaipNetworkId; domain: string; uri: string; version: string; nonce: string; statement?: string; issuedAt?: string; expirationTime?: string; notBefore?: string; requestId?: string; resources?: string[] }): string | Promise<string>;
  /** Verifies a signature over a sign-in message text. */
  verify?(input: { message: string; signature: string; address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<boolean>;
}

/**
 * What only a chain plugin knows about its namespace. The kernel holds no chain-specific code: it
 * asks the adapter of the namespace at hand.
 *
 * @example
 * definePlugin({ id: 'solana', kind: 'chain', namespaces: [solanaNamespace], setup(ctx) { … } })
 */
export interface NamespaceAdapter {
  namespace: ChainNamespace;
  /**
   * The CAIP-2 reference of a chain id a wallet reports (a number, a hex string, a bare reference
   * or a CAIP-2 id of this namespace), or undefined when it is none of these.
   */
  chainReference(chainId: string | number): string | undefined;
  /** The `id` of a network known only by its reference (EVM: a number). Default: the reference. */
  networkId?(reference: string): number | string;
  /** Block-explorer page of an address. Default: none. */
  addressExplorerUrl?(network: CaipNetwork, address: string): string | undefined;
  /**
   * Networks given with neither `chainNamespace` nor `caipNetworkId` (viem's chain objects) are
   * this namespace's. At most one namespace of a kit may say so.
   */
  bareNetworks?: boolean;
  /** Account kinds wallets of this namespace expose; the first is the default (SPEC §6). */
  accountTypes: readonly [AccountType, ...AccountType[]];
  /** Methods that run without approval, that wait for it, and that are refused outright. */
  methods: { safe: readonly string[]; unsafe: readonly string[]; refused?: readonly string[] };
  /**
   * Describes an unsafe request for the approval view; undefined shows its raw parameters. May
   * answer with a promise (a describer in a lazy chunk, or one that reads facts such as a token's
   * symbol through `tools`): the view holds Approve until it settles. `tools` are the owning
   * plugin's (its RPC), when the kit has them.
   */
  describeRequest?(request: { method: string; params: unknown; network: CaipNetwork | undefined }, tools?: NamespaceTools): RequestDescription | undefined | Promise<RequestDescription | undefined>;
  /**
   * Checks an unsafe request against the namespace's rules (SPEC §5) before anyone is asked:
   * throws (or rejects with) an `InvalidTransactionError` and the request is refused with no
   * approval view and no wallet prompt. Returns nothing (or a promise of nothing) when it passes;
   * a promise lets the rules live in a lazy chunk. `address` is the connected account.
   */
  checkRequest?(request: { method: string; params: unknown; network: CaipNetwork | undefined; address: string | undefined }): void | Promise<void>;
  /** Why `address` is not an address of this namespace (of `network`, when given), or undefined. */
  addressError(address: unknown, network?: CaipNetworkId): string | undefined;
  /** The native balance, floored for display, or undefined where balances are not shown. */
  getBalance?(request: { address: string; network: CaipNetwork }, tools: NamespaceTools): Promise<{ balance: string; symbol: string } | undefined>;
  /**
   * The namespace's cheapest read (EVM `eth_blockNumber`, Solana `getSlot`…). When a network has
   * several RPC endpoints the kit samples each with it to rank them (SPEC §9); without one they
   * are only failed over, in their listed order.
   */
  rpcPing?: RpcRequest;
  /**
   * How an RPC endpoint proves which chain it serves (EVM `eth_chainId`, the genesis hash for
   * Solana and Polkadot). When a network has several endpoints, each is asked before it serves a
   * read and again with every ranking ping; one whose answer `matches` does not accept for
   * `network` is dropped (it serves another chain), one whose answer errors serves nothing until
   * it proves itself. Without it the endpoints are trusted as listed.
   */
  rpcIdentity?: RpcIdentity;
  siwx?: NamespaceSiwx;
  /** Coins and tokens: balances, transfers, fees (see {@link NamespaceAssets}). */
  assets?: NamespaceAssets;
  /**
   * What the wallets of this namespace mean by their errors (EVM: EIP-1193 code 4001 is the
   * visitor saying no): a typed kit error for what it recognises, undefined otherwise. Asked after
   * the connector's own `toKitError`, for connector calls and for RPC handlers of this namespace.
   */
  toKitError?(error: unknown, fallback: string): KitError | undefined;
}

/** A namespace's chain-identity call and the test of its answer (see `NamespaceAdapter.rpcIdentity`). */
export interface RpcIdentity {
  request: RpcRequest;
  /** Whether `result` (the call's JSON-RPC result, unchecked) names `network`. */
  matches(result: unknown, network: CaipNetwork): boolean;
}

/**
 * Identity helper that types a namespace adapter.
 *
 * @example
 * export const solanaNamespace = defineNamespace({ namespace: 'solana', accountTypes: ['eoa'], … })
 */
export function defineNamespace(adapter: NamespaceAdapter): NamespaceAdapter {
  return adapter;
}
