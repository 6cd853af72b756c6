import { createStore, type StoreApi } from 'zustand/vanilla';
import { immer } from 'zustand/middleware/immer';
import type { Draft } from 'immer';
import type { AccountState, ChainState, KitState } from '../types/state';
import type { AccountType, CaipNetwork, ChainNamespace } from '../types/chain';

export type Recipe<T> = (draft: Draft<T>) => void;

/** The kit's store: zustand vanilla with immer, so updates are recipes on a draft. */
export interface KitStore {
  getState(): KitState;
  update(recipe: Recipe<KitState>): void;
  subscribe(listener: (state: KitState, previous: KitState) => void): () => void;
  api: StoreApi<KitState>;
}

export function emptyAccount(keep?: Partial<AccountState>): AccountState {
  return {
    status: 'disconnected',
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType: keep?.preferredAccountType,
    smartAccountDeployed: false,
    socialProvider: undefined,
    user: undefined,
    currentTab: 0,
  };
}

export function initialChainState(namespace: ChainNamespace, networks: CaipNetwork[], active: CaipNetwork | undefined, accountType: AccountType): ChainState {
  return {
    namespace,
    connectorId: undefined,
    network: {
      caipNetwork: active,
      requestedCaipNetworks: networks,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    },
    account: emptyAccount({ preferredAccountType: accountType }),
  };
}

/**
 * Creates the store for one kit instance.
 *
 * @example
 * const store = createKitStore(initialState)
 * store.update((s) => { s.modal.open = true })
 */
export function createKitStore(initial: KitState): KitStore {
  const api = createStore<KitState>()(immer(() => initial));
  return {
    api,
    getState: api.getState,
    update: (recipe) => api.setState(recipe),
    subscribe: (listener) => api.subscribe(listener),
  };
}
