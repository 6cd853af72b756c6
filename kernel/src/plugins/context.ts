import { ConfigError } from '../errors';
import { isServed } from '../store/served';
import type { KitEventMap } from '../bus/createBus';
import { lazyHttpClient } from '../net/lazyHttp';
import type { JsonRpcClient, RpcRequest } from '../net/jsonRpc';
import { loadOnce } from '../net/loadOnce';
import { createStorage, STORAGE_PREFIX } from '../storage/storage';
import type { Host } from '../host';
import type { Kit } from '../kit';
import type { AccountDetails, AnyPlugin, PluginContext, PluginWallet } from './types';
import { stampError } from './stamp';
import type { CaipNetwork, ChainNamespace } from '../types/chain';

export interface ContextHandle {
  ctx: PluginContext<unknown>;
  /** Releases everything made through the context, in reverse order. */
  dispose(): void;
}

/** Builds the scoped context a plugin's `setup` receives. */
export function createPluginContext(host: Host, kit: Kit, plugin: AnyPlugin, refreshBalance: (ns: ChainNamespace) => void, wallet: PluginWallet): ContextHandle {
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
  const mk = (baseUrl: string) => lazyHttpClient({ baseUrl, query, fetch: host.options.fetch, signal: controller.signal });
  const rpcClients = new Map<string, JsonRpcClient>();

  const ctx: PluginContext<unknown> = {
    id,
    kit,
    options: host.options,
    signal: controller.signal,
    bus: {
      on(event, handler) {
        return track(
          host.bus.on(event as keyof KitEventMap & string, (payload: unknown) => {
            try {
              (handler as (p: unknown) => void)(payload);
            } catch (error) {
              host.report(stampError(error, id, `handler of '${event}'`));
            }
          }),
        );
      },
      emit(name, payload) {
        host.bus.emit(`${id}:${name}` as `${string}:${string}`, payload);
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
      // Which endpoints, shared or own, plain or ranked: decided in a chunk with the first read.
      let client = rpcClients.get(network.caipNetworkId);
      if (!client) {
        const once = loadOnce(() => import('../net/networkRpc').then((m) => m.networkRpc({ host, pluginId: id, http: mk, signal: controller.signal }, network)));
        // The ranking is the namespace owner's (one per network), even before this plugin's first read.
        const owner = () => (host.namespaces.ownerOf(network.chainNamespace) !== id ? host.namespaces.tools(network.chainNamespace)?.rpc(network) : undefined);
        client = { request: async <T = unknown>(req: RpcRequest) => (await once.get()).request<T>(req), ranking: () => once.value?.ranking?.() ?? owner()?.ranking?.() };
        rpcClients.set(network.caipNetworkId, client);
      }
      return client;
    },
    connectors: {
      add(adapter) {
        const namespaces = adapter?.info?.namespaces;
        if (!Array.isArray(namespaces) || namespaces.length === 0) throw new ConfigError(`Connector '${adapter?.info?.id}' serves no namespace`, { pluginId: id });
        // A wallet of chains the dapp has no network of is not offered (a preset's other chains).
        const chains = host.store.getState().chains;
        if (!namespaces.some((ns) => chains[ns])) return () => {};
        if (!host.connectors.add(adapter, id)) {
          host.logger.debug?.(`[latchkey] connector '${adapter.info.id}' already added; keeping the first`);
          return () => {};
        }
        host.store.update((s) => void s.connectors.push({ ...adapter.info, namespaces: [...namespaces] }));
        return track(() => {
          host.connectors.remove(adapter.info.id);
          host.store.update((s) => void (s.connectors = s.connectors.filter((c) => c.id !== adapter.info.id)));
        });
      },
    },
    account: {
      update(namespace, address, details) {
        if (!isServed(host.store.getState(), namespace)) throw new ConfigError(`Adapter for namespace ${String(namespace)} doesn't exist`, { pluginId: id });
        const patch = pickDetails(details);
        host.store.update((s) => {
          const account = s.chains[namespace]!.account;
          // Details belong to one connected account; a write racing a switch or a disconnect is dropped.
          if (account.status !== 'connected' || account.address !== address) return;
          Object.assign(account, patch);
        });
      },
    },
    alerts: { show: (code, params) => host.showAlert(code, params) },
    refreshBalance,
    router: host.router,
    modal: {
      lockClose: (locked) => host.store.update((s) => void (s.modal.closeDisabled = locked)),
      close: () => host.closeModal({ force: true }),
    },
    wallet,
    report: (error, category) => void host.report(stampError(error, id), category),
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

const DETAIL_KEYS = ['profileName', 'profileImage', 'tokenBalance', 'user', 'socialProvider', 'smartAccountDeployed', 'preferredAccountType', 'currentTab'] as const;

/** Only the writable fields, copied (the caller's objects never enter the frozen store). */
function pickDetails(details: AccountDetails): AccountDetails {
  const out: Record<string, unknown> = {};
  if (!details || typeof details !== 'object') return out;
  for (const key of DETAIL_KEYS) if (Object.hasOwn(details, key)) out[key] = structuredClone(details[key]);
  return out as AccountDetails;
}
