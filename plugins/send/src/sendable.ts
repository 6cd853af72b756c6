import type { CaipNetwork, ChainNamespace, Kit, KitState, TokenBalance } from '@latchkey/kernel';
import { canSend } from './capability';
import './register';

/** The active namespace's connected account and network, when its assets can send. */
export function activeSendTarget(state: KitState, kit: Pick<Kit, 'namespace'>): { namespace: ChainNamespace; address: string; network: CaipNetwork } | undefined {
  const namespace = state.activeNamespace;
  const chain = namespace ? state.chains[namespace] : undefined;
  const network = chain?.network.caipNetwork;
  if (!namespace || !canSend(kit, namespace) || chain?.account.status !== 'connected' || !chain.account.address || !network) return undefined;
  return { namespace, address: chain.account.address, network };
}

/**
 * The tokens the visitor can pick in the Send view: the account's balances on the active network;
 * where balances are not shown (a testnet), the native currency with the balance the chain
 * plugin read, so the native currency can still be sent there.
 *
 * @example
 * sendableTokens(kit.getState(), kit); // [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '1.5' }, … }, …]
 */
export function sendableTokens(state: KitState, kit: Pick<Kit, 'namespace'>): TokenBalance[] {
  const target = activeSendTarget(state, kit);
  if (!target) return [];
  const account = state.chains[target.namespace]!.account;
  const listed = account.tokenBalance.filter((t) => t.chainId === target.network.caipNetworkId);
  if (listed.length > 0) return listed;
  const status = state.plugins.send?.balances[target.namespace]?.status;
  const { nativeCurrency } = target.network;
  if (status !== 'unsupported' || account.balance === undefined || !/[1-9]/.test(account.balance)) return [];
  return [{ name: nativeCurrency.name, symbol: nativeCurrency.symbol, chainId: target.network.caipNetworkId, price: 0, value: 0, quantity: { decimals: String(nativeCurrency.decimals), numeric: account.balance } }];
}
