// What the kit checks in the transactions the swap API builds, before the wallet is asked. The
// swap API is a server the kit does not control: a compromised or hostile one could slip
// `approve(attacker, 2^256-1)` or `USDC.transfer(attacker, …)` into a swap. The call data is
// decoded with the EVM plugin's decoder (`@latchkey/eip155/calls`, the one the approval view uses).
//
// The router: the swap API's quote names none, so the router of a swap is the contract its
// build-transaction calls (`tx.to`). It is learned by building the swap first (without a gas
// estimate while the allowance is short), and pinned: the approval's spender must be it, and the
// swap sent after the approval must call it again. A dapp's `routers` allowlist narrows it further.
import { MAX_UINT256, decodeTokenCall, isTokenCall, selectorOf } from '@latchkey/eip155/calls';
import { SwapTransactionError } from '../errors';
import type { SwapCheckRule } from '../types';

const lower = (a: string) => a.toLowerCase();

/** Refuses a transaction the swap API built: a {@link SwapTransactionError} naming the rule. */
function refuse(rule: SwapCheckRule, message: string, details: string): never {
  throw new SwapTransactionError(message, { details, data: { rule } });
}

/** An approval as the API built it (`GET /v1/convert/build-approve`). */
export interface BuiltApproval {
  from: string;
  to: string;
  data: string;
  value?: string;
}

/** What the approval must be. `amount` is the amount sold (base units). */
export interface ApprovalExpectation {
  user: string;
  token: string;
  router: string;
  amount: bigint;
  /** The visitor chose an unlimited approval: uint256's maximum is allowed too. */
  unlimited: boolean;
}

/**
 * Checks the approval: from the visitor, on the token sold, no native coin, and exactly
 * `approve(router, amount)` (or `approve(router, 2^256-1)` when the visitor chose unlimited).
 * @throws {SwapTransactionError} with `data.rule` the first check that failed.
 *
 * @example
 * checkApproval(reply.tx, { user, token: usdc, router, amount: 5_000_000n, unlimited: false })
 */
export function checkApproval(tx: BuiltApproval, expected: ApprovalExpectation): void {
  if (lower(tx.from) !== lower(expected.user)) refuse('sender', 'The approval is not from your account', `from ${tx.from}, expected ${expected.user}`);
  if (lower(tx.to) !== lower(expected.token)) refuse('token', 'The approval is not for the token you sell', `a call on ${tx.to}, expected ${expected.token}`);
  if (BigInt(tx.value ?? '0') !== 0n) refuse('value', 'The approval sends native coin', `value ${tx.value}`);
  const call = decodeTokenCall(tx.data);
  if (call?.name !== 'approve') refuse('calldata', 'The approval is not an approve call', `selector ${selectorOf(tx.data) ?? 'none'}`);
  const approval = call as { spender: string; amount: bigint };
  if (approval.spender !== lower(expected.router)) refuse('spender', 'The approval lets another address spend your tokens', `spender ${approval.spender}, the swap's router is ${lower(expected.router)}`);
  const allowed = approval.amount === expected.amount || (expected.unlimited && approval.amount === MAX_UINT256);
  if (!allowed) refuse('amount', 'The approval is for another amount than the swap', `amount ${approval.amount}, expected ${expected.amount}${expected.unlimited ? ' or unlimited' : ''}`);
}

/** A swap transaction as the API built it (`POST /v1/convert/build-transaction`). */
export interface BuiltSwap {
  from: string;
  to: string;
  data: string;
  value: bigint;
}

/** What the swap must be. */
export interface SwapExpectation {
  user: string;
  /** Native coin the swap may carry: the amount sold when selling the native coin, else 0. */
  value: bigint;
  /** The contract addresses of the two tokens (the native coin's placeholder is never called). */
  tokens: readonly string[];
  /** The router pinned earlier (the approval's spender), when there is one. */
  router?: string | undefined;
  /** The dapp's allowlist for this network, when it gave one. */
  allowlist?: ReadonlySet<string> | undefined;
}

/**
 * Checks the swap: from the visitor, carrying exactly the native amount sold (or none), a
 * contract call (call data with a selector) that is not a token transfer or approval, to a
 * contract that is neither token, is the router pinned before (when one was), and is on the
 * allowlist (when one is given). Returns the router (lower case).
 * @throws {SwapTransactionError} with `data.rule` the first check that failed.
 *
 * @example
 * const router = checkSwap(reply.tx, { user, value: 0n, tokens: [usdc, weth] })
 */
export function checkSwap(tx: BuiltSwap, expected: SwapExpectation): string {
  if (lower(tx.from) !== lower(expected.user)) refuse('sender', 'The swap is not from your account', `from ${tx.from}, expected ${expected.user}`);
  if (tx.value !== expected.value) refuse('value', 'The swap sends another amount of the native coin', `value ${tx.value} wei, expected ${expected.value}`);
  const router = lower(tx.to);
  if (selectorOf(tx.data) === undefined || isTokenCall(tx.data)) refuse('calldata', 'The swap is not a call to the swap router', `selector ${selectorOf(tx.data) ?? 'none'}`);
  if (expected.tokens.some((token) => lower(token) === router)) refuse('router', 'The swap calls a token contract instead of a swap router', `a call on ${tx.to}`);
  if (expected.router !== undefined && router !== lower(expected.router)) refuse('router', 'The swap calls another contract than the one approved', `a call on ${tx.to}, the router is ${expected.router}`);
  if (expected.allowlist && !expected.allowlist.has(router)) refuse('router', 'The swap router is not one this app allows', `a call on ${tx.to}`);
  return router;
}

/**
 * The router must be a contract: code at its address on the swap's network (read from the chain,
 * not from the swap API). A swap "call" to an address with no code is a plain transfer of whatever
 * it carries, to whoever holds that address.
 *
 * @example
 * checkRouterCode('0x', '0xabc…') // throws: The swap router is not a contract
 */
export function checkRouterCode(code: unknown, router: string): void {
  if (typeof code !== 'string' || !/^0x[0-9a-fA-F]*$/.test(code) || code.length <= 2) refuse('router', 'The swap router is not a contract', `no code at ${router}`);
}
