import { requireProject } from '../context';
import type { CloudState, RouteHandler } from '../context';
import { isRecord, json, readBody } from '../http';
import type { CloudRouteKey } from '../paths';

/** Largest batch the proxy accepts (SPEC §7: batches allowed, default 1000). */
const MAX_BATCH = 1000;

type RpcId = string | number | null;

function rpcError(id: RpcId, code: number, message: string): { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string } } {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/** The id of a call, when it has a usable one (for error answers). */
function idOf(call: unknown): RpcId {
  if (!isRecord(call)) return null;
  const { id } = call;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/** Why a call is not a JSON-RPC 2.0 request, or null when it is one. */
function invalidReason(call: unknown): string | null {
  if (!isRecord(call)) return 'Invalid Request: expected a JSON-RPC 2.0 object';
  if (call.jsonrpc !== '2.0') return 'Invalid Request: "jsonrpc" must be "2.0"';
  if (typeof call.method !== 'string' || call.method === '') return 'Invalid Request: "method" must be a non-empty string';
  if (call.params !== undefined && typeof call.params !== 'object') return 'Invalid Request: "params" must be an array or object';
  if (call.id !== undefined && call.id !== null && typeof call.id !== 'string' && typeof call.id !== 'number') {
    return 'Invalid Request: "id" must be a string, number or null';
  }
  return null;
}

/** The RPC URL a CAIP-2 chain id names: a local EVM chain by its number, a Solana or Polkadot endpoint by its id. */
function upstreamOf(state: CloudState, caip: string): string | undefined {
  const evm = /^eip155:(\d+)$/.exec(caip)?.[1];
  if (evm !== undefined) return state.chains.get(Number(evm))?.rpcUrl;
  if (caip.startsWith('polkadot:')) return state.polkadotChains.get(caip);
  return caip.startsWith('solana:') ? state.solanaChains.get(caip) : undefined;
}

/**
 * `POST /v1/?chainId=…&projectId=…` forwards JSON-RPC 2.0 calls (one or a batch) to the local
 * chain with that id (`eip155:N`, a Solana endpoint's `solana:<ref>`, a Substrate endpoint's
 * `polkadot:<ref>`) and relays its answer.
 * Invalid calls and unknown chains answer with JSON-RPC errors, the way the real proxy does, so
 * viem and the kit surface them as RPC errors.
 */
const rpc: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const raw = await readBody(ctx.req);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return json(rpcError(null, -32700, 'Parse error: body is not valid JSON'), 400);
  }
  const calls = Array.isArray(body) ? body : [body];
  if (calls.length === 0) return json(rpcError(null, -32600, 'Invalid Request: empty batch'), 400);
  if (calls.length > MAX_BATCH) return json(rpcError(null, -32600, `Invalid Request: batch larger than ${MAX_BATCH}`), 400);
  const invalid = calls.map(invalidReason);
  if (invalid.some((reason) => reason !== null)) {
    const answers = calls.map((call, i) => rpcError(idOf(call), -32600, invalid[i] ?? 'Invalid Request: another call of the batch is invalid'));
    return json(Array.isArray(body) ? answers : answers[0], 400);
  }

  const caip = ctx.query.get('chainId') ?? '';
  const upstreamUrl = upstreamOf(ctx.state, caip);
  if (upstreamUrl === undefined) {
    const answers = calls.map((call) => rpcError(idOf(call), -32602, `Unsupported chainId "${caip}"`));
    return json(Array.isArray(body) ? answers : answers[0]);
  }

  try {
    const upstream = await fetch(upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await upstream.text();
    return { kind: 'bytes', status: upstream.status, contentType: upstream.headers.get('content-type') ?? 'application/json', body: text };
  } catch (error) {
    const message = `Upstream chain ${caip} is unreachable: ${(error as Error).message}`;
    const answers = calls.map((call) => rpcError(idOf(call), -32603, message));
    return json(Array.isArray(body) ? answers : answers[0], 502);
  }
};

/** Handler of the RPC proxy. */
export const rpcRoutes = { rpc } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;
