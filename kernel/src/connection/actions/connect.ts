import { AbortedError, ConnectorError, KitError } from '../../errors';
import { withTimeout } from '../../net/timeout';
import { hooksOf, toKitError } from '../errors';
import { chainOf, CONNECT_TIMEOUT_MS, DISCONNECT_TIMEOUT_MS, isCurrent, networksFor, nextAttempt, setStatus, type ConnectionContext } from './context';
import { validSessions } from './validate';
import { establish } from './establish';
import type { ChainNamespace, ConnectedAccount } from '../../types/chain';

export interface ConnectOptions {
  namespace?: ChainNamespace;
  namespaces?: ChainNamespace[];
  signal?: AbortSignal;
}

/**
 * A visitor's connect through one connector, for the namespaces asked (by default every one it
 * serves): only the latest attempt per namespace may write state. A failure is said on the bus
 * (`connection:failed`) and thrown as a KitError stamped with the connector's plugin.
 */
export async function connect(ctx: ConnectionContext, connectorId: string, options: ConnectOptions = {}): Promise<ConnectedAccount> {
  const entry = ctx.connectors.get(connectorId);
  if (!entry) throw new ConnectorError(`Connector '${connectorId}' not found`);
  const { adapter, pluginId } = entry;
  const asked = options.namespaces ?? (options.namespace !== undefined ? [options.namespace] : adapter.info.namespaces.filter((ns) => chainOf(ctx, ns)));
  for (const ns of asked) if (typeof ns !== 'string' || !chainOf(ctx, ns)) throw new KitError(`Adapter for namespace ${String(ns)} doesn't exist`);
  const namespaces = asked.filter((ns) => adapter.info.namespaces.includes(ns));
  if (!namespaces.length) throw new ConnectorError('The connector does not support any of the requested chains');
  const tokens = new Map(namespaces.map((ns) => [ns, nextAttempt(ctx, ns)] as const));
  for (const ns of namespaces) setStatus(ctx, ns, 'connecting');
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (options.signal?.aborted) abort();
  ctx.signal.addEventListener('abort', abort, { once: true });
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const result = await withTimeout(adapter.connect({ namespaces, networks: networksFor(ctx, namespaces), signal: controller.signal }), adapter.connectTimeoutMs ?? CONNECT_TIMEOUT_MS, { signal: controller.signal });
    const refused: string[] = [];
    const sessions = validSessions(ctx, result, namespaces, refused);
    // What the wallet granted but the kit refused is handed back: the wallet's side ends too.
    const dropped = namespaces.filter((ns) => !sessions.some((x) => x.namespace === ns) && result?.sessions?.some?.((x) => x?.namespace === ns));
    if (dropped.length && refused.some((r) => r !== 'no account')) {
      void withTimeout(adapter.disconnect({ namespaces: dropped }), adapter.disconnectTimeoutMs ?? DISCONNECT_TIMEOUT_MS).catch(() => undefined);
    }
    if (!sessions.length && refused.some((r) => r !== 'no account')) throw new ConnectorError('The wallet returned an invalid account', { details: refused.join('; ') });
    if (!sessions.length) throw new ConnectorError('The wallet returned no account');
    // A later connect, or a disconnect, happened meanwhile: that answer is no longer wanted.
    const current = sessions.filter((x) => isCurrent(ctx, x.namespace, tokens.get(x.namespace)!));
    if (!current.length) throw new AbortedError('Request was aborted', { details: 'superseded by a later connect or a disconnect' });
    for (const ns of namespaces) if (!current.some((x) => x.namespace === ns) && isCurrent(ctx, ns, tokens.get(ns)!)) setStatus(ctx, ns, chainOf(ctx, ns)?.account.address ? 'connected' : 'disconnected');
    const accounts = await establish(ctx, connectorId, current, 'connect');
    const wanted = options.namespace ? accounts.find((a) => a.namespace === options.namespace) : undefined;
    return wanted ?? accounts[0]!;
  } catch (error) {
    for (const ns of namespaces) if (isCurrent(ctx, ns, tokens.get(ns)!) && chainOf(ctx, ns)?.account.status === 'connecting') setStatus(ctx, ns, chainOf(ctx, ns)?.account.address ? 'connected' : 'disconnected');
    const kitError = toKitError(error, 'Connection failed', hooksOf(adapter, ...namespaces.map((ns) => ctx.namespaces.get(ns))));
    kitError.pluginId ??= pluginId;
    ctx.bus.emit('connection:failed', { connectorId, error: kitError });
    throw kitError;
  } finally {
    ctx.signal.removeEventListener('abort', abort);
    options.signal?.removeEventListener('abort', abort);
  }
}
