// JSON-RPC framing for the relay double. The WalletConnect SDK sends request ids of ~19 decimal
// digits (`getBigIntRpcId`, usually as a JSON string, sometimes as a bare number) and answers
// pushes with whatever id it parsed, which its safe-json turns into `"<digits>n"`. A bare number
// that large does not survive `JSON.parse` (it is rounded to a double), so the raw text of every
// unsafe integer is kept and ids are echoed byte for byte.

/** Marks an integer literal too large for a double, so `JSON.parse` keeps its digits as a string. */
const BIG_MARKER = '\u0000latchkey-bigint:';
/** The same marker as JSON source text (a raw NUL is not allowed inside a JSON string). */
const BIG_MARKER_JSON = '\\u0000latchkey-bigint:';

/** JSON-RPC error codes the relay answers with. */
export const RELAY_ERRORS = {
  parseError: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  internal: { code: -32603, message: 'Internal error' },
} as const;

/** An error the relay answers with; `code` and `message` go into the JSON-RPC error object. */
export class RelayRpcError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'RelayRpcError';
    this.code = code;
  }
}

/**
 * An error for a named code with an optional detail appended to the standard message.
 *
 * @example
 * throw relayError('invalidParams', 'topic must be a non-empty string'); // -32602 "Invalid params: topic …"
 */
export function relayError(name: keyof typeof RELAY_ERRORS, detail?: string): RelayRpcError {
  const { code, message } = RELAY_ERRORS[name];
  return new RelayRpcError(code, detail ? `${message}: ${detail}` : message);
}

/**
 * Rewrites every integer literal that a double cannot hold exactly (outside strings) as a marked
 * string, so `JSON.parse` keeps its digits. Text that is not JSON stays not JSON.
 *
 * @example
 * protectBigIntegers('{"id":1730000000000000123}'); // '{"id":"\\u0000latchkey-bigint:1730000000000000123"}'
 */
export function protectBigIntegers(text: string): string {
  // Sticky, so exec() reads at lastIndex; one per call (a shared one would be module state).
  const numberToken = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  let out = '';
  let copiedUpTo = 0;
  let index = 0;
  while (index < text.length) {
    const char = text.charCodeAt(index);
    if (char === 0x22 /* " */) {
      // Skip the string, honouring escapes; an unterminated string ends the scan (JSON.parse will fail).
      index += 1;
      while (index < text.length && text.charCodeAt(index) !== 0x22) index += text.charCodeAt(index) === 0x5c /* \ */ ? 2 : 1;
      index += 1;
      continue;
    }
    if (char === 0x2d /* - */ || (char >= 0x30 && char <= 0x39)) {
      numberToken.lastIndex = index;
      const match = numberToken.exec(text);
      if (!match) {
        index += 1;
        continue;
      }
      const token = match[0];
      if (/^-?\d+$/.test(token) && !Number.isSafeInteger(Number(token))) {
        out += `${text.slice(copiedUpTo, index)}"${BIG_MARKER_JSON}${token}"`;
        copiedUpTo = index + token.length;
      }
      index += token.length;
      continue;
    }
    index += 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

/** Turns marked big integers back into numbers (lossy) anywhere but where the raw text was taken. */
function restoreNumbers(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith(BIG_MARKER) ? Number(value.slice(BIG_MARKER.length)) : value;
  if (Array.isArray(value)) return value.map(restoreNumbers);
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) copy[key] = restoreNumbers(entry);
    return copy;
  }
  return value;
}

/**
 * The JSON text of an id exactly as it arrived: a number's digits, a string's quoted form, or
 * `null` for a missing or unusable id (objects, booleans).
 */
function rawIdOf(value: unknown): string {
  if (typeof value === 'string') return value.startsWith(BIG_MARKER) ? value.slice(BIG_MARKER.length) : JSON.stringify(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return 'null';
}

/**
 * The digits an id stands for, so a push id (sent as a number) matches the SDK's acknowledgement
 * of it (the SDK parses large numbers to bigints and writes them back as `"<digits>n"`).
 *
 * @example
 * idKey('"1730000000000000123n"'); // '1730000000000000123'
 * idKey('1730000000000000123');    // '1730000000000000123'
 */
export function idKey(rawId: string): string {
  let text = rawId;
  if (text.startsWith('"')) {
    try {
      text = JSON.parse(text) as string;
    } catch {
      return rawId;
    }
  }
  return /^-?\d+n$/.test(text) ? text.slice(0, -1) : text;
}

/** One frame from a client, classified. `rawId` is the id's JSON text, ready to echo. */
export type InboundFrame =
  | { kind: 'request'; rawId: string; method: string; params: unknown }
  | { kind: 'notification'; method: string; params: unknown }
  | { kind: 'response'; rawId: string; result?: unknown; error?: unknown }
  | { kind: 'invalid'; rawId: string; error: RelayRpcError };

/**
 * Parses one websocket frame. Never throws: bad JSON, a batch, or a frame that is not JSON-RPC
 * 2.0 comes back as `invalid` with the error to answer.
 *
 * @example
 * parseFrame('{"id":"1730000000000000123","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}');
 * // { kind: 'request', rawId: '"1730000000000000123"', method: 'irn_subscribe', params: { topic: 'ab' } }
 */
export function parseFrame(text: string): InboundFrame {
  let value: unknown;
  try {
    value = JSON.parse(protectBigIntegers(text));
  } catch {
    return { kind: 'invalid', rawId: 'null', error: relayError('parseError') };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'invalid', rawId: 'null', error: relayError('invalidRequest', Array.isArray(value) ? 'batches are not supported' : 'expected a JSON-RPC object') };
  }
  const frame = value as Record<string, unknown>;
  const hasId = Object.hasOwn(frame, 'id') && frame.id !== null;
  const rawId = hasId ? rawIdOf(frame.id) : 'null';
  if (frame.jsonrpc !== '2.0') return { kind: 'invalid', rawId, error: relayError('invalidRequest', 'jsonrpc must be "2.0"') };
  if (hasId && rawId === 'null') return { kind: 'invalid', rawId, error: relayError('invalidRequest', 'id must be a number or a string') };
  if (typeof frame.method === 'string') {
    const params = restoreNumbers(frame.params);
    return hasId ? { kind: 'request', rawId, method: frame.method, params } : { kind: 'notification', method: frame.method, params };
  }
  if (Object.hasOwn(frame, 'method')) return { kind: 'invalid', rawId, error: relayError('invalidRequest', 'method must be a string') };
  if (hasId && (Object.hasOwn(frame, 'result') || Object.hasOwn(frame, 'error'))) {
    return { kind: 'response', rawId, result: restoreNumbers(frame.result), error: frame.error };
  }
  return { kind: 'invalid', rawId, error: relayError('invalidRequest', 'neither a request nor a response') };
}

/**
 * A JSON-RPC result frame with the id written exactly as it arrived.
 *
 * @example
 * resultFrame('"1730000000000000123"', true); // '{"id":"1730000000000000123","jsonrpc":"2.0","result":true}'
 */
export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result ?? null)}}`;
}

/** A JSON-RPC error frame with the id written exactly as it arrived. */
export function errorFrame(rawId: string, error: { code: number; message: string }): string {
  return `{"id":${rawId},"jsonrpc":"2.0","error":${JSON.stringify({ code: error.code, message: error.message })}}`;
}

/** A request frame the relay sends (a push); `rawId` is a bare number's digits. */
export function requestFrame(rawId: string, method: string, params: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params)}}`;
}
