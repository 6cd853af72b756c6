import { withTimeout } from '../../net/timeout';
import { markConnected, markDisconnected, rememberRecent } from '../persist';
import { activate, chainOf, DISCONNECT_TIMEOUT_MS, multiWallet, persist, resolveNetwork, setActiveNamespace, setStatus, unsubscribeIfUnused, upsert, type ConnectionContext } from './context';
import { watch } from './watch';
import type { ChainNamespace, ConnectedAccount } from '../../types/chain';
import type { NamespaceSession } from '../../plugins/connector';

/**
 * Applies a wallet's sessions (a connect's or a reconnect's), then runs the after-connect steps
 * and announces the connections (`connected`, `connection:connected`). A visitor's connect ends
 * with `connection:connectFlowDone`, for the modal to close.
 */
export async function establish(ctx: ConnectionContext, connectorId: string, sessions: NamespaceSession[], source: 'connect' | 'reconnect', activeIds?: Partial<Record<ChainNamespace, string>>): Promise<ConnectedAccount[]> {
  const { store, storage, bus } = ctx;
  const adapter = ctx.connectors.get(connectorId)!.adapter;
  // The view on screen now: an after-connect step that shows another one keeps the modal open.
  const screen = store.getState().modal.history.at(-1);
  const established: Array<{ account: ConnectedAccount; supported: boolean }> = [];
  for (const session of sessions) {
    const ns = session.namespace;
    const { network, supported } = resolveNetwork(ctx, ns, session.chainId);
    const keepOthers = multiWallet(ctx) || source === 'reconnect';
    // One wallet per namespace without multi-wallet: the one replaced is told so, not orphaned.
    const replaced = keepOthers ? [] : (store.getState().connections[ns] ?? []).map((x) => x.connectorId).filter((id) => id !== connectorId);
    upsert(ctx, ns, connectorId, session.accounts, network, keepOthers);
    for (const id of replaced) {
      const old = ctx.connectors.get(id)?.adapter;
      unsubscribeIfUnused(ctx, id);
      markDisconnected(storage, [id]);
      if (old) void withTimeout(old.disconnect({ namespaces: [ns] }), old.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
    }
    const activeId = activeIds?.[ns];
    // A reconnect restores the remembered active wallet; a fresh connect becomes the active one.
    if (source === 'connect' || !activeId || activeId === connectorId || !chainOf(ctx, ns)?.connectorId) {
      established.push({ account: activate(ctx, ns, connectorId, session.accounts, network), supported });
    } else if (chainOf(ctx, ns)?.account.status !== 'connected') setStatus(ctx, ns, 'disconnected');
    if (source === 'connect') rememberRecent(storage, { connectorId, namespace: ns, address: session.accounts[0]!.address });
    markConnected(storage, connectorId);
  }
  if (source === 'connect' && established[0]) setActiveNamespace(ctx, established[0].account.namespace);
  else if (!store.getState().activeNamespace && established[0]) setActiveNamespace(ctx, established[0].account.namespace);
  watch(ctx, connectorId);
  persist(ctx);
  for (const { account, supported } of established) {
    bus.emit('connection:balanceStale', { namespace: account.namespace });
    if (!supported) bus.emit('connection:unsupportedChain', { namespace: account.namespace, network: account.network });
  }
  let held = false;
  for (const { account } of established) {
    const stillHere = () => chainOf(ctx, account.namespace)?.account.address === account.address;
    const announce = () => {
      // An after-connect step may end the connection (a failed sign-in set-up): then nothing is announced.
      if (!stillHere()) return;
      bus.emit('connected', { namespace: account.namespace, address: account.address, caipAddress: account.caipAddress, connectorId });
      bus.emit('connection:connected', { account, source, walletName: adapter.info.name });
    };
    if (!stillHere()) continue;
    // The plugins' steps in order. One that holds (sign-in on screen) holds the later ones and
    // the announcement until the visitor is done, so none of them can replace its view.
    const hold = await ctx.afterConnect(account, source);
    if (!hold) announce();
    else {
      held = true;
      void hold.settled.then((go) => (go ? announce() : undefined)).catch(ctx.report);
    }
  }
  // The connect flow is done: the modal closes unless a step put another view on screen (sign in, wrong chain).
  if (source === 'connect') bus.emit('connection:connectFlowDone', { namespaces: established.map((e) => e.account.namespace), view: screen, held });
  return established.map((e) => e.account);
}
