import { createHttpClient } from '../net/http';
import { createJsonRpcClient, type JsonRpcClient } from '../net/jsonRpc';
import { createStorage, STORAGE_PREFIX } from '../storage/storage';
import type { Host } from '../host';
import type { Kit } from '../kit';
import type { AnyPlugin, ConnectorAdapter, PluginContext } from './types';
import { stampError } from './registry';
import { toKitError } from '../connection/errors';
import type { CaipNetwork } from '../types/chain';

export interface ContextHandle {
  ctx: PluginContext<unknown>;
  /** Releases everything made through the context, in reverse order. */
  dispose(): void;
}

/** Wraps an adapter so errors it throws carry the plugin's id. */
function stampAdapter(adapter: ConnectorAdapter, pluginId: string): ConnectorAdapter {
  const wrap =
    <A extends unknown[], R>(name: string, fn: ((...args: A) => Promise<R>) | undefined) =>
    fn &&
    (async (...args: A): Promise<R> => {
      try {
        return await fn.apply(adapter, args);
      } catch (error) {
        // Wallet errors (EIP-1193 `{ code: 4001 }`, often Error instances) become typed kit
        // errors first, so a rejection stays a rejection once stamped with the plugin id.
        throw stampError(toKitError(error, `connector ${adapter.info.id}.${name} failed`), pluginId, `connector ${adapter.info.id}.${name}`);
      }
    });
  return {
    ...adapter,
    connect: wrap('connect', adapter.connect)!,
    disconnect: wrap('disconnect', adapter.disconnect)!,
    request: wrap('request', adapter.request)!,
    reconnect: wrap('reconnect', adapter.reconnect),
    switchNetwork: wrap('switchNetwork', adapter.switchNetwork),
    signMessage: wrap('signMessage', adapter.signMessage),
    getBalance: wrap('getBalance', adapter.getBalance),
  };
}

/** Builds the scoped context a plugin's `setup` receives. */
export function createPluginContext(host: Host, kit: Kit, plugin: AnyPlugin, onAdapterAdded: (id: string) => void): ContextHandle {
  const id = plugin.id;
  const controller = new AbortController();
  const releases: Array<() => void> = [];
  const track = (release: () => void) => {
    releases.push(release);
    return () => {
      const i = releases.indexOf(release);
      if (i >= 0) releases.splice(i, 1);
      release();
    };
  };
  const query = { projectId: host.options.projectId, st: host.options.sdkType, sv: host.options.sdkVersion };
  const mk = (baseUrl: string) => createHttpClient({ baseUrl, query, fetch: host.options.fetch, signal: controller.signal });
  const rpcClients = new Map<string, JsonRpcClient>();

  const ctx: PluginContext<unknown> = {
    id,
    kit,
    options: host.options,
    signal: controller.signal,
    bus: {
      on(event, handler) {
        return track(
          host.bus.on(event, (payload: unknown) => {
            try {
              (handler as (p: unknown) => void)(payload);
            } catch (error) {
              host.report(stampError(error, id, `handler of '${event}'`));
            }
          }),
        );
      },
      emit(name, payload) {
        host.bus.emit(`${id}:${name}`, payload);
      },
    },
    store: {
      get: () => host.store.getState().plugins[id],
      set(recipe) {
        host.store.update((s) => {
          const slice = s.plugins[id] as never;
          const result = (recipe as (d: unknown) => unknown)(slice);
          if (result !== undefined) s.plugins[id] = result as never;
        });
      },
      subscribe(listener) {
        return track(
          host.store.subscribe((state, prev) => {
            if (state.plugins[id] !== prev.plugins[id]) listener(state.plugins[id]);
          }),
        );
      },
    },
    storage: createStorage(host.options.storage, `${STORAGE_PREFIX}${id}:`),
    http: { api: mk(host.options.endpoints.api), blockchainApi: mk(host.options.endpoints.blockchainApi) },
    rpc(network: CaipNetwork) {
      let client = rpcClients.get(network.caipNetworkId);
      if (!client) {
        const direct = network.rpcUrls.default.http[0];
        client =
          host.options.projectId || !direct
            ? createJsonRpcClient(mk(host.options.endpoints.rpc), '/v1/', { chainId: network.caipNetworkId, ...(host.options.projectId ? { projectId: host.options.projectId } : {}) })
            : createJsonRpcClient(createHttpClient({ baseUrl: direct, fetch: host.options.fetch, signal: controller.signal }), '');
        rpcClients.set(network.caipNetworkId, client);
      }
      return client;
    },
    connectors: {
      add(adapter) {
        if (host.adapters.has(adapter.info.id)) {
          host.logger.debug?.(`[latchkey] connector '${adapter.info.id}' already added; keeping the first`);
          return () => {};
        }
        host.adapters.set(adapter.info.id, { adapter: stampAdapter(adapter, id), pluginId: id });
        host.store.update((s) => void s.connectors.push({ ...adapter.info }));
        onAdapterAdded(adapter.info.id);
        return track(() => {
          host.adapters.delete(adapter.info.id);
          host.store.update((s) => void (s.connectors = s.connectors.filter((c) => c.id !== adapter.info.id)));
        });
      },
    },
    alerts: { show: (code, params) => host.showAlert(code, params) },
    refreshBalance: (namespace) => host.refreshBalance(namespace),
    router: host.router,
    t: host.i18n.t,
    logger: host.logger,
    setTimeout(fn, ms) {
      const handle = setTimeout(fn, ms);
      return track(() => clearTimeout(handle));
    },
    setInterval(fn, ms) {
      const handle = setInterval(fn, ms);
      return track(() => clearInterval(handle));
    },
  };

  return {
    ctx,
    dispose() {
      controller.abort();
      for (const release of releases.splice(0).reverse()) {
        try {
          release();
        } catch (error) {
          host.report(stampError(error, id, 'dispose'));
        }
      }
    },
  };
}
