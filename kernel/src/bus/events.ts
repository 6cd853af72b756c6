import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types/chain';
import type { AlertEntry } from '../alerts/catalogue';
import type { PendingRequestInfo } from '../types/state';
import type { ViewEntry } from '../router/types';
import type { KitError } from '../errors';
import type { SIWXSession } from '../siwx/types';

/** Events the kernel emits (bare names). */
export interface KernelEvents {
  connected: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress; connectorId: string };
  disconnected: { namespace: ChainNamespace; connectorId: string | undefined };
  accountChanged: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress };
  networkChanged: { namespace: ChainNamespace; network: CaipNetwork };
  modalOpened: { view: ViewEntry };
  modalClosed: { view: ViewEntry | undefined };
  viewChanged: { view: ViewEntry };
  alert: AlertEntry;
  requestQueued: PendingRequestInfo;
  requestSettled: { id: string; method: string; ok: boolean };
  error: { error: KitError; category: string };
  siwxSignedIn: { session: SIWXSession };
  configLoaded: { source: 'remote' | 'local' | 'basic' };
}

/**
 * Open registry, extended by module augmentation (SPEC-free, pattern from TanStack Router):
 *
 * @example
 * declare module '@latchkey/kernel' {
 *   interface Register {
 *     events: { 'email:otpSent': { email: string } }
 *     plugins: { email: EmailApi }
 *     views: 'EmailLogin' | 'EmailVerifyOtp'
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Register {}

type Field<K extends string, Fallback> = Register extends { [P in K]: infer T } ? T : Fallback;

export type PluginEvents = Field<'events', Record<never, never>>;
export type RegisteredPlugins = Field<'plugins', Record<never, never>>;
export type RegisteredViews = Field<'views', never>;

/** Every event `kit.on` accepts. Plugin events are namespaced `${pluginId}:${name}`. */
export type KitEvents = KernelEvents & PluginEvents;
