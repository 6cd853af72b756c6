import type { AccountInfo, CaipNetwork, ChainNamespace, ConnectorInfo } from '../types/chain';
import type { KitError } from '../errors';

/** One namespace a connection covers: its accounts and the chain the wallet is on. */
export interface NamespaceSession {
  namespace: ChainNamespace;
  accounts: AccountInfo[];
  /** A reference ('1', '0x1') or a CAIP-2 id; the namespace adapter parses it. */
  chainId: string | number;
}

/**
 * What `connect` and a silent `reconnect` resolve with: one session per namespace connected. A
 * browser extension answers for its one namespace; WalletConnect or the embedded wallet for several.
 */
export interface ConnectResult {
  sessions: NamespaceSession[];
}

/** Events a connector reports while connected. Each names its namespace. */
export interface ConnectorEvents {
  accountsChanged(event: { namespace: ChainNamespace; accounts: AccountInfo[] }): void;
  chainChanged(event: { namespace: ChainNamespace; chainId: string | number }): void;
  /** The wallet ended the connection: for one namespace, or (none given) for all it served. */
  disconnect(event: { namespace?: ChainNamespace; error?: unknown }): void;
}

/** Where a connector call goes: the namespace and the network the kit is on there. */
export interface NamespaceTarget {
  namespace: ChainNamespace;
  network: CaipNetwork | undefined;
}

/**
 * A connector implementation a plugin adds with `ctx.connectors.add`. It may serve several
 * namespaces (`info.namespaces`); every call says which. Only `info` enters the store; the
 * implementation (and the wallet's provider object) stays outside it.
 */
export interface ConnectorAdapter {
  info: ConnectorInfo;
  /** Asks the wallet for accounts in the requested namespaces; resolves with a session per namespace granted. */
  connect(request: { namespaces: ChainNamespace[]; networks: Partial<Record<ChainNamespace, CaipNetwork>>; signal: AbortSignal }): Promise<ConnectResult>;
  /** Silent reconnect (no prompt); resolves null when the wallet no longer authorises the site. */
  reconnect?(request: { namespaces: ChainNamespace[]; networks: Partial<Record<ChainNamespace, CaipNetwork>>; signal: AbortSignal }): Promise<ConnectResult | null>;
  /** Ends the connection for these namespaces (all the connector serves when it is the last). */
  disconnect(request: { namespaces: ChainNamespace[] }): Promise<void>;
  switchNetwork?(request: NamespaceTarget & { network: CaipNetwork; signal: AbortSignal }): Promise<void>;
  request(request: NamespaceTarget & { method: string; params?: unknown; address?: string }, signal: AbortSignal): Promise<unknown>;
  signMessage?(request: NamespaceTarget & { message: string; address: string }, signal: AbortSignal): Promise<string>;
  subscribe?(events: ConnectorEvents): () => void;
  /**
   * The wallet shows every signature and transaction to the visitor on a screen of its own (a
   * browser extension, a Wallet Standard or WalletConnect wallet): the kit then sends requests
   * straight to it, with no ApproveTransaction view of its own (unless the dapp set
   * `approvals: 'all'`). Leave it unset for a wallet that signs without asking (the embedded
   * wallet behind the secure frame, a key in memory): the kit's approval comes first.
   */
  confirmsRequests?: boolean;
  /** How long disconnect may take before the kit gives up waiting (AUTH: 3 s). */
  disconnectTimeoutMs?: number;
  /** How long a connect may wait for the visitor (default 120 s; WalletConnect spans pairings). */
  connectTimeoutMs?: number;
  /**
   * What this wallet's errors mean: a typed kit error for what the plugin recognises (its
   * rejection → `UserRejectedError`), undefined otherwise. The kit asks it before the namespace's
   * `toKitError`; what neither recognises becomes a `ConnectorError` (message, `data.rpcCode`).
   */
  toKitError?(error: unknown, fallback: string): KitError | undefined;
}
