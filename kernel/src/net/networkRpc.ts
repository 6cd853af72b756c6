import type { Host } from '../host';
import type { CaipNetwork } from '../types/chain';
import type { FallbackEndpoint } from './fallbackRpc';
import type { HttpClient } from './http';
import type { JsonRpcClient } from './jsonRpc';
import { lazyFallbackJsonRpcClient } from './lazyFallbackRpc';
import { lazyJsonRpcClient } from './lazyJsonRpc';
import { lazyHttpClient } from './lazyHttp';
import { rpcEndpointSources, type RpcEndpointSource } from './rpcEndpoints';

/** What building a plugin's client for one network needs from its context. */
export interface NetworkRpcDeps {
  host: Pick<Host, 'options' | 'namespaces' | 'logger'>;
  /** The plugin asking. */
  pluginId: string;
  /** The plugin's HTTP client for a base URL (the kit's query, its lifetime). */
  http(baseUrl: string): HttpClient;
  signal: AbortSignal;
}

/**
 * The client a plugin reads `network` through (a lazy chunk: the first read of a page decides it).
 * One endpoint: the plain JSON-RPC client. Several (the proxy, then the network's URLs): the ranked
 * fallback — held by the namespace's own plugin, so the whole kit shares one ranking and one poll —
 * where each endpoint proves its chain with the namespace's `rpcIdentity` before it serves a read.
 *
 * @example
 * const rpc = networkRpc({ host, pluginId: 'siwx', http, signal }, mainnet)
 */
export function networkRpc(deps: NetworkRpcDeps, network: CaipNetwork): JsonRpcClient {
  const { host } = deps;
  const ns = network.chainNamespace;
  const sources = rpcEndpointSources(network, Boolean(host.options.projectId));
  if (sources.length > 1 && host.namespaces.ownerOf(ns) !== deps.pluginId) {
    const shared = host.namespaces.tools(ns)?.rpc;
    if (shared) return shared(network);
  }
  const endpoint = (source: RpcEndpointSource): FallbackEndpoint => {
    if (source.kind === 'url') return { url: source.url, http: lazyHttpClient({ baseUrl: source.url, fetch: host.options.fetch, signal: deps.signal }), path: '' };
    const query = { chainId: network.caipNetworkId, ...(host.options.projectId ? { projectId: host.options.projectId } : {}) };
    return { url: `${host.options.endpoints.rpc.replace(/\/+$/, '')}/v1/?chainId=${network.caipNetworkId}`, http: deps.http(host.options.endpoints.rpc), path: '/v1/', query };
  };
  const endpoints = sources.map(endpoint);
  const adapter = host.namespaces.get(ns);
  const identity = adapter?.rpcIdentity;
  return endpoints.length === 1
    ? lazyJsonRpcClient(endpoints[0]!.http, endpoints[0]!.path, endpoints[0]!.query)
    : lazyFallbackJsonRpcClient(endpoints, {
        network: network.caipNetworkId,
        ping: adapter?.rpcPing,
        // Each endpoint proves it serves this network before it serves a read (the namespace says how).
        identity: identity && { request: identity.request, matches: (result) => identity.matches(result, network) },
        signal: deps.signal,
        logger: host.logger,
      });
}
