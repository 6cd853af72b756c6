import { NetworkError } from '../errors/flowErrors';
import type { HttpClient } from './http';
import type { RpcEndpointRank } from './ranking';
import { validateRpcReply } from './replies.generated';
import { RpcError } from './rpcError';

export interface RpcRequest {
  method: string;
  params?: unknown;
}

export interface JsonRpcClient {
  request<T = unknown>(req: RpcRequest): Promise<T>;
  /**
   * A network with several endpoints: them, best first, with their scores (for debugging).
   * Undefined before the first read; absent on a single endpoint.
   */
  ranking?(): RpcEndpointRank[] | undefined;
}

/**
 * The most bytes a JSON-RPC reply may have: a batch of up to 1000 answers (SPEC §7) fits; a
 * hostile or broken endpoint's endless reply is cut there (ResponseTooLargeError, and a ranked
 * network goes to its next endpoint).
 */
export const JSON_RPC_MAX_BYTES = 4 * 1024 * 1024;

interface Queued {
  id: number;
  req: RpcRequest;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * A JSON-RPC 2.0 client over the kit's HTTP client. Calls made in the same tick go out as one
 * batch (at most `batchSize`, default 1000, per SPEC §7).
 *
 * @example
 * const rpc = createJsonRpcClient(http, '/v1/', { chainId: 'eip155:1' })
 * const balance = await rpc.request<string>({ method: 'eth_getBalance', params: [address, 'latest'] })
 */
export function createJsonRpcClient(http: HttpClient, path: string, query: Record<string, string> = {}, batchSize = 1000): JsonRpcClient {
  let nextId = 1;
  const queue: Queued[] = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const batch = queue.splice(0, batchSize);
    if (queue.length) schedule();
    if (batch.length === 0) return;
    const body = batch.map((q) => ({ jsonrpc: '2.0', id: q.id, method: q.req.method, params: q.req.params ?? [] }));
    try {
      const reply = await http.post<unknown>(path, { query, body: batch.length === 1 ? body[0] : body, maxBytes: JSON_RPC_MAX_BYTES });
      const replies = Array.isArray(reply) ? reply : [reply];
      const byId = new Map<unknown, Record<string, unknown>>();
      for (const r of replies) {
        if (!validateRpcReply(r)) throw new NetworkError('Malformed JSON-RPC reply');
        byId.set((r as { id: unknown }).id, r as Record<string, unknown>);
      }
      for (const q of batch) {
        const r = byId.get(q.id);
        if (!r) q.reject(new NetworkError('Missing JSON-RPC reply', { details: q.req.method }));
        else if (r.error) {
          const err = r.error as { code: number; message: string; data?: unknown };
          q.reject(new RpcError(err.code, err.message, err.data));
        } else q.resolve(r.result);
      }
    } catch (error) {
      for (const q of batch) q.reject(error);
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => void flush());
  }

  return {
    request<T>(req: RpcRequest) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ id: nextId++, req, resolve: resolve as (v: unknown) => void, reject });
        schedule();
      });
    },
  };
}
