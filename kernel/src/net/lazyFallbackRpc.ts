import type { FallbackEndpoint, FallbackOptions } from './fallbackRpc';
import type { JsonRpcClient, RpcRequest } from './jsonRpc';
import { loadOnce } from './loadOnce';

/**
 * A network's JSON-RPC over several endpoints, ranked and failed over, whose code (and viem's
 * fallback transport) loads with the first read: nothing is downloaded or sent before then.
 * `ranking()` is undefined until that read.
 *
 * @example
 * const rpc = lazyFallbackJsonRpcClient([proxy, direct], { network: 'eip155:1', ping: { method: 'eth_blockNumber' }, signal })
 * await rpc.request({ method: 'eth_blockNumber' })
 * rpc.ranking?.() // best first
 */
export function lazyFallbackJsonRpcClient(endpoints: readonly FallbackEndpoint[], options: FallbackOptions): JsonRpcClient {
  const client = loadOnce(() => Promise.all([import('./fallbackRpc'), import('./viemTransports')]).then(([m, { viemTransports }]) => m.createFallbackJsonRpcClient(viemTransports, endpoints, options)));
  return {
    request: async <T = unknown>(req: RpcRequest): Promise<T> => (await client.get()).request<T>(req),
    ranking: () => client.value?.ranking(),
  };
}
