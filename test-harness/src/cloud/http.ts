import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the double reads; bigger bodies answer 413 instead of filling memory. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A failure that becomes an HTTP answer. The body follows the real blockchain API's error style
 * (`status`, `reasons[].description`) plus a top-level `message`, so a kit can read either.
 */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** What a route handler answers: JSON, raw bytes, or nothing more to do (it already wrote). */
export type Reply =
  | { kind: 'json'; status?: number; body: unknown }
  | { kind: 'bytes'; status?: number; contentType: string; body: Buffer | string };

/** Shorthand for a JSON reply. */
export function json(body: unknown, status = 200): Reply {
  return { kind: 'json', status, body };
}

/** The error body every non-2xx answer carries. */
export function errorBody(message: string): { status: 'FAILED'; message: string; reasons: Array<{ description: string }> } {
  return { status: 'FAILED', message, reasons: [{ description: message }] };
}

/** Writes a reply; headers such as CORS were set on `res` before. */
export function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.writableEnded || res.destroyed) return;
  // Headers already out means an answer was half-written; finishing it beats throwing.
  if (res.headersSent) {
    res.end();
    return;
  }
  if (reply.kind === 'json') {
    const text = JSON.stringify(reply.body);
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
    return;
  }
  const bytes = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType, 'content-length': bytes.length });
  res.end(bytes);
}

/** Reads the whole request body, refusing more than {@link MAX_BODY_BYTES}. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses a body as JSON; a client sending garbage gets a 400, never a crash. */
export function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) throw new HttpError(400, 'Request body is empty; expected JSON');
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** True for a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A required, non-empty query parameter. */
export function requireQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null || value.trim() === '') throw new HttpError(400, `Missing required query parameter "${name}"`);
  return value;
}

/** An optional integer query parameter within bounds. */
export function intQuery(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, `Query parameter "${name}" must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw new HttpError(400, `Query parameter "${name}" must be between ${min} and ${max}`);
  return value;
}

/** A comma-separated query list, with blanks dropped. */
export function listQuery(query: URLSearchParams, name: string): string[] {
  const raw = query.get(name);
  if (raw === null) return [];
  return raw.split(',').map((item) => item.trim()).filter((item) => item !== '');
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** Validates an EVM address (SPEC §5: 40 hex digits; the API wants the 0x prefix). */
export function requireAddress(value: string | undefined, what = 'address'): `0x${string}` {
  if (value === undefined || !EVM_ADDRESS.test(value)) throw new HttpError(400, `Invalid ${what}: expected 0x followed by 40 hex digits`);
  return value as `0x${string}`;
}

/** Parses an `eip155:<id>` CAIP-2 id; other namespaces are not served by the local chains. */
export function requireEvmChainId(value: string | null, what = 'chainId'): number {
  if (value === null || value === '') throw new HttpError(400, `Missing required query parameter "${what}"`);
  const match = /^eip155:([1-9]\d{0,15})$/.exec(value);
  if (!match) throw new HttpError(400, `Invalid ${what} "${value}": expected a CAIP-2 id such as eip155:31337`);
  return Number(match[1]);
}
