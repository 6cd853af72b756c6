import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types/chain';
import type { AlertEntry } from '../alerts/catalogue';
import type { PendingRequestInfo } from '../types/state';
import type { ViewEntry } from '../router/types';
import type { KitError } from '../errors';
import type { PluginEvents } from '../register';

/** Events the kernel emits (bare names). */
export interface KernelEvents {
  connected: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress; connectorId: string };
  disconnected: { namespace: ChainNamespace; connectorId: string | undefined };
  accountChanged: { namespace: ChainNamespace; address: string; caipAddress: CaipAddress };
  networkChanged: { namespace: ChainNamespace; network: CaipNetwork };
  /** The namespace the modal and the buttons show changed (the visitor is connected on several). */
  activeNamespaceChanged: { namespace: ChainNamespace };
  modalOpened: { view: ViewEntry };
  modalClosed: { view: ViewEntry | undefined };
  viewChanged: { view: ViewEntry };
  alert: AlertEntry;
  requestQueued: PendingRequestInfo;
  /** `result`: what the wallet answered when it succeeded (for `eth_sendTransaction`, the hash). */
  requestSettled: { id: string; method: string; ok: boolean; result?: unknown };
  error: { error: KitError; category: string };
  configLoaded: { source: 'remote' | 'local' | 'basic' };
}

export type { RegisteredPlugins, RegisteredViews } from '../register';

/** Every event `kit.on` accepts. Plugin events are namespaced `${pluginId}:${name}`. */
export type KitEvents = KernelEvents & PluginEvents;
