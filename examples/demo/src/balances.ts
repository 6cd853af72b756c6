import { createPublicClient, erc20Abi, formatEther, formatUnits, http } from 'viem';
import type { DemoConfig } from './config';

export interface Balances {
  eth: string;
  usdc: string;
  usdt: string;
}

/** Reads the account's balances straight from the local chain (what the chain holds, not a cache). */
export async function readBalances(chain: DemoConfig['chains'][number], address: string): Promise<Balances> {
  const client = createPublicClient({ transport: http(chain.rpcUrl, { timeout: 10_000 }) });
  const owner = address as `0x${string}`;
  const [eth, usdc, usdt] = await Promise.all([
    client.getBalance({ address: owner }),
    client.readContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    client.readContract({ address: chain.tokens.usdt, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
  ]);
  return { eth: formatEther(eth), usdc: formatUnits(usdc, 6), usdt: formatUnits(usdt, 6) };
}
