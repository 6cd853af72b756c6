// JSON-RPC 2.0 framing for the local Solana endpoint: single requests and batches, notifications
// (no id, no answer), the standard errors, and u64 values written as plain JSON numbers.
import type { RpcMethod } from './rpc-methods';
import { SOLANA_RPC_ERRORS, SolanaRpcError } from './rpc-error';

/** At most this many requests in one batch. */
export const MAX_BATCH = 100;

type JsonRpcId = string | number | null;
type JsonRpcResponse = { jsonrpc: '2.0'; id: JsonRpcId; result: unknown } | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: unknown } };

/**
 * JSON.stringify that writes bigints as JSON numbers (lamports, rentEpoch = u64::MAX), as the
 * Rust RPC does; JavaScript's JSON.stringify would throw on them.
 *
 * @example
 * stringifyJson({ lamports: 18446744073709551615n }); // '{"lamports":18446744073709551615}'
 */
export function stringifyJson(value: unknown): string {
  const marker = '\u0000bigint:';
  const text = JSON.stringify(value, (_key, entry: unknown) => (typeof entry === 'bigint' ? `${marker}${entry.toString()}` : entry));
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}

function errorResponse(id: JsonRpcId, error: SolanaRpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJSON() };
}

function idOf(request: unknown): JsonRpcId {
  const id = (request as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * Answers one parsed request, or returns undefined for a notification (a request without id).
 *
 * @example
 * answer({ jsonrpc: '2.0', id: 1, method: 'getSlot' }, methods); // { jsonrpc: '2.0', id: 1, result: 0 }
 */
export function answer(request: unknown, methods: Readonly<Record<string, RpcMethod>>): JsonRpcResponse | undefined {
  const id = idOf(request);
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Invalid request'));
  }
  const { jsonrpc, method, params } = request as { jsonrpc?: unknown; method?: unknown; params?: unknown };
  const isNotification = !('id' in request);
  if (jsonrpc !== '2.0' || typeof method !== 'string' || (params !== undefined && params !== null && !Array.isArray(params))) {
    return errorResponse(id, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Invalid request'));
  }
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) return isNotification ? undefined : errorResponse(id, new SolanaRpcError(SOLANA_RPC_ERRORS.methodNotFound, 'Method not found'));
  try {
    const result = handler(Array.isArray(params) ? params : []);
    return isNotification ? undefined : { jsonrpc: '2.0', id, result };
  } catch (error) {
    if (isNotification) return undefined;
    const rpcError = error instanceof SolanaRpcError ? error : new SolanaRpcError(SOLANA_RPC_ERRORS.internal, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    return errorResponse(id, rpcError);
  }
}

/**
 * Answers a request body: a single request or a batch. Returns the JSON text to send, or null
 * when nothing is to be sent (only notifications).
 *
 * @example
 * handleJsonRpcBody('[{"jsonrpc":"2.0","id":1,"method":"getSlot"}]', methods); // '[{"jsonrpc":"2.0","id":1,"result":0}]'
 */
export function handleJsonRpcBody(body: string, methods: Readonly<Record<string, RpcMethod>>): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return stringifyJson(errorResponse(null, new SolanaRpcError(SOLANA_RPC_ERRORS.parseError, 'Parse error')));
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return stringifyJson(errorResponse(null, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, 'Invalid request')));
    if (parsed.length > MAX_BATCH) return stringifyJson(errorResponse(null, new SolanaRpcError(SOLANA_RPC_ERRORS.invalidRequest, `Invalid request: batch larger than ${MAX_BATCH}`)));
    const responses = parsed.map((request) => answer(request, methods)).filter((response) => response !== undefined);
    return responses.length === 0 ? null : stringifyJson(responses);
  }
  const response = answer(parsed, methods);
  return response === undefined ? null : stringifyJson(response);
}
