import { createPublicClient, erc20Abi, http } from 'viem';
import type { CloudChain, TokenMeta } from './context';
import { createHistoryIndex } from './history-index';

/** A local chain as `startCloud` takes it. */
export interface CloudChainOptions {
  chainId: number;
  rpcUrl: string;
  /** ERC-20 tokens reported in balances, keyed by a short name (e.g. `{ usdc: '0x…' }`). */
  tokens?: Record<string, `0x${string}`>;
}

/**
 * Wraps a local chain with a viem public client (batched JSON-RPC, no retries: a local node
 * either answers or is down) and a per-chain token metadata cache.
 *
 * @example
 * const chain = createCloudChain({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' });
 * await chain.client.getBlockNumber();
 */
export function createCloudChain(options: CloudChainOptions): CloudChain {
  const client = createPublicClient({ transport: http(options.rpcUrl, { batch: true, retryCount: 0, timeout: 10_000 }) });
  const metaCache = new Map<string, Promise<TokenMeta>>();

  const tokenMeta = (address: `0x${string}`): Promise<TokenMeta> => {
    const key = address.toLowerCase();
    let meta = metaCache.get(key);
    if (!meta) {
      meta = Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ]).then(([name, symbol, decimals]) => ({ name, symbol, decimals }));
      // A failed read (node restarting, not a token) must not stick in the cache.
      meta.catch(() => metaCache.delete(key));
      metaCache.set(key, meta);
    }
    return meta;
  };

  return {
    chainId: options.chainId,
    rpcUrl: options.rpcUrl,
    tokens: { ...(options.tokens ?? {}) },
    client,
    tokenMeta,
    history: createHistoryIndex(client, options.chainId, tokenMeta),
  };
}
