/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { internals, createKit, defineNamespace, definePlugin, type Kit } from '@latchkey/kernel';
import { describeEvmRequest } from '@latchkey/eip155/describe';
import { KitProvider } from '../KitProvider';
import ApproveTransaction from './ApproveTransaction';
import { ADDRESS, ADDRESS_2, adapter, memoryStorage, testEip155Namespace } from './connect/testKit';
import { ethereum } from '@latchkey/test-harness/kit';

afterEach(() => cleanup());

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
/** USDC's address as the view shows it: EIP-55 checksummed. */
const USDC_CS = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const word = (v: string | bigint) => (typeof v === 'bigint' ? v.toString(16) : v.slice(2).toLowerCase()).padStart(64, '0');
/** ABI-encoded `string`. */
const abiString = (s: string) => `0x${word(32n)}${word(BigInt(s.length))}${Buffer.from(s).toString('hex').padEnd(64, '0')}`;

/**
 * A kit whose eip155 adapter describes with the real EVM describer and the tools the kit hands it
 * (its RPC); the network's RPC answers USDC's symbol and decimals, and counts the reads.
 */
async function kitWithChain() {
  const reads: string[] = [];
  const answer = (call: { id: number; method: string; params: Array<{ to: string; data: string }> }) => {
    const { to, data } = call.params[0]!;
    reads.push(`${call.method} ${to} ${data}`);
    if (call.method === 'eth_call' && to === USDC && data === '0x95d89b41') return { jsonrpc: '2.0', id: call.id, result: abiString('USDC') };
    if (call.method === 'eth_call' && to === USDC && data === '0x313ce567') return { jsonrpc: '2.0', id: call.id, result: `0x${word(6n)}` };
    return { jsonrpc: '2.0', id: call.id, error: { code: 3, message: 'execution reverted' } };
  };
  const fetchImpl = (async (_input: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Parameters<typeof answer>[0] | Array<Parameters<typeof answer>[0]>;
    const reply = Array.isArray(body) ? body.map(answer) : answer(body);
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const namespace = defineNamespace({
    ...testEip155Namespace,
    describeRequest: ({ method, params, network }, tools) => describeEvmRequest(method, params, { symbol: 'ETH', decimals: 18 }, tools, network),
  });
  const kit = createKit({
    metadata: { name: 'Test Dapp', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [ethereum],
    storage: memoryStorage(),
    basic: true,
    isMobile: () => false,
    fetch: fetchImpl,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [namespace], setup: (ctx) => void ctx.connectors.add(adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true })) })],
  });
  await kit.connect('dev.wallet');
  return { kit, reads };
}

const show = (kit: Kit) => render(<KitProvider kit={kit} modal={false} prefetch={false}><ApproveTransaction params={{ requestId: kit.getState().requests[0]!.id }} /></KitProvider>);
/** The detail rows as "label: value". */
const rows = () => [...document.querySelectorAll('.lk-dl-row')].map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);

describe('ApproveTransaction: token calls decoded', () => {
  it('a Pay of 2 USDC reads "Send USDC, 2 USDC to the payee" (symbol and decimals read through the kit’s RPC), not "0 ETH, 68 bytes"', async () => {
    const { kit, reads } = await kitWithChain();
    void kit.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: USDC, value: '0x0', data: `0xa9059cbb${word(ADDRESS_2)}${word(2_000_000n)}` }] }).catch(() => {});
    show(kit);
    expect(await screen.findByText('Send USDC')).toBeTruthy();
    expect(rows()).toEqual([`Token: USDC · ${USDC_CS}`, 'Amount: 2 USDC', `To: ${ADDRESS_2}`]);
    expect(document.body.textContent).not.toMatch(/bytes|0 ETH/);
    expect(screen.queryByTestId('lk-approve-warning')).toBeNull();
    expect(reads.filter((r) => r.startsWith('eth_call'))).toHaveLength(2);
    await kit.destroy();
  });

  it('an unlimited approve names the spender, says Unlimited, and warns', async () => {
    const { kit } = await kitWithChain();
    void kit.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: USDC, data: `0x095ea7b3${word(ADDRESS_2)}${word(2n ** 256n - 1n)}` }] }).catch(() => {});
    show(kit);
    expect(await screen.findByText('Allow spending of your USDC')).toBeTruthy();
    expect(rows()).toEqual([`Token: USDC · ${USDC_CS}`, 'Amount: Unlimited', `Spender: ${ADDRESS_2}`]);
    expect(screen.getByTestId('lk-approve-warning').textContent).toBe('⚠ Unlimited approval: 0x3C44…93BC can spend all of your USDC, now and later, until you revoke it.');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    await kit.destroy();
  });

  it('a token the RPC cannot read: its address, the raw amount said as such; an operator over all items warns', async () => {
    const { kit } = await kitWithChain();
    const other = '0x1111111111111111111111111111111111111111';
    void kit.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: other, data: `0x095ea7b3${word(ADDRESS_2)}${word(5n)}` }] }).catch(() => {});
    show(kit);
    expect(await screen.findByText('Allow spending of your tokens')).toBeTruthy();
    expect(rows()).toEqual([`Token: ${other}`, 'Amount: 5 (smallest units)', `Spender: ${ADDRESS_2}`]);
    cleanup();
    await internals(kit).requests.reject(kit.getState().requests[0]!.id);
    void kit.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESS, to: other, data: `0xa22cb465${word(ADDRESS_2)}${word(1n)}` }] }).catch(() => {});
    show(kit);
    expect(await screen.findByText('Give access to all your tokens')).toBeTruthy();
    expect(screen.getByTestId('lk-approve-warning').textContent).toContain('can move all of your tokens');
    await kit.destroy();
  });

  it('an EIP-2612 permit: token, amount, spender and deadline above the typed data', async () => {
    const { kit } = await kitWithChain();
    const permit = { domain: { name: 'USD Coin', verifyingContract: USDC }, primaryType: 'Permit', types: {}, message: { owner: ADDRESS, spender: ADDRESS_2, value: '1500000', nonce: 0, deadline: 1893456000 } };
    void kit.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify(permit)] }).catch(() => {});
    show(kit);
    expect(await screen.findByText('Sign a permit to spend your USDC')).toBeTruthy();
    expect(rows().slice(0, 3)).toEqual([`Token: USDC · ${USDC_CS}`, 'Amount: 1.5 USDC', `Spender: ${ADDRESS_2}`]);
    expect(rows()[3]).toMatch(/^Valid until: .*2030/);
    expect(screen.getByRole('group', { name: 'Data' }).textContent).toContain('"primaryType": "Permit"');
    await kit.destroy();
  });
});
