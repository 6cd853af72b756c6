import { DEFAULT_CHAIN_PORTS, startChains } from './chain';
import type { LocalChains } from './chain';
import { startCloud } from './cloud';
import type { CloudHandle } from './cloud';

/** Default port of the cloud double (overridable with LATCHKEY_CLOUD_PORT). */
export const DEFAULT_CLOUD_PORT = 4100;

/** Ports of the stack: `'free'` lets the OS pick (what tests use); missing entries use env or defaults. */
export type StackPorts = 'free' | { chainA?: number; chainB?: number; cloud?: number };

/** Options of {@link startStack}. */
export interface StackOptions {
  ports?: StackPorts;
}

/** The running local stack: two chains, the cloud double in front of them, and their URLs. */
export interface Stack {
  chains: LocalChains;
  cloud: CloudHandle;
  urls: { chainA: string; chainB: string; cloud: string };
  /** Stops the cloud, then the chains; safe to call twice. */
  stop(): Promise<void>;
}

/** A port from the environment, or the fallback; a malformed value is an error, not a silent default. */
function envPort(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${name}="${raw}" is not a port number`);
  return port;
}

/**
 * Resolves the ports the stack will use: explicit ones first, then LATCHKEY_CHAIN_A_PORT,
 * LATCHKEY_CHAIN_B_PORT and LATCHKEY_CLOUD_PORT, then 8545, 8546 and 4100. `'free'` gives
 * `'free'` chains and cloud port 0.
 *
 * @example
 * resolveStackPorts({ cloud: 5000 }); // { chains: [8545, 8546], cloud: 5000 } without env vars
 */
export function resolveStackPorts(ports: StackPorts = {}): { chains: number[] | 'free'; cloud: number } {
  if (ports === 'free') return { chains: 'free', cloud: 0 };
  return {
    chains: [
      ports.chainA ?? envPort('LATCHKEY_CHAIN_A_PORT', DEFAULT_CHAIN_PORTS[0]!),
      ports.chainB ?? envPort('LATCHKEY_CHAIN_B_PORT', DEFAULT_CHAIN_PORTS[1]!),
    ],
    cloud: ports.cloud ?? envPort('LATCHKEY_CLOUD_PORT', DEFAULT_CLOUD_PORT),
  };
}

/**
 * Starts the offline stack on 127.0.0.1: chain A (31337) and chain B (31338) with the test
 * tokens, and the cloud double proxying to and reading from both.
 *
 * @example
 * const stack = await startStack({ ports: 'free' });
 * console.log(stack.urls.cloud, stack.chains.accounts[0].address);
 * await stack.stop();
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ports = resolveStackPorts(options.ports);
  const chains = await startChains({ ports: ports.chains, chainIds: [31337, 31338] });
  let cloud: CloudHandle;
  try {
    cloud = await startCloud({
      port: ports.cloud,
      chains: chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })),
    });
  } catch (error) {
    // The chains are already up; leave nothing running behind a failed start.
    await chains.stop();
    throw error;
  }
  const [chainA, chainB] = chains.chains;
  let stopped: Promise<void> | null = null;
  return {
    chains,
    cloud,
    urls: { chainA: chainA!.rpcUrl, chainB: chainB!.rpcUrl, cloud: cloud.url },
    stop() {
      stopped ??= cloud.stop().finally(() => chains.stop());
      return stopped;
    },
  };
}
