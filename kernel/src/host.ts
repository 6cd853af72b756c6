import type { KitEventBus } from './bus/createBus';
import type { KitStore } from './store/createStore';
import type { Router } from './router/createRouter';
import type { KitStorage } from './storage/storage';
import type { I18n } from './i18n/i18n';
import type { NormalizedOptions } from './config/types';
import type { AlertCode } from './alerts/catalogue';
import type { AnyPlugin } from './plugins/types';
import type { NamespaceRegistry } from './namespaces/registry';
import type { ConnectorRegistry } from './connection/connectors';
import type { HttpClient } from './net/http';
import type { ViewEntry } from './router/types';
import type { KitError } from './errors';
import type { ChainNamespace } from './types/chain';

export type Logger = Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;

/**
 * What plugin contexts, network switching, sign-in and remote configuration share. Never exported
 * from the package; the connection manager and the request gate take narrower dependencies.
 */
export interface Host {
  options: NormalizedOptions;
  store: KitStore;
  bus: KitEventBus;
  router: Router;
  storage: KitStorage;
  i18n: I18n;
  logger: Logger;
  /** Aborts when the kit is destroyed. */
  signal: AbortSignal;
  api: HttpClient;
  plugins: AnyPlugin[];
  namespaces: NamespaceRegistry;
  connectors: ConnectorRegistry;
  showAlert(code: AlertCode, params?: Record<string, string | number>): void;
  report(error: unknown, category?: string): KitError;
  track(event: string, properties?: Record<string, unknown>): void;
  openModal(entry?: Partial<ViewEntry> & { namespace?: ChainNamespace }): void;
  closeModal(options?: { force?: boolean }): void;
}
