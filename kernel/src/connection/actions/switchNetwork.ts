import { StorageKeys } from '../../storage/storage';
import { activate, chainOf, connectionOf, persist, resolveNetwork, upsert, type ConnectionContext } from './context';
import type { ChainNamespace } from '../../types/chain';

/**
 * A connection's wallet moved to another network (its own switch, or the one `kit.switchNetwork`
 * asked for through network/network.ts): the connection follows; when it is the namespace's active
 * one, the kit shows that network. A network the kit does not serve is said
 * (`connection:unsupportedChain`), a served one gets its balance read (`connection:balanceStale`).
 */
export function followWalletNetwork(ctx: ConnectionContext, ns: ChainNamespace, connectorId: string, chainId: string | number): void {
  const connection = connectionOf(ctx, ns, connectorId);
  if (!connection) return;
  const { network, supported } = resolveNetwork(ctx, ns, chainId);
  upsert(ctx, ns, connectorId, connection.accounts, network, true);
  persist(ctx);
  if (chainOf(ctx, ns)?.connectorId !== connectorId) return;
  activate(ctx, ns, connectorId, connection.accounts, network);
  ctx.storage.set(StorageKeys.activeCaipNetworkId, network.caipNetworkId);
  ctx.bus.emit('networkChanged', { namespace: ns, network });
  if (!supported) ctx.bus.emit('connection:unsupportedChain', { namespace: ns, network });
  else ctx.bus.emit('connection:balanceStale', { namespace: ns });
}
