import type { KitEvents, RegisteredPlugins } from './bus/events';
import type { KitState } from './types/state';
import type { CaipNetwork, CaipNetworkId, ChainNamespace, Connection, NetworkInput } from './types/chain';
import type { NormalizedOptions } from './config/options';
import type { Router } from './router/createRouter';
import type { HttpClient } from './net/http';
import type { ViewId } from './router/types';
import type { SlotContribution, ViewContribution } from './plugins/types';
import type { Translate } from './i18n/i18n';
import type { AlertCode } from './alerts/catalogue';
import type { ConnectedAccount } from './connection/connection';
import type { RequestArgs } from './requests/gate';
import type { MethodSafety } from './requests/methods';

export interface SubscribeOptions<T> {
  equalityFn?: (a: T, b: T) => boolean;
  fireImmediately?: boolean;
}

/** The instance `createKit` returns. Two kits on one page share nothing. */
export interface Kit {
  readonly options: NormalizedOptions;
  /** Settles when start-up work (remote configuration, silent reconnect) has settled. */
  readonly ready: Promise<void>;
  open(options?: { view?: ViewId; params?: Record<string, unknown>; namespace?: ChainNamespace }): void;
  /** Closes the modal (refused while sign-in is required and unsigned). */
  close(): void;
  getState(): KitState;
  subscribe(listener: (state: KitState, previous: KitState) => void): () => void;
  subscribe<T>(selector: (state: KitState) => T, listener: (value: T, previous: T) => void, options?: SubscribeOptions<T>): () => void;
  on<K extends keyof KitEvents & string>(event: K, handler: (payload: KitEvents[K]) => void): () => void;
  on(event: `${string}:${string}`, handler: (payload: unknown) => void): () => void;
  plugin<K extends keyof RegisteredPlugins & string>(id: K): RegisteredPlugins[K];
  plugin<T = unknown>(id: string): T | undefined;
  /** Connects a wallet; `signal` aborts the wait (the visitor closed the modal). */
  connect(connectorId: string, options?: { namespace?: ChainNamespace; signal?: AbortSignal }): Promise<ConnectedAccount>;
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>;
  switchNetwork(network: CaipNetwork | CaipNetworkId | number): Promise<void>;
  request<T = unknown>(args: RequestArgs): Promise<T>;
  /** Disposes every plugin (in reverse order), rejects pending requests, releases listeners. */
  destroy(): Promise<void>;

  readonly router: Router;
  /** HTTP clients for the config service and the blockchain API (kit query, timeouts, typed errors). */
  readonly http: { api: HttpClient; blockchainApi: HttpClient };
  readonly t: Translate;
  views: { get(id: string): ViewContribution | undefined; list(): ViewContribution[] };
  slots(slot: string): SlotContribution[];
  requests: { approve(id: string): void; reject(id: string): void; classify(method: string, namespace?: ChainNamespace): MethodSafety };
  siwx: { readonly enabled: boolean; required(): boolean; signIn(): Promise<void>; cancel(): Promise<void> };
  connections: {
    list(namespace?: ChainNamespace): Connection[];
    switch(connectorId: string, namespace?: ChainNamespace): Promise<void>;
    remove(connectorId: string, namespace?: ChainNamespace): Promise<void>;
  };
  addNetwork(network: NetworkInput): CaipNetwork;
  removeNetwork(caipNetworkId: CaipNetworkId): void;
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  alerts: { show(code: AlertCode, params?: Record<string, string | number>): void; dismiss(id: string): void };
  setThemeMode(mode: 'light' | 'dark'): void;
  setLocale(locale: string): void;
  /** The 500 ms shake (a refused close, a wrong code). */
  shake(): void;
  track(event: string, properties?: Record<string, unknown>): void;
  /** Live resources, for leak checks: all zero after `destroy()`. */
  stats(): { listeners: number; connectors: number; views: number; rpcMethods: number; plugins: number };
}
