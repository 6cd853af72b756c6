import { KitError } from '../../errors';
import { withTimeout } from '../../net/timeout';
import { emptyAccount } from '../../store/createStore';
import { markDisconnected } from '../persist';
import { chainOf, DISCONNECT_TIMEOUT_MS, nextAttempt, persist, served, setActiveNamespace, unsubscribeIfUnused, type ConnectionContext } from './context';
import type { ChainNamespace } from '../../types/chain';

export interface DisconnectOptions {
  namespace?: ChainNamespace;
  /** False (the default): the modal closes too (`connection:disconnected` says so). */
  keepModalOpen?: boolean;
}

/** Forgets every connection of a namespace: SPEC §4 disconnect (the wallet is not called). */
export function clearNamespace(ctx: ConnectionContext, ns: ChainNamespace, keepModalOpen: boolean) {
  const { store, storage, bus } = ctx;
  nextAttempt(ctx, ns);
  const gone = (store.getState().connections[ns] ?? []).map((c) => c.connectorId);
  const connectorId = chainOf(ctx, ns)?.connectorId;
  // Already cleared (the wallet reported its own disconnect while we asked it to): once is enough.
  if (!gone.length && !connectorId && chainOf(ctx, ns)?.account.status === 'disconnected') return;
  store.update((s) => {
    const c = s.chains[ns];
    if (!c) return;
    c.account = emptyAccount({ preferredAccountType: c.account.preferredAccountType });
    c.connectorId = undefined;
    c.network.caipNetwork = c.network.requestedCaipNetworks[0];
    s.connections[ns] = [];
    s.modal.loading[ns] = false;
    // A required sign-in of a connection that is gone no longer holds the modal.
    if (!Object.values(s.chains).some((x) => x?.account.status === 'connected')) s.modal.closeDisabled = false;
  });
  // The active namespace went: another connected one takes over, in storage too (a reload keeps it).
  const state = store.getState();
  if (state.activeNamespace === ns) {
    const other = (Object.keys(state.chains) as ChainNamespace[]).find((n) => n !== ns && state.chains[n]?.account.status === 'connected');
    if (other) {
      setActiveNamespace(ctx, other);
      bus.emit('activeNamespaceChanged', { namespace: other });
    }
  }
  for (const id of gone) unsubscribeIfUnused(ctx, id);
  markDisconnected(storage, gone);
  persist(ctx);
  bus.emit('disconnected', { namespace: ns, connectorId });
  bus.emit('connection:disconnected', { namespace: ns, connectorId, keepModalOpen });
}

/**
 * Disconnects one namespace, or every connected one: each connector is asked once, with the
 * namespaces it loses; the kit forgets them even when a wallet is slow to answer.
 */
export async function disconnect(ctx: ConnectionContext, options: DisconnectOptions = {}): Promise<void> {
  const state = ctx.store.getState();
  const namespaces = options.namespace !== undefined
    ? [served(ctx, options.namespace)]
    : (Object.keys(state.chains) as ChainNamespace[]).filter((ns) => state.chains[ns]?.connectorId || (state.connections[ns]?.length ?? 0) > 0 || state.chains[ns]?.account.status !== 'disconnected');
  // One call per connector, with the namespaces it loses.
  const perConnector = new Map<string, ChainNamespace[]>();
  for (const ns of namespaces) for (const c of state.connections[ns] ?? []) perConnector.set(c.connectorId, [...(perConnector.get(c.connectorId) ?? []), ns]);
  const failures: string[] = [];
  await Promise.all(
    [...perConnector].map(async ([connectorId, lost]) => {
      const adapter = ctx.connectors.get(connectorId)?.adapter;
      if (!adapter) return;
      try {
        await withTimeout(adapter.disconnect({ namespaces: lost }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS);
      } catch (error) {
        // A slow wallet (the embedded one: 3 s) is given up on; the kit still forgets it.
        if (!(error instanceof KitError && error.code === 'TIMEOUT')) failures.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  for (const ns of namespaces) clearNamespace(ctx, ns, options.keepModalOpen ?? false);
  if (failures.length) throw new KitError(`Failed to disconnect chains: ${failures.join(', ')}`);
}
