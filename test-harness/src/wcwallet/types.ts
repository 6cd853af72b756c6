import type { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes, SignClientTypes } from '@walletconnect/types';
import type { Hex, RequestLogEntry, WalletChain } from '../wallets/types';

/** The EVM side of the wallet: keys and the chains it signs and sends for. */
export interface WcWalletEvmOptions {
  /** Private keys; the first account is the selected one. */
  privateKeys: Hex[];
  /** Chains the wallet knows (the local Hardhat chains); the first is active at start. */
  chains: WalletChain[];
  /** wallet_addEthereumChain asks the new chain's RPC for eth_chainId first (default true). */
  verifyAddedChains?: boolean;
}

/** The Solana side of the wallet: ed25519 keys and the endpoint it sends to. */
export interface WcWalletSolanaOptions {
  /** 32-byte seeds as hex (SOLANA_TEST_ACCOUNTS[i].seed); the first is the selected account. */
  seeds: string[];
  /** The local endpoint; every Solana chain's transactions go there. */
  rpcUrl: string;
  /** CAIP-2 chains the wallet approves when asked; default DEV_WALLET_CHAINS (localnet by both names, the public clusters). */
  chains?: readonly string[];
  /** Timeout of each RPC call to the endpoint; default 10 s. */
  rpcTimeoutMs?: number;
}

/** Options of `createWcWallet`. */
export interface WcWalletOptions {
  /** The relay, e.g. the relay double's `ws://127.0.0.1:4200`. */
  relayUrl: string;
  /** Any project id: the relay double does not check it. Default 'latchkey-dev'. */
  projectId?: string;
  /** What the dapp sees of the wallet. Default "Latchkey WC Test Wallet". */
  metadata?: Partial<SignClientTypes.Metadata>;
  /** EVM keys and chains; omit for a Solana-only wallet. */
  evm?: WcWalletEvmOptions;
  /** Solana keys and endpoint; omit for an EVM-only wallet. */
  solana?: WcWalletSolanaOptions;
  /**
   * true (default): proposals and requests are answered at once (after `setDelay`), as if the
   * user tapped "approve". false: they wait in `pending()` for `approve(id)` / `reject(id)`.
   */
  autoApprove?: boolean;
  /** Longest any one SDK call (pair, approve, respond, emit, update, disconnect) may take; default 15 s. */
  sdkTimeoutMs?: number;
  /** The SDK's own pino log level; default 'silent'. */
  sdkLogLevel?: string;
}

/** A session as the wallet sees it. */
export interface WcWalletSession {
  topic: string;
  peer: { name: string; url: string; description: string; icons: string[] };
  namespaces: SessionTypes.Namespaces;
  /** Seconds since the epoch. */
  expiry: number;
}

/** A proposal or request waiting for the test (autoApprove: false). */
export interface WcPendingItem {
  kind: 'proposal' | 'request';
  /** The proposal id or the JSON-RPC request id (a number of ~16–19 digits). */
  id: number;
  /** Requests: the method; proposals: 'session_proposal'. */
  method: string;
  /** Requests: the CAIP-2 chain. */
  chainId?: string;
  /** Requests: the session topic; proposals: the pairing topic. */
  topic: string;
  params: unknown;
  /** The dapp's name and URL. */
  peer: { name: string; url: string };
}

/** One entry of the wallet's log: a proposal or a session request, and how it ended. */
export interface WcRequestLogEntry extends RequestLogEntry {
  kind: 'proposal' | 'request';
  id: number;
  chainId?: string;
  topic: string;
}

/** Options of `rejectNext`. */
export interface WcRejectOptions {
  message?: string;
  /** What the rejection hits: the next proposal, the next request, or whichever comes first (default). */
  target?: 'proposal' | 'request' | 'any';
}

/** Events the wallet emits (listeners get one argument). */
export type WcWalletEvent =
  | 'proposal' // WcPendingItem, when a proposal arrives
  | 'session' // WcWalletSession, once approved and acknowledged
  | 'request' // WcPendingItem, when a request arrives
  | 'response' // WcRequestLogEntry, once answered
  | 'pending' // WcPendingItem, when something waits for approve()/reject()
  | 'disconnect' // { topic, reason, by: 'dapp' | 'wallet' }
  | 'error'; // Error, when an SDK call failed or timed out

/** The wallet peer and its test controls. */
export interface WcWallet {
  /** The SDK client (escape hatch; prefer the controls). */
  readonly client: InstanceType<typeof SignClient>;
  /** Addresses the wallet holds, selected first: EVM checksummed, Solana base58. */
  readonly addresses: { eip155: Hex[]; solana: string[] };
  /** Pairs from a `wc:` URI; resolves once the pairing topic is subscribed (the proposal follows). */
  pair(uri: string, options?: { timeoutMs?: number }): Promise<void>;
  /** pair(), then waits for the session it proposes to be approved (autoApprove) and acknowledged. */
  connect(uri: string, options?: { timeoutMs?: number }): Promise<WcWalletSession>;
  /** Resolves with the next session approved from now on (or the only one, if `existing` and one is up). */
  waitForSession(options?: { timeoutMs?: number; existing?: boolean }): Promise<WcWalletSession>;
  /** The active sessions. */
  sessions(): WcWalletSession[];
  /** Ends one session (or all) from the wallet's side; the dapp gets session_delete. */
  disconnect(topic?: string): Promise<void>;

  /** The next proposal or request (see `target`) is refused: requests with `code` (default 4001 "User Rejected Request"), proposals with the SDK's USER_REJECTED (5000) unless a code is given. */
  rejectNext(code?: number, options?: WcRejectOptions): void;
  /**
   * Misbehaves as a hostile or broken peer: the next session approval grants what `rewrite` makes
   * of the namespaces it would have granted (other accounts, chains never proposed…).
   */
  misbehaveNext(rewrite: (namespaces: SessionTypes.Namespaces) => SessionTypes.Namespaces): void;
  /** Misbehaves in a live session: a session update with what `rewrite` makes of its namespaces (every session, or `topic`'s). */
  pushNamespaces(rewrite: (namespaces: SessionTypes.Namespaces) => SessionTypes.Namespaces, topic?: string): Promise<void>;
  /** Every proposal and request waits `ms` before it is answered (a slow user). */
  setDelay(ms: number): void;
  /** Switches between answering at once (true) and waiting for approve()/reject() (false). */
  setAutoApprove(on: boolean): void;
  /** What waits for the test (autoApprove: false). */
  pending(): WcPendingItem[];
  /** Resolves with the next pending item (of `kind`), or one already waiting. */
  waitForPending(options?: { kind?: 'proposal' | 'request'; timeoutMs?: number }): Promise<WcPendingItem>;
  /** Approves a pending item (the oldest when `id` is omitted). */
  approve(id?: number): Promise<void>;
  /** Refuses a pending item (the oldest when `id` is omitted). */
  reject(id?: number, code?: number, message?: string): Promise<void>;

  /** Makes `chainId` the active EVM chain: session update if the session lacks it, then a chainChanged event. */
  setChain(chainId: number): Promise<void>;
  /** Selects another account (address or index) of `namespace` (default eip155): session update, then accountsChanged. */
  selectAccount(account: string | number, namespace?: 'eip155' | 'solana'): Promise<void>;
  /** Emits a raw session event to every session that has `chainId`'s namespace (or to `topic`). */
  emitEvent(event: { name: string; data: unknown }, chainId: string, topic?: string): Promise<void>;

  /** Every proposal and request so far, oldest first. */
  requests(): WcRequestLogEntry[];
  clearRequests(): void;
  /** A snapshot for assertions. */
  state(): { sessions: number; autoApprove: boolean; delayMs: number; evm?: { chainId: number; accounts: Hex[] }; solana?: { selected: string; addresses: string[] } };
  on(event: WcWalletEvent, listener: (payload: unknown) => void): () => void;
  /** Closes the SDK client (socket, heartbeat) and forgets everything; pending items are rejected. Safe twice. */
  close(): Promise<void>;
}
