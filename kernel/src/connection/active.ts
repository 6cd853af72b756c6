import { StorageKeys } from '../storage/storage';
import type { KitStorage } from '../storage/storage';
import type { KitStore } from '../store/createStore';
import type { ChainNamespace } from '../types/chain';

/** Makes a namespace the active one, in state and in storage (with its current network). */
export function writeActiveNamespace(store: KitStore, storage: KitStorage, ns: ChainNamespace): void {
  store.update((s) => void (s.activeNamespace = ns));
  storage.set(StorageKeys.activeNamespace, ns);
  const network = store.getState().chains[ns]?.network.caipNetwork;
  if (network) storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
}
