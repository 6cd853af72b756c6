// LocalSwap on a real local chain: the pools startChains seeds, the constant-product math, and
// swaps that move real balances. One chain for the whole file; each test uses its own account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, keccak256, parseEther, parseUnits } from 'viem';
import type { PublicClient, TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { compileSwap } from './compile';
import { TOKEN_BALANCE_EACH, localViemChain } from './deploy';
import { startChains } from './start-chains';
import { LOCAL_SWAP_ADDRESS, SWAP_DEPLOYER_ADDRESS, SWAP_POOL_NATIVE, SWAP_POOL_TOKENS } from './swap';
import { LOCAL_SWAP_ABI, SWAP_NATIVE_ADDRESS, constantProductOut } from './swap-abi';
import type { Hex, LocalChain, LocalChains } from './types';

// USDT's approve returns nothing; erc20Abi's would make viem expect a bool.
const tetherApproveAbi = [
  { type: 'function', name: 'approve', stateMutability: 'nonpayable', inputs: [{ name: 'spender', type: 'address' }, { name: 'value', type: 'uint256' }], outputs: [] },
] as const;

const HARDHAT_START_BALANCE = parseEther('10000');

let local: LocalChains;
let chain: LocalChain;
let reader: PublicClient;

beforeAll(async () => {
  local = await startChains({ ports: 'free', chainIds: [31337] });
  chain = local.chains[0]!;
  reader = createPublicClient({ chain: localViemChain(chain.chainId, chain.rpcUrl), transport: transport() });
});
afterAll(async () => {
  await local?.stop();
});

// No retries: Hardhat answers a revert with -32603, which viem would otherwise retry with back-off.
const transport = () => http(chain.rpcUrl, { retryCount: 0 });

function walletOf(index: number) {
  const account = privateKeyToAccount(local.accounts[index]!.privateKey);
  return createWalletClient({ account, chain: localViemChain(chain.chainId, chain.rpcUrl), transport: transport() });
}

async function mined(hash: Hex): Promise<TransactionReceipt> {
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe('success');
  return receipt;
}

const tokenBalance = (token: Hex, owner: Hex): Promise<bigint> => reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
const quote = (from: Hex, to: Hex, amountIn: bigint): Promise<bigint> => reader.readContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'getAmountOut', args: [from, to, amountIn] });
const reserves = async (token: Hex): Promise<{ token: bigint; native: bigint }> => {
  const [reserveToken, reserveNative] = await reader.readContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'reserves', args: [token] });
  return { token: reserveToken, native: reserveNative };
};
const gasCost = (receipt: TransactionReceipt): bigint => receipt.gasUsed * receipt.effectiveGasPrice;

/** The revert reason of a failed simulation. */
async function revertReason(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null;
    if (reverted instanceof ContractFunctionRevertedError) return reverted.reason;
    throw error;
  }
  return undefined;
}

describe('LocalSwap deployment', () => {
  it('is deployed at the deterministic address with a pool per token at the fixed USD prices', async () => {
    expect(chain.swap).toBe(LOCAL_SWAP_ADDRESS);
    expect(await reader.readContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'tokens' })).toEqual([chain.tokens.usdc, chain.tokens.usdt]);
    expect(SWAP_POOL_TOKENS).toEqual({ usdc: parseUnits('3000000', 6), usdt: parseUnits('3000000', 6) });
    for (const token of [chain.tokens.usdc, chain.tokens.usdt]) {
      expect(await reserves(token)).toEqual({ token: parseUnits('3000000', 6), native: SWAP_POOL_NATIVE });
    }
    // The contract holds exactly what its reserves say.
    expect(await reader.getBalance({ address: chain.swap })).toBe(SWAP_POOL_NATIVE * 2n);
    expect(await tokenBalance(chain.tokens.usdt, chain.swap)).toBe(SWAP_POOL_TOKENS.usdt);
  });

  it('leaves the Hardhat test accounts untouched and the tokens where they were', async () => {
    // Account 0 deployed the tokens (and paid gas); the others hold exactly what a fresh node and
    // the mint gave them (checked on those that no other test here uses).
    for (const account of [5, 8, 9].map((index) => local.accounts[index]!)) {
      expect(await reader.getBalance({ address: account.address })).toBe(HARDHAT_START_BALANCE);
      expect(await tokenBalance(chain.tokens.usdc, account.address)).toBe(TOKEN_BALANCE_EACH);
    }
    expect(await reader.getTransactionCount({ address: local.accounts[0]!.address })).toBe(2);
    expect(chain.tokens).toEqual({ usdc: '0x5FbDB2315678afecb367f032d93F642f64180aa3', usdt: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' });
    // Tokens in blocks 1 and 2, LocalSwap and its pools all in block 3.
    expect(await reader.getBlockNumber({ cacheTime: 0 })).toBe(3n);
    expect(await reader.getTransactionCount({ address: SWAP_DEPLOYER_ADDRESS })).toBe(7);
  });

  it('has the ABI that the cloud double encodes with', async () => {
    const { LocalSwap } = await compileSwap();
    const strip = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === 'internalType' ? undefined : item)));
    const byName = (items: readonly { name?: string }[]) => [...items].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(byName(strip(LocalSwap.abi) as { name?: string }[])).toEqual(byName(strip(LOCAL_SWAP_ABI) as { name?: string }[]));
  });
});

describe('LocalSwap swaps', () => {
  it('sells the native coin for USDC, paying exactly the quote, which is the constant-product formula', async () => {
    const wallet = walletOf(1);
    const user = wallet.account.address;
    const amountIn = parseEther('1');
    const before = { eth: await reader.getBalance({ address: user }), usdc: await tokenBalance(chain.tokens.usdc, user), pool: await reserves(chain.tokens.usdc) };
    const quoted = await quote(SWAP_NATIVE_ADDRESS, chain.tokens.usdc, amountIn);
    expect(quoted).toBe(constantProductOut(amountIn, before.pool.native, before.pool.token));
    expect(quoted).toBe(2_988_020_943n);

    const receipt = await mined(
      await wallet.writeContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: [SWAP_NATIVE_ADDRESS, chain.tokens.usdc, amountIn, quoted, user], value: amountIn }),
    );
    expect(await tokenBalance(chain.tokens.usdc, user)).toBe(before.usdc + quoted);
    expect(await reader.getBalance({ address: user })).toBe(before.eth - amountIn - gasCost(receipt));
    expect(await reserves(chain.tokens.usdc)).toEqual({ token: before.pool.token - quoted, native: before.pool.native + amountIn });
  });

  it('sells USDC for the native coin after an approval, and refuses without one', async () => {
    const wallet = walletOf(2);
    const user = wallet.account.address;
    const amountIn = parseUnits('3000', 6);
    const args = [chain.tokens.usdc, SWAP_NATIVE_ADDRESS, amountIn, 0n, user] as const;
    expect(await revertReason(reader.simulateContract({ account: user, address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args }))).toBe('ERC20: insufficient allowance');

    let spent = gasCost(await mined(await wallet.writeContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'approve', args: [chain.swap, amountIn] })));
    const before = { eth: await reader.getBalance({ address: user }), usdc: await tokenBalance(chain.tokens.usdc, user) };
    const quoted = await quote(chain.tokens.usdc, SWAP_NATIVE_ADDRESS, amountIn);
    const pool = await reserves(chain.tokens.usdc);
    expect(quoted).toBe(constantProductOut(amountIn, pool.token, pool.native));
    spent = gasCost(await mined(await wallet.writeContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: [args[0], args[1], amountIn, quoted, user] })));
    expect(await tokenBalance(chain.tokens.usdc, user)).toBe(before.usdc - amountIn);
    expect(await reader.getBalance({ address: user })).toBe(before.eth + quoted - spent);
    expect(await reader.readContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'allowance', args: [user, chain.swap] })).toBe(0n);
  });

  it('swaps the USDT-style token, whose transfer and transferFrom return nothing, both ways', async () => {
    const wallet = walletOf(3);
    const user = wallet.account.address;
    const usdt = chain.tokens.usdt;
    const buy = await quote(SWAP_NATIVE_ADDRESS, usdt, parseEther('0.5'));
    const start = await tokenBalance(usdt, user);
    await mined(await wallet.writeContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: [SWAP_NATIVE_ADDRESS, usdt, parseEther('0.5'), buy, user], value: parseEther('0.5') }));
    expect(await tokenBalance(usdt, user)).toBe(start + buy);

    const amountIn = parseUnits('1500', 6);
    await mined(await wallet.writeContract({ address: usdt, abi: tetherApproveAbi, functionName: 'approve', args: [chain.swap, amountIn] }));
    const sell = await quote(usdt, SWAP_NATIVE_ADDRESS, amountIn);
    const eth = await reader.getBalance({ address: user });
    const receipt = await mined(await wallet.writeContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: [usdt, SWAP_NATIVE_ADDRESS, amountIn, sell, user] }));
    expect(await tokenBalance(usdt, user)).toBe(start + buy - amountIn);
    expect(await reader.getBalance({ address: user })).toBe(eth + sell - gasCost(receipt));
  });

  it('routes USDC → USDT through the native coin, two hops with the fee on each', async () => {
    const wallet = walletOf(4);
    const user = wallet.account.address;
    const amountIn = parseUnits('10000', 6);
    await mined(await wallet.writeContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'approve', args: [chain.swap, amountIn] }));
    const [poolIn, poolOut] = [await reserves(chain.tokens.usdc), await reserves(chain.tokens.usdt)];
    const mid = constantProductOut(amountIn, poolIn.token, poolIn.native);
    const expected = constantProductOut(mid, poolOut.native, poolOut.token);
    const quoted = await quote(chain.tokens.usdc, chain.tokens.usdt, amountIn);
    expect(quoted).toBe(expected);
    // Two fees (0.3 % each) and two price impacts: under 10,000 × 0.997².
    expect(quoted).toBeGreaterThan(parseUnits('9800', 6));
    expect(quoted).toBeLessThan((amountIn * 997n * 997n) / 1_000_000n);

    const before = { usdc: await tokenBalance(chain.tokens.usdc, user), usdt: await tokenBalance(chain.tokens.usdt, user) };
    await mined(await wallet.writeContract({ address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args: [chain.tokens.usdc, chain.tokens.usdt, amountIn, quoted, user] }));
    expect(await tokenBalance(chain.tokens.usdc, user)).toBe(before.usdc - amountIn);
    expect(await tokenBalance(chain.tokens.usdt, user)).toBe(before.usdt + quoted);
    expect(await reserves(chain.tokens.usdc)).toEqual({ token: poolIn.token + amountIn, native: poolIn.native - mid });
    expect(await reserves(chain.tokens.usdt)).toEqual({ token: poolOut.token - quoted, native: poolOut.native + mid });
  });

  it('reverts with "LocalSwap: slippage" when the output is below minOut, and moves nothing', async () => {
    const wallet = walletOf(6);
    const user = wallet.account.address;
    const amountIn = parseEther('2');
    const quoted = await quote(SWAP_NATIVE_ADDRESS, chain.tokens.usdc, amountIn);
    const args = [SWAP_NATIVE_ADDRESS, chain.tokens.usdc, amountIn, quoted + 1n, user] as const;
    expect(await revertReason(reader.simulateContract({ account: user, address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args, value: amountIn }))).toBe('LocalSwap: slippage');
    // Sent anyway (fixed gas, no simulation): Hardhat mines it as a failed transaction (and
    // answers the send with the revert); balances only lose the gas.
    const pool = await reserves(chain.tokens.usdc);
    const signed = await wallet.signTransaction(await wallet.prepareTransactionRequest({ to: chain.swap, data: encodeFunctionData({ abi: LOCAL_SWAP_ABI, functionName: 'swap', args }), value: amountIn, gas: 200_000n }));
    await expect(wallet.sendRawTransaction({ serializedTransaction: signed })).rejects.toThrow(/LocalSwap: slippage/);
    const receipt = await reader.waitForTransactionReceipt({ hash: keccak256(signed), pollingInterval: 20 });
    expect(receipt.status).toBe('reverted');
    expect(await tokenBalance(chain.tokens.usdc, user)).toBe(TOKEN_BALANCE_EACH);
    expect(await reader.getBalance({ address: user })).toBe(HARDHAT_START_BALANCE - gasCost(receipt));
    expect(await reserves(chain.tokens.usdc)).toEqual(pool);
  });

  it('refuses bad calls with clear reasons', async () => {
    const user = local.accounts[7]!.address;
    const { usdc, usdt } = chain.tokens;
    const simulate = (args: readonly [Hex, Hex, bigint, bigint, Hex], value = 0n) =>
      revertReason(reader.simulateContract({ account: user, address: chain.swap, abi: LOCAL_SWAP_ABI, functionName: 'swap', args, value }));
    expect(await simulate([SWAP_NATIVE_ADDRESS, usdc, 10n, 0n, user], 9n)).toBe('LocalSwap: value must equal amountIn');
    expect(await simulate([usdc, usdt, 10n, 0n, user], 1n)).toBe('LocalSwap: value must be zero');
    expect(await simulate([usdc, usdc, 10n, 0n, user])).toBe('LocalSwap: same token');
    expect(await simulate([usdc, SWAP_NATIVE_ADDRESS, 0n, 0n, user])).toBe('LocalSwap: zero amount');
    expect(await simulate([usdc, SWAP_NATIVE_ADDRESS, 10n, 0n, '0x0000000000000000000000000000000000000000'])).toBe('LocalSwap: zero recipient');
    expect(await simulate([SWAP_NATIVE_ADDRESS, user, 10n, 0n, user], 10n)).toBe('LocalSwap: no pool');
    // 1 wei of ETH buys less than one USDC unit.
    expect(await simulate([SWAP_NATIVE_ADDRESS, usdc, 1n, 0n, user], 1n)).toBe('LocalSwap: zero output');
    expect(await revertReason(quote(usdt, usdt, 1n))).toBe('LocalSwap: same token');
    // Plain coin sent to the contract is refused: it has no receive function.
    await expect(walletOf(7).sendTransaction({ to: chain.swap, value: 1n })).rejects.toThrow();
  });
});
