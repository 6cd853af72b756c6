import type { Bus } from './bus/createBus';
import type { KitStore } from './store/createStore';
import type { Router } from './router/createRouter';
import type { KitStorage } from './storage/storage';
import type { I18n } from './i18n/i18n';
import type { NormalizedOptions } from './config/options';
import type { AlertCode } from './alerts/catalogue';
import type { ConnectorAdapter, RpcContribution, AnyPlugin } from './plugins/types';
import type { HttpClient } from './net/http';
import type { ViewEntry } from './router/types';
import type { KitError } from './errors';
import type { ChainNamespace } from './types/chain';

export type Logger = Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;

/** The kit's internals, shared by its managers. Never exported from the package. */
export interface Host {
  options: NormalizedOptions;
  store: KitStore;
  bus: Bus<Record<string, unknown>>;
  router: Router;
  storage: KitStorage;
  i18n: I18n;
  logger: Logger;
  /** Aborts when the kit is destroyed. */
  signal: AbortSignal;
  api: HttpClient;
  plugins: AnyPlugin[];
  adapters: Map<string, { adapter: ConnectorAdapter; pluginId: string }>;
  rpcMethods: Map<string, RpcContribution & { pluginId: string }>;
  showAlert(code: AlertCode, params?: Record<string, string | number>): void;
  report(error: unknown, category?: string): KitError;
  track(event: string, properties?: Record<string, unknown>): void;
  refreshBalance(namespace: ChainNamespace): void;
  openModal(entry?: Partial<ViewEntry> & { namespace?: string }): void;
  closeModal(options?: { force?: boolean }): void;
  /** Fires when a connector is added, so a reconnect waiting for it can go on. */
  onAdapterAdded(listener: (id: string) => void): () => void;
}
