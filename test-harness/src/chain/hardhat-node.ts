import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { jsonRpc } from './rpc';
import { CHAIN_DIR, HARDHAT_CONFIG, PARENT_WATCHDOG, hardhatCliPath } from './paths';

/** A running `hardhat node` child process. */
export interface HardhatNode {
  port: number;
  chainId: number;
  rpcUrl: string;
  process: ChildProcess;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process has exited. */
  stop(): Promise<void>;
  /** Synchronous SIGKILL, for process-exit hooks where nothing async can run. */
  killNow(): void;
}

/** Thrown when a node cannot start; `addressInUse` lets callers retry on another port. */
export class HardhatNodeStartError extends Error {
  constructor(
    message: string,
    readonly addressInUse: boolean,
  ) {
    super(message);
    this.name = 'HardhatNodeStartError';
  }
}

const READY_LINE = 'Started HTTP and WebSocket JSON-RPC server at';
const TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 3_000;

/**
 * Spawns `hardhat node --hostname 127.0.0.1 --port <port>` with the harness config and waits
 * until it prints its ready line and answers `eth_chainId` with the expected id. On failure the
 * error carries the node's stderr, and the process is killed.
 *
 * @example
 * ```ts
 * const node = await startHardhatNode({ port: 18545, chainId: 31337 });
 * // ... use node.rpcUrl ...
 * await node.stop();
 * ```
 */
export async function startHardhatNode(options: { port: number; chainId: number; timeoutMs?: number }): Promise<HardhatNode> {
  const { port, chainId } = options;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const rpcUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LATCHKEY_CHAIN_ID: String(chainId),
    HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
    FORCE_COLOR: '0',
  };
  // A loader inherited from the parent (tsx, vitest) would only slow the node's start.
  delete env.NODE_OPTIONS;
  const args = ['--require', PARENT_WATCHDOG, hardhatCliPath(), '--config', HARDHAT_CONFIG, 'node', '--hostname', '127.0.0.1', '--port', String(port)];
  const child = spawn(process.execPath, args, { cwd: path.resolve(CHAIN_DIR, '../..'), env, stdio: ['pipe', 'pipe', 'pipe'] });

  const output: { stdout: string; stderr: string; spawnError?: Error } = { stdout: '', stderr: '' };
  // Kept for the node's whole life: an 'error' event without a listener would crash the harness.
  child.on('error', (error) => (output.spawnError = error));
  // Keep draining both pipes for the node's whole life: a full pipe would block its logging.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout = (output.stdout + chunk).slice(-TAIL_CHARS)));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr = (output.stderr + chunk).slice(-TAIL_CHARS)));
  child.stdin.on('error', () => undefined);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const isRunning = (): boolean => child.exitCode === null && child.signalCode === null;
  const killNow = (): void => {
    if (isRunning()) child.kill('SIGKILL');
  };
  const stop = async (): Promise<void> => {
    if (!isRunning()) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(killNow, STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
    child.stdin.destroy();
  };

  try {
    await waitUntilReady({ rpcUrl, chainId, timeoutMs, output, isRunning, child });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, chainId, rpcUrl, process: child, stop, killNow };
}

async function waitUntilReady(ctx: {
  rpcUrl: string;
  chainId: number;
  timeoutMs: number;
  output: { stdout: string; stderr: string; spawnError?: Error };
  isRunning: () => boolean;
  child: ChildProcess;
}): Promise<void> {
  const deadline = Date.now() + ctx.timeoutMs;
  const describe = (): string => `stderr:\n${ctx.output.stderr.trim() || '(empty)'}\nstdout tail:\n${ctx.output.stdout.slice(-1_000).trim() || '(empty)'}`;
  const failure = (why: string): HardhatNodeStartError =>
    new HardhatNodeStartError(`Hardhat node for chain ${ctx.chainId} at ${ctx.rpcUrl} ${why}\n${describe()}`, /EADDRINUSE/.test(ctx.output.stderr + ctx.output.stdout));

  while (Date.now() < deadline) {
    if (ctx.output.spawnError) throw failure(`could not be spawned: ${ctx.output.spawnError.message}`);
    if (!ctx.isRunning()) throw failure(`exited during start-up (code ${ctx.child.exitCode}, signal ${ctx.child.signalCode}).`);
    // The ready line proves the port belongs to OUR node, not to something already listening.
    if (ctx.output.stdout.includes(READY_LINE)) {
      const answer = await jsonRpc<string>(ctx.rpcUrl, 'eth_chainId', [], AbortSignal.timeout(2_000)).catch(() => undefined);
      if (answer !== undefined) {
        if (Number(answer) !== ctx.chainId) throw failure(`answered eth_chainId ${answer}, expected ${ctx.chainId}.`);
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw failure(`did not answer eth_chainId within ${ctx.timeoutMs} ms.`);
}
