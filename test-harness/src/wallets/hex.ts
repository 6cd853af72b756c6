import { rpcError } from './errors';

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i;
const DATA = /^0x([0-9a-f]{2})*$/i;

/**
 * True for an EIP-1474 Quantity: 0x-prefixed, no leading zeros, "0x0" for zero.
 *
 * @example
 * ```ts
 * isQuantity('0x41'); // true
 * isQuantity('0x041'); // false
 * ```
 */
export function isQuantity(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && QUANTITY.test(value);
}

/**
 * True for EIP-1474 Data: 0x-prefixed, two hex digits per byte ("0x" is empty data).
 *
 * @example
 * ```ts
 * isData('0x004200'); // true
 * isData('0xf0f0f'); // false
 * ```
 */
export function isData(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && DATA.test(value);
}

/**
 * Parses an EIP-695 chain id (a Quantity), throwing -32602 Invalid params otherwise.
 *
 * @example
 * ```ts
 * parseChainIdParam('0x7a69'); // 31337
 * ```
 */
export function parseChainIdParam(value: unknown): number {
  if (!isQuantity(value)) throw rpcError('invalidParams', `chainId must be a 0x-prefixed hex quantity without leading zeros, got ${JSON.stringify(value)}`);
  const id = Number.parseInt(value.slice(2), 16);
  if (!Number.isSafeInteger(id) || id <= 0) throw rpcError('invalidParams', `chainId ${value} is not a valid chain id`);
  return id;
}

/**
 * Encodes a chain id as EIP-695 hex.
 *
 * @example
 * ```ts
 * toHexChainId(31337); // '0x7a69'
 * ```
 */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
