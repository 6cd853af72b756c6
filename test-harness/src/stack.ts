import { DEFAULT_CHAIN_PORTS, startChains } from './chain';
import type { LocalChains } from './chain';
import { startCloud } from './cloud';
import type { CloudHandle } from './cloud';
import { DEFAULT_RELAY_PORT, startRelay } from './relay/server';
import type { RelayHandle } from './relay/server';
import { DEFAULT_SOLANA_PORT, startSolana } from './solana/server';
import type { SolanaEndpoint } from './solana/server';
import { DEFAULT_FRAME_PORT, startFrameServer } from './frame/server';
import type { FrameServerHandle } from './frame/types';

/** Default port of the cloud double (overridable with LATCHKEY_CLOUD_PORT). */
export const DEFAULT_CLOUD_PORT = 4100;

/** Ports of the stack: `'free'` lets the OS pick (what tests use); missing entries use env or defaults. */
export type StackPorts = 'free' | { chainA?: number; chainB?: number; cloud?: number; solana?: number; relay?: number; frame?: number };

/** Options of {@link startStack}. */
export interface StackOptions {
  ports?: StackPorts;
}

/**
 * The running local stack: two chains, the cloud double in front of them, the Solana endpoint, the
 * WalletConnect relay double, the reference secure frame + auth server, and their URLs.
 */
export interface Stack {
  chains: LocalChains;
  cloud: CloudHandle;
  /** The Solana JSON-RPC endpoint over litesvm: url, wsUrl, port, accounts (funded keys), ledger. */
  solana: SolanaEndpoint;
  /** The WalletConnect relay double: url, kill(), pause(), resume(), restart(), faults, stats. */
  relay: RelayHandle;
  /** The reference secure frame + auth server (its own origin): inbox, approvals, faults, users. */
  frame: FrameServerHandle;
  /** `frame` is the frame page the dapp loads (`<origin>/frame`); `inbox` the dev inbox. */
  urls: { chainA: string; chainB: string; cloud: string; solana: string; solanaWs: string; relay: string; frame: string; inbox: string };
  /** Stops the cloud and the frame, then the chains, the Solana endpoint and the relay; safe to call twice. */
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
 * The Solana endpoint's HTTP port (websockets take the next one): explicit, then
 * LATCHKEY_SOLANA_PORT, then 8899; `'free'` gives 0 (a free pair).
 *
 * @example
 * resolveSolanaPort({ solana: 9000 }); // 9000
 */
export function resolveSolanaPort(ports: StackPorts = {}): number {
  if (ports === 'free') return 0;
  const port = ports.solana ?? envPort('LATCHKEY_SOLANA_PORT', DEFAULT_SOLANA_PORT);
  if (port > 65_534) throw new Error(`Solana port ${port} leaves no room for its websocket port (port + 1)`);
  return port;
}

/**
 * The WalletConnect relay double's port: explicit, then LATCHKEY_RELAY_PORT, then 4200; `'free'`
 * gives 0.
 *
 * @example
 * resolveRelayPort({ relay: 5200 }); // 5200
 */
export function resolveRelayPort(ports: StackPorts = {}): number {
  if (ports === 'free') return 0;
  return ports.relay ?? envPort('LATCHKEY_RELAY_PORT', DEFAULT_RELAY_PORT);
}

/**
 * The reference frame's port: explicit, then LATCHKEY_FRAME_PORT, then 4300; `'free'` gives 0.
 *
 * @example
 * resolveFramePort({ frame: 5300 }); // 5300
 */
export function resolveFramePort(ports: StackPorts = {}): number {
  if (ports === 'free') return 0;
  return ports.frame ?? envPort('LATCHKEY_FRAME_PORT', DEFAULT_FRAME_PORT);
}

/**
 * Starts the offline stack on 127.0.0.1: chain A (31337) and chain B (31338) with the test
 * tokens, the Solana endpoint (litesvm), and the cloud double proxying to all three (the Solana
 * one as `solana:<genesis reference>` and `solana:localnet`) and reading from both EVM chains,
 * the WalletConnect relay double, and the reference secure frame + auth server (on its own origin;
 * it checks parent origins with the cloud, signs and sends on both chains and the Solana endpoint,
 * and has deployed its smart-account factory on both chains).
 *
 * @example
 * const stack = await startStack({ ports: 'free' });
 * console.log(stack.urls.cloud, stack.chains.accounts[0].address, stack.solana.url);
 * await stack.stop();
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const ports = resolveStackPorts(options.ports);
  const solanaPort = resolveSolanaPort(options.ports);
  const relayPort = resolveRelayPort(options.ports);
  const framePort = resolveFramePort(options.ports);
  const chains = await startChains({ ports: ports.chains, chainIds: [31337, 31338] });
  let solana: SolanaEndpoint | undefined;
  let relay: RelayHandle | undefined;
  let cloud: CloudHandle | undefined;
  let frame: FrameServerHandle;
  try {
    relay = await startRelay({ port: relayPort });
    // Before the cloud, whose RPC proxy forwards `solana:` chain ids to it.
    solana = await startSolana({ port: solanaPort });
    cloud = await startCloud({
      port: ports.cloud,
      chains: chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })),
      solana: [{ rpcUrl: solana.url, chainIds: [solana.caip2, solana.chain] }],
    });
    frame = await startFrameServer({
      port: framePort,
      cloudUrl: cloud.url,
      chains: chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })),
      solana: { rpcUrl: solana.url, chainIds: [solana.caip2, solana.chain] },
    });
  } catch (error) {
    // What is already up must not outlive a failed start.
    await cloud?.stop();
    await solana?.stop();
    await relay?.stop();
    await chains.stop();
    throw error;
  }
  const solanaEndpoint = solana;
  const relayHandle = relay;
  const [chainA, chainB] = chains.chains;
  const cloudHandle = cloud;
  const frameHandle = frame;
  let stopped: Promise<void> | null = null;
  return {
    chains,
    cloud: cloudHandle,
    solana: solanaEndpoint,
    relay: relayHandle,
    frame: frameHandle,
    urls: {
      chainA: chainA!.rpcUrl,
      chainB: chainB!.rpcUrl,
      cloud: cloudHandle.url,
      solana: solanaEndpoint.url,
      solanaWs: solanaEndpoint.wsUrl,
      relay: relayHandle.url,
      frame: frameHandle.frameUrl,
      inbox: frameHandle.inboxUrl,
    },
    stop() {
      stopped ??= (async () => {
        const front = await Promise.allSettled([cloudHandle.stop(), frameHandle.stop()]);
        await Promise.all([chains.stop(), solanaEndpoint.stop(), relayHandle.stop()]);
        const failed = front.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      })();
      return stopped;
    },
  };
}
