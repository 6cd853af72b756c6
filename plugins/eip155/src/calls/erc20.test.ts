import { describe, expect, it } from 'vitest';
import { ValidationError } from '@latchkey/kernel';
import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, toFunctionSelector } from 'viem';
import { SELECTORS, decodeTokenCall, encodeAllowance, encodeApprove, encodeBalanceOf, encodeDecimals, encodeName, encodeSymbol, encodeTransfer, isTokenCall } from './decode';

const SPENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const erc20 = (functionName: 'transfer' | 'approve' | 'balanceOf' | 'allowance' | 'decimals' | 'symbol' | 'name', args?: readonly unknown[]) =>
  encodeFunctionData({ abi: erc20Abi, functionName, ...(args ? { args } : {}) } as Parameters<typeof encodeFunctionData>[0]);

describe('the ERC-20 encoder (`@latchkey/eip155/calls`)', () => {
  it('writes the call data viem writes, for every call the kit builds or reads', () => {
    expect(encodeTransfer(SPENDER, 1_500_000n)).toBe(erc20('transfer', [SPENDER, 1_500_000n]));
    expect(encodeApprove(SPENDER, maxUint256)).toBe(erc20('approve', [SPENDER, maxUint256]));
    expect(encodeApprove(SPENDER, 0n)).toBe(erc20('approve', [SPENDER, 0n]));
    expect(encodeBalanceOf(OWNER)).toBe(erc20('balanceOf', [OWNER]));
    expect(encodeAllowance(OWNER, SPENDER)).toBe(erc20('allowance', [OWNER, SPENDER]));
    expect([encodeDecimals(), encodeSymbol(), encodeName()]).toEqual([erc20('decimals'), erc20('symbol'), erc20('name')]);
  });

  it('has each selector right (keccak of the signature)', () => {
    const signatures: Record<keyof typeof SELECTORS, string> = {
      transfer: 'transfer(address,uint256)',
      transferFrom: 'transferFrom(address,address,uint256)',
      approve: 'approve(address,uint256)',
      increaseAllowance: 'increaseAllowance(address,uint256)',
      setApprovalForAll: 'setApprovalForAll(address,bool)',
      balanceOf: 'balanceOf(address)',
      allowance: 'allowance(address,address)',
      symbol: 'symbol()',
      name: 'name()',
      decimals: 'decimals()',
    };
    for (const [name, signature] of Object.entries(signatures)) expect(SELECTORS[name as keyof typeof SELECTORS], name).toBe(toFunctionSelector(signature));
    expect(toFunctionSelector(erc721Abi.find((f) => f.type === 'function' && f.name === 'setApprovalForAll')!)).toBe(SELECTORS.setApprovalForAll);
  });

  it('is read back by the decoder; the reads are not token calls', () => {
    expect(decodeTokenCall(encodeTransfer(SPENDER, 7n))).toEqual({ name: 'transfer', to: SPENDER.toLowerCase(), amount: 7n });
    expect(decodeTokenCall(encodeApprove(SPENDER, maxUint256))).toEqual({ name: 'approve', spender: SPENDER.toLowerCase(), amount: maxUint256 });
    for (const read of [encodeBalanceOf(OWNER), encodeAllowance(OWNER, SPENDER), encodeDecimals(), encodeSymbol(), encodeName()]) {
      expect(isTokenCall(read), read).toBe(false);
      expect(decodeTokenCall(read), read).toBeUndefined();
    }
  });

  it('refuses an address that is not 40 hex digits and an amount outside uint256, with a typed error', () => {
    expect(() => encodeTransfer('0x1234', 1n)).toThrow(ValidationError);
    expect(() => encodeTransfer(`${SPENDER}00`, 1n)).toThrow('Invalid input');
    expect(() => encodeApprove(SPENDER, -1n)).toThrow(ValidationError);
    expect(() => encodeApprove(SPENDER, maxUint256 + 1n)).toThrow(ValidationError);
    expect(() => encodeBalanceOf('not an address')).toThrow(ValidationError);
    expect(() => encodeAllowance(OWNER, '0xzz97970C51812dc3A010C7d01b50e0d17dc79C8')).toThrow(ValidationError);
  });
});
