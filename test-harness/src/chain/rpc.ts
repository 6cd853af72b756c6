/** Error returned by a JSON-RPC endpoint, keeping its code and data. */
export class JsonRpcResponseError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'JsonRpcResponseError';
  }
}

/**
 * Sends one JSON-RPC 2.0 request over HTTP with fetch (works in Node and in a browser page).
 * JSON-RPC errors are thrown as {@link JsonRpcResponseError} with the node's code and data.
 *
 * @example
 * ```ts
 * const chainIdHex = await jsonRpc<string>('http://127.0.0.1:8545', 'eth_chainId');
 * ```
 */
export async function jsonRpc<T>(url: string, method: string, params: unknown[] = [], signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  });
  if (!response.ok) throw new Error(`${method} to ${url} failed: HTTP ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } };
  if (body.error) throw new JsonRpcResponseError(body.error.message, body.error.code, body.error.data);
  return body.result as T;
}
