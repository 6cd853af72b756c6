import type { CaipNetwork, ChainNamespace, KitState } from '@latchkey/kernel';
import type { PurchaseCurrency, PurchaseCurrencyNetwork } from './types';

/** The connected account of the active namespace, if any. */
export interface OnrampTarget {
  namespace: ChainNamespace;
  address: string;
  network: CaipNetwork | undefined;
}

/**
 * The account a purchase pays out to: the active namespace's, when connected.
 *
 * @example
 * activeTarget(kit.getState())?.address
 */
export function activeTarget(state: KitState): OnrampTarget | undefined {
  const namespace = state.activeNamespace;
  const chain = namespace ? state.chains[namespace] : undefined;
  if (!namespace || chain?.account.status !== 'connected' || !chain.account.address) return undefined;
  return { namespace, address: chain.account.address, network: chain.network.caipNetwork };
}

/**
 * The network a currency is bought on: the one of the active network when the currency is
 * offered there, else its first (USDC: Ethereum).
 *
 * @example
 * purchaseNetwork(usdc, polygon)?.name // 'polygon'
 */
export function purchaseNetwork(currency: PurchaseCurrency | undefined, network: Pick<CaipNetwork, 'id'> | undefined): PurchaseCurrencyNetwork | undefined {
  if (!currency) return undefined;
  return (network && currency.networks.find((n) => n.chain_id === String(network.id))) ?? currency.networks[0];
}
