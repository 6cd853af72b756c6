import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Directory of this module (src/chain/), used to find the sibling Hardhat config and sources. */
export const CHAIN_DIR = path.dirname(fileURLToPath(import.meta.url));

/** test-harness/cache/: git-ignored, shared by every harness cache (solc output, Hardhat). */
export const HARNESS_CACHE_DIR = path.resolve(CHAIN_DIR, '../../cache');

/** The one Hardhat config used for every local chain (the chain id comes from the env). */
export const HARDHAT_CONFIG = path.join(CHAIN_DIR, 'hardhat.config.cjs');

/** Solidity source of the test tokens. */
export const TOKENS_SOURCE = path.join(CHAIN_DIR, 'LocalTokens.sol');

/** Solidity source of the constant-product swap deployed on every local chain. */
export const SWAP_SOURCE = path.join(CHAIN_DIR, 'LocalSwap.sol');

/** Helper preloaded into each node process so it exits when the harness process dies. */
export const PARENT_WATCHDOG = path.join(CHAIN_DIR, 'parent-watchdog.cjs');

/**
 * Resolves Hardhat's CLI entry. Spawning `node <cli>` directly (not `npx hardhat`) keeps one
 * process per chain, so killing the child kills the node.
 */
export function hardhatCliPath(): string {
  return createRequire(import.meta.url).resolve('hardhat/internal/cli/bootstrap.js');
}
