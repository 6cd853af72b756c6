import type { HttpClient } from './http';
import type { JsonRpcClient, RpcRequest } from './jsonRpc';
import { loadOnce } from './loadOnce';

/**
 * A JSON-RPC client whose code (and reply validators) load with its first call: a page that has
 * not connected reads no chain. Calls made in the same tick still go out as one batch.
 */
export function lazyJsonRpcClient(http: HttpClient, path: string, query?: Record<string, string>): JsonRpcClient {
  const { get } = loadOnce(() => import('./jsonRpc').then((m) => m.createJsonRpcClient(http, path, query)));
  return {
    request: async <T = unknown>(req: RpcRequest): Promise<T> => (await get()).request<T>(req),
  };
}
