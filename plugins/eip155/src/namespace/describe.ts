import { withTimeout, type CaipNetwork, type NamespaceTools, type RequestDescription } from '@latchkey/kernel';
import { formatUnits } from '@latchkey/kernel/units';
import { decodeDecimalsResult, decodePermit, decodeStringResult, decodeTokenCall, encodeDecimals, encodeSymbol, isUnlimited, type TokenCall } from '../calls/decode';

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

// The kernel's one formatUnits, still exported from this subpath under its name.
export { formatUnits };

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

/** What the describer reads from the chain: a token's symbol and decimals (eth_call), when it may. */
interface Reader {
  token(address: string): Promise<TokenMeta>;
}
interface TokenMeta {
  symbol?: string;
  decimals?: number;
}

/** How long a token's symbol or decimals may take: the view waits for the description. */
const READ_TIMEOUT_MS = 4_000;

/**
 * Reads token metadata through the namespace's RPC (never the wallet), once per token for one
 * description; nothing when there is no RPC or network.
 */
function chainReader(tools: NamespaceTools | undefined, network: CaipNetwork | undefined): Reader {
  const seen = new Map<string, Promise<TokenMeta>>();
  const call = async (to: string, data: string): Promise<unknown> => {
    if (!tools || !network) return undefined;
    try {
      return await withTimeout(tools.rpc(network).request({ method: 'eth_call', params: [{ to, data }, 'latest'] }), READ_TIMEOUT_MS, { signal: tools.signal });
    } catch {
      return undefined;
    }
  };
  return {
    token(address) {
      const key = address.toLowerCase();
      let meta = seen.get(key);
      if (!meta) {
        meta = Promise.all([call(key, encodeSymbol()), call(key, encodeDecimals())]).then(([symbol, decimals]) => {
          const out: TokenMeta = {};
          const s = decodeStringResult(symbol);
          const d = decodeDecimalsResult(decimals);
          if (s !== undefined) out.symbol = s;
          if (d !== undefined) out.decimals = d;
          return out;
        });
        seen.set(key, meta);
      }
      return meta;
    },
  };
}

/** A token amount for people: whole units with the token's decimals, else the raw integer. */
function tokenEntry(address: string, amount: bigint | undefined, meta: TokenMeta, unlimited = false): NonNullable<RequestDescription['tokens']>[number] {
  return {
    address,
    ...(meta.symbol !== undefined ? { symbol: meta.symbol } : {}),
    ...(unlimited ? { unlimited: true } : amount !== undefined ? { amount: meta.decimals !== undefined ? formatUnits(amount, meta.decimals) : amount.toString(), ...(meta.decimals === undefined ? { raw: true } : {}) } : {}),
  };
}

/** Addresses as people compare them: EIP-55 checksummed (viem, loaded only when a token call or permit is described). */
async function checksummer(): Promise<(address: string) => string> {
  const { getAddress } = await import('viem');
  return (address) => getAddress(address);
}

/** A decoded token call on `token` as the approval view shows it. */
async function describeTokenCall(decoded: TokenCall, contract: string, reader: Reader): Promise<RequestDescription> {
  const [meta, cs] = await Promise.all([reader.token(contract), checksummer()]);
  const token = cs(contract);
  const call: TokenCall =
    decoded.name === 'transfer'
      ? { ...decoded, to: cs(decoded.to) }
      : decoded.name === 'transferFrom'
        ? { ...decoded, from: cs(decoded.from), to: cs(decoded.to) }
        : decoded.name === 'setApprovalForAll'
          ? { ...decoded, operator: cs(decoded.operator) }
          : { ...decoded, spender: cs(decoded.spender) };
  switch (call.name) {
    case 'transfer':
      return { kind: 'transaction', action: 'transfer', receiver: call.to, tokens: [tokenEntry(token, call.amount, meta)] };
    case 'transferFrom':
      return { kind: 'transaction', action: 'transferFrom', owner: call.from, receiver: call.to, tokens: [tokenEntry(token, call.amount, meta)] };
    case 'approve':
    case 'increaseAllowance': {
      const unlimited = isUnlimited(call.amount);
      return { kind: 'transaction', action: call.name, spender: call.spender, tokens: [tokenEntry(token, call.amount, meta, unlimited)], ...(unlimited ? { unlimited: true } : {}) };
    }
    case 'setApprovalForAll':
      return call.approved
        ? { kind: 'transaction', action: 'setApprovalForAll', spender: call.operator, tokens: [tokenEntry(token, undefined, meta, true)], unlimited: true }
        : { kind: 'transaction', action: 'revokeApprovalForAll', spender: call.operator, tokens: [tokenEntry(token, undefined, meta)] };
  }
}

/** A deadline in seconds since 1970 as an ISO date, when it is one. */
const deadlineOf = (seconds: bigint | undefined): string | undefined => (seconds !== undefined && seconds > 0n && seconds < 253402300800n ? new Date(Number(seconds) * 1000).toISOString() : undefined);

function typedData(params: unknown[], reader: Reader): RequestDescription | Promise<RequestDescription> {
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
  const out: RequestDescription = { kind: 'typedData', facts, text: pretty(data), code: true };
  const permit = decodePermit(data);
  if (!permit) return out;
  // The token's symbol and decimals are read: the description comes later.
  return Promise.all([checksummer(), ...permit.items.map((item) => reader.token(item.token))]).then(([cs, ...metas]) => {
    out.action = 'permit';
    out.spender = cs(permit.spender);
    out.tokens = permit.items.map((item, i) => tokenEntry(cs(item.token), item.amount, metas[i]!, item.unlimited));
    if (permit.items.some((item) => item.unlimited)) out.unlimited = true;
    const deadline = deadlineOf(permit.deadline);
    if (deadline) out.deadline = deadline;
    return out;
  });
}

function sendTransaction(params: unknown[], native: { symbol: string; decimals: number }, reader: Reader): RequestDescription | Promise<RequestDescription> {
  const tx = asRecord(params[0]);
  if (!tx) return { kind: 'transaction', text: pretty(params), code: true };
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined;
  const value = parseQuantity(tx.value ?? '0x0');
  // A token call: the token, its amount and the real recipient or spender, not "0 ETH to the token contract".
  const call = typeof tx.to === 'string' && ADDRESS.test(tx.to) ? decodeTokenCall(data) : undefined;
  if (call) {
    return describeTokenCall(call, (tx.to as string).toLowerCase(), reader).then((out) => {
      // Native coin sent along with a token call is unusual: said, never hidden.
      if (value !== undefined && value > 0n) {
        out.amount = formatUnits(value, native.decimals);
        out.symbol = native.symbol;
      }
      return out;
    });
  }
  const out: RequestDescription = { kind: 'transaction' };
  if (typeof tx.to === 'string') out.receiver = tx.to;
  if (value !== undefined) {
    out.amount = formatUnits(value, native.decimals);
    out.symbol = native.symbol;
  } else out.facts = [{ labelKey: 'approve.value', value: String(tx.value) }];
  if (data && data !== '0x') out.dataBytes = HEX.test(data) ? (data.length - 2) / 2 : data.length;
  return out;
}

/**
 * Describes an EVM request for people: the decoded message; the typed data's type and domain, and
 * a token permit's spender, tokens and deadline (EIP-2612, Permit2); a transaction's receiver and
 * amount in the native currency, or, for a token call (ERC-20 `transfer`, `transferFrom`,
 * `approve`, `increaseAllowance`, ERC-721/1155 `setApprovalForAll`), the token with its symbol and
 * decimals (read through the namespace's RPC when `tools` are given), the amount and the recipient
 * or spender, with unlimited allowances flagged.
 *
 * @example
 * describeEvmRequest('personal_sign', ['0x48656c6c6f', '0xf39F…'], { symbol: 'ETH', decimals: 18 })
 * // { kind: 'message', text: 'Hello' } (a promise when token facts are read from the chain)
 */
export function describeEvmRequest(
  method: string,
  params: unknown,
  native: { symbol: string; decimals: number },
  tools?: NamespaceTools,
  network?: CaipNetwork,
): RequestDescription | Promise<RequestDescription> {
  const list = asArray(params);
  const reader = chainReader(tools, network);
  switch (method) {
    case 'personal_sign':
      return personalSign(list);
    case 'eth_signTypedData_v4':
      return typedData(list, reader);
    case 'eth_sendTransaction':
      return sendTransaction(list, native, reader);
    case 'wallet_sendCalls': {
      const calls = asRecord(list[0])?.calls;
      return { kind: 'calls', ...(Array.isArray(calls) ? { calls: calls.length } : {}), text: pretty(params), code: true };
    }
    default:
      return { kind: 'other', ...(params === undefined ? {} : { text: pretty(params), code: true }) };
  }
}
