// Routes that read the local chains: the RPC proxy, balances, history and swap tokens. The
// chains start once for the whole file; each test uses fresh addresses so order does not matter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, http, parseEther, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { jsonRpc, localViemChain, startChains } from '../../chain';
import type { LocalChain, LocalChains } from '../../chain';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { HistoryItem, SwapToken, TokenBalance } from '../types';
import { HISTORY_PAGE_SIZE } from './history';
import { NATIVE_TOKEN_ADDRESS } from './swaps';

const assertShape = createShapeChecker();
let local: LocalChains;
let cloud: CloudHandle;
let chainA: LocalChain;
let chainB: LocalChain;

beforeAll(async () => {
  local = await startChains({ ports: 'free' });
  [chainA, chainB] = local.chains as [LocalChain, LocalChain];
  cloud = await startCloud({ port: 0, chains: local.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })) });
});
afterAll(async () => {
  await cloud?.stop();
  await local?.stop();
});

/** A funded sender on `chain`; each test picks its own account index so tests never share a nonce. */
function sender(chain: LocalChain, index: number) {
  const account = privateKeyToAccount(local.accounts[index]!.privateKey);
  return createWalletClient({ account, chain: localViemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
}

const usdcTransferAbi = [
  { type: 'function', name: 'transfer', stateMutability: 'nonpayable', inputs: [{ name: 'to', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [{ type: 'bool' }] },
] as const;

async function waitMined(chain: LocalChain, hash: `0x${string}`): Promise<void> {
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

const rpc = (chainId: string, body: unknown): ReturnType<typeof cloudFetch> => cloudFetch(cloud, cloudPath('rpc'), { query: { chainId }, body });

describe('RPC proxy', () => {
  it('forwards a single call to the chain named by chainId', async () => {
    const a = await rpc('eip155:31337', { jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    expect(a).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } });
    const b = await rpc('eip155:31338', { jsonrpc: '2.0', id: 'b', method: 'eth_chainId' });
    expect(b.body).toMatchObject({ id: 'b', result: '0x7a6a' });
  });

  it('forwards a batch and keeps ids', async () => {
    const answer = await rpc('eip155:31338', [
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [local.accounts[0]!.address, 'latest'] },
    ]);
    expect(answer.status).toBe(200);
    const replies = answer.body as Array<{ id: number; result: string }>;
    expect(replies.map((reply) => reply.id).sort()).toEqual([1, 2]);
    expect(replies.find((reply) => reply.id === 1)?.result).toBe('0x7a6a');
    expect(replies.find((reply) => reply.id === 2)?.result).toBe(await jsonRpc<string>(chainB.rpcUrl, 'eth_getBalance', [local.accounts[0]!.address, 'latest']));
  });

  it('works as a viem transport', async () => {
    const client = createPublicClient({ transport: http(`${cloud.url}${cloudPath('rpc')}?chainId=eip155:31338&projectId=${cloud.projectId}`) });
    expect(await client.getChainId()).toBe(31338);
  });

  it('answers JSON-RPC errors for an unknown chain and invalid calls', async () => {
    const unknown = await rpc('eip155:999', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
    expect(unknown.body).toMatchObject({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: expect.stringContaining('eip155:999') } });
    const notRpc = await rpc('eip155:31337', { id: 1, method: 'eth_chainId' });
    expect(notRpc).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const garbage = await rpc('eip155:31337', '{not json');
    expect(garbage).toMatchObject({ status: 400, body: { id: null, error: { code: -32700 } } });
    const emptyBatch = await rpc('eip155:31337', []);
    expect(emptyBatch).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const badInBatch = await rpc('eip155:31337', [{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, { jsonrpc: '1.0', id: 2, method: 'x' }]);
    expect(badInBatch.status).toBe(400);
    expect(badInBatch.body).toHaveLength(2);
    const noProject = await cloudFetch(cloud, cloudPath('rpc'), { query: { chainId: 'eip155:31337' }, body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, projectId: null });
    expect(noProject.status).toBe(400);
  });
});

describe('balances', () => {
  it('reflects a real native and ERC-20 transfer, on the right chain only', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const path = cloudPath('balance', { address: owner });
    expect((await cloudFetch(cloud, path, { query: { chainId: 'eip155:31337', currency: 'usd' } })).body).toEqual({ balances: [] });

    const wallet = sender(chainA, 1);
    await waitMined(chainA, await wallet.sendTransaction({ to: owner, value: parseEther('1.5') }));
    await waitMined(chainA, await wallet.writeContract({ address: chainA.tokens.usdc, abi: usdcTransferAbi, functionName: 'transfer', args: [owner, parseUnits('12.5', 6)] }));

    const answer = await cloudFetch<{ balances: TokenBalance[] }>(cloud, path, { query: { chainId: 'eip155:31337', currency: 'usd' } });
    expect(answer.status).toBe(200);
    assertShape('balance', answer.body);
    expect(answer.body.balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: `${cloud.url}/public/getTokenImage/ETH` },
      {
        name: 'USD Coin (Local)',
        symbol: 'USDC',
        chainId: 'eip155:31337',
        address: `eip155:31337:${chainA.tokens.usdc}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
      },
    ]);
    expect((await cloudFetch(cloud, path, { query: { chainId: 'eip155:31338' } })).body).toEqual({ balances: [] });
  });

  it('validates address and chain', async () => {
    expect((await cloudFetch(cloud, cloudPath('balance', { address: '0xnope' }), { query: { chainId: 'eip155:31337' } })).status).toBe(400);
    expect((await cloudFetch(cloud, cloudPath('balance', { address: local.accounts[0]!.address }), { query: { chainId: '31337' } })).status).toBe(400);
    expect((await cloudFetch(cloud, cloudPath('balance', { address: local.accounts[0]!.address }))).status).toBe(400);
    const unserved = await cloudFetch(cloud, cloudPath('balance', { address: local.accounts[0]!.address }), { query: { chainId: 'eip155:1' } });
    expect(unserved.body).toEqual({ balances: [] });
  });
});

describe('transaction history', () => {
  const history = (address: string, chainId: string, cursor?: string) =>
    cloudFetch<{ data: HistoryItem[]; next: string | null }>(cloud, cloudPath('history', { address }), { query: { chainId, ...(cursor ? { cursor } : {}) } });

  it('lists real native and ERC-20 transfers, newest first, for both sides', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = sender(chainA, 2);
    const ethHash = await wallet.sendTransaction({ to: owner, value: parseEther('0.25') });
    await waitMined(chainA, ethHash);
    const usdcHash = await wallet.writeContract({ address: chainA.tokens.usdc, abi: usdcTransferAbi, functionName: 'transfer', args: [owner, parseUnits('3', 6)] });
    await waitMined(chainA, usdcHash);

    const answer = await history(owner, 'eip155:31337');
    expect(answer.status).toBe(200);
    assertShape('history', answer.body);
    expect(answer.body.next).toBeNull();
    expect(answer.body.data.map((item) => item.id)).toEqual([usdcHash, ethHash]);
    const [usdc, eth] = answer.body.data;
    expect(usdc!.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed', sentFrom: wallet.account.address.toLowerCase(), sentTo: owner.toLowerCase(), chain: 'eip155:31337' });
    expect(usdc!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '3' }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) })]);
    expect(eth!.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '0.25' }, value: 750, fungible_info: expect.objectContaining({ symbol: 'ETH' }) })]);
    expect(Date.parse(eth!.metadata.minedAt)).toBeGreaterThan(Date.parse('2020-01-01'));

    const sent = await history(wallet.account.address, 'eip155:31337');
    const item = sent.body.data.find((entry) => entry.id === ethHash);
    expect(item?.metadata.operationType).toBe('send');
    expect(item?.transfers[0]?.direction).toBe('out');
    expect((await history(owner, 'eip155:31338')).body).toEqual({ data: [], next: null });
  });

  it('marks a reverted transfer as failed', async () => {
    const wallet = sender(chainA, 3);
    // The token contract has no payable fallback, so sending it ether reverts; gas is fixed to skip estimation.
    // Hardhat mines the reverted transaction but answers the send with an error, so the hash is read from the new block.
    const before = await createPublicClient({ transport: http(chainA.rpcUrl) }).getBlockNumber({ cacheTime: 0 });
    await expect(wallet.sendTransaction({ to: chainA.tokens.usdt, value: 1n, gas: 100_000n })).rejects.toThrow(/reverted/);
    const block = await createPublicClient({ transport: http(chainA.rpcUrl) }).getBlock({ blockNumber: before + 1n });
    const hash = block.transactions[0]!;
    const answer = await history(wallet.account.address, 'eip155:31337');
    expect(answer.body.data.find((entry) => entry.id === hash)?.metadata.status).toBe('failed');
  });

  it('pages with a cursor', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = sender(chainB, 4);
    const hashes: string[] = [];
    for (let i = 0; i < HISTORY_PAGE_SIZE + 2; i += 1) hashes.push(await wallet.sendTransaction({ to: owner, value: BigInt(i + 1) }));
    await waitMined(chainB, hashes.at(-1) as `0x${string}`);
    const first = await history(owner, 'eip155:31338');
    expect(first.body.data).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.body.next).not.toBeNull();
    const second = await history(owner, 'eip155:31338', first.body.next!);
    expect(second.body.data).toHaveLength(2);
    expect(second.body.next).toBeNull();
    expect([...first.body.data, ...second.body.data].map((item) => item.id)).toEqual([...hashes].reverse());
    expect((await history(owner, 'eip155:31338', 'abc')).status).toBe(400);
  });

  it('forgets transfers undone by evm_revert', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address;
    const snapshot = await jsonRpc<string>(chainB.rpcUrl, 'evm_snapshot');
    const hash = await sender(chainB, 5).sendTransaction({ to: owner, value: 5n });
    await waitMined(chainB, hash);
    expect((await history(owner, 'eip155:31338')).body.data.map((item) => item.id)).toEqual([hash]);
    await jsonRpc(chainB.rpcUrl, 'evm_revert', [snapshot]);
    // Mine one block so the chain is as long as before the revert; only the block hash tells them apart.
    await jsonRpc(chainB.rpcUrl, 'evm_mine');
    expect((await history(owner, 'eip155:31338')).body.data).toEqual([]);
  });
});

describe('swap API', () => {
  it('lists the native token and the local tokens with their real decimals', async () => {
    const answer = await cloudFetch<{ tokens: SwapToken[] }>(cloud, cloudPath('swapTokens'), { query: { chainId: 'eip155:31337' } });
    assertShape('swapTokens', answer.body);
    expect(answer.body.tokens.map((token) => [token.symbol, token.decimals, token.address])).toEqual([
      ['ETH', 18, `eip155:31337:${NATIVE_TOKEN_ADDRESS}`],
      ['USDC', 6, `eip155:31337:${chainA.tokens.usdc}`],
      ['USDT', 6, `eip155:31337:${chainA.tokens.usdt}`],
    ]);
    const mainnet = await cloudFetch<{ tokens: SwapToken[] }>(cloud, cloudPath('swapTokens'), { query: { chainId: 'eip155:1' } });
    expect(mainnet.body.tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'DAI', 'WETH']);
    expect((await cloudFetch(cloud, cloudPath('swapTokens'), { query: { chainId: 'eip155:77' } })).body).toEqual({ tokens: [] });
  });

  it('quotes a swap off the local chains at the fixed prices minus the fee (swaps.test.ts covers the pool)', async () => {
    const user = local.accounts[0]!.address;
    const mainnetUsdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const answer = await cloudFetch(cloud, cloudPath('swapQuote'), {
      query: { amount: parseEther('1').toString(), userAddress: user, from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, to: mainnetUsdc },
    });
    expect(answer.status).toBe(200);
    assertShape('swapQuote', answer.body);
    // 1 ETH at 3000 USD → 3000 USDC (6 decimals), less 0.3 %.
    expect(answer.body).toEqual({ quotes: [{ id: null, fromAmount: '1000000000000000000', fromAccount: user, toAmount: '2991000000', toAccount: user }] });
    const back = await cloudFetch<{ quotes: Array<{ toAmount: string }> }>(cloud, cloudPath('swapQuote'), {
      query: { amount: '3000000000', userAddress: user, from: mainnetUsdc, to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` },
    });
    expect(back.body.quotes[0]?.toAmount).toBe(parseEther('0.997').toString());
  });

  it('rejects bad swap queries', async () => {
    const user = local.accounts[0]!.address;
    const from = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`;
    const queries: Array<Record<string, string>> = [
      { amount: '0', userAddress: user, from, to: `eip155:31337:${chainA.tokens.usdc}` },
      { amount: '1', userAddress: 'me', from, to: `eip155:31337:${chainA.tokens.usdc}` },
      { amount: '1', userAddress: user, from, to: `eip155:31338:${chainA.tokens.usdc}` },
      { amount: '1', userAddress: user, from, to: from },
      { amount: '1', userAddress: user, from, to: 'eip155:31337:0x0000000000000000000000000000000000000001' },
      { amount: '1', userAddress: user, from },
    ];
    for (const query of queries) {
      const answer = await cloudFetch(cloud, cloudPath('swapQuote'), { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      assertShape('error', answer.body);
    }
  });
});
