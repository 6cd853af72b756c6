import { STORAGE_PREFIX, StorageKeys, type KitStorage } from '../storage/storage';
import type { KitStore } from '../store/createStore';
import type { CaipNetwork } from '../types/chain';

export interface CrossTabDeps {
  store: KitStore;
  storage: KitStorage;
  networks: readonly CaipNetwork[];
  signal: AbortSignal;
  /** The stored connections changed in another tab: follow them (the work is in the session chunk). */
  followStorage(): void;
  switchNetwork(network: CaipNetwork): void;
}

/**
 * Another tab of the dapp connects, disconnects or switches network: this one follows (a storage
 * event fires in every other tab of the origin). Stops with `signal`.
 */
export function followOtherTabs(deps: CrossTabDeps): void {
  const { store, storage } = deps;
  const win = (globalThis as { window?: Window }).window;
  if (!win?.addEventListener) return;
  const onStorage = (e: StorageEvent) => {
    const key = e.key?.startsWith(STORAGE_PREFIX) ? e.key.slice(STORAGE_PREFIX.length) : undefined;
    if (deps.signal.aborted || !key) return;
    if (key === StorageKeys.connectedConnectorIds || key === StorageKeys.connections) deps.followStorage();
    if (key === StorageKeys.activeCaipNetworkId) {
      const id = storage.get<string>(StorageKeys.activeCaipNetworkId, (v): v is string => typeof v === 'string');
      const network = deps.networks.find((n) => n.caipNetworkId === id);
      const chain = network && store.getState().chains[network.chainNamespace];
      if (network && chain?.account.status === 'connected' && chain.network.caipNetwork?.caipNetworkId !== id) deps.switchNetwork(network);
    }
  };
  win.addEventListener('storage', onStorage);
  deps.signal.addEventListener('abort', () => win.removeEventListener('storage', onStorage));
}
