// A minimal JSON-RPC client for the local endpoint, with a timeout on every call. Browser-safe:
// the dev wallets send transactions with it, and tests use it for raw requests.
import { SOLANA_RPC_ERRORS, SolanaRpcError } from './rpc-error';

/** Default time a call may take before it fails with -32603 "timed out". */
export const RPC_TIMEOUT_MS = 10_000;

/**
 * Calls `method` on a Solana JSON-RPC endpoint. Resolves with `result`; rejects with a
 * {@link SolanaRpcError} carrying the endpoint's `{ code, message, data }`, or -32603 when the
 * endpoint cannot be reached, answers something that is not JSON-RPC, or takes longer than
 * `timeoutMs`.
 *
 * @example
 * const { value } = await solanaRpc<{ value: number }>(url, 'getBalance', [address]);
 */
export async function solanaRpc<T = unknown>(url: string, method: string, params: unknown[] = [], options: { timeoutMs?: number } = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS;
  let body: { result?: T; error?: { code: number; message: string; data?: unknown } };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = (await response.json()) as typeof body;
  } catch (error) {
    const detail = error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
    throw new SolanaRpcError(SOLANA_RPC_ERRORS.internal, `Internal error: ${method} on ${url} failed: ${detail}`);
  }
  if (body.error) throw new SolanaRpcError(body.error.code, body.error.message, body.error.data);
  if (!('result' in body)) throw new SolanaRpcError(SOLANA_RPC_ERRORS.internal, `Internal error: ${method} answered neither result nor error`);
  return body.result as T;
}
