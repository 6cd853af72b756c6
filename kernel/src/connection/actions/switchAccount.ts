import { ConnectorError } from '../../errors';
import { withTimeout } from '../../net/timeout';
import { activate, announceAccount, chainOf, connectionOf, DISCONNECT_TIMEOUT_MS, multiWallet, persist, served, unsubscribeIfUnused, type ConnectionContext } from './context';
import { clearNamespace } from './disconnect';
import type { ChainNamespace } from '../../types/chain';

/** Removes one connection; the last one of a namespace disconnects it (SPEC §4 removal rules). */
export async function removeConnection(ctx: ConnectionContext, ns: ChainNamespace, connectorId: string, options: { callWallet: boolean }): Promise<void> {
  const { store } = ctx;
  if (!connectionOf(ctx, ns, connectorId)) return;
  const wasActive = chainOf(ctx, ns)?.connectorId === connectorId;
  const adapter = ctx.connectors.get(connectorId)?.adapter;
  if (options.callWallet && adapter) {
    await withTimeout(adapter.disconnect({ namespaces: [ns] }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
    // The wallet may have reported the end itself meanwhile; nothing more to do then.
    if (!connectionOf(ctx, ns, connectorId)) return;
  }
  const remaining = (store.getState().connections[ns] ?? []).filter((c) => c.connectorId !== connectorId);
  if (remaining.length === 0) return clearNamespace(ctx, ns, true);
  store.update((s) => void (s.connections[ns] = remaining));
  unsubscribeIfUnused(ctx, connectorId);
  if (wasActive) {
    const next = remaining[0]!;
    const account = activate(ctx, ns, next.connectorId, next.accounts, next.caipNetwork ?? ctx.networks.find((n) => n.chainNamespace === ns)!);
    announceAccount(ctx, account);
    persist(ctx);
    // The account now shown gets its own after-connect steps (its sign-in), as after any account change.
    await ctx.afterConnect(account, 'account');
    return;
  }
  persist(ctx);
}

/** `connections.switch` (SPEC §6): shows another of a namespace's connections as its account. */
export async function switchAccount(ctx: ConnectionContext, connectorId: string, ns?: ChainNamespace): Promise<void> {
  if (!multiWallet(ctx)) return void ctx.bus.emit('connection:multiWalletOff', { action: 'switch' });
  const n = ns === undefined ? ctx.store.getState().activeNamespace : served(ctx, ns);
  const conn = n ? connectionOf(ctx, n, connectorId) : undefined;
  if (!n || !conn) throw new ConnectorError(`No connection for connector '${connectorId}'`);
  const previous = chainOf(ctx, n)?.account.address;
  const account = activate(ctx, n, connectorId, conn.accounts, conn.caipNetwork ?? ctx.networks.find((x) => x.chainNamespace === n)!);
  persist(ctx);
  announceAccount(ctx, account);
  if (previous !== account.address) await ctx.afterConnect(account, 'account');
}

/** `connections.remove` (SPEC §6): ends one connection, asking its wallet. */
export async function removeAccount(ctx: ConnectionContext, connectorId: string, ns?: ChainNamespace): Promise<void> {
  if (!multiWallet(ctx)) return void ctx.bus.emit('connection:multiWalletOff', { action: 'remove' });
  const n = ns === undefined ? ctx.store.getState().activeNamespace : served(ctx, ns);
  if (n) await removeConnection(ctx, n, connectorId, { callWallet: true });
}
