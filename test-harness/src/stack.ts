import { DEFAULT_CHAIN_PORTS, isPortFree, startChains } from './chain';
import type { LocalChains } from './chain';
import { startCloud } from './cloud';
import type { CloudHandle } from './cloud';
import { DEFAULT_RELAY_PORT, startRelay } from './relay/server';
import type { RelayHandle } from './relay/server';
import { DEFAULT_SOLANA_PORT, startSolana } from './solana/server';
import type { SolanaEndpoint } from './solana/server';
import { DEFAULT_FRAME_PORT, startFrameServer } from './frame/server';
import type { FrameServerHandle } from './frame/types';
import { createPolkadotDevAccounts, POLKADOT_DEV_ACCOUNTS } from './polkadot/accounts';
import type { PolkadotKeyType } from './polkadot/accounts';
import { startSubstrateRpc } from './polkadot/rpc';
import type { SubstrateRpc } from './polkadot/rpc';

/** Default port of the cloud double (overridable with LATCHKEY_CLOUD_PORT). */
export const DEFAULT_CLOUD_PORT = 4100;
/** Default port of the Substrate JSON-RPC stand-in, a Substrate node's usual one (overridable with LATCHKEY_POLKADOT_PORT). */
export const DEFAULT_POLKADOT_PORT = 9944;

/**
 * What the Substrate stand-in holds for the mock Polkadot extension's dev accounts (`//Alice`,
 * `//Bob`, `//Charlie`), in planck: 1000, 500 and 250 UNIT (12 decimals).
 */
export const POLKADOT_STACK_BALANCES: readonly bigint[] = Object.freeze([1_000n * 10n ** 12n, 500n * 10n ** 12n, 250n * 10n ** 12n]);

/**
 * Planck (12 decimals, the stand-in's UNIT) as a decimal, trailing zeros dropped.
 *
 * @example
 * formatPlanck(1_500_000_000_000n); // '1.5'
 */
export function formatPlanck(planck: bigint): string {
  const unit = 10n ** 12n;
  const fraction = (planck % unit).toString().padStart(12, '0').replace(/0+$/, '');
  return fraction ? `${planck / unit}.${fraction}` : `${planck / unit}`;
}

/** Ports of the stack: `'free'` lets the OS pick (what tests use); missing entries use env or defaults. */
export type StackPorts = 'free' | { chainA?: number; chainB?: number; cloud?: number; solana?: number; relay?: number; frame?: number; polkadot?: number };

/** A dev account of the mock Polkadot extension and what the stand-in holds for it. */
export interface StackPolkadotAccount {
  name: string;
  type: PolkadotKeyType;
  /** SS58 with the generic prefix 42 (what the extension hands out and the local network uses). */
  address: string;
  /** Free balance on the stand-in, in planck. */
  planck: bigint;
}

/** The Substrate JSON-RPC stand-in of the stack and the dev accounts it holds balances for. */
export interface StackPolkadot extends SubstrateRpc {
  accounts: readonly StackPolkadotAccount[];
}

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
  /**
   * The Substrate JSON-RPC stand-in (no Polkadot node runs here): genesis hash, caip2, the dev
   * accounts with their balances, setBalance, setFault. The cloud's RPC proxy forwards its caip2.
   */
  polkadot: StackPolkadot;
  /** `frame` is the frame page the dapp loads (`<origin>/frame`); `inbox` the dev inbox. */
  urls: { chainA: string; chainB: string; cloud: string; solana: string; solanaWs: string; relay: string; frame: string; inbox: string; polkadot: string };
  /** Stops the cloud and the frame, then the chains, the Solana and Substrate endpoints and the relay; safe to call twice. */
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
 * The Substrate stand-in's port: explicit, then LATCHKEY_POLKADOT_PORT, then 9944; `'free'` gives 0.
 *
 * @example
 * resolvePolkadotPort({ polkadot: 9945 }); // 9945
 */
export function resolvePolkadotPort(ports: StackPorts = {}): number {
  if (ports === 'free') return 0;
  return ports.polkadot ?? envPort('LATCHKEY_POLKADOT_PORT', DEFAULT_POLKADOT_PORT);
}

/** A port of the stack another program holds: which one, what it was for, and how to move it. */
export class PortTakenError extends Error {
  override name = 'PortTakenError';
  constructor(
    readonly port: number,
    readonly service: string,
    readonly variable: string,
  ) {
    super(
      `Port ${port} on 127.0.0.1 (${service}) is already in use by another program.\n` +
        `Stop that program, or move the ${service} to a free port: ${variable}=<port> npm run demo (or npm run stack).\n` +
        'Ports and their variables: LATCHKEY_CHAIN_A_PORT (8545), LATCHKEY_CHAIN_B_PORT (8546), LATCHKEY_CLOUD_PORT (4100), ' +
        'LATCHKEY_SOLANA_PORT (8899, its websockets take the next port), LATCHKEY_RELAY_PORT (4200), LATCHKEY_FRAME_PORT (4300), ' +
        'LATCHKEY_POLKADOT_PORT (9944), LATCHKEY_DEMO_PORT (5173, the demo dapp).',
    );
  }
}

/**
 * Throws {@link PortTakenError} for the first fixed port another program holds, before anything
 * starts: a clear sentence instead of a server's EADDRINUSE stack trace. Port 0 (free) is skipped.
 *
 * @example
 * await assertPortsFree([{ port: 4100, service: 'cloud double', variable: 'LATCHKEY_CLOUD_PORT' }]);
 */
export async function assertPortsFree(ports: ReadonlyArray<{ port: number; service: string; variable: string }>): Promise<void> {
  for (const p of ports) if (p.port > 0 && !(await isPortFree(p.port))) throw new PortTakenError(p.port, p.service, p.variable);
}

/** Starts the Substrate stand-in with balances for the mock extension's dev accounts. */
async function startPolkadot(port: number): Promise<StackPolkadot> {
  const accounts = createPolkadotDevAccounts(POLKADOT_DEV_ACCOUNTS).map(
    (account, i): StackPolkadotAccount => ({ name: account.name, type: account.type, address: account.address, planck: POLKADOT_STACK_BALANCES[i] ?? 0n }),
  );
  const rpc = await startSubstrateRpc({ port, balances: Object.fromEntries(accounts.map((a) => [a.address, a.planck])) });
  return Object.assign(rpc, { accounts: Object.freeze(accounts) });
}

/**
 * Starts the offline stack on 127.0.0.1: chain A (31337) and chain B (31338) with the test
 * tokens, the Solana endpoint (litesvm), the Substrate JSON-RPC stand-in (balances for the mock
 * Polkadot extension's dev accounts), and the cloud double proxying to all four (the Solana
 * one as `solana:<genesis reference>` and `solana:localnet`, the Substrate one as
 * `polkadot:<genesis reference>`) and reading from both EVM chains,
 * the WalletConnect relay double, and the reference secure frame + auth server (on its own origin;
 * it checks parent origins with the cloud, signs and sends on both chains and the Solana endpoint,
 * and has deployed its smart-account factory on both chains). Bitcoin and Cosmos need no server:
 * their mock wallets hold their own stand-ins, and the kit reads no balance on a Bitcoin testnet
 * or on Cosmos.
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
  const polkadotPort = resolvePolkadotPort(options.ports);
  const [chainAPort, chainBPort] = ports.chains === 'free' ? [0, 0] : ports.chains;
  await assertPortsFree([
    { port: chainAPort ?? 0, service: 'EVM chain A', variable: 'LATCHKEY_CHAIN_A_PORT' },
    { port: chainBPort ?? 0, service: 'EVM chain B', variable: 'LATCHKEY_CHAIN_B_PORT' },
    { port: ports.cloud, service: 'cloud double', variable: 'LATCHKEY_CLOUD_PORT' },
    { port: solanaPort, service: 'Solana endpoint', variable: 'LATCHKEY_SOLANA_PORT' },
    { port: solanaPort && solanaPort + 1, service: "Solana endpoint's websockets (the Solana port + 1)", variable: 'LATCHKEY_SOLANA_PORT' },
    { port: relayPort, service: 'WalletConnect relay double', variable: 'LATCHKEY_RELAY_PORT' },
    { port: framePort, service: 'secure frame', variable: 'LATCHKEY_FRAME_PORT' },
    { port: polkadotPort, service: 'Substrate stand-in', variable: 'LATCHKEY_POLKADOT_PORT' },
  ]);
  const chains = await startChains({ ports: ports.chains, chainIds: [31337, 31338] });
  let solana: SolanaEndpoint | undefined;
  let polkadot: StackPolkadot | undefined;
  let relay: RelayHandle | undefined;
  let cloud: CloudHandle | undefined;
  let frame: FrameServerHandle;
  try {
    relay = await startRelay({ port: relayPort });
    // Before the cloud, whose RPC proxy forwards `solana:` chain ids to it.
    solana = await startSolana({ port: solanaPort });
    polkadot = await startPolkadot(polkadotPort);
    cloud = await startCloud({
      port: ports.cloud,
      chains: chains.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, tokens: chain.tokens })),
      solana: [{ rpcUrl: solana.url, chainIds: [solana.caip2, solana.chain] }],
      polkadot: [{ rpcUrl: polkadot.url, chainIds: [polkadot.caip2] }],
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
    await polkadot?.stop();
    await relay?.stop();
    await chains.stop();
    throw error;
  }
  const solanaEndpoint = solana;
  const polkadotEndpoint = polkadot;
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
    polkadot: polkadotEndpoint,
    urls: {
      chainA: chainA!.rpcUrl,
      chainB: chainB!.rpcUrl,
      cloud: cloudHandle.url,
      solana: solanaEndpoint.url,
      solanaWs: solanaEndpoint.wsUrl,
      relay: relayHandle.url,
      frame: frameHandle.frameUrl,
      inbox: frameHandle.inboxUrl,
      polkadot: polkadotEndpoint.url,
    },
    stop() {
      stopped ??= (async () => {
        const front = await Promise.allSettled([cloudHandle.stop(), frameHandle.stop()]);
        await Promise.all([chains.stop(), solanaEndpoint.stop(), polkadotEndpoint.stop(), relayHandle.stop()]);
        const failed = front.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      })();
      return stopped;
    },
  };
}
