// LocalSwap's deployment on a local chain: a dedicated deployer (funded with
// `hardhat_setBalance`, so the Hardhat test accounts keep their exact balances) deploys it at
// its nonce 0 and seeds one pool per test token from the tokens' public faucet, all in one block.
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, getContractAddress, http, keccak256, parseEther, parseUnits, toHex } from 'viem';
import type { Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { USD_PRICES } from '../cloud/prices';
import type { CompiledSwap } from './compile';
import { TOKEN_METADATA, localViemChain } from './deploy';
import { jsonRpc } from './rpc';
import { LOCAL_SWAP_ABI } from './swap-abi';
import type { Hex } from './types';

/**
 * The key that deploys LocalSwap and provides its liquidity: derived from a fixed phrase and
 * used for nothing else, so LocalSwap lands at {@link LOCAL_SWAP_ADDRESS} on every fresh chain.
 * Public, like every harness key.
 */
export const SWAP_DEPLOYER_KEY: Hex = keccak256(toHex('latchkey local chains: LocalSwap deployer and liquidity provider'));

/** The address of {@link SWAP_DEPLOYER_KEY}. */
export const SWAP_DEPLOYER_ADDRESS: Hex = privateKeyToAccount(SWAP_DEPLOYER_KEY).address;

/** Where LocalSwap is on every local chain (the deployer's nonce 0). */
export const LOCAL_SWAP_ADDRESS: Hex = getContractAddress({ from: SWAP_DEPLOYER_ADDRESS, nonce: 0n });

/** Native coin (wei) each pool starts with: 1,000 ETH. */
export const SWAP_POOL_NATIVE = parseEther('1000');

/**
 * Token units each pool starts with, so that the pool's price is the cloud's fixed USD price
 * (prices.ts): 1,000 ETH × 3,000 USD / 1 USD = 3,000,000 USDC, and as many USDT.
 */
export const SWAP_POOL_TOKENS: Readonly<Record<keyof typeof TOKEN_METADATA, bigint>> = Object.freeze({
  usdc: poolTokenAmount('usdc'),
  usdt: poolTokenAmount('usdt'),
});

function poolTokenAmount(token: keyof typeof TOKEN_METADATA): bigint {
  const meta = TOKEN_METADATA[token];
  const nativeUsd = USD_PRICES.ETH!;
  const tokenUsd = USD_PRICES[meta.symbol]!;
  return parseUnits(String((1000 * nativeUsd) / tokenUsd), meta.decimals);
}

/** Gas limits of the seeding transactions; they are mined together, so none can be estimated. */
const GAS = { deploy: 3_000_000n, mint: 150_000n, approve: 100_000n, addLiquidity: 300_000n } as const;

/**
 * Deploys LocalSwap from {@link SWAP_DEPLOYER_KEY} and seeds a pool for each token with
 * {@link SWAP_POOL_NATIVE} and {@link SWAP_POOL_TOKENS}. The seven transactions (deploy, two
 * faucet mints, two approvals, two `addLiquidity`) are sent with automining paused and mined as
 * one block. Returns {@link LOCAL_SWAP_ADDRESS}; a chain that already has it is left alone.
 *
 * @example
 * ```ts
 * const swap = await deploySwap({ rpcUrl, chainId: 31337, tokens: { usdc, usdt }, compiled: await compileSwap() });
 * ```
 */
export async function deploySwap(options: {
  rpcUrl: string;
  chainId: number;
  tokens: { usdc: Hex; usdt: Hex };
  compiled: CompiledSwap;
  timeoutMs?: number;
}): Promise<Hex> {
  const timeout = options.timeoutMs ?? 20_000;
  const chain = localViemChain(options.chainId, options.rpcUrl);
  const transport = http(options.rpcUrl, { timeout, retryCount: 0 });
  const reader = createPublicClient({ chain, transport });
  const account = privateKeyToAccount(SWAP_DEPLOYER_KEY);
  const wallet = createWalletClient({ account, chain, transport });
  const rpc = <T>(method: string, params: unknown[]): Promise<T> => jsonRpc<T>(options.rpcUrl, method, params, AbortSignal.timeout(timeout));

  const code = await reader.getCode({ address: LOCAL_SWAP_ADDRESS });
  if (code && code !== '0x') return LOCAL_SWAP_ADDRESS;
  const nonce = await reader.getTransactionCount({ address: account.address });
  if (nonce !== 0) throw new Error(`The LocalSwap deployer has nonce ${nonce} on chain ${options.chainId}; LocalSwap would not land at ${LOCAL_SWAP_ADDRESS}`);

  const pools = (Object.keys(SWAP_POOL_TOKENS) as Array<keyof typeof SWAP_POOL_TOKENS>).map((name) => ({ token: options.tokens[name], amount: SWAP_POOL_TOKENS[name] }));
  const nativeNeeded = SWAP_POOL_NATIVE * BigInt(pools.length);
  // The pools' coins plus ample gas money; the deployer's balance is nobody's assertion.
  await rpc('hardhat_setBalance', [account.address, toHex(nativeNeeded + parseEther('10'))]);
  const fees = await reader.estimateFeesPerGas();

  const calls: Array<{ to: Hex | null; data: Hex; gas: bigint; value?: bigint }> = [
    { to: null, data: options.compiled.LocalSwap.bytecode, gas: GAS.deploy },
    ...pools.map(({ token, amount }) => ({ to: token, data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [account.address, amount] }), gas: GAS.mint })),
    ...pools.map(({ token, amount }) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [LOCAL_SWAP_ADDRESS, amount] }), gas: GAS.approve })),
    ...pools.map(({ token, amount }) => ({
      to: LOCAL_SWAP_ADDRESS,
      data: encodeFunctionData({ abi: LOCAL_SWAP_ABI, functionName: 'addLiquidity', args: [token, amount] }),
      gas: GAS.addLiquidity,
      value: SWAP_POOL_NATIVE,
    })),
  ];

  const hashes: Hash[] = [];
  await rpc('evm_setAutomine', [false]);
  try {
    for (const [index, call] of calls.entries()) {
      const signed = await wallet.signTransaction({
        ...(call.to === null ? {} : { to: call.to }),
        data: call.data,
        gas: call.gas,
        value: call.value ?? 0n,
        nonce: index,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        chain,
      });
      hashes.push(await rpc<Hash>('eth_sendRawTransaction', [signed]));
    }
    await rpc('evm_mine', []);
  } finally {
    // Back to automining even when a send failed, so the chain behaves as every test expects.
    await rpc('evm_setAutomine', [true]);
  }

  const receipts = await Promise.all(hashes.map((hash) => reader.getTransactionReceipt({ hash })));
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`LocalSwap seeding transaction ${failed.transactionHash} reverted on chain ${options.chainId}`);
  if (receipts[0]?.contractAddress?.toLowerCase() !== LOCAL_SWAP_ADDRESS.toLowerCase()) {
    throw new Error(`LocalSwap landed at ${String(receipts[0]?.contractAddress)} on chain ${options.chainId}, expected ${LOCAL_SWAP_ADDRESS}`);
  }
  return LOCAL_SWAP_ADDRESS;
}

/** The test tokens' public faucet. */
const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
