import { ConnectorError } from '../../errors';
import { activate, announceAccount, chainOf, connectionOf, persist, upsert, type ConnectionContext } from './context';
import { accountsProblem } from './validate';
import { removeConnection } from './switchAccount';
import { followWalletNetwork } from './switchNetwork';
import type { ChainNamespace } from '../../types/chain';

/** Subscribes once to a connector's wallet events (accounts, network, its own disconnect). */
export function watch(ctx: ConnectionContext, connectorId: string): void {
  if (ctx.subscriptions.has(connectorId)) return;
  const adapter = ctx.connectors.get(connectorId)?.adapter;
  if (!adapter?.subscribe) return;
  const off = adapter.subscribe({
    accountsChanged({ namespace: ns, accounts }) {
      const connection = connectionOf(ctx, ns, connectorId);
      if (!connection) return;
      // SPEC §4: an empty account list ends that connection.
      if (Array.isArray(accounts) && !accounts.length) return void removeConnection(ctx, ns, connectorId, { callWallet: false }).catch(ctx.report);
      const network = connection.caipNetwork ?? chainOf(ctx, ns)!.network.caipNetwork ?? ctx.networks[0]!;
      // A change the namespace's address rule refuses is dropped: the connection keeps its accounts.
      // The namespace's rule, not one network's: a wallet moving network may report its new
      // accounts before the chain change that goes with them.
      const problem = accountsProblem(ctx, ns, accounts);
      if (problem) return void ctx.report(new ConnectorError('The wallet returned an invalid account', { details: problem }));
      upsert(ctx, ns, connectorId, accounts, network, true);
      persist(ctx);
      if (chainOf(ctx, ns)?.connectorId !== connectorId) return;
      const previous = chainOf(ctx, ns)!.account.address;
      const account = activate(ctx, ns, connectorId, accounts, network);
      announceAccount(ctx, account);
      if (previous !== account.address) void ctx.afterConnect(account, 'account').catch(ctx.report);
    },
    chainChanged({ namespace: ns, chainId }) {
      followWalletNetwork(ctx, ns, connectorId, chainId);
    },
    disconnect({ namespace }) {
      const s = ctx.store.getState();
      const affected = namespace ? [namespace] : (Object.keys(s.connections) as ChainNamespace[]).filter((ns) => connectionOf(ctx, ns, connectorId));
      for (const ns of affected) void removeConnection(ctx, ns, connectorId, { callWallet: false }).catch(ctx.report);
    },
  });
  ctx.subscriptions.set(connectorId, off);
}
