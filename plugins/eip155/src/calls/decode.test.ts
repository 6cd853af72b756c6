import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeFunctionData, erc20Abi, erc721Abi, maxUint256 } from 'viem';
import { MAX_UINT160, decodeDecimalsResult, decodePermit, decodeStringResult, decodeTokenCall, isTokenCall, isUnlimited, selectorOf } from './decode';

const SPENDER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const OWNER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

describe('token calls decoded from call data', () => {
  it('decodes transfer, transferFrom, approve, increaseAllowance and setApprovalForAll as viem encodes them', () => {
    expect(decodeTokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 2_000_000n] }))).toEqual({ name: 'transfer', to: SPENDER, amount: 2_000_000n });
    expect(decodeTokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [OWNER, SPENDER, 7n] }))).toEqual({ name: 'transferFrom', from: OWNER, to: SPENDER, amount: 7n });
    expect(decodeTokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, maxUint256] }))).toEqual({ name: 'approve', spender: SPENDER, amount: maxUint256 });
    const increase = encodeFunctionData({ abi: [{ type: 'function', name: 'increaseAllowance', stateMutability: 'nonpayable', inputs: [{ type: 'address' }, { type: 'uint256' }], outputs: [] }], functionName: 'increaseAllowance', args: [SPENDER, 5n] });
    expect(decodeTokenCall(increase)).toEqual({ name: 'increaseAllowance', spender: SPENDER, amount: 5n });
    expect(decodeTokenCall(encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, true] }))).toEqual({ name: 'setApprovalForAll', operator: SPENDER, approved: true });
    expect(decodeTokenCall(encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [SPENDER, false] }))).toEqual({ name: 'setApprovalForAll', operator: SPENDER, approved: false });
  });

  it('refuses what Solidity would refuse: short data, an address word with high bits, a bool other than 0 or 1', () => {
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [SPENDER, 1n] });
    expect(decodeTokenCall(approve.slice(0, -2))).toBeUndefined();
    expect(decodeTokenCall(`0x095ea7b3${'ff'.repeat(12)}${SPENDER.slice(2)}${'00'.repeat(32)}`)).toBeUndefined();
    expect(decodeTokenCall(`0xa22cb465${'00'.repeat(12)}${SPENDER.slice(2)}${'00'.repeat(31)}02`)).toBeUndefined();
    expect(decodeTokenCall('0x12345678')).toBeUndefined();
    expect(decodeTokenCall('0x')).toBeUndefined();
    expect(decodeTokenCall(undefined)).toBeUndefined();
  });

  it('knows a token call by its selector, and an unlimited allowance by its size', () => {
    expect(selectorOf('0xA9059CBB00')).toBe('0xa9059cbb');
    expect(isTokenCall(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [SPENDER, 1n] }))).toBe(true);
    expect(isTokenCall('0x313ce567')).toBe(false);
    expect(isTokenCall('0xdeadbeef')).toBe(false);
    expect(isUnlimited(maxUint256)).toBe(true);
    expect(isUnlimited(MAX_UINT160)).toBe(true);
    expect(isUnlimited(10n ** 30n)).toBe(false);
  });
});

describe('token permits decoded from typed data', () => {
  it('EIP-2612 Permit: the token is the verifying contract; DAI’s allowed form is all or nothing', () => {
    expect(decodePermit({ primaryType: 'Permit', domain: { verifyingContract: TOKEN }, message: { owner: OWNER, spender: SPENDER, value: '5000000', nonce: 0, deadline: 1893456000 } })).toEqual({
      kind: 'eip2612',
      spender: SPENDER,
      items: [{ token: TOKEN, amount: 5_000_000n, unlimited: false }],
      deadline: 1893456000n,
    });
    expect(decodePermit({ primaryType: 'Permit', domain: { verifyingContract: TOKEN }, message: { holder: OWNER, spender: SPENDER, nonce: 0, expiry: 0, allowed: true } })?.items[0]?.unlimited).toBe(true);
    expect(decodePermit({ primaryType: 'Permit', domain: {}, message: { owner: OWNER, spender: SPENDER, value: '1' } })).toBeUndefined();
  });

  it('Permit2: PermitSingle, PermitBatch, PermitTransferFrom and the batch and witness forms', () => {
    const details = { token: TOKEN, amount: MAX_UINT160.toString(), expiration: 0, nonce: 0 };
    expect(decodePermit({ primaryType: 'PermitSingle', message: { details, spender: SPENDER, sigDeadline: '1893456000' } })).toEqual({
      kind: 'permit2Allowance',
      spender: SPENDER,
      items: [{ token: TOKEN, amount: MAX_UINT160, unlimited: true }],
      deadline: 1893456000n,
    });
    expect(decodePermit({ primaryType: 'PermitBatch', message: { details: [details, { ...details, amount: '10' }], spender: SPENDER, sigDeadline: 1 } })?.items.map((i) => i.unlimited)).toEqual([true, false]);
    expect(decodePermit({ primaryType: 'PermitTransferFrom', message: { permitted: { token: TOKEN, amount: '10' }, spender: SPENDER, nonce: 1, deadline: 2 } })?.kind).toBe('permit2Transfer');
    expect(decodePermit({ primaryType: 'PermitBatchWitnessTransferFrom', message: { permitted: [{ token: TOKEN, amount: '10' }], spender: SPENDER, nonce: 1, deadline: 2, witness: {} } })?.items).toHaveLength(1);
    expect(decodePermit({ primaryType: 'Mail', message: { spender: SPENDER } })).toBeUndefined();
  });
});

describe('token metadata results', () => {
  it('reads a string or a bytes32 symbol, and uint8 decimals', () => {
    expect(decodeStringResult(encodeAbiParameters([{ type: 'string' }], ['USDC']))).toBe('USDC');
    expect(decodeStringResult(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR');
    // A symbol that would reorder the text around it is not a symbol.
    expect(decodeStringResult(encodeAbiParameters([{ type: 'string' }], ['US\u202EDC']))).toBeUndefined();
    expect(decodeStringResult('0x')).toBeUndefined();
    expect(decodeDecimalsResult(encodeAbiParameters([{ type: 'uint8' }], [6]))).toBe(6);
    expect(decodeDecimalsResult(encodeAbiParameters([{ type: 'uint256' }], [300n]))).toBeUndefined();
  });
});
