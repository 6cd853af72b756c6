import type { AccountInfo, CaipNetwork, ChainNamespace, ConnectorInfo } from '../types/chain';
import type { RemoteFeatureId } from '../config/features';
import type { LocaleBundle, Messages, Translate } from '../i18n/i18n';
import type { KitStorage } from '../storage/storage';
import type { HttpClient } from '../net/http';
import type { JsonRpcClient } from '../net/jsonRpc';
import type { AlertCode } from '../alerts/catalogue';
import type { Router } from '../router/createRouter';
import type { NormalizedOptions } from '../config/options';
import type { Kit } from '../kit';
import type { Recipe } from '../store/createStore';
import type { NamespaceAdapter } from './namespace';
import type { ResolvedFeatures } from '../config/features';
import type { ConnectedAccount } from '../connection/connection';
import type { AccountState } from '../types/state';

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
  /** How long disconnect may take before the kit gives up waiting (AUTH: 3 s). */
  disconnectTimeoutMs?: number;
}

export interface ViewContribution {
  id: string;
  /** i18n key of the view's title. */
  titleKey?: string;
  /** Lazily loads the view's component (React). */
  load: () => Promise<unknown>;
}

/** When a slot entry applies. Every condition given must hold. */
export interface SlotCondition {
  /** Only while the active namespace is one of these. */
  namespaces?: readonly ChainNamespace[];
  /** Only while this feature flag is on (remote or local). */
  feature?: keyof ResolvedFeatures;
  /** Only while connected (true) or not connected (false) on the active namespace. */
  connected?: boolean;
}

/** A section another view renders: connect methods, wallet features (onramp, swaps, receive, send). */
export interface SlotContribution {
  slot: 'connectMethods' | 'walletFeatures' | (string & {});
  id: string;
  labelKey: string;
  order?: number;
  /** When the entry is shown; always when absent. */
  when?: SlotCondition;
  /** An icon name from `@latchkey/react/ui` icons, or an image URL (https or data:image). */
  icon?: string;
  /** View opened when the entry is chosen, and its params. */
  view?: string;
  params?: Record<string, unknown>;
  load?: () => Promise<unknown>;
}

/**
 * A method a plugin classifies or answers itself. Lookup is first match per (namespace, method):
 * a contribution naming the request's namespace wins over one naming none.
 */
export interface RpcContribution {
  /** The namespaces it applies to; all when absent (feature methods such as `acme_greet`). */
  namespace?: ChainNamespace | readonly ChainNamespace[];
  /** Safe methods run without approval; unsafe ones wait for it. */
  safe: boolean;
  /** Answers the method instead of the connected wallet. */
  handler?: (args: { method: string; params?: unknown; namespace: ChainNamespace }, signal: AbortSignal) => Promise<unknown>;
}

/** The account fields plugins may write (profile, token balances, embedded-wallet user…). */
export type AccountDetails = Partial<
  Pick<AccountState, 'profileName' | 'profileImage' | 'tokenBalance' | 'user' | 'socialProvider' | 'smartAccountDeployed' | 'preferredAccountType' | 'currentTab'>
>;

/** What `setup` may return. */
export interface PluginSetupResult<Api> {
  api?: Api;
  dispose?: () => void;
}

/** A plugin: a plain object (rollup/vite style). Build it with `definePlugin`. */
export interface KitPlugin<Id extends string = string, Api = unknown, State = unknown> {
  id: Id;
  kind: 'chain' | 'feature';
  /** What a chain plugin knows about each namespace it serves (one adapter per namespace). */
  namespaces?: readonly NamespaceAdapter[];
  requires?: readonly string[];
  /** Remote features this plugin needs decided (triggers the remote config fetch). */
  remoteFeatures?: readonly RemoteFeatureId[];
  views?: readonly ViewContribution[];
  slots?: readonly SlotContribution[];
  rpc?: Readonly<Record<string, RpcContribution>>;
  state?: () => State;
  locale?: LocaleBundle<Messages>;
  setup?: (ctx: PluginContext<State>) => PluginSetupResult<Api> | void;
  /**
   * Runs after a connection is applied and before `connected` is emitted. Sequential: plugins in
   * order, each awaited (sign-in, smart-account set-up, "finish your profile"). A hook that opens a
   * view keeps the modal open; otherwise the modal closes once every hook has run. A hook that
   * throws is reported (stamped with the plugin id) and the next one still runs.
   */
  afterConnect?: (event: AfterConnectEvent, ctx: PluginContext<State>) => Promise<void> | void;
}

/** What `afterConnect` hooks receive. */
export interface AfterConnectEvent {
  account: ConnectedAccount;
  /** 'connect': the visitor connected now; 'reconnect': silently restored after a reload. */
  source: 'connect' | 'reconnect';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = KitPlugin<string, any, any>;
export type PluginInput = ReadonlyArray<AnyPlugin | PluginInput | false | null | undefined | 0 | ''>;

/** The scoped toolbox a plugin's `setup` receives. Everything made through it is released on dispose. */
export interface PluginContext<State = unknown> {
  readonly id: string;
  readonly kit: Kit;
  readonly options: NormalizedOptions;
  /** Fires when the plugin is disposed (kit destroyed). */
  readonly signal: AbortSignal;
  bus: {
    /** Listens to any kit event; released on dispose. */
    on(event: string, handler: (payload: never) => void): () => void;
    /** Emits `${pluginId}:${name}`. */
    emit(name: string, payload: unknown): void;
  };
  store: {
    get(): State;
    set(recipe: Recipe<State>): void;
    subscribe(listener: (state: State) => void): () => void;
  };
  /** Storage under `@appkit-wallet/<pluginId>:`. */
  storage: KitStorage;
  http: { api: HttpClient; blockchainApi: HttpClient };
  /** JSON-RPC to a network through the RPC proxy (or its own RPC URL when no project id). */
  rpc(network: CaipNetwork): JsonRpcClient;
  connectors: { add(adapter: ConnectorAdapter): () => void };
  alerts: { show(code: AlertCode, params?: Record<string, string | number>): void };
  /** Reads the connected account's balance again (after a transaction is mined, say). */
  refreshBalance(namespace: ChainNamespace): void;
  /** Writes the account details views read, for the namespace's connected account. */
  account: { update(namespace: ChainNamespace, details: AccountDetails): void };
  router: Router;
  t: Translate;
  logger: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
  setTimeout(fn: () => void, ms: number): () => void;
  setInterval(fn: () => void, ms: number): () => void;
}
