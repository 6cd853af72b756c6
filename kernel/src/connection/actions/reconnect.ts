import { ConnectorError } from '../../errors';
import { withTimeout } from '../../net/timeout';
import { readStoredConnections, writeStoredConnections } from '../persist';
import { chainOf, isCurrent, networksFor, nextAttempt, persist, RECONNECT_TIMEOUT_MS, RECONNECT_WAIT_MS, setActiveNamespace, setStatus, type ConnectionContext } from './context';
import { validSessions } from './validate';
import { establish } from './establish';
import { clearNamespace } from './disconnect';
import type { ChainNamespace } from '../../types/chain';
import type { ConnectorAdapter } from '../../plugins/connector';

/** Silently restores every stored connection: one reconnect per connector, for every namespace it had. */
export async function reconnectAll(ctx: ConnectionContext): Promise<void> {
  const { store, storage } = ctx;
  const configured = Object.keys(store.getState().chains) as ChainNamespace[];
  const stored = readStoredConnections(storage, configured);
  if (!ctx.enableReconnect) {
    writeStoredConnections(storage, { connections: {}, active: {} });
    return;
  }
  // One silent reconnect per connector, for every namespace it had.
  const byConnector = new Map<string, ChainNamespace[]>();
  for (const [ns, list] of Object.entries(stored.connections) as Array<[ChainNamespace, (typeof stored.connections)[ChainNamespace]]>) {
    for (const c of list ?? []) byConnector.set(c.connectorId, [...(byConnector.get(c.connectorId) ?? []), ns]);
  }
  const tokens = new Map<ChainNamespace, number>();
  for (const ns of new Set([...byConnector.values()].flat())) {
    tokens.set(ns, nextAttempt(ctx, ns));
    // A connection the server rendered (initialState) stays shown while it is confirmed.
    if (chainOf(ctx, ns)?.account.status !== 'connected') setStatus(ctx, ns, 'connecting');
  }
  // The kit showed every remembered namespace as restoring before this code loaded; one with
  // nothing valid to restore (and no connect of the visitor's under way) is not.
  for (const ns of configured) if (!tokens.has(ns) && !ctx.attempts.has(ns) && chainOf(ctx, ns)?.account.status === 'connecting') setStatus(ctx, ns, 'disconnected');
  // Active connections first, so the remembered active wallet wins the namespace.
  const order = [...byConnector.entries()].sort(([a], [b]) => Number(Object.values(stored.active).includes(b)) - Number(Object.values(stored.active).includes(a)));
  await Promise.all(
    order.map(async ([connectorId, namespaces]) => {
      try {
        const adapter = await waitForAdapter(ctx, connectorId);
        if (!adapter?.reconnect) throw new ConnectorError(`Connector '${connectorId}' is not available to reconnect`);
        const result = await withTimeout(adapter.reconnect({ namespaces, networks: networksFor(ctx, namespaces), signal: ctx.signal }), RECONNECT_TIMEOUT_MS, { signal: ctx.signal });
        // The visitor connected or disconnected meanwhile: their choice wins.
        const sessions = validSessions(ctx, result, namespaces).filter((x) => isCurrent(ctx, x.namespace, tokens.get(x.namespace)!));
        if (sessions.length) await establish(ctx, connectorId, sessions, 'reconnect', stored.active);
      } catch (error) {
        ctx.logger.debug?.('[latchkey] reconnect failed', error);
      }
    }),
  );
  // Destroyed mid-reconnect: keep the stored session for the next page load.
  if (ctx.signal.aborted) return;
  for (const [ns, token] of tokens) {
    if (isCurrent(ctx, ns, token) && chainOf(ctx, ns)?.account.status === 'connecting') setStatus(ctx, ns, 'disconnected');
  }
  // The remembered active namespace did not come back but another did: that one is active.
  const after = store.getState();
  const active = after.activeNamespace;
  if (!active || after.chains[active]?.account.status !== 'connected') {
    const back = (Object.keys(after.chains) as ChainNamespace[]).find((n) => after.chains[n]?.account.status === 'connected');
    if (back) setActiveNamespace(ctx, back);
  }
  persist(ctx);
}

/**
 * Another tab of the dapp changed the stored connections: a namespace it disconnected is
 * forgotten here (the wallet is not called), one it connected is restored here silently.
 */
export async function followStorage(ctx: ConnectionContext): Promise<void> {
  const configured = Object.keys(ctx.store.getState().chains) as ChainNamespace[];
  const stored = readStoredConnections(ctx.storage, configured);
  const there = new Set(configured.filter((ns) => (stored.connections[ns]?.length ?? 0) > 0));
  for (const ns of configured) if (!there.has(ns) && chainOf(ctx, ns)?.account.status === 'connected') clearNamespace(ctx, ns, true);
  if ([...there].some((ns) => chainOf(ctx, ns)?.account.status === 'disconnected')) await reconnectAll(ctx);
}

/** A stored connector that is not announced yet (an extension injecting late) is waited for, briefly. */
function waitForAdapter(ctx: ConnectionContext, connectorId: string): Promise<ConnectorAdapter | undefined> {
  const present = ctx.connectors.get(connectorId)?.adapter;
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    // Some extensions inject at the page's load (Keplr sets window.keplr then): the wait starts
    // once the document has loaded.
    const doc = (globalThis as { document?: Document }).document;
    const win = (globalThis as { window?: Window }).window;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => void (timer = setTimeout(() => done(undefined), RECONNECT_WAIT_MS));
    // A page whose load never ends (a hung resource) still gives up: 10 s at most before the wait.
    const cap = setTimeout(() => done(undefined), RECONNECT_WAIT_MS + 10_000);
    if (doc && win && doc.readyState !== 'complete') win.addEventListener('load', startTimer, { once: true });
    else startTimer();
    const onAbort = () => done(undefined);
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const off = ctx.connectors.onAdded((id) => {
      if (id === connectorId) done(ctx.connectors.get(id)?.adapter);
    });
    function done(value: ConnectorAdapter | undefined) {
      clearTimeout(timer);
      clearTimeout(cap);
      win?.removeEventListener('load', startTimer);
      ctx.signal.removeEventListener('abort', onAbort);
      off();
      resolve(value);
    }
  });
}
