import { describe, expect, it } from 'vitest';
import { encodeAbiParameters, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem';
import type { CaipNetwork, NamespaceTools } from '@latchkey/kernel';
import { describeEvmRequest } from './describe';

const network = { id: 31337, caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } } as unknown as CaipNetwork;
const ETH = { symbol: 'ETH', decimals: 18 };
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const PAYEE = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
/** Addresses as described: EIP-55 checksummed. */
const [USDC_CS, PAYEE_CS] = [getAddress(USDC), getAddress(PAYEE)];

/** Tools whose RPC answers USDC's symbol and decimals, and counts the reads. */
function usdcTools(): NamespaceTools & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    signal: new AbortController().signal,
    request: () => Promise.reject(new Error('no wallet in this test')),
    storage: undefined as never,
    networks: () => [network],
    rpc: () => ({
      async request<T>(req: { method: string; params?: unknown }): Promise<T> {
        calls.push(req);
        const [{ to, data }] = req.params as [{ to: string; data: string }];
        if (req.method !== 'eth_call' || to !== USDC) throw new Error('execution reverted');
        if (data === '0x95d89b41') return encodeAbiParameters([{ type: 'string' }], ['USDC']) as T;
        if (data === '0x313ce567') return encodeAbiParameters([{ type: 'uint8' }], [6]) as T;
        throw new Error('execution reverted');
      },
    }),
  };
}

describe('EVM requests described for the approval view', () => {
  it('a Pay of 2 USDC reads as "send 2 USDC to the payee", not "0 ETH to the token contract, 68 bytes"', async () => {
    const tools = usdcTools();
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [PAYEE, 2_000_000n] });
    const d = await describeEvmRequest('eth_sendTransaction', [{ to: USDC, data, value: '0x0' }], ETH, tools, network);
    expect(d).toEqual({ kind: 'transaction', action: 'transfer', receiver: PAYEE_CS, tokens: [{ address: USDC_CS, symbol: 'USDC', amount: '2' }] });
    expect(d.amount).toBeUndefined();
    expect(d.dataBytes).toBeUndefined();
    // One read per fact, through the namespace's RPC.
    expect(tools.calls).toHaveLength(2);
  });

  it('an unlimited approve names the spender and is flagged', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PAYEE, maxUint256] });
    expect(await describeEvmRequest('eth_sendTransaction', [{ to: USDC, data }], ETH, usdcTools(), network)).toEqual({
      kind: 'transaction',
      action: 'approve',
      spender: PAYEE_CS,
      tokens: [{ address: USDC_CS, symbol: 'USDC', unlimited: true }],
      unlimited: true,
    });
  });

  it('without the token’s decimals the amount is the raw integer, said as such; native value sent along is shown', async () => {
    const other = '0x1111111111111111111111111111111111111111';
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [PAYEE, 5n] });
    const d = await describeEvmRequest('eth_sendTransaction', [{ to: other, data, value: '0xde0b6b3a7640000' }], ETH, usdcTools(), network);
    expect(d.tokens).toEqual([{ address: getAddress(other), amount: '5', raw: true }]);
    expect(d.unlimited).toBeUndefined();
    expect([d.amount, d.symbol]).toEqual(['1', 'ETH']);
    // No tools: nothing is read, the description still comes.
    expect((await describeEvmRequest('eth_sendTransaction', [{ to: USDC, data }], ETH)).tokens).toEqual([{ address: USDC_CS, amount: '5', raw: true }]);
  });

  it('setApprovalForAll gives an operator every item (flagged); revoking is said as such', async () => {
    const on = `0xa22cb465${PAYEE.slice(2).padStart(64, '0')}${'1'.padStart(64, '0')}`;
    const off = `0xa22cb465${PAYEE.slice(2).padStart(64, '0')}${'0'.padStart(64, '0')}`;
    expect(await describeEvmRequest('eth_sendTransaction', [{ to: USDC, data: on }], ETH)).toMatchObject({ action: 'setApprovalForAll', spender: PAYEE_CS, unlimited: true });
    expect(await describeEvmRequest('eth_sendTransaction', [{ to: USDC, data: off }], ETH)).toMatchObject({ action: 'revokeApprovalForAll', spender: PAYEE_CS });
  });

  it('an EIP-2612 permit and a Permit2 signature: token, amount, spender and deadline', async () => {
    const permit = { primaryType: 'Permit', domain: { name: 'USD Coin', verifyingContract: USDC }, message: { owner: PAYEE, spender: PAYEE, value: '1500000', nonce: 0, deadline: 1893456000 } };
    const d = await describeEvmRequest('eth_signTypedData_v4', [PAYEE, JSON.stringify(permit)], ETH, usdcTools(), network);
    expect(d).toMatchObject({ kind: 'typedData', action: 'permit', spender: PAYEE_CS, tokens: [{ address: USDC_CS, symbol: 'USDC', amount: '1.5' }], deadline: '2030-01-01T00:00:00.000Z', code: true });
    expect(d.unlimited).toBeUndefined();
    const single = { primaryType: 'PermitSingle', domain: { name: 'Permit2' }, message: { details: { token: USDC, amount: (2n ** 160n - 1n).toString(), expiration: 0, nonce: 0 }, spender: PAYEE, sigDeadline: 0 } };
    expect(await describeEvmRequest('eth_signTypedData_v4', [PAYEE, single], ETH, usdcTools(), network)).toMatchObject({ action: 'permit', unlimited: true, tokens: [{ symbol: 'USDC', unlimited: true }] });
  });

  it('anything else is described as before, at once (no promise)', () => {
    expect(describeEvmRequest('eth_sendTransaction', [{ to: PAYEE, value: '0x2386f26fc10000' }], ETH)).toEqual({ kind: 'transaction', receiver: PAYEE, amount: '0.01', symbol: 'ETH' });
    expect(describeEvmRequest('eth_sendTransaction', [{ to: USDC, data: '0xdeadbeef' }], ETH)).toEqual({ kind: 'transaction', receiver: USDC, amount: '0', symbol: 'ETH', dataBytes: 4 });
    expect(describeEvmRequest('personal_sign', ['0x48656c6c6f', PAYEE], ETH)).toEqual({ kind: 'message', text: 'Hello' });
  });
});
