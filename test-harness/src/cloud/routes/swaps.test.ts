// The swap API's routes against real local chains with LocalSwap: shapes, the pool-backed
// numbers, bad input and faults. swaps-flow.test.ts runs the whole flow through a wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, decodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseEther, parseUnits } from 'viem';
import type { PublicClient } from 'viem';
import { LOCAL_SWAP_ABI, LOCAL_SWAP_ADDRESS, SWAP_NATIVE_ADDRESS, startChains } from '../../chain';
import type { Hex, LocalChain, LocalChains } from '../../chain';
import { CLOUD_PATHS, cloudPath } from '../paths';
import type { CloudRouteKey } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { FungiblePrice, SwapApproveTx, SwapBuildTx, SwapGasPrice, SwapQuote } from '../types';
import { NATIVE_TOKEN_ADDRESS } from './swaps';

const assertShape = createShapeChecker();
let local: LocalChains;
let cloud: CloudHandle;
let chainA: LocalChain;
let reader: PublicClient;

beforeAll(async () => {
  local = await startChains({ ports: 'free' });
  chainA = local.chains[0]!;
  reader = createPublicClient({ transport: http(chainA.rpcUrl, { retryCount: 0 }) });
  cloud = await startCloud({ port: 0, chains: local.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })) });
});
afterAll(async () => {
  await cloud?.stop();
  await local?.stop();
});

const ETH = `eip155:31337:${NATIVE_TOKEN_ADDRESS}`;
const id = (address: Hex, chainId = 31337): string => `eip155:${chainId}:${address}`;
const user = (index: number): Hex => local.accounts[index]!.address;
const MAINNET_USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

const get = <T>(key: CloudRouteKey, query: Record<string, string>) => cloudFetch<T>(cloud, cloudPath(key), { query });
const post = <T>(key: CloudRouteKey, body: unknown) => cloudFetch<T>(cloud, cloudPath(key), { method: 'POST', body });
const buildBody = (overrides: Record<string, unknown> = {}) => ({
  projectId: cloud.projectId,
  userAddress: user(1),
  amount: parseEther('1').toString(),
  from: ETH,
  to: id(chainA.tokens.usdc),
  eip155: { slippage: '1' },
  ...overrides,
});

async function expect400(answer: Promise<{ status: number; body: unknown }>, message: RegExp | string, label = ''): Promise<void> {
  const { status, body } = await answer;
  expect(status, `${label} ${JSON.stringify(body)}`).toBe(400);
  assertShape('error', body);
  expect((body as { message: string }).message, label).toMatch(message);
}

describe('GET /v1/convert/quotes on a local chain', () => {
  it("answers exactly LocalSwap's getAmountOut, for every kind of pair and on both chains", async () => {
    for (const chain of local.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) });
      const pairs: Array<[Hex, Hex, bigint]> = [
        [SWAP_NATIVE_ADDRESS, chain.tokens.usdc, parseEther('1')],
        [chain.tokens.usdt, SWAP_NATIVE_ADDRESS, parseUnits('3000', 6)],
        [chain.tokens.usdc, chain.tokens.usdt, parseUnits('250', 6)],
      ];
      for (const [from, to, amount] of pairs) {
        const answer = await get<SwapQuote>('swapQuote', { amount: amount.toString(), userAddress: user(1), from: id(from, chain.chainId), to: id(to, chain.chainId) });
        expect(answer.status).toBe(200);
        assertShape('swapQuote', answer.body);
        const onChain = await client.readContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'getAmountOut', args: [from, to, amount] });
        expect(answer.body).toEqual({ quotes: [{ id: null, fromAmount: amount.toString(), fromAccount: user(1), toAmount: onChain.toString(), toAccount: user(1) }] });
      }
    }
    // Price impact is real: 1 ETH into the 1,000 ETH / 3,000,000 USDC pool gives 2988.02 USDC, not 2991.
    const one = await get<SwapQuote>('swapQuote', { amount: parseEther('1').toString(), userAddress: user(1), from: ETH, to: id(chainA.tokens.usdc) });
    expect(one.body.quotes[0]!.toAmount).toBe('2988020943');
  });

  it('refuses an amount beyond uint256, a malformed gasPrice, and an amount the pool cannot price', async () => {
    const base = { userAddress: user(1), from: ETH, to: id(chainA.tokens.usdc) };
    await expect400(get('swapQuote', { ...base, amount: (maxUint256 + 1n).toString() }), /larger than uint256/);
    await expect400(get('swapQuote', { ...base, amount: '1', gasPrice: '1.5' }), /gasPrice/);
    await expect400(get('swapQuote', { ...base, amount: (maxUint256 / 2n).toString() }), /Could not quote the swap: .*overflow/);
  });
});

describe('GET /v1/convert/allowance', () => {
  it("reads the user's allowance to LocalSwap, and a very large one for the native coin", async () => {
    const answer = await get<{ allowance: string }>('swapAllowance', { tokenAddress: id(chainA.tokens.usdc), userAddress: user(2) });
    expect(answer).toMatchObject({ status: 200, body: { allowance: '0' } });
    assertShape('swapAllowance', answer.body);
    expect((await get('swapAllowance', { tokenAddress: ETH, userAddress: user(2) })).body).toEqual({ allowance: maxUint256.toString() });
    expect((await get('swapAllowance', { tokenAddress: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, userAddress: user(2) })).body).toEqual({ allowance: maxUint256.toString() });
  });

  it('refuses bad input, unknown tokens and chains without LocalSwap', async () => {
    await expect400(get('swapAllowance', { userAddress: user(2) }), /"tokenAddress"/);
    await expect400(get('swapAllowance', { tokenAddress: chainA.tokens.usdc, userAddress: user(2) }), /CAIP-10/);
    await expect400(get('swapAllowance', { tokenAddress: id(chainA.tokens.usdc), userAddress: 'me' }), /userAddress/);
    await expect400(get('swapAllowance', { tokenAddress: id(user(3)), userAddress: user(2) }), /not supported for swaps/);
    await expect400(get('swapAllowance', { tokenAddress: MAINNET_USDC, userAddress: user(2) }), 'Swaps are only executed on the local chains');
  });
});

describe('GET /v1/convert/build-approve', () => {
  it('builds approve(LocalSwap, amount) on the token being sold, with the chain gas price', async () => {
    const answer = await get<{ tx: SwapApproveTx }>('swapApprove', { userAddress: user(2), from: id(chainA.tokens.usdt), to: ETH, amount: '1500000' });
    expect(answer.status).toBe(200);
    assertShape('swapApprove', answer.body);
    const { tx } = answer.body;
    expect(tx).toMatchObject({ from: user(2), to: chainA.tokens.usdt, value: '0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex })).toEqual({ functionName: 'approve', args: [LOCAL_SWAP_ADDRESS, 1_500_000n] });
    expect(tx.eip155.gasPrice).toBe((await reader.getGasPrice()).toString());
    // 0 resets a USDT-style allowance, which refuses to go from one non-zero value to another.
    const reset = await get<{ tx: SwapApproveTx }>('swapApprove', { userAddress: user(2), from: id(chainA.tokens.usdt), to: ETH, amount: '0' });
    expect(decodeFunctionData({ abi: erc20Abi, data: reset.body.tx.data as Hex }).args).toEqual([LOCAL_SWAP_ADDRESS, 0n]);
  });

  it('refuses the native coin, bad amounts, pairs across chains and chains without LocalSwap', async () => {
    const base = { userAddress: user(2), from: id(chainA.tokens.usdc), to: ETH, amount: '10' };
    await expect400(get('swapApprove', { ...base, from: ETH, to: id(chainA.tokens.usdc) }), 'The native coin needs no approval');
    await expect400(get('swapApprove', { ...base, amount: '-1' }), /amount must be a non-negative integer/);
    await expect400(get('swapApprove', { ...base, amount: '1e6' }), /amount/);
    await expect400(get('swapApprove', { ...base, to: id(chainA.tokens.usdt, 31338) }), 'from and to must be on the same chain');
    await expect400(get('swapApprove', { ...base, to: base.from }), 'from and to must be different tokens');
    await expect400(get('swapApprove', { ...base, from: MAINNET_USDC, to: `eip155:1:${NATIVE_TOKEN_ADDRESS}` }), 'Swaps are only executed on the local chains');
  });
});

describe('POST /v1/convert/build-transaction', () => {
  it('builds the swap with minOut from the slippage, the native amount as value, and an estimated gas', async () => {
    const quote = await get<SwapQuote>('swapQuote', { amount: parseEther('1').toString(), userAddress: user(1), from: ETH, to: id(chainA.tokens.usdc) });
    const quoted = BigInt(quote.body.quotes[0]!.toAmount);
    const answer = await post<{ tx: SwapBuildTx }>('swapBuild', buildBody({ eip155: { slippage: '0.5' } }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    assertShape('swapBuild', answer.body);
    const { tx } = answer.body;
    expect(tx).toMatchObject({ from: user(1), to: LOCAL_SWAP_ADDRESS, amount: parseEther('1').toString() });
    expect(decodeFunctionData({ abi: LOCAL_SWAP_ABI, data: tx.data as Hex })).toEqual({
      functionName: 'swap',
      args: [SWAP_NATIVE_ADDRESS, chainA.tokens.usdc, parseEther('1'), (quoted * 995n) / 1000n, user(1)],
    });
    const gas = BigInt(tx.eip155.gas);
    expect(gas).toBeGreaterThan(50_000n);
    expect(gas).toBeLessThan(300_000n);
    expect(tx.eip155.gasPrice).toBe((await reader.getGasPrice()).toString());
  });

  it('sends no value when selling a token, and answers a fixed gas with disableEstimate', async () => {
    // No allowance yet: the estimate would fail, so disableEstimate is what makes this build.
    const body = buildBody({ userAddress: user(3), from: id(chainA.tokens.usdc), to: id(chainA.tokens.usdt), amount: '5000000', eip155: { slippage: '0' }, disableEstimate: true });
    const answer = await post<{ tx: SwapBuildTx }>('swapBuild', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.tx).toMatchObject({ amount: '0', eip155: { gas: '400000' } });
    const quote = await get<SwapQuote>('swapQuote', { amount: '5000000', userAddress: user(3), from: body.from, to: body.to });
    expect(decodeFunctionData({ abi: LOCAL_SWAP_ABI, data: answer.body.tx.data as Hex }).args).toEqual([
      getAddress(chainA.tokens.usdc),
      getAddress(chainA.tokens.usdt),
      5_000_000n,
      BigInt(quote.body.quotes[0]!.toAmount),
      user(3),
    ]);
    await expect400(post('swapBuild', { ...body, disableEstimate: false }), 'The swap would fail: ERC20: insufficient allowance');
  });

  it('refuses swaps off the local chains and every malformed body with a message naming the field', async () => {
    await expect400(post('swapBuild', buildBody({ from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`, to: MAINNET_USDC })), 'Swaps are only executed on the local chains');
    const bad: Array<[unknown, RegExp]> = [
      [[], /Body must be/],
      [buildBody({ projectId: 'someone-else' }), /projectId in the body/],
      [buildBody({ userAddress: '0x12' }), /userAddress/],
      [buildBody({ amount: 1 }), /amount must be a positive integer string/],
      [buildBody({ amount: '0' }), /amount must be a positive/],
      [buildBody({ from: undefined }), /"from"/],
      [buildBody({ to: 'USDC' }), /to must be a CAIP-10/],
      [buildBody({ to: ETH }), /different tokens/],
      [buildBody({ eip155: undefined }), /eip155 must be an object/],
      [buildBody({ eip155: { slippage: 1 } }), /eip155.slippage/],
      [buildBody({ eip155: { slippage: '100' } }), /eip155.slippage/],
      [buildBody({ eip155: { slippage: '0.12345' } }), /eip155.slippage/],
      [buildBody({ disableEstimate: 'yes' }), /disableEstimate must be a boolean/],
      [buildBody({ to: id(user(4)) }), /not supported for swaps/],
    ];
    for (const [body, message] of bad) await expect400(post('swapBuild', body), message, JSON.stringify(body));
  });
});

describe('GET /v1/convert/gas-price', () => {
  it("answers the local chain's gas price, and fixed prices elsewhere", async () => {
    const answer = await get<SwapGasPrice>('swapGasPrice', { chainId: 'eip155:31338' });
    expect(answer.status).toBe(200);
    assertShape('swapGasPrice', answer.body);
    const standard = await createPublicClient({ transport: http(local.chains[1]!.rpcUrl) }).getGasPrice();
    expect(answer.body).toEqual({ standard: standard.toString(), fast: ((standard * 5n) / 4n).toString(), instant: ((standard * 3n) / 2n).toString() });
    expect((await get('swapGasPrice', { chainId: 'eip155:1' })).body).toEqual({ standard: '20000000000', fast: '25000000000', instant: '30000000000' });
    await expect400(get('swapGasPrice', { chainId: 'solana:mainnet' }), /CAIP-2/);
    await expect400(get('swapGasPrice', {}), /"chainId"/);
  });
});

describe('POST /v1/fungible/price', () => {
  it('prices local and mainnet tokens by symbol from the USD table, in the order asked, leaving out unknown ones', async () => {
    const answer = await post<{ fungibles: FungiblePrice[] }>('fungiblePrice', {
      projectId: cloud.projectId,
      currency: 'usd',
      addresses: [ETH, id(user(5)), id(chainA.tokens.usdt), MAINNET_USDC, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', id(chainA.tokens.usdc, 31338)],
    });
    expect(answer.status).toBe(200);
    assertShape('fungiblePrice', answer.body);
    expect(answer.body.fungibles.map(({ symbol, price, name }) => [symbol, price, name])).toEqual([
      ['ETH', 3000, 'Ether'],
      ['USDT', 1, 'Tether USD (Local)'],
      ['USDC', 1, 'USD Coin'],
      ['USDC', 1, 'USD Coin (Local)'],
    ]);
    expect(answer.body.fungibles[0]!.iconUrl).toBe(`${cloud.url}/public/getTokenImage/ETH`);
  });

  it('refuses other currencies and malformed address lists', async () => {
    const body = { projectId: cloud.projectId, currency: 'usd', addresses: [ETH] };
    await expect400(post('fungiblePrice', { ...body, currency: 'eur' }), /currency must be "usd"/);
    await expect400(post('fungiblePrice', { ...body, addresses: [] }), /non-empty array/);
    await expect400(post('fungiblePrice', { ...body, addresses: ETH }), /non-empty array/);
    await expect400(post('fungiblePrice', { ...body, addresses: [ETH, 42] }), /addresses\[1\]/);
    await expect400(post('fungiblePrice', { ...body, addresses: Array.from({ length: 101 }, () => ETH) }), /at most 100/);
  });
});

describe('faults', () => {
  it('fails each swap route by its key, then answers normally again', async () => {
    const requests: Record<'swapTokens' | 'swapQuote' | 'swapAllowance' | 'swapApprove' | 'swapBuild' | 'swapGasPrice' | 'fungiblePrice', () => Promise<{ status: number; body: unknown }>> = {
      swapTokens: () => get('swapTokens', { chainId: 'eip155:31337' }),
      swapQuote: () => get('swapQuote', { amount: '1000', userAddress: user(1), from: ETH, to: id(chainA.tokens.usdc) }),
      swapAllowance: () => get('swapAllowance', { tokenAddress: id(chainA.tokens.usdc), userAddress: user(1) }),
      swapApprove: () => get('swapApprove', { userAddress: user(1), from: id(chainA.tokens.usdc), to: ETH, amount: '1' }),
      swapBuild: () => post('swapBuild', buildBody({ disableEstimate: true })),
      swapGasPrice: () => get('swapGasPrice', { chainId: 'eip155:31337' }),
      fungiblePrice: () => post('fungiblePrice', { projectId: cloud.projectId, currency: 'usd', addresses: [ETH] }),
    };
    for (const [key, request] of Object.entries(requests) as Array<[CloudRouteKey, () => Promise<{ status: number; body: unknown }>]>) {
      cloud.faults.set(key, { kind: 'status', status: 503, message: `${key} is down` }, { times: 1 });
      const failed = await request();
      expect(failed.status, key).toBe(503);
      expect(failed.body, key).toMatchObject({ message: `${key} is down` });
      const healed = await request();
      expect(healed.status, `${key} ${JSON.stringify(healed.body)}`).toBe(200);
      assertShape(key as Parameters<typeof assertShape>[0], healed.body);
    }
    cloud.faults.set('swapBuild', { kind: 'malformed' }, { times: 1 });
    const response = await fetch(`${cloud.url}${CLOUD_PATHS.swapBuild.path}?projectId=${cloud.projectId}`, { method: 'POST', body: JSON.stringify(buildBody()) });
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('answers 502 when the chain behind a local chain id is down', async () => {
    const down = await startCloud({ port: 0, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', tokens: chainA.tokens }] });
    try {
      const answer = await cloudFetch(down, cloudPath('swapGasPrice'), { query: { chainId: 'eip155:31337' } });
      expect(answer.status).toBe(502);
      expect((answer.body as { message: string }).message).toMatch(/Could not read the gas price on eip155:31337/);
      const quote = await cloudFetch(down, cloudPath('swapQuote'), { query: { amount: '1', userAddress: user(1), from: ETH, to: id(chainA.tokens.usdc) } });
      expect(quote.status).toBe(502);
    } finally {
      await down.stop();
    }
  });
});
