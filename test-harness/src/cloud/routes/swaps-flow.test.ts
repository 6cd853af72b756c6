// The whole swap flow as a kit runs it, through the stack's HTTP API only (the cloud's swap
// routes, and its RPC proxy as the wallet's transport) with a viem wallet that signs and sends:
// quote → allowance → build-approve → send → build-transaction → send → balances moved by
// exactly the quote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, decodeFunctionData, erc20Abi, getAddress, http, keccak256, maxUint256, parseEther, parseUnits } from 'viem';
import type { PublicClient, TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { LOCAL_SWAP_ADDRESS, localViemChain } from '../../chain';
import type { Hex } from '../../chain';
import { startStack } from '../../stack';
import type { Stack } from '../../stack';
import { HOSTILE_ATTACKER } from '../faults';
import { cloudPath } from '../paths';
import type { CloudRouteKey } from '../paths';
import { cloudFetch } from '../test-support';
import type { SwapApproveTx, SwapBuildTx, SwapQuote, SwapToken } from '../types';

let stack: Stack;
let client: PublicClient;
let tokens: Record<'ETH' | 'USDC' | 'USDT', SwapToken>;
const CHAIN = 'eip155:31337';

beforeAll(async () => {
  stack = await startStack({ ports: 'free' });
  client = createPublicClient({ transport: proxy() });
  const listed = await api<{ tokens: SwapToken[] }>('swapTokens', { chainId: CHAIN });
  tokens = Object.fromEntries(listed.tokens.map((token) => [token.symbol, token])) as typeof tokens;
});
afterAll(async () => {
  await stack?.stop();
});

/** The cloud's RPC proxy for chain A: the wallet never talks to the node directly. */
function proxy() {
  return http(`${stack.cloud.url}${cloudPath('rpc')}?chainId=${CHAIN}&projectId=${stack.cloud.projectId}`, { retryCount: 0 });
}

async function api<T>(key: CloudRouteKey, query: Record<string, string>, body?: unknown): Promise<T> {
  const answer = await cloudFetch<T>(stack.cloud, cloudPath(key), body === undefined ? { query } : { query, method: 'POST', body });
  expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

function walletOf(index: number) {
  const account = privateKeyToAccount(stack.chains.accounts[index]!.privateKey);
  const chain = stack.chains.chains[0]!;
  return createWalletClient({ account, chain: localViemChain(chain.chainId, chain.rpcUrl), transport: proxy() });
}
type Wallet = ReturnType<typeof walletOf>;

async function balanceOf(token: SwapToken, owner: Hex): Promise<bigint> {
  const address = token.address.split(':')[2] as Hex;
  if (token.symbol === 'ETH') return client.getBalance({ address: owner });
  return client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

async function send(wallet: Wallet, tx: { to: string; data: string; value: string; gas?: string; gasPrice: string }): Promise<TransactionReceipt> {
  const hash = await wallet.sendTransaction({
    to: tx.to as Hex,
    data: tx.data as Hex,
    value: BigInt(tx.value),
    gasPrice: BigInt(tx.gasPrice),
    ...(tx.gas === undefined ? {} : { gas: BigInt(tx.gas) }),
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

const gasCost = (receipts: TransactionReceipt[]): bigint => receipts.reduce((sum, receipt) => sum + receipt.gasUsed * receipt.effectiveGasPrice, 0n);

/** Runs the flow a swap view runs; returns the quote and the receipts of what the user sent. */
async function swapThroughApi(wallet: Wallet, from: SwapToken, to: SwapToken, amount: bigint): Promise<{ quoted: bigint; receipts: TransactionReceipt[] }> {
  const userAddress = wallet.account.address;
  const receipts: TransactionReceipt[] = [];
  const quote = await api<SwapQuote>('swapQuote', { amount: amount.toString(), userAddress, from: from.address, to: to.address });
  const quoted = BigInt(quote.quotes[0]!.toAmount);
  const { allowance } = await api<{ allowance: string }>('swapAllowance', { tokenAddress: from.address, userAddress });
  if (BigInt(allowance) < amount) {
    const { tx } = await api<{ tx: SwapApproveTx }>('swapApprove', { userAddress, from: from.address, to: to.address, amount: amount.toString() });
    receipts.push(await send(wallet, { ...tx, gasPrice: tx.eip155.gasPrice }));
    expect(await api('swapAllowance', { tokenAddress: from.address, userAddress })).toEqual({ allowance: amount.toString() });
  }
  const { tx } = await api<{ tx: SwapBuildTx }>('swapBuild', {}, { projectId: stack.cloud.projectId, userAddress, amount: amount.toString(), from: from.address, to: to.address, eip155: { slippage: '1' } });
  expect(tx.to).toBe(stack.chains.chains[0]!.swap);
  receipts.push(await send(wallet, { to: tx.to, data: tx.data, value: tx.amount, gas: tx.eip155.gas, gasPrice: tx.eip155.gasPrice }));
  return { quoted, receipts };
}

describe('swapping through the HTTP API with a viem wallet', () => {
  it('puts LocalSwap at the same address on both stack chains', () => {
    expect(stack.chains.chains.map((chain) => chain.swap)).toEqual([LOCAL_SWAP_ADDRESS, LOCAL_SWAP_ADDRESS]);
  });

  it('sells USDC for ETH: approve first, then balances move by exactly the quote', async () => {
    const wallet = walletOf(6);
    const user = wallet.account.address;
    const amount = parseUnits('2500', 6);
    const before = { eth: await balanceOf(tokens.ETH, user), usdc: await balanceOf(tokens.USDC, user) };
    const { quoted, receipts } = await swapThroughApi(wallet, tokens.USDC, tokens.ETH, amount);
    expect(receipts).toHaveLength(2);
    expect(quoted).toBeGreaterThan(parseEther('0.82'));
    expect(await balanceOf(tokens.USDC, user)).toBe(before.usdc - amount);
    expect(await balanceOf(tokens.ETH, user)).toBe(before.eth + quoted - gasCost(receipts));
  });

  it('sells ETH for USDT with no approval (the native allowance is unlimited)', async () => {
    const wallet = walletOf(7);
    const user = wallet.account.address;
    const amount = parseEther('0.75');
    expect(await api('swapAllowance', { tokenAddress: tokens.ETH.address, userAddress: user })).toEqual({ allowance: maxUint256.toString() });
    const before = { eth: await balanceOf(tokens.ETH, user), usdt: await balanceOf(tokens.USDT, user) };
    const { quoted, receipts } = await swapThroughApi(wallet, tokens.ETH, tokens.USDT, amount);
    expect(receipts).toHaveLength(1);
    expect(await balanceOf(tokens.USDT, user)).toBe(before.usdt + quoted);
    expect(await balanceOf(tokens.ETH, user)).toBe(before.eth - amount - gasCost(receipts));
  });

  it('swaps the USDT-style token for USDC through the native coin', async () => {
    const wallet = walletOf(8);
    const user = wallet.account.address;
    const amount = parseUnits('1234.5', 6);
    const before = { usdt: await balanceOf(tokens.USDT, user), usdc: await balanceOf(tokens.USDC, user), eth: await balanceOf(tokens.ETH, user) };
    const { quoted, receipts } = await swapThroughApi(wallet, tokens.USDT, tokens.USDC, amount);
    expect(receipts).toHaveLength(2);
    expect(await balanceOf(tokens.USDT, user)).toBe(before.usdt - amount);
    expect(await balanceOf(tokens.USDC, user)).toBe(before.usdc + quoted);
    expect(await balanceOf(tokens.ETH, user)).toBe(before.eth - gasCost(receipts));
  });

  it('protects a built swap with minOut: when the pool moves first, the swap reverts and nothing but gas is spent', async () => {
    const wallet = walletOf(9);
    const user = wallet.account.address;
    const body = { projectId: stack.cloud.projectId, userAddress: user, amount: parseEther('1').toString(), from: tokens.ETH.address, to: tokens.USDC.address, eip155: { slippage: '0' } };
    const { tx } = await api<{ tx: SwapBuildTx }>('swapBuild', {}, body);
    // Someone else buys USDC first, so the pool now pays less than the built swap's minOut.
    await swapThroughApi(walletOf(5), tokens.ETH, tokens.USDC, parseEther('5'));

    const before = { eth: await balanceOf(tokens.ETH, user), usdc: await balanceOf(tokens.USDC, user) };
    const signed = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ to: tx.to as Hex, data: tx.data as Hex, value: BigInt(tx.amount), gas: BigInt(tx.eip155.gas), gasPrice: BigInt(tx.eip155.gasPrice) }),
    );
    // Hardhat mines the failing transaction and answers the send with its revert reason.
    await expect(wallet.sendRawTransaction({ serializedTransaction: signed })).rejects.toThrow(/LocalSwap: slippage/);
    const receipt = await client.waitForTransactionReceipt({ hash: keccak256(signed), pollingInterval: 20 });
    expect(receipt.status).toBe('reverted');
    expect(await balanceOf(tokens.USDC, user)).toBe(before.usdc);
    expect(await balanceOf(tokens.ETH, user)).toBe(before.eth - gasCost([receipt]));
  });

  it('a hostile fault makes the API answer as a compromised one would: approve(attacker, max), then USDC.transfer(attacker)', async () => {
    const user = walletOf(4).account.address;
    const amount = parseUnits('5', 6);
    const usdc = tokens.USDC.address.split(':')[2]!.toLowerCase();
    stack.cloud.faults.set('swapApprove', { kind: 'hostile' }, { times: 1 });
    stack.cloud.faults.set('swapBuild', { kind: 'hostile' }, { times: 1 });
    const approval = await api<{ tx: SwapApproveTx }>('swapApprove', { userAddress: user, from: tokens.USDC.address, to: tokens.ETH.address, amount: amount.toString() });
    expect(approval.tx.to.toLowerCase()).toBe(usdc);
    expect(decodeFunctionData({ abi: erc20Abi, data: approval.tx.data as Hex })).toEqual({ functionName: 'approve', args: [getAddress(HOSTILE_ATTACKER), maxUint256] });
    const { tx } = await api<{ tx: SwapBuildTx }>('swapBuild', {}, { projectId: stack.cloud.projectId, userAddress: user, amount: amount.toString(), from: tokens.USDC.address, to: tokens.ETH.address, eip155: { slippage: '1' } });
    expect([tx.to.toLowerCase(), tx.amount]).toEqual([usdc, '0']);
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex })).toEqual({ functionName: 'transfer', args: [getAddress(HOSTILE_ATTACKER), amount] });
    // One request each: the next answers are honest again.
    const honest = await api<{ tx: SwapApproveTx }>('swapApprove', { userAddress: user, from: tokens.USDC.address, to: tokens.ETH.address, amount: amount.toString() });
    expect(decodeFunctionData({ abi: erc20Abi, data: honest.tx.data as Hex }).args).toEqual([LOCAL_SWAP_ADDRESS, amount]);
  });
});
