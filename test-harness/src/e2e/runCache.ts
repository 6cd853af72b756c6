// Builds shared by the test files of one Vitest run. A browser test's page bundles (the demo's
// Vite build, the mock wallets' bundles) depend only on the sources, which do not change during
// a run; building them once instead of once per file saves the run minutes on two cores. The
// files can run in different worker processes, so the first one to ask builds under a lock
// directory and the others wait for its `ready` mark.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's directory for shared builds: made by the global setup, removed after the run. */
    latchkeyRunCache: string;
  }
}

/** A build shared with the run's other test files, or private to the caller outside a Vitest run. */
export interface SharedBuild {
  dir: string;
  /** True when the run owns the directory (do not delete it); false for a private one. */
  shared: boolean;
  /** Removes a private build's directory; a no-op for a shared one. */
  release(): void;
}

/** Options of {@link sharedBuild}. */
export interface SharedBuildOptions {
  /** How long to wait for another file's build; default 170 s (a file's set-up has 180 s). */
  timeoutMs?: number;
  /** The cache directory; default the run's ({@link runCacheDir}); `false` builds privately. */
  root?: string | false;
}

const WAIT_STEP_MS = 100;

/** The run's cache directory, or undefined outside a Vitest run with the global setup. */
export function runCacheDir(): string | undefined {
  try {
    return inject('latchkeyRunCache') || undefined;
  } catch {
    // Not in a Vitest worker (a script, or a config without the global setup).
    return undefined;
  }
}

/** True when the process that took `lock` is gone (it crashed or was killed before it finished). */
function holderGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    // Taken a moment ago, the pid not written yet (or released meanwhile: the loop looks again).
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `build(dir)` once per Vitest run for `key` and hands every caller the same directory; a
 * caller that comes while another file builds waits for it (at most `timeoutMs`). A failed build
 * is not kept: the next caller tries again. Outside a run, builds into a private temporary
 * directory that `release()` removes.
 *
 * @example
 * const demo = await sharedBuild('demo', (dir) => viteBuild({ build: { outDir: dir } }));
 * const server = await serveStatic({ root: demo.dir });
 * // ... at the end: demo.release();
 */
export async function sharedBuild(key: string, build: (dir: string) => Promise<void>, options: SharedBuildOptions = {}): Promise<SharedBuild> {
  if (!/^[\w.-]+$/.test(key)) throw new Error(`sharedBuild: "${key}" is not a plain file name`);
  const root = options.root === undefined ? runCacheDir() : options.root || undefined;
  if (!root) {
    const dir = mkdtempSync(join(tmpdir(), `latchkey-${key}-`));
    const release = () => rmSync(dir, { recursive: true, force: true });
    try {
      await build(dir);
    } catch (error) {
      release();
      throw error;
    }
    return { dir, shared: false, release };
  }
  const dir = join(root, key);
  const ready = `${dir}.ready`;
  const lock = `${dir}.lock`;
  const timeoutMs = options.timeoutMs ?? 170_000;
  const deadline = Date.now() + timeoutMs;
  const done: SharedBuild = { dir, shared: true, release: () => undefined };
  for (;;) {
    if (existsSync(ready)) return done;
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (mine) {
      try {
        writeFileSync(join(lock, 'pid'), String(process.pid));
        // Built while this caller waited for the lock: nothing to do.
        if (existsSync(ready)) return done;
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        await build(dir);
        writeFileSync(ready, '');
        return done;
      } catch (error) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    if (holderGone(lock)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs} ms waiting for another test file to build "${key}" (${dir})`);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/**
 * A text build (a wallet's page bundle) made once per Vitest run for `key`; outside a run, made
 * by the caller each time.
 *
 * @example
 * const bundle = await sharedText('wallet-evm', buildWalletBundle);
 */
export async function sharedText(key: string, make: () => Promise<string>): Promise<string> {
  if (!runCacheDir()) return make();
  const built = await sharedBuild(key, async (dir) => writeFileSync(join(dir, 'out.txt'), await make()));
  return readFileSync(join(built.dir, 'out.txt'), 'utf8');
}
