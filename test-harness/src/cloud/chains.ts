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

/** A Solana endpoint (the harness's litesvm one, a local validator) the RPC proxy forwards to. */
export interface CloudSolanaOptions {
  /** Its JSON-RPC URL (`http://127.0.0.1:8899`). */
  rpcUrl: string;
  /**
   * The CAIP-2 ids that name it in `?chainId=`: `solana:` + the first 32 characters of its
   * genesis hash, and `solana:localnet` for a kit network made without the genesis hash.
   */
  chainIds: string[];
}

const SOLANA_CHAIN_ID = /^solana:[-_a-zA-Z0-9]{1,32}$/;

/** A Substrate endpoint (the harness's RPC stand-in, a local node) the RPC proxy forwards to. */
export interface CloudPolkadotOptions {
  /** Its JSON-RPC URL (`http://127.0.0.1:9944`). */
  rpcUrl: string;
  /** The CAIP-2 ids that name it in `?chainId=`: `polkadot:` + the first 32 hex digits of its genesis hash. */
  chainIds: string[];
}

const POLKADOT_CHAIN_ID = /^polkadot:[0-9a-f]{32}$/;

/**
 * The proxy's table of Polkadot chain ids → RPC URL, checked as {@link solanaTargets} checks
 * Solana's: a malformed id, or one named twice, fails at start.
 *
 * @example
 * polkadotTargets([{ rpcUrl: 'http://127.0.0.1:9944', chainIds: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'] }]);
 */
export function polkadotTargets(endpoints: readonly CloudPolkadotOptions[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const endpoint of endpoints) {
    if (!URL.canParse(endpoint.rpcUrl)) throw new Error(`startCloud: "${endpoint.rpcUrl}" is not a Polkadot RPC URL`);
    if (endpoint.chainIds.length === 0) throw new Error(`startCloud: the Polkadot endpoint ${endpoint.rpcUrl} has no chain id`);
    for (const chainId of endpoint.chainIds) {
      if (!POLKADOT_CHAIN_ID.test(chainId)) throw new Error(`startCloud: "${chainId}" is not a Polkadot CAIP-2 id (polkadot:<32 hex digits of the genesis hash>)`);
      if (targets.has(chainId)) throw new Error(`startCloud: "${chainId}" names two Polkadot endpoints`);
      targets.set(chainId, endpoint.rpcUrl);
    }
  }
  return targets;
}

/**
 * The proxy's table of Solana chain ids → RPC URL. A malformed id, or one named twice, is an
 * error at start rather than a request that silently goes to the wrong endpoint.
 *
 * @example
 * solanaTargets([{ rpcUrl: 'http://127.0.0.1:8899', chainIds: ['solana:AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZ', 'solana:localnet'] }]);
 */
export function solanaTargets(endpoints: readonly CloudSolanaOptions[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const endpoint of endpoints) {
    if (!URL.canParse(endpoint.rpcUrl)) throw new Error(`startCloud: "${endpoint.rpcUrl}" is not a Solana RPC URL`);
    if (endpoint.chainIds.length === 0) throw new Error(`startCloud: the Solana endpoint ${endpoint.rpcUrl} has no chain id`);
    for (const chainId of endpoint.chainIds) {
      if (!SOLANA_CHAIN_ID.test(chainId)) throw new Error(`startCloud: "${chainId}" is not a Solana CAIP-2 id (solana:<reference of 1 to 32 characters>)`);
      if (targets.has(chainId)) throw new Error(`startCloud: "${chainId}" names two Solana endpoints`);
      targets.set(chainId, endpoint.rpcUrl);
    }
  }
  return targets;
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
