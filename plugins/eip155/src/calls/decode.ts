// The ERC-20 / ERC-721 / ERC-1155 calls and the token signatures (EIP-2612 Permit, Uniswap's
// Permit2) that move or allow a visitor's tokens, decoded from call data and typed data. One place
// for the kit's EVM ABI knowledge: the approval view's describer reads it, and so can any plugin
// through `@latchkey/eip155/calls`. Plain code over hex strings (no viem): these calls have a fixed
// head of 32-byte words, and a word that is not what the type allows (an address with high bits
// set, a bool other than 0 or 1) makes the call undecodable, as Solidity's ABI decoder reverts.
// The selectors and the encoder (the call data the kit builds) are in erc20.ts, re-exported here:
// this file is the subpath's entry, and one module holds the ERC-20 ABI both ways.
import { MAX_UINT256, SELECTORS } from './erc20';

export { MAX_UINT256, SELECTORS, encodeAllowance, encodeApprove, encodeBalanceOf, encodeDecimals, encodeName, encodeSymbol, encodeTransfer, type CallData } from './erc20';

/** The largest uint160: Permit2's unlimited allowance. */
export const MAX_UINT160 = 2n ** 160n - 1n;

/**
 * Whether an allowance is unlimited in practice: Permit2's uint160 maximum or more (uint256's
 * maximum, 2^255, and the like). No token supply comes near it.
 *
 * @example
 * isUnlimited(2n ** 256n - 1n) // true
 */
export function isUnlimited(amount: bigint): boolean {
  return amount >= MAX_UINT160;
}

/** A decoded call that moves or allows tokens. Addresses are lower case, amounts in base units. */
export type TokenCall =
  | { name: 'transfer'; to: string; amount: bigint }
  | { name: 'transferFrom'; from: string; to: string; amount: bigint }
  | { name: 'approve'; spender: string; amount: bigint }
  | { name: 'increaseAllowance'; spender: string; amount: bigint }
  | { name: 'setApprovalForAll'; operator: string; approved: boolean };

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The 32-byte words after the selector, or undefined when fewer than `count` are there. */
function words(data: string, count: number): string[] | undefined {
  if (!HEX_DATA.test(data) || data.length < 10 + count * 64) return undefined;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(data.slice(10 + i * 64, 10 + (i + 1) * 64).toLowerCase());
  return out;
}

/** A word as an address: the high 12 bytes must be zero. */
function address(word: string): string | undefined {
  return /^0{24}/.test(word) ? `0x${word.slice(24)}` : undefined;
}

const uint = (word: string): bigint => BigInt(`0x${word}`);

function bool(word: string): boolean | undefined {
  const n = uint(word);
  return n === 0n ? false : n === 1n ? true : undefined;
}

/**
 * The selector of call data (lower case), or undefined when the data is shorter than 4 bytes or
 * not hex.
 *
 * @example
 * selectorOf('0xa9059cbb000…') // '0xa9059cbb'
 */
export function selectorOf(data: string | undefined): string | undefined {
  if (typeof data !== 'string' || data.length < 10 || !HEX_DATA.test(data)) return undefined;
  return data.slice(0, 10).toLowerCase();
}

/** The calls that move or allow tokens (not the reads: balanceOf, allowance, symbol, name, decimals). */
const TOKEN_CALLS = [SELECTORS.transfer, SELECTORS.transferFrom, SELECTORS.approve, SELECTORS.increaseAllowance, SELECTORS.setApprovalForAll];

/** Whether call data is one of the token calls above (whatever its arguments). */
export function isTokenCall(data: string | undefined): boolean {
  const selector = selectorOf(data);
  return selector !== undefined && (TOKEN_CALLS as readonly string[]).includes(selector);
}

/**
 * Decodes an ERC-20 `transfer`, `transferFrom`, `approve`, `increaseAllowance` or an ERC-721/1155
 * `setApprovalForAll` from call data; undefined for anything else or a malformed argument.
 *
 * @example
 * decodeTokenCall('0x095ea7b3' + spenderWord + amountWord) // { name: 'approve', spender: '0x…', amount: 5000000n }
 */
export function decodeTokenCall(data: string | undefined): TokenCall | undefined {
  const selector = selectorOf(data);
  if (!selector) return undefined;
  switch (selector) {
    case SELECTORS.transfer: {
      const w = words(data!, 2);
      const to = w && address(w[0]!);
      return w && to ? { name: 'transfer', to, amount: uint(w[1]!) } : undefined;
    }
    case SELECTORS.transferFrom: {
      const w = words(data!, 3);
      const from = w && address(w[0]!);
      const to = w && address(w[1]!);
      return w && from && to ? { name: 'transferFrom', from, to, amount: uint(w[2]!) } : undefined;
    }
    case SELECTORS.approve:
    case SELECTORS.increaseAllowance: {
      const w = words(data!, 2);
      const spender = w && address(w[0]!);
      if (!w || !spender) return undefined;
      return { name: selector === SELECTORS.approve ? 'approve' : 'increaseAllowance', spender, amount: uint(w[1]!) };
    }
    case SELECTORS.setApprovalForAll: {
      const w = words(data!, 2);
      const operator = w && address(w[0]!);
      const approved = w ? bool(w[1]!) : undefined;
      return w && operator && approved !== undefined ? { name: 'setApprovalForAll', operator, approved } : undefined;
    }
    default:
      return undefined;
  }
}

/** One token a signed permit allows or moves. `amount` in base units. */
export interface PermitItem {
  token: string;
  amount: bigint;
  unlimited: boolean;
}

/**
 * A decoded token signature: who may spend which tokens, until when (seconds since 1970).
 * `kind` says which standard: EIP-2612 (the token's own permit, DAI's included) or Permit2's
 * allowance (`PermitSingle`, `PermitBatch`) or one-off transfer (`PermitTransferFrom`, batch and
 * witness forms).
 */
export interface TokenPermit {
  kind: 'eip2612' | 'permit2Allowance' | 'permit2Transfer';
  spender: string;
  items: PermitItem[];
  deadline: bigint | undefined;
}

const asRecord = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** A typed-data integer (a decimal or hex string, or a safe integer). */
function quantity(v: unknown): bigint | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'bigint' && v >= 0n) return v;
  if (typeof v === 'string' && v.length <= 80 && (/^\d+$/.test(v) || /^0x[0-9a-fA-F]+$/.test(v))) return BigInt(v);
  return undefined;
}

const addr = (v: unknown): string | undefined => (typeof v === 'string' && ADDRESS.test(v) ? v.toLowerCase() : undefined);

/** Permit2's `{ token, amount }` (TokenPermissions) or `{ token, amount, expiration, nonce }` (PermitDetails). */
function permitItem(v: unknown, unlimitedAt: bigint): PermitItem | undefined {
  const r = asRecord(v);
  const token = addr(r?.token);
  const amount = quantity(r?.amount);
  return token && amount !== undefined ? { token, amount, unlimited: amount >= unlimitedAt } : undefined;
}

function itemsOf(v: unknown, unlimitedAt: bigint): PermitItem[] | undefined {
  const list = Array.isArray(v) ? v : [v];
  const items = list.map((x) => permitItem(x, unlimitedAt));
  return items.length > 0 && items.every(Boolean) ? (items as PermitItem[]) : undefined;
}

/**
 * Decodes EIP-712 typed data that lets someone spend the signer's tokens: an EIP-2612 `Permit`
 * (the token is the domain's verifying contract; DAI's `allowed: true` form is unlimited), or a
 * Permit2 `PermitSingle` / `PermitBatch` / `PermitTransferFrom` / `PermitBatchTransferFrom` (and
 * their `…WitnessTransferFrom` forms). Undefined for anything else.
 *
 * @example
 * decodePermit({ primaryType: 'Permit', domain: { verifyingContract: usdc }, message: { owner, spender, value: '5000000', nonce: 0, deadline: 1893456000 } })
 * // { kind: 'eip2612', spender, items: [{ token: usdc, amount: 5000000n, unlimited: false }], deadline: 1893456000n }
 */
export function decodePermit(typedData: unknown): TokenPermit | undefined {
  const data = asRecord(typedData);
  const primaryType = data?.primaryType;
  const message = asRecord(data?.message);
  if (typeof primaryType !== 'string' || !message) return undefined;
  const spender = addr(message.spender);
  if (!spender) return undefined;
  if (primaryType === 'Permit') {
    const token = addr(asRecord(data!.domain)?.verifyingContract);
    if (!token) return undefined;
    if (typeof message.allowed === 'boolean') {
      // DAI: permit(holder, spender, nonce, expiry, allowed): all or nothing.
      const expiry = quantity(message.expiry);
      return { kind: 'eip2612', spender, items: [{ token, amount: message.allowed ? MAX_UINT256 : 0n, unlimited: message.allowed }], deadline: expiry === 0n ? undefined : expiry };
    }
    const value = quantity(message.value);
    if (value === undefined) return undefined;
    return { kind: 'eip2612', spender, items: [{ token, amount: value, unlimited: isUnlimited(value) }], deadline: quantity(message.deadline) };
  }
  if (primaryType === 'PermitSingle' || primaryType === 'PermitBatch') {
    const items = itemsOf(message.details, MAX_UINT160);
    return items ? { kind: 'permit2Allowance', spender, items, deadline: quantity(message.sigDeadline) } : undefined;
  }
  if (/^Permit(Batch)?(Witness)?TransferFrom$/.test(primaryType)) {
    const items = itemsOf(message.permitted, MAX_UINT160);
    return items ? { kind: 'permit2Transfer', spender, items, deadline: quantity(message.deadline) } : undefined;
  }
  return undefined;
}

/**
 * Decodes the ABI return of `symbol()` / `name()`: a `string`, or the `bytes32` some old tokens
 * (MKR) return. Undefined when it is neither or not printable.
 *
 * @example
 * decodeStringResult('0x…20…04…55534443…') // 'USDC'
 */
export function decodeStringResult(hex: unknown): string | undefined {
  if (typeof hex !== 'string' || !HEX_DATA.test(hex)) return undefined;
  const body = hex.slice(2);
  let bytes: string | undefined;
  if (body.length === 64) bytes = body.replace(/(?:00)+$/, '');
  else if (body.length >= 128) {
    const offset = Number(BigInt(`0x${body.slice(0, 64)}`));
    if (offset * 2 + 64 > body.length) return undefined;
    const length = Number(BigInt(`0x${body.slice(offset * 2, offset * 2 + 64)}`));
    if (length > 64 || offset * 2 + 64 + length * 2 > body.length) return undefined;
    bytes = body.slice(offset * 2 + 64, offset * 2 + 64 + length * 2);
  }
  if (!bytes) return undefined;
  const raw = new Uint8Array(bytes.length / 2);
  for (let i = 0; i < raw.length; i++) raw[i] = Number.parseInt(bytes.slice(i * 2, i * 2 + 2), 16);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return undefined;
  }
  // A symbol is a short printable word: no control, format or bidi characters.
  return /^[\p{L}\p{N}\p{P}\p{S} ]{1,32}$/u.test(text) && !/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/.test(text) ? text.trim() || undefined : undefined;
}

/** Decodes the ABI return of `decimals()`: a uint8 (0–255); undefined otherwise. */
export function decodeDecimalsResult(hex: unknown): number | undefined {
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hex)) return undefined;
  const n = BigInt(hex);
  return n <= 255n ? Number(n) : undefined;
}
