import { describe, expect, it } from 'vitest';
import { SwapTransactionError } from '../errors';
import { checkApproval, checkRouterCode, checkSwap } from './checks';

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const ROUTER = '0x5ca1ab1e00000000000000000000000000005a9f';
const ATTACKER = '0x00000000000000000000000000000000000a77ac';
const MAX = 2n ** 256n - 1n;
const word = (v: string | bigint) => (typeof v === 'bigint' ? v.toString(16) : v.slice(2).toLowerCase()).padStart(64, '0');
const approve = (spender: string, amount: bigint) => `0x095ea7b3${word(spender)}${word(amount)}`;
const transfer = (to: string, amount: bigint) => `0xa9059cbb${word(to)}${word(amount)}`;

/** The rule a check refuses with (it must refuse). */
function ruleOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SwapTransactionError);
    return ((error as SwapTransactionError).data as { rule?: string }).rule;
  }
  throw new Error('expected a refusal');
}

describe('the approval the swap API built', () => {
  const expected = { user: USER, token: USDC, router: ROUTER, amount: 5_000_000n, unlimited: false };
  const tx = (data: string, extra: Partial<{ from: string; to: string; value: string }> = {}) => ({ from: USER, to: USDC, data, value: '0', ...extra });

  it('passes approve(router, exactly the amount sold) on the token sold, from the visitor', () => {
    expect(() => checkApproval(tx(approve(ROUTER, 5_000_000n), { from: USER.toLowerCase(), to: USDC.toLowerCase() }), expected)).not.toThrow();
  });

  it('refuses another spender: approve(attacker, 2^256-1)', () => {
    expect(ruleOf(() => checkApproval(tx(approve(ATTACKER, MAX)), expected))).toBe('spender');
  });

  it('refuses another amount; an unlimited one only when the visitor chose it', () => {
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, MAX)), expected))).toBe('amount');
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, 5_000_001n)), expected))).toBe('amount');
    expect(() => checkApproval(tx(approve(ROUTER, MAX)), { ...expected, unlimited: true })).not.toThrow();
    // Asked for unlimited, given exactly the amount: less than asked, still this swap's.
    expect(() => checkApproval(tx(approve(ROUTER, 5_000_000n)), { ...expected, unlimited: true })).not.toThrow();
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, 2n ** 255n)), { ...expected, unlimited: true }))).toBe('amount');
  });

  it('refuses a transfer dressed as an approval, another token, another sender, native coin', () => {
    expect(ruleOf(() => checkApproval(tx(transfer(ATTACKER, 5_000_000n)), expected))).toBe('calldata');
    expect(ruleOf(() => checkApproval(tx(`${approve(ROUTER, 5_000_000n)}`.slice(0, 74)), expected))).toBe('calldata');
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, 5_000_000n), { to: WETH }), expected))).toBe('token');
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, 5_000_000n), { from: ATTACKER }), expected))).toBe('sender');
    expect(ruleOf(() => checkApproval(tx(approve(ROUTER, 5_000_000n), { value: '1' }), expected))).toBe('value');
  });
});

describe('the swap the swap API built', () => {
  const expected = { user: USER, value: 0n, tokens: [USDC, WETH] };
  const swap = (extra: Partial<{ from: string; to: string; data: string; value: bigint }> = {}) => ({ from: USER, to: ROUTER, data: '0x5a5a00000001', value: 0n, ...extra });

  it('passes a call to the router, and names it (lower case)', () => {
    expect(checkSwap(swap({ to: ROUTER.toUpperCase().replace('0X', '0x') }), expected)).toBe(ROUTER);
    expect(checkSwap(swap(), { ...expected, router: ROUTER, allowlist: new Set([ROUTER]) })).toBe(ROUTER);
  });

  it('refuses USDC.transfer(attacker), an approval, and a plain transfer with no call', () => {
    expect(ruleOf(() => checkSwap(swap({ to: USDC, data: transfer(ATTACKER, 5_000_000n) }), expected))).toBe('calldata');
    expect(ruleOf(() => checkSwap(swap({ data: approve(ATTACKER, MAX) }), expected))).toBe('calldata');
    expect(ruleOf(() => checkSwap(swap({ to: ATTACKER, data: '0x', value: 10n }), { ...expected, value: 10n }))).toBe('calldata');
  });

  it('refuses a call on a token contract, another router than the approved one, and one off the allowlist', () => {
    expect(ruleOf(() => checkSwap(swap({ to: WETH }), expected))).toBe('router');
    expect(ruleOf(() => checkSwap(swap({ to: ATTACKER }), { ...expected, router: ROUTER }))).toBe('router');
    expect(ruleOf(() => checkSwap(swap({ to: ATTACKER }), { ...expected, allowlist: new Set([ROUTER]) }))).toBe('router');
  });

  it('refuses another sender and another native amount', () => {
    expect(ruleOf(() => checkSwap(swap({ from: ATTACKER }), expected))).toBe('sender');
    expect(ruleOf(() => checkSwap(swap({ value: 1n }), expected))).toBe('value');
  });
});

describe('the router is a contract on the chain', () => {
  it('an address without code is refused as the router; one with code passes', () => {
    expect(() => checkRouterCode('0x', '0x00000000000000000000000000000000000000aa')).toThrow('The swap router is not a contract');
    expect(() => checkRouterCode(null, '0x00000000000000000000000000000000000000aa')).toThrow('The swap router is not a contract');
    expect(() => checkRouterCode('0x6080604052', '0x00000000000000000000000000000000000000aa')).not.toThrow();
  });
});
