import { initialChainState, type KitStore } from '../store/createStore';
import { hasStoredConnections, storedNamespaces } from '../connection/stored';
import type { KitStorage } from '../storage/storage';
import type { ChainNamespace } from '../types/chain';

export interface RestoreDeps {
  store: KitStore;
  storage: KitStorage;
  enableReconnect: boolean;
  logger: Pick<Console, 'debug'>;
  destroyed(): boolean;
  /** The session chunk, loaded (its connection manager reconnects). */
  session(): Promise<{ connection: { reconnectAll(): Promise<void> } }>;
}

/**
 * A returning visitor's connections are restored silently; a first visit loads no connection
 * code. The remembered namespaces show 'connecting' at once, as they did before the chunk.
 * Connections the server rendered from the cookie (`initialState`) are shown as connected until
 * the restore confirms them; the ones it does not bring back are cleared. Call at creation.
 */
export function restoreConnections(deps: RestoreDeps): Promise<void> {
  const { store, storage } = deps;
  const provisional = (Object.keys(store.getState().chains) as ChainNamespace[]).filter((ns) => store.getState().chains[ns]!.account.status === 'connected');
  const settleProvisional = () =>
    store.update((s) => {
      for (const ns of provisional) {
        const c = s.chains[ns];
        if (!c || (s.connections[ns]?.length ?? 0) > 0 || c.account.status !== 'connected') continue;
        c.account = initialChainState(ns, [], undefined, c.account.preferredAccountType ?? 'eoa').account;
        c.connectorId = undefined;
      }
    });
  if (!hasStoredConnections(storage)) return Promise.resolve(settleProvisional());
  const waiting = deps.enableReconnect ? storedNamespaces(storage, Object.keys(store.getState().chains) as ChainNamespace[]) : [];
  const mark = (status: 'connecting' | 'disconnected') =>
    store.update((s) => {
      for (const ns of waiting) {
        const c = s.chains[ns];
        if (!c || (status === 'disconnected' && c.account.status !== 'connecting') || (status === 'connecting' && provisional.includes(ns))) continue;
        c.account.status = status;
        s.modal.loading[ns] = status === 'connecting';
      }
    });
  mark('connecting');
  return deps
    .session()
    .then(
      (x) => x.connection.reconnectAll(),
      (error: unknown) => {
        // No session, so no connect can be under way: nothing is restoring any more.
        deps.logger.debug?.('[latchkey] reconnect failed', error);
        if (!deps.destroyed()) mark('disconnected');
      },
    )
    .finally(() => provisional.length && !deps.destroyed() && settleProvisional());
}
