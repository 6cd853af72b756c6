import type { CaipNetwork, ChainNamespace, ConnectedAccount } from '../types/chain';
import type { ConnectorAdapter } from './connector';
import type { RpcContribution, SlotContribution, ViewContribution } from './contributions';

export type * from './connector';
export type * from './contributions';
import type { RemoteFeatureId } from '../config/features';
import type { LocaleBundle, Messages, TypedTranslate } from '../i18n/i18n';
import type { KitStorage } from '../storage/storage';
import type { HttpClient } from '../net/http';
import type { JsonRpcClient } from '../net/jsonRpc';
import type { AlertCode } from '../alerts/catalogue';
import type { Router } from '../router/createRouter';
import type { NormalizedOptions } from '../config/types';
import type { Kit } from '../kit';
import type { Recipe } from '../store/createStore';
import type { NamespaceAdapter } from './namespace';
import type { AccountState } from '../types/state';
import type { SIWXConfig } from '../siwx/types';

/** The account fields plugins may write (profile, token balances, embedded-wallet user…). */
export type AccountDetails = Partial<
  Pick<AccountState, 'profileName' | 'profileImage' | 'tokenBalance' | 'user' | 'socialProvider' | 'smartAccountDeployed' | 'preferredAccountType' | 'currentTab'>
>;

/** What `setup` may return. */
export interface PluginSetupResult<Api> {
  api?: Api;
  dispose?: () => void;
  /**
   * The sign-in contract this plugin implements (the `siwx` plugin): the kit's sign-in flow uses
   * it as it would `createKit({ siwx })`. One source only: with the option, or with `siweConfig`,
   * or from two plugins, createKit throws.
   */
  siwx?: SIWXConfig;
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
  /**
   * Writes the account details views read for the account `address` of a namespace. A write for
   * an account no longer shown there (the visitor switched wallets meanwhile) is dropped.
   */
  account: { update(namespace: ChainNamespace, address: string, details: AccountDetails): void };
  router: Router;
  /** Translates a known message key (the kernel's, or one registered in `PluginMessages`). */
  t: TypedTranslate;
  logger: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
  setTimeout(fn: () => void, ms: number): () => void;
  setInterval(fn: () => void, ms: number): () => void;
}
