import type { RequestDescription } from '@latchkey/kernel';

/** Longer blocks are cut here: a wallet request can be megabytes, the dialog only needs the gist. */
const MAX_TEXT = 20_000;
const cut = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The UTF-8 text a hex string encodes, if it is readable text (no control characters other
 * than tab and line breaks); otherwise undefined and the caller shows the hex.
 *
 * @example
 * hexToText('0x48656c6c6f') // 'Hello'
 */
export function hexToText(hex: string): string | undefined {
  if (!HEX.test(hex) || hex.length < 4) return undefined;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f)) return undefined;
  }
  return text;
}

/** A JSON-RPC quantity ('0x…' hex or a decimal string/number) as a bigint; undefined when it is neither. */
export function parseQuantity(v: unknown): bigint | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v !== 'string' || v.length > 80) return undefined;
  if (/^0x[0-9a-fA-F]+$/.test(v) || /^\d+$/.test(v)) return BigInt(v);
  return undefined;
}

/**
 * An integer amount in a token's smallest unit as a decimal string, without float rounding.
 *
 * @example
 * formatUnits(1500000000000000000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function pretty(value: unknown): string {
  try {
    return cut(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? String(value));
  } catch {
    return cut(String(value));
  }
}

const asArray = (p: unknown): unknown[] => (Array.isArray(p) ? p : p === undefined ? [] : [p]);
const asRecord = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

function personalSign(params: unknown[]): RequestDescription {
  // Some dapps send [address, message] instead of [message, address].
  const raw = typeof params[0] === 'string' && ADDRESS.test(params[0]) && typeof params[1] === 'string' ? params[1] : params[0];
  if (typeof raw !== 'string') return { kind: 'message', text: pretty(raw), code: true };
  if (HEX.test(raw)) {
    const text = hexToText(raw);
    return text !== undefined ? { kind: 'message', text: cut(text) } : { kind: 'message', text: cut(raw), code: true };
  }
  return { kind: 'message', text: cut(raw) };
}

function typedData(params: unknown[]): RequestDescription {
  let data: unknown = params[1] ?? params[0];
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return { kind: 'typedData', text: cut(data as string), code: true };
    }
  }
  const rec = asRecord(data);
  const facts: NonNullable<RequestDescription['facts']> = [];
  if (typeof rec?.primaryType === 'string') facts.push({ labelKey: 'approve.type', value: rec.primaryType });
  const domainName = asRecord(rec?.domain)?.name;
  if (typeof domainName === 'string') facts.push({ labelKey: 'approve.domain', value: domainName });
  return { kind: 'typedData', facts, text: pretty(data), code: true };
}

function sendTransaction(params: unknown[], native: { symbol: string; decimals: number }): RequestDescription {
  const tx = asRecord(params[0]);
  if (!tx) return { kind: 'transaction', text: pretty(params), code: true };
  const out: RequestDescription = { kind: 'transaction' };
  if (typeof tx.to === 'string') out.receiver = tx.to;
  const value = parseQuantity(tx.value ?? '0x0');
  if (value !== undefined) {
    out.amount = formatUnits(value, native.decimals);
    out.symbol = native.symbol;
  } else out.facts = [{ labelKey: 'approve.value', value: String(tx.value) }];
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined;
  if (data && data !== '0x') out.dataBytes = HEX.test(data) ? (data.length - 2) / 2 : data.length;
  return out;
}

/**
 * Describes an EVM request for people: the decoded message, the typed data's type and domain,
 * a transaction's receiver and amount in the network's native currency.
 *
 * @example
 * describeEvmRequest('personal_sign', ['0x48656c6c6f', '0xf39F…'], { symbol: 'ETH', decimals: 18 })
 * // { kind: 'message', text: 'Hello' }
 */
export function describeEvmRequest(method: string, params: unknown, native: { symbol: string; decimals: number }): RequestDescription {
  const list = asArray(params);
  switch (method) {
    case 'personal_sign':
      return personalSign(list);
    case 'eth_signTypedData_v4':
      return typedData(list);
    case 'eth_sendTransaction':
      return sendTransaction(list, native);
    case 'wallet_sendCalls': {
      const calls = asRecord(list[0])?.calls;
      return { kind: 'calls', ...(Array.isArray(calls) ? { calls: calls.length } : {}), text: pretty(params), code: true };
    }
    default:
      return { kind: 'other', ...(params === undefined ? {} : { text: pretty(params), code: true }) };
  }
}
