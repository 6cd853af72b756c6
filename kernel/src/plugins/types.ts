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

/** What `connect` and a silent `reconnect` resolve with. `chainId` is a reference or CAIP-2 id. */
export interface ConnectResult {
  accounts: AccountInfo[];
  chainId: string | number;
}

/** Events a connector reports while connected (EIP-1193 style). */
export interface ConnectorEvents {
  accountsChanged(accounts: AccountInfo[]): void;
  chainChanged(chainId: string | number): void;
  disconnect(error?: unknown): void;
}

/**
 * A connector implementation a chain plugin adds with `ctx.connectors.add`. Only `info` enters the
 * store; the implementation (and the wallet's provider object) stays outside it.
 */
export interface ConnectorAdapter {
  info: ConnectorInfo;
  connect(req: { network: CaipNetwork | undefined; signal: AbortSignal }): Promise<ConnectResult>;
  /** Silent reconnect (no prompt); resolves null when the wallet no longer authorises the site. */
  reconnect?(req: { network: CaipNetwork | undefined; signal: AbortSignal }): Promise<ConnectResult | null>;
  disconnect(): Promise<void>;
  switchNetwork?(network: CaipNetwork, signal: AbortSignal): Promise<void>;
  request(args: { method: string; params?: unknown }, signal: AbortSignal): Promise<unknown>;
  signMessage?(req: { message: string; address: string }, signal: AbortSignal): Promise<string>;
  getBalance?(req: { address: string; network: CaipNetwork }, signal: AbortSignal): Promise<{ balance: string; symbol: string } | undefined>;
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

/** A section another view renders: connect methods, wallet features (onramp, swaps, receive, send). */
export interface SlotContribution {
  slot: 'connectMethods' | 'walletFeatures' | (string & {});
  id: string;
  labelKey: string;
  order?: number;
  /** View opened when the entry is chosen. */
  view?: string;
  load?: () => Promise<unknown>;
}

export interface RpcContribution {
  namespace?: ChainNamespace;
  /** Safe methods run without approval; unsafe ones wait for it. */
  safe: boolean;
  /** Answers the method instead of the connected wallet. */
  handler?: (args: { method: string; params?: unknown; namespace: ChainNamespace }, signal: AbortSignal) => Promise<unknown>;
}

/** What `setup` may return. */
export interface PluginSetupResult<Api> {
  api?: Api;
  dispose?: () => void;
}

/** A plugin: a plain object (rollup/vite style). Build it with `definePlugin`. */
export interface KitPlugin<Id extends string = string, Api = unknown, State = unknown> {
  id: Id;
  kind: 'chain' | 'feature';
  /** The namespace a chain plugin serves. */
  namespace?: ChainNamespace;
  requires?: readonly string[];
  /** Remote features this plugin needs decided (triggers the remote config fetch). */
  remoteFeatures?: readonly RemoteFeatureId[];
  views?: readonly ViewContribution[];
  slots?: readonly SlotContribution[];
  rpc?: Readonly<Record<string, RpcContribution>>;
  state?: () => State;
  locale?: LocaleBundle<Messages>;
  setup?: (ctx: PluginContext<State>) => PluginSetupResult<Api> | void;
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
  router: Router;
  t: Translate;
  logger: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
  setTimeout(fn: () => void, ms: number): () => void;
  setInterval(fn: () => void, ms: number): () => void;
}
