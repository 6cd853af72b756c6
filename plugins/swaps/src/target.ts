import type { CaipNetwork, CaipNetworkId, KitState } from '@latchkey/kernel';

/** The connected EVM account and its network, when that network is a swap network. */
export interface SwapTarget {
  address: string;
  network: CaipNetwork;
}

/**
 * Where a swap would run: the active namespace's account, when it is eip155, connected, and on one
 * of `networks`.
 *
 * @example
 * swapTarget(kit.getState(), swapNetworks())?.address
 */
export function swapTarget(state: KitState, networks: readonly CaipNetworkId[]): SwapTarget | undefined {
  if (state.activeNamespace !== 'eip155') return undefined;
  const chain = state.chains.eip155;
  const network = chain?.network.caipNetwork;
  if (chain?.account.status !== 'connected' || !chain.account.address || !network || !networks.includes(network.caipNetworkId)) return undefined;
  return { address: chain.account.address, network };
}

/** Whether the remote `swaps` list is on and non-empty (basic mode turns it off). */
export const swapsEnabled = (state: KitState): boolean => Array.isArray(state.features.swaps) && state.features.swaps.length > 0;
