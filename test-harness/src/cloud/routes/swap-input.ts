// Input checks of the swap API (routes/swaps.ts): every query value and body field is checked
// here, and anything else is a 400 with a message that names the field.
import { maxUint256 } from 'viem';
import { HttpError, isRecord, requireAddress, requireEvmChainId } from '../http';

/** The address the swap API uses for a chain's native token. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** A token named by a CAIP-10 id such as `eip155:31337:0x5FbD…`. */
export interface TokenId {
  chainId: number;
  /** Lower-case 0x address (the native coin is {@link NATIVE_TOKEN_ADDRESS}). */
  address: `0x${string}`;
  native: boolean;
}

/**
 * Parses a CAIP-10 EVM token id; `what` names the field in the 400's message.
 *
 * @example
 * parseTokenId('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'from'); // { chainId: 1, address: '0xa0b8…', native: false }
 */
export function parseTokenId(value: unknown, what: string): TokenId {
  if (value === undefined || value === null || value === '') throw new HttpError(400, `Missing required field "${what}"`);
  const match = typeof value === 'string' ? /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(value) : null;
  if (!match) throw new HttpError(400, `${what} must be a CAIP-10 token address such as eip155:1:0x…`);
  const address = match[2]!.toLowerCase() as `0x${string}`;
  return { chainId: requireEvmChainId(match[1]!, what), address, native: address === NATIVE_TOKEN_ADDRESS };
}

/**
 * `from` and `to` of one swap: both on one chain, and not the same token.
 *
 * @example
 * parsePair(query.get('from'), query.get('to'));
 */
export function parsePair(fromRaw: unknown, toRaw: unknown): { chainId: number; from: TokenId; to: TokenId } {
  const from = parseTokenId(fromRaw, 'from');
  const to = parseTokenId(toRaw, 'to');
  if (from.chainId !== to.chainId) throw new HttpError(400, 'from and to must be on the same chain');
  if (from.address === to.address) throw new HttpError(400, 'from and to must be different tokens');
  return { chainId: from.chainId, from, to };
}

/**
 * An amount in a token's smallest unit: a decimal string of digits that fits in uint256,
 * positive unless `allowZero` (an approval of 0 resets a USDT-style allowance).
 *
 * @example
 * parseAmount('1000000', 'amount'); // 1000000n
 */
export function parseAmount(raw: unknown, what: string, options: { allowZero?: boolean } = {}): bigint {
  if (raw === undefined || raw === null || raw === '') throw new HttpError(400, `Missing required field "${what}"`);
  const pattern = options.allowZero ? /^(0|[1-9]\d{0,77})$/ : /^[1-9]\d{0,77}$/;
  const kind = options.allowZero ? 'a non-negative' : 'a positive';
  if (typeof raw !== 'string' || !pattern.test(raw)) throw new HttpError(400, `${what} must be ${kind} integer string in the token's smallest unit`);
  const amount = BigInt(raw);
  if (amount > maxUint256) throw new HttpError(400, `${what} is larger than uint256`);
  return amount;
}

/** Parts per million of a percentage with up to four decimals ("1" → 10000, "0.5" → 5000). */
const SLIPPAGE = /^(\d{1,2})(?:\.(\d{1,4}))?$/;

/**
 * A slippage percentage string, 0 ≤ slippage < 100 with up to four decimals, as parts per million.
 *
 * @example
 * parseSlippage('0.5'); // 5000n
 */
export function parseSlippage(raw: unknown): bigint {
  const match = typeof raw === 'string' ? SLIPPAGE.exec(raw) : null;
  if (!match) throw new HttpError(400, 'eip155.slippage must be a percentage string from "0" to "99.9999", such as "1"');
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** `POST /v1/convert/build-transaction`'s body, checked. */
export interface BuildRequest {
  user: `0x${string}`;
  amount: bigint;
  chainId: number;
  from: TokenId;
  to: TokenId;
  /** Parts per million. */
  slippagePpm: bigint;
  disableEstimate: boolean;
}

/**
 * Checks `{ projectId, userAddress, amount, from, to, eip155: { slippage }, disableEstimate? }`.
 * `projectId`, when the body has one, must be the query's.
 *
 * @example
 * parseBuildBody(await ctx.json(), project.id);
 */
export function parseBuildBody(body: unknown, projectId: string): BuildRequest {
  if (!isRecord(body)) throw new HttpError(400, 'Body must be { projectId, userAddress, amount, from, to, eip155: { slippage }, disableEstimate? }');
  checkBodyProject(body, projectId);
  const user = requireAddress(typeof body.userAddress === 'string' ? body.userAddress : undefined, 'userAddress');
  const amount = parseAmount(body.amount, 'amount');
  const { chainId, from, to } = parsePair(body.from, body.to);
  if (!isRecord(body.eip155)) throw new HttpError(400, 'eip155 must be an object such as { "slippage": "1" }');
  const slippagePpm = parseSlippage(body.eip155.slippage);
  if (body.disableEstimate !== undefined && typeof body.disableEstimate !== 'boolean') throw new HttpError(400, 'disableEstimate must be a boolean');
  return { user, amount, chainId, from, to, slippagePpm, disableEstimate: body.disableEstimate === true };
}

/** Most token ids one price request may name. */
export const MAX_PRICE_ADDRESSES = 100;

const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;

/**
 * Checks `{ projectId, currency: 'usd', addresses: [CAIP-10 …] }` and returns the addresses.
 *
 * @example
 * parsePriceBody({ currency: 'usd', addresses: ['eip155:1:0xeeee…'] }, 'latchkey-dev');
 */
export function parsePriceBody(body: unknown, projectId: string): string[] {
  if (!isRecord(body)) throw new HttpError(400, "Body must be { projectId, currency: 'usd', addresses: [CAIP-10 …] }");
  checkBodyProject(body, projectId);
  if (typeof body.currency !== 'string' || body.currency.toLowerCase() !== 'usd') throw new HttpError(400, 'currency must be "usd", the only currency priced');
  const { addresses } = body;
  if (!Array.isArray(addresses) || addresses.length === 0) throw new HttpError(400, 'addresses must be a non-empty array of CAIP-10 token ids');
  if (addresses.length > MAX_PRICE_ADDRESSES) throw new HttpError(400, `addresses may name at most ${MAX_PRICE_ADDRESSES} tokens`);
  return addresses.map((address: unknown, index) => {
    if (typeof address !== 'string' || !CAIP10.test(address)) throw new HttpError(400, `addresses[${index}] must be a CAIP-10 token id such as eip155:1:0x…`);
    return address;
  });
}

function checkBodyProject(body: Record<string, unknown>, projectId: string): void {
  if (body.projectId !== undefined && body.projectId !== projectId) throw new HttpError(400, 'projectId in the body must be the projectId of the query');
}
