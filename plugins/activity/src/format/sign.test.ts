import { describe, expect, it } from 'vitest';
import type { ActivityTransfer } from '../types';
import { signOf, signOfOperation } from './sign';

const transfer = (direction: ActivityTransfer['direction']): ActivityTransfer => ({ kind: 'fungible', name: 'Ether', symbol: 'ETH', imageUrl: undefined, quantity: '1', direction, spam: false });

describe("amount signs (SPEC §9)", () => {
  it("'+' for receive, deposit, borrow, claim; '-' for withdraw, repay, burn and sends", () => {
    for (const op of ['receive', 'deposit', 'borrow', 'claim']) expect(signOfOperation(op), op).toBe('+');
    for (const op of ['withdraw', 'repay', 'burn', 'send']) expect(signOfOperation(op), op).toBe('-');
    for (const op of ['trade', 'mint', 'execute', 'approve', 'something-new']) expect(signOfOperation(op), op).toBe('');
  });

  it('the operation decides when its transfers go one way, whatever their direction field says', () => {
    expect(signOf({ operationType: 'receive', transfers: [transfer('in')] }, transfer('in'))).toBe('+');
    expect(signOf({ operationType: 'send', transfers: [transfer('out')] }, transfer('out'))).toBe('-');
    expect(signOf({ operationType: 'send', transfers: [transfer('self')] }, transfer('self'))).toBe('-');
    expect(signOf({ operationType: 'claim', transfers: [transfer(undefined)] }, transfer(undefined))).toBe('+');
  });

  it('a trade (or any item moving both ways) signs each transfer by its direction', () => {
    const out = transfer('out');
    const inn = transfer('in');
    expect(signOf({ operationType: 'trade', transfers: [out, inn] }, out)).toBe('-');
    expect(signOf({ operationType: 'trade', transfers: [out, inn] }, inn)).toBe('+');
    expect(signOf({ operationType: 'deposit', transfers: [out, inn] }, inn)).toBe('+');
    expect(signOf({ operationType: 'deposit', transfers: [out, inn] }, out)).toBe('-');
    expect(signOf({ operationType: 'mint', transfers: [inn] }, inn)).toBe('+');
    expect(signOf({ operationType: 'execute', transfers: [transfer('self')] }, transfer('self'))).toBe('');
  });
});
