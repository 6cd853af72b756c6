import { createPublicClient, createWalletClient, defineChain, getContractAddress, http, parseUnits } from 'viem';
import type { Chain } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { CompiledTokens } from './compile';
import type { Hex, TestAccount } from './types';

/** Amount minted to every test account, per token (6 decimals). */
export const TOKEN_BALANCE_EACH = parseUnits('1000000', 6);

/** Names the test tokens are deployed with. */
export const TOKEN_METADATA = {
  usdc: { name: 'USD Coin (Local)', symbol: 'USDC', decimals: 6 },
  usdt: { name: 'Tether USD (Local)', symbol: 'USDT', decimals: 6 },
} as const;

/**
 * A viem `Chain` for a local node, so viem clients can target it.
 *
 * @example
 * ```ts
 * const client = createPublicClient({ chain: localViemChain(31337, 'http://127.0.0.1:8545'), transport: http() });
 * ```
 */
export function localViemChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Latchkey Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * Deploys USDC-like and USDT-like tokens from `deployer` at its nonces 0 and 1 (so on a fresh
 * node their addresses are the same on every chain and every run), minting
 * {@link TOKEN_BALANCE_EACH} of each to every holder in the constructor.
 *
 * @example
 * ```ts
 * const tokens = await deployTokens({ rpcUrl, chainId, deployer: accounts[0], holders: accounts, compiled });
 * ```
 */
export async function deployTokens(options: {
  rpcUrl: string;
  chainId: number;
  deployer: TestAccount;
  holders: readonly TestAccount[];
  compiled: CompiledTokens;
}): Promise<{ usdc: Hex; usdt: Hex }> {
  const chain = localViemChain(options.chainId, options.rpcUrl);
  const account = privateKeyToAccount(options.deployer.privateKey);
  const wallet = createWalletClient({ account, chain, transport: http(options.rpcUrl) });
  const reader = createPublicClient({ chain, transport: http(options.rpcUrl) });
  const holders = options.holders.map((holder) => holder.address);
  const nonce = await reader.getTransactionCount({ address: account.address });

  // Sent back to back with explicit nonces; Hardhat automines, so each lands in its own block.
  const usdcHash = await wallet.deployContract({
    abi: options.compiled.LocalStableToken.abi,
    bytecode: options.compiled.LocalStableToken.bytecode,
    args: [TOKEN_METADATA.usdc.name, TOKEN_METADATA.usdc.symbol, holders, TOKEN_BALANCE_EACH],
    nonce,
  });
  const usdtHash = await wallet.deployContract({
    abi: options.compiled.LocalTetherToken.abi,
    bytecode: options.compiled.LocalTetherToken.bytecode,
    args: [TOKEN_METADATA.usdt.name, TOKEN_METADATA.usdt.symbol, holders, TOKEN_BALANCE_EACH],
    nonce: nonce + 1,
  });
  const receipts = await Promise.all([usdcHash, usdtHash].map((hash) => reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })));
  for (const receipt of receipts) {
    if (receipt.status !== 'success') throw new Error(`Token deployment ${receipt.transactionHash} reverted on chain ${options.chainId}`);
  }
  return {
    usdc: getContractAddress({ from: account.address, nonce: BigInt(nonce) }),
    usdt: getContractAddress({ from: account.address, nonce: BigInt(nonce + 1) }),
  };
}
