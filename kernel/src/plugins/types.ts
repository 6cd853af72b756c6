import type { CaipNetwork, ChainNamespace, ConnectedAccount } from '../types/chain';
import type { ConnectorAdapter } from './connector';
import type { RpcContribution, SlotContribution, ViewContribution } from './contributions';

export type * from './connector';
export type * from './contributions';
import type { FeatureDeclarations } from '../types/features';
import type { LocaleBundle, Messages, TypedTranslate } from '../i18n/i18n';
import type { KitStorage } from '../storage/storage';
import type { HttpClient } from '../net/http';
import type { JsonRpcClient } from '../net/jsonRpc';
import type { AlertCode } from '../alerts/catalogue';
import type { Router } from '../router/createRouter';
import type { BaseOptions, NormalizedOptions } from '../config/types';
import type { Kit } from '../kit';
import type { Recipe } from '../store/createStore';
import type { NamespaceAdapter } from './namespace';
import type { AccountState } from '../types/state';

/** The account fields plugins may write (profile, token balances, embedded-wallet user…). */
export type AccountDetails = Partial<
  Pick<AccountState, 'profileName' | 'profileImage' | 'tokenBalance' | 'user' | 'socialProvider' | 'smartAccountDeployed' | 'preferredAccountType' | 'currentTab'>
>;

/** What `setup` may return. */
export interface PluginSetupResult<Api> {
  api?: Api;
  dispose?: () => void;
}

/**
 * What an `afterConnect` hook may return: `hold` when it put a step on screen the visitor must
 * finish first (sign-in). The later hooks and the `connected` event wait for it; it settles true
 * to go on, false when the connection ended meanwhile (nothing is announced then).
 */
export interface AfterConnectHold {
  hold: Promise<boolean>;
}

/** The createKit options a plugin carries out (the kernel only validates them). */
export type PluginCarriedOption = 'siwx' | 'siweConfig';

/** A plugin: a plain object (rollup/vite style). Build it with `definePlugin`. */
export interface KitPlugin<Id extends string = string, Api = unknown, State = unknown> {
  id: Id;
  kind: 'chain' | 'feature';
  /** What a chain plugin knows about each namespace it serves (one adapter per namespace). */
  namespaces?: readonly NamespaceAdapter[];
  requires?: readonly string[];
  /**
   * The feature flags this plugin reads (`kit.getState().features[id]`, a slot's `when.feature`):
   * default, whether the remote project configuration decides it (a kit with such a flag fetches
   * the configuration), whether a restricted region or a refused origin switches it off. Typed for
   * the dapp through `interface PluginFeatures` (see `register.ts`).
   */
  features?: FeatureDeclarations;
  views?: readonly ViewContribution[];
  slots?: readonly SlotContribution[];
  rpc?: Readonly<Record<string, RpcContribution>>;
  state?: () => State;
  locale?: LocaleBundle<Messages>;
  setup?: (ctx: PluginContext<State>) => PluginSetupResult<Api> | void;
  /**
   * The createKit options this plugin carries out (`siwx`, `siweConfig`): set without such a
   * plugin, createKit throws a ConfigError that says which plugin to add.
   */
  carries?: readonly PluginCarriedOption[];
  /**
   * Runs after a connection is applied and before `connected` is emitted, and again for the new
   * account when the account shown for a connection changes (`source: 'account'`). Sequential:
   * plugins in order, each awaited (sign-in, smart-account set-up, "finish your profile"). A hook
   * that opens a view keeps the modal open; otherwise the modal closes once every hook has run. A
   * hook that returns `{ hold }` holds the later hooks and `connected` until the visitor is done.
   * A hook that throws is reported (stamped with the plugin id) and the next one still runs.
   */
  afterConnect?: (event: AfterConnectEvent, ctx: PluginContext<State>) => Promise<AfterConnectHold | void> | AfterConnectHold | void;
}

/** What `afterConnect` hooks receive. */
export interface AfterConnectEvent {
  account: ConnectedAccount;
  /**
   * 'connect': the visitor connected now; 'reconnect': silently restored after a reload;
   * 'account': the account shown for a connection changed (the wallet switched account, or the
   * visitor switched wallets).
   */
  source: 'connect' | 'reconnect' | 'account';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPlugin = KitPlugin<string, any, any>;
export type PluginInput = ReadonlyArray<AnyPlugin | PluginInput | false | null | undefined | 0 | ''>;

/** Everything `createKit` accepts. */
export interface KitOptions extends BaseOptions {
  /** Plugins; nested arrays and falsy entries are allowed (`[evm(), dev && devtools()]`). */
  plugins?: PluginInput;
}

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
  /** The modal, for a plugin whose step must hold it on screen (sign-in). */
  modal: {
    /** Locked, the visitor's close is refused (the dialog shakes); a disconnect unlocks it. */
    lockClose(locked: boolean): void;
    /** Closes the modal, locked or not. */
    close(): void;
  };
  /**
   * The connected wallet of a namespace, asked directly: for a plugin whose own view is the
   * visitor's confirmation (sign-in). What a dapp asks goes through `kit.request` and its gate.
   */
  wallet: PluginWallet;
  /** Reports an error (the kit's `error` event and telemetry), stamped with the plugin id. */
  report(error: unknown, category?: string): void;
  /** Translates a known message key (the kernel's, or one registered in `PluginMessages`). */
  t: TypedTranslate;
  logger: Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;
  setTimeout(fn: () => void, ms: number): () => void;
  setInterval(fn: () => void, ms: number): () => void;
}

/** `PluginContext.wallet`. */
export interface PluginWallet {
  /**
   * The connected wallet of `namespace` signs `message` for `address` (120 s at most; `signal`
   * aborts the wait). Throws a ConnectorError when no wallet is connected there or it cannot sign.
   */
  signMessage(input: { namespace: ChainNamespace; address: string; message: string; signal?: AbortSignal }): Promise<string>;
  /** Disconnects (a namespace, or all); `keepModalOpen` leaves the modal where it is. */
  disconnect(options?: { namespace?: ChainNamespace; keepModalOpen?: boolean }): Promise<void>;
}
