import { ConnectorError } from '../errors';
import { loadOnce } from '../net/loadOnce';
import type { ConnectorAdapter, ConnectorEvents } from './connector';
import type { ConnectorInfo } from '../types/chain';

type Optional = 'reconnect' | 'switchNetwork' | 'signMessage' | 'subscribe';

export interface LazyConnectorOptions {
  info: ConnectorInfo;
  /** The optional methods the loaded adapter has (the kit checks for them before loading it). */
  has: readonly Optional[];
  disconnectTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** The wallet confirms requests on its own screen (see `ConnectorAdapter.confirmsRequests`). */
  confirmsRequests?: boolean;
  load(): Promise<ConnectorAdapter>;
}

/**
 * A connector whose code loads on first use: what the Connect view lists (`info`) is there at
 * once, the wallet code (and any SDK it imports) is fetched when the kit first calls it. A failed
 * load rejects that call and is tried again on the next one.
 *
 * @example
 * ctx.connectors.add(lazyConnector({ info, has: ['reconnect', 'subscribe'], load: () => import('./wallet').then((m) => m.createAdapter(info)) }))
 */
export function lazyConnector({ info, has: optional, disconnectTimeoutMs, connectTimeoutMs, confirmsRequests, load }: LazyConnectorOptions): ConnectorAdapter {
  const code = loadOnce(load);
  const get = code.get;
  const has = (k: Optional) => optional.includes(k);
  const adapter: ConnectorAdapter = {
    info,
    connect: async (request) => (await get()).connect(request),
    disconnect: async (request) => (await get()).disconnect(request),
    request: async (request, signal) => (await get()).request(request, signal),
    ...(disconnectTimeoutMs === undefined ? {} : { disconnectTimeoutMs }),
    ...(connectTimeoutMs === undefined ? {} : { connectTimeoutMs }),
    ...(confirmsRequests === undefined ? {} : { confirmsRequests }),
  };
  if (has('reconnect')) adapter.reconnect = async (request) => (await get()).reconnect?.(request) ?? null;
  if (has('switchNetwork')) adapter.switchNetwork = async (request) => (await get()).switchNetwork?.(request);
  if (has('signMessage'))
    adapter.signMessage = async (request, signal) => {
      const a = await get();
      if (!a.signMessage) throw new ConnectorError(`Connector '${info.id}' cannot sign messages`);
      return a.signMessage(request, signal);
    };
  if (has('subscribe'))
    adapter.subscribe = (events: ConnectorEvents) => {
      // Called once a connection exists, so the code is normally loaded already.
      if (code.value?.subscribe) return code.value.subscribe(events);
      let off: (() => void) | undefined;
      let ended = false;
      void get().then(
        (a) => {
          if (!ended) off = a.subscribe?.(events);
        },
        () => undefined,
      );
      return () => {
        ended = true;
        off?.();
      };
    };
  return adapter;
}
