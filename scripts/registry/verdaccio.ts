import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@latchkey/test-harness/chain/ports';
import { REPO_ROOT } from './paths';

/** Scopes that live in the private registry and nowhere else. */
export const PRIVATE_SCOPES = ['@latchkey', '@acme'] as const;

export interface Registry {
  /** `http://127.0.0.1:<port>/` (trailing slash, as npm writes registry URLs). */
  url: string;
  port: number;
  /** The `//127.0.0.1:<port>/` prefix npm keys per-registry settings (the auth token) by. */
  nerfDart: string;
  /** Stops Verdaccio and deletes its storage: every run starts from an empty registry. */
  stop(): Promise<void>;
}

export interface StartRegistryOptions {
  /** Start-up limit; Verdaccio answers within ~2 s here. */
  timeoutMs?: number;
}

/**
 * Verdaccio's configuration. No uplinks at all: the private scopes can only ever come from this
 * registry, so a package missing here fails the install instead of silently arriving from the
 * public registry (where anyone could own the name). Everything else is routed to the ordinary
 * npm registry by the consumer's `.npmrc` (scoped registries), not proxied through Verdaccio,
 * which keeps npm's cache warm for React, Vite, viem and friends.
 */
export function verdaccioConfig(dir: string, port: number): string {
  const scoped = PRIVATE_SCOPES.map((s) => `  '${s}/*':\n    access: $all\n    publish: $all\n    unpublish: $all`).join('\n');
  return [
    `storage: ${JSON.stringify(join(dir, 'storage'))}`,
    `plugins: ${JSON.stringify(join(dir, 'plugins'))}`,
    'web:',
    '  enable: false',
    'auth:',
    '  htpasswd:',
    `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
    '    max_users: -1',
    'uplinks: {}',
    'packages:',
    scoped,
    // Nothing else is served or accepted: a request for another name is a configuration mistake.
    "  '**':",
    '    access: $all',
    '    publish: $none',
    `listen: 127.0.0.1:${port}`,
    'log:',
    '  type: stdout',
    '  format: pretty',
    '  level: warn',
    '',
  ].join('\n');
}

const PARENT_WATCHDOG = join(REPO_ROOT, 'test-harness/src/chain/parent-watchdog.cjs');
const VERDACCIO_BIN = join(REPO_ROOT, 'node_modules/verdaccio/bin/verdaccio');

/**
 * Starts a fresh Verdaccio on 127.0.0.1 with its storage in a temporary directory, and resolves
 * once `GET /-/ping` answers.
 *
 * @example
 * const registry = await startRegistry();
 * // npm publish --registry registry.url …
 * await registry.stop();
 */
export async function startRegistry(options: StartRegistryOptions = {}): Promise<Registry> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-verdaccio-'));
  const port = await freePort();
  const configFile = join(dir, 'config.yaml');
  writeFileSync(configFile, verdaccioConfig(dir, port));
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  delete env.NODE_OPTIONS; // a loader inherited from Vitest or tsx only slows Verdaccio down
  // The watchdog ends Verdaccio when our stdin pipe closes, i.e. when this process dies, even by SIGKILL.
  const child = spawn(process.execPath, ['--require', PARENT_WATCHDOG, VERDACCIO_BIN, '--config', configFile, '--listen', `127.0.0.1:${port}`], {
    cwd: dir,
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.stdin.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null && !spawnError;

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (running()) {
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      child.stdin.destroy();
      rmSync(dir, { recursive: true, force: true });
    })());

  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (!running()) throw new Error(`Verdaccio exited during start-up (code ${child.exitCode})`);
      const ok = await fetch(`${url}-/ping`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`Verdaccio did not answer ${url}-/ping within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}${spawnError ? ` (${spawnError.message})` : ''}\nVerdaccio output:\n${output.trim() || '(empty)'}`, { cause: error });
  }
  return { url, port, nerfDart: `//127.0.0.1:${port}/`, stop };
}
