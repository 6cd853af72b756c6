import { KitError } from '../errors';
import { isServed, servedNamespace } from '../store/served';
import { readRecent, type RecentConnection } from '../connection/stored';
import { writeActiveNamespace } from '../connection/active';
import type { KitStore } from '../store/createStore';
import type { KitStorage } from '../storage/storage';
import type { KitEventBus } from '../bus/createBus';
import type { ChainNamespace, Connection } from '../types/chain';
import type { ConnectionManager } from '../connection/connection';

export interface ConnectionsDeps {
  store: KitStore;
  storage: KitStorage;
  bus: KitEventBus;
  showMultiWalletAlert(): void;
  /** The connection manager, loaded on first use. */
  manager(): Promise<ConnectionManager>;
}

/**
 * The public multi-wallet API (SPEC §6) and `setActiveNamespace`. Reading what is connected needs
 * no connection code; switching and removing load the connection manager first.
 */
export function createConnections(deps: ConnectionsDeps) {
  const { store } = deps;
  const multiWallet = () => store.getState().features.multiWallet;
  return {
    setActiveNamespace(asked: ChainNamespace): void {
      if (!isServed(store.getState(), asked)) throw new KitError(`Adapter for namespace ${String(asked)} doesn't exist`);
      writeActiveNamespace(store, deps.storage, asked);
      deps.bus.emit('activeNamespaceChanged', { namespace: asked });
    },
    connections: {
      list(ns?: ChainNamespace): Connection[] {
        if (!multiWallet()) return void deps.showMultiWalletAlert(), [];
        const state = store.getState();
        const n = ns === undefined ? state.activeNamespace : servedNamespace(state, ns);
        return n ? [...(state.connections[n] ?? [])] : [];
      },
      async switch(connectorId: string, ns?: ChainNamespace): Promise<void> {
        if (!multiWallet()) return void deps.showMultiWalletAlert();
        return (await deps.manager()).connections.switch(connectorId, ns);
      },
      async remove(connectorId: string, ns?: ChainNamespace): Promise<void> {
        if (!multiWallet()) return void deps.showMultiWalletAlert();
        return (await deps.manager()).connections.remove(connectorId, ns);
      },
      recent(): RecentConnection[] {
        if (!multiWallet()) return void deps.showMultiWalletAlert(), [];
        return readRecent(deps.storage);
      },
    },
  };
}
