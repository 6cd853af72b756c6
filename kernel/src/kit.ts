import type { KitEvents } from './bus/events';
import type { RegisteredPlugins } from './register';
import type { KitState } from './types/state';
import type { CaipNetwork, CaipNetworkId, ChainNamespace, ConnectedAccount, Connection, NetworkInput } from './types/chain';
import type { NormalizedOptions } from './config/types';
import type { ViewId, ViewParams } from './router/types';
import type { Translate } from './i18n/i18n';
import type { AlertCode } from './alerts/catalogue';

import type { RequestArgs } from './requests/types';
import type { AssetAmount, AssetTransfer, NamespaceAdapter, RequestDescription } from './plugins/namespace';
import type { RecentConnection } from './connection/stored';
import type { KitDebugLog } from './log/lazyDebugLog';
import type { RpcEndpointRank } from './net/ranking';

export interface SubscribeOptions<T> {
  equalityFn?: (a: T, b: T) => boolean;
  fireImmediately?: boolean;
}

/**
 * The instance `createKit` returns. Two kits on one page share nothing. What plugins and the React
 * package drive it with beside this (router, views, slots, request answers…) is `internals(kit)`.
 */
export interface Kit {
  readonly options: NormalizedOptions;
  /** Settles when start-up work (remote configuration, silent reconnect) has settled. */
  readonly ready: Promise<void>;
  /**
   * Opens the modal (SPEC §2 opening rules), on a view with its typed params when given.
   * @throws {ConfigError} for a view no plugin registers. @throws {KitError} 'Unsupported chain namespace'.
   */
  open<V extends ViewId>(options?: { view?: V; params?: ViewParams<V>; namespace?: ChainNamespace }): void;
  /**
   * Fetches the connection code (connecting, switching, the request gate: a lazy chunk a first
   * visit does not load) ahead of need; the modal does it when it opens, the connect button on
   * hover. Resolves once it is loaded or failed to (the next action then tries again).
   */
  prefetch(): Promise<void>;
  /** Closes the modal (refused while sign-in is required and unsigned). */
  close(): void;
  getState(): KitState;
  /**
   * The state as `createKit` returned it (its `initialState` applied, before any restore): what a
   * server renders and what the browser hydrates against (React's server snapshot).
   */
  getInitialState(): KitState;
  subscribe(listener: (state: KitState, previous: KitState) => void): () => void;
  subscribe<T>(selector: (state: KitState) => T, listener: (value: T, previous: T) => void, options?: SubscribeOptions<T>): () => void;
  on<K extends keyof KitEvents & string>(event: K, handler: (payload: KitEvents[K]) => void): () => void;
  on(event: `${string}:${string}`, handler: (payload: unknown) => void): () => void;
  plugin<K extends keyof RegisteredPlugins & string>(id: K): RegisteredPlugins[K];
  plugin<T = unknown>(id: string): T | undefined;
  /**
   * Connects a wallet on the namespaces it serves (or those asked); resolves with the account of
   * the asked namespace, or the first. `signal` aborts the wait (the visitor closed the modal).
   * @throws {ConnectorError} unknown connector, no account, or 'The connector does not support any of the requested chains'.
   * @throws {UserRejectedError} the visitor declined in the wallet. @throws {AbortedError} aborted or superseded.
   */
  connect(connectorId: string, options?: { namespace?: ChainNamespace; namespaces?: ChainNamespace[]; signal?: AbortSignal }): Promise<ConnectedAccount>;
  /**
   * Disconnects every connection of a namespace (all namespaces when none is given).
   * @throws {KitError} 'Failed to disconnect chains: {messages}' when a wallet failed; the kit forgets it anyway.
   */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
  /**
   * Switches network (SPEC §2, §4).
   * @throws {ValidationError} 'Invalid chainId' for input that is not a network. @throws {ChainError} 'Network not found' / 'Chain is not supported'.
   */
  switchNetwork(network: CaipNetwork | CaipNetworkId | number): Promise<void>;
  /**
   * Sends a JSON-RPC request through the gate: safe methods run, unsafe ones wait for approval.
   * @throws {RequestNotAllowedError} 'Action not allowed' for a method no namespace or plugin knows.
   * @throws {UserRejectedError} when the visitor rejects it. @throws {ValidationError} on malformed input.
   */
  request<T = unknown>(args: RequestArgs): Promise<T>;
  /**
   * Makes a configured namespace the one the modal and buttons show (a connected one, or one the
   * visitor is about to connect a wallet for; closing the modal without connecting it returns to
   * a connected namespace).
   * @throws {KitError} "Adapter for namespace {ns} doesn't exist" for a namespace the kit does not serve.
   */
  setActiveNamespace(namespace: ChainNamespace): void;
  /** The namespace adapter a chain plugin contributed (how to describe a request, validate an address…). */
  namespace(namespace: ChainNamespace): NamespaceAdapter | undefined;
  /**
   * A request described for people by its namespace's adapter (`describeRequest`), given the
   * owning plugin's tools (its RPC, for facts such as a token's symbol) and the namespace's
   * network now; undefined when the adapter has no describer or it throws. What the
   * ApproveTransaction view shows.
   */
  describeRequest(request: { namespace: ChainNamespace; method: string; params: unknown }): RequestDescription | undefined | Promise<RequestDescription | undefined>;
  /**
   * The asset capability of a namespace (its chain plugin's `assets`), bound to the owning
   * plugin's tools: balances, token facts, Max, transfers through the kit's gate, explorer links.
   * Undefined when no plugin serves the namespace or it offers no assets: a feature then shows no
   * entry for it.
   *
   * @example
   * const { id } = await kit.assets('solana')!.transfer({ network, from, to, amount: 10_000_000n })
   */
  assets(namespace: ChainNamespace): BoundAssets | undefined;
  /**
   * How a network's RPC endpoints rank now (SPEC §9: best first, with score, stability and latency),
   * for debugging; undefined before its first read, or when it has one endpoint.
   */
  rpcRanking(caipNetworkId: CaipNetworkId): RpcEndpointRank[] | undefined;
  /** Disposes every plugin (in reverse order), rejects pending requests, releases listeners. */
  destroy(): Promise<void>;

  readonly t: Translate;
  connections: {
    list(namespace?: ChainNamespace): Connection[];
    /** @throws {ConnectorError} when there is no such connection. */
    switch(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    remove(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    /** The last two wallets connected (SPEC §9). */
    recent(): RecentConnection[];
  };
  /** @throws {ConfigError} an invalid network. @throws {KitError} "Adapter for namespace {ns} doesn't exist". */
  addNetwork(network: NetworkInput): CaipNetwork;
  /** @throws {KitError} "Adapter for namespace {ns} doesn't exist". */
  removeNetwork(caipNetworkId: CaipNetworkId): void;
  /** @throws {KitError} "Adapter for namespace {ns} doesn't exist". */
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  /**
   * The kit's debug log (SPEC §9): every line its logger wrote, the plugins' too, kept within
   * 1,024,000 bytes (oldest dropped first), for a dapp's "copy diagnostics" or a support report.
   */
  readonly debugLog: KitDebugLog;
  alerts: {
    show(code: AlertCode, params?: Record<string, string | number>): void;
    dismiss(id: string): void;
    /** Fetches the alerts' strings (a chunk, also fetched by the first alert); resolves once `kit.t` knows them. */
    loadStrings(): Promise<void>;
  };
  setThemeMode(mode: 'light' | 'dark'): void;
  /** Shows the kit in `locale` and starts fetching its catalogues (`loadLocale`). */
  setLocale(locale: string): void;
  /**
   * Fetches the catalogues of `locale` every plugin has (each a chunk of its own; English is always
   * in). Resolves once `kit.t` knows them; rejects when one failed to load (English stays in its place).
   */
  loadLocale(locale: string): Promise<void>;
  /** True when `locale`'s catalogues are all loaded (`loadLocale` has nothing left to fetch). */
  isLocaleReady(locale: string): boolean;
  /** Live resources, for leak checks: all zero after `destroy()`. */
  stats(): { listeners: number; connectors: number; views: number; rpcMethods: number; plugins: number };
}

/** A namespace's asset capability with its owning plugin's tools bound (see `Kit.assets`). */
export interface BoundAssets {
  balances(request: { address: string; network: CaipNetwork; tokens?: readonly string[] }): Promise<AssetAmount[]>;
  token?(request: { network: CaipNetwork; address: string }): Promise<{ symbol: string; decimals: number; name?: string }>;
  maxNative?(request: { address: string; network: CaipNetwork }): Promise<bigint>;
  transfer?(transfer: AssetTransfer): Promise<{ id: string }>;
  transactionUrl(network: CaipNetwork, id: string): string | undefined;
  names: boolean;
}
