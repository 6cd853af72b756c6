import { HARDHAT_ACCOUNTS } from './accounts';
import { compileSwap, compileTokens } from './compile';
import { deployTokens } from './deploy';
import { onProcessExit } from './exit-cleanup';
import { HardhatNodeStartError, startHardhatNode } from './hardhat-node';
import type { HardhatNode } from './hardhat-node';
import { freePort } from './ports';
import { deploySwap } from './swap';
import type { LocalChain, LocalChains, StartChainsOptions } from './types';

/** Chain ids of chain A and chain B. */
export const DEFAULT_CHAIN_IDS: readonly number[] = [31337, 31338];
/** Default ports of chain A and chain B (overridable with LATCHKEY_CHAIN_A_PORT / _B_PORT). */
export const DEFAULT_CHAIN_PORTS: readonly number[] = [8545, 8546];

const FREE_PORT_ATTEMPTS = 3;

/**
 * Starts local EVM chains (one `hardhat node` each, on 127.0.0.1), deploys the USDC-like and
 * USDT-like test tokens on each and mints them to the first ten Hardhat accounts, then deploys
 * LocalSwap with a seeded pool per token (from its own deployer, in one more block; the test
 * accounts' balances are untouched).
 *
 * Defaults: chain A on 8545 with id 31337 and chain B on 8546 with id 31338; env
 * `LATCHKEY_CHAIN_A_PORT` / `LATCHKEY_CHAIN_B_PORT` override the ports. Tests should pass
 * `ports: 'free'`. The nodes are killed if this process exits, and by `stop()`.
 *
 * @example
 * ```ts
 * const local = await startChains({ ports: 'free' });
 * const [chainA, chainB] = local.chains;
 * console.log(chainA.rpcUrl, chainA.tokens.usdc, chainA.swap);
 * await local.stop();
 * ```
 */
export async function startChains(options: StartChainsOptions = {}): Promise<LocalChains> {
  const chainIds = options.chainIds ?? (Array.isArray(options.ports) ? DEFAULT_CHAIN_IDS.slice(0, options.ports.length) : [...DEFAULT_CHAIN_IDS]);
  validateChainIds(chainIds);
  const fixedPorts = options.ports === 'free' ? undefined : (options.ports ?? defaultPorts(chainIds.length));
  if (fixedPorts && fixedPorts.length !== chainIds.length) {
    throw new Error(`startChains: got ${fixedPorts.length} ports for ${chainIds.length} chain ids`);
  }

  const nodes: HardhatNode[] = [];
  const unregister = onProcessExit(() => nodes.forEach((node) => node.killNow()));
  const stopAll = async (): Promise<void> => {
    await Promise.all(nodes.map((node) => node.stop()));
    unregister();
  };

  try {
    const compiled = compileTokens();
    const compiledSwap = compileSwap();
    // Awaited only after the nodes are up; these handlers keep an early compile failure from
    // being reported as an unhandled rejection in the meantime (it still rejects when awaited).
    compiled.catch(() => undefined);
    compiledSwap.catch(() => undefined);
    // Nodes start in parallel while solc (or its cache) loads; deployment waits for both.
    const started = await Promise.all(
      chainIds.map((chainId, index) => startOne(chainId, fixedPorts?.[index], options.startTimeoutMs, nodes)),
    );
    const accounts = HARDHAT_ACCOUNTS.map((account) => ({ ...account }));
    const deployed = await Promise.all(
      started.map(async (node) => {
        const tokens = await deployTokens({ rpcUrl: node.rpcUrl, chainId: node.chainId, deployer: accounts[0]!, holders: accounts, compiled: await compiled });
        const swap = await deploySwap({ rpcUrl: node.rpcUrl, chainId: node.chainId, tokens, compiled: await compiledSwap });
        return { tokens, swap };
      }),
    );
    const chains: LocalChain[] = started.map((node, index) => ({
      chainId: node.chainId,
      rpcUrl: node.rpcUrl,
      port: node.port,
      tokens: deployed[index]!.tokens,
      swap: deployed[index]!.swap,
    }));
    return { chains, accounts, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function startOne(chainId: number, fixedPort: number | undefined, timeoutMs: number | undefined, nodes: HardhatNode[]): Promise<HardhatNode> {
  const attempts = fixedPort === undefined ? FREE_PORT_ATTEMPTS : 1;
  for (let attempt = 1; ; attempt++) {
    const port = fixedPort ?? (await freePort());
    try {
      const node = await startHardhatNode({ port, chainId, timeoutMs });
      nodes.push(node);
      return node;
    } catch (error) {
      // A "free" port can be taken between the probe and the bind; pick another one.
      const retry = error instanceof HardhatNodeStartError && error.addressInUse && attempt < attempts;
      if (!retry) throw error;
    }
  }
}

function defaultPorts(count: number): number[] {
  const fromEnv = [process.env.LATCHKEY_CHAIN_A_PORT, process.env.LATCHKEY_CHAIN_B_PORT];
  return Array.from({ length: count }, (_, index) => {
    const raw = fromEnv[index];
    const port = raw ? Number(raw) : (DEFAULT_CHAIN_PORTS[index] ?? DEFAULT_CHAIN_PORTS[0]! + index);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`Invalid chain port "${raw}"`);
    return port;
  });
}

function validateChainIds(chainIds: number[]): void {
  if (chainIds.length === 0) throw new Error('startChains: need at least one chain id');
  if (new Set(chainIds).size !== chainIds.length) throw new Error(`startChains: duplicate chain ids ${chainIds.join(', ')}`);
  for (const id of chainIds) {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`startChains: invalid chain id ${id}`);
  }
}
