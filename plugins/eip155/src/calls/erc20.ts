// The ERC-20 calls the kit makes, encoded in one place: `transfer`, `approve`, and the reads
// `balanceOf`, `allowance`, `decimals`, `symbol`, `name`. The selectors live here and nowhere else
// (decode.ts reads them back). Plain code over hex strings (no viem): each call is a selector and
// 32-byte words, so the encoder stays light enough for any plugin's lazy chunk.
import { ValidationError } from '@latchkey/kernel';

/** Function selectors (the first 4 bytes of keccak256 of the signature). */
export const SELECTORS = {
  /** `transfer(address,uint256)` */
  transfer: '0xa9059cbb',
  /** `transferFrom(address,address,uint256)` (ERC-20 amount, or an ERC-721 token id) */
  transferFrom: '0x23b872dd',
  /** `approve(address,uint256)` (ERC-20 amount, or an ERC-721 token id) */
  approve: '0x095ea7b3',
  /** `increaseAllowance(address,uint256)` (OpenZeppelin ERC-20) */
  increaseAllowance: '0x39509351',
  /** `setApprovalForAll(address,bool)` (ERC-721, ERC-1155) */
  setApprovalForAll: '0xa22cb465',
  /** `balanceOf(address)` */
  balanceOf: '0x70a08231',
  /** `allowance(address,address)` */
  allowance: '0xdd62ed3e',
  /** `symbol()` */
  symbol: '0x95d89b41',
  /** `name()` */
  name: '0x06fdde03',
  /** `decimals()` */
  decimals: '0x313ce567',
} as const;

/** Call data: 0x and hex bytes. */
export type CallData = `0x${string}`;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The largest uint256: the "unlimited" allowance of most dapps. */
export const MAX_UINT256 = 2n ** 256n - 1n;

/** An address as an ABI word (lower case, left-padded). */
function addressWord(address: string, what: string): string {
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw new ValidationError('Invalid input', { details: `${what}: expected 0x followed by 40 hex digits` });
  return address.slice(2).toLowerCase().padStart(64, '0');
}

/** A uint256 as an ABI word. */
function uintWord(value: bigint, what: string): string {
  if (typeof value !== 'bigint' || value < 0n || value > MAX_UINT256) throw new ValidationError('Invalid input', { details: `${what}: expected a uint256` });
  return value.toString(16).padStart(64, '0');
}

/**
 * `transfer(to, amount)` call data (amount in base units).
 * @throws {ValidationError} 'Invalid input' for an address that is not 40 hex digits or an amount outside uint256.
 *
 * @example
 * encodeTransfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_500_000n) // '0xa9059cbb0000…79c8…16e360'
 */
export function encodeTransfer(to: string, amount: bigint): CallData {
  return `${SELECTORS.transfer}${addressWord(to, 'to')}${uintWord(amount, 'amount')}`;
}

/**
 * `approve(spender, amount)` call data (amount in base units; `MAX_UINT256` for unlimited).
 * @throws {ValidationError} 'Invalid input' for an address that is not 40 hex digits or an amount outside uint256.
 *
 * @example
 * encodeApprove(router, 5_000_000n) // '0x095ea7b3…'
 */
export function encodeApprove(spender: string, amount: bigint): CallData {
  return `${SELECTORS.approve}${addressWord(spender, 'spender')}${uintWord(amount, 'amount')}`;
}

/**
 * `balanceOf(owner)` call data (an `eth_call` to the token).
 * @throws {ValidationError} 'Invalid input' for an address that is not 40 hex digits.
 *
 * @example
 * encodeBalanceOf('0xf39F…2266') // '0x70a08231000…f39f…2266'
 */
export function encodeBalanceOf(owner: string): CallData {
  return `${SELECTORS.balanceOf}${addressWord(owner, 'owner')}`;
}

/**
 * `allowance(owner, spender)` call data (an `eth_call` to the token).
 * @throws {ValidationError} 'Invalid input' for an address that is not 40 hex digits.
 *
 * @example
 * encodeAllowance(owner, router) // '0xdd62ed3e…'
 */
export function encodeAllowance(owner: string, spender: string): CallData {
  return `${SELECTORS.allowance}${addressWord(owner, 'owner')}${addressWord(spender, 'spender')}`;
}

/** `decimals()` call data. @example encodeDecimals() // '0x313ce567' */
export const encodeDecimals = (): CallData => SELECTORS.decimals;

/** `symbol()` call data. @example encodeSymbol() // '0x95d89b41' */
export const encodeSymbol = (): CallData => SELECTORS.symbol;

/** `name()` call data. @example encodeName() // '0x06fdde03' */
export const encodeName = (): CallData => SELECTORS.name;
