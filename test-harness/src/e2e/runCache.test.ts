import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCacheDir, sharedBuild, sharedText } from './runCache';

const roots: string[] = [];
const freshRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'latchkey-runcache-test-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A build that writes `index.html` after `ms`, counting its runs. */
function countingBuild(ms = 50) {
  const runs = { count: 0 };
  const build = async (dir: string) => {
    runs.count++;
    await new Promise((resolve) => setTimeout(resolve, ms));
    writeFileSync(join(dir, 'index.html'), `build ${runs.count}`);
  };
  return { runs, build };
}

describe('sharedBuild: one build per run, shared by the files that ask', () => {
  it('the run has a cache directory from the global setup', () => {
    const dir = runCacheDir();
    expect(dir).toBeTruthy();
    expect(existsSync(dir!)).toBe(true);
  });

  it('callers at the same time get one build: the first builds, the others wait for it', async () => {
    const root = freshRoot();
    const { runs, build } = countingBuild(200);
    const all = await Promise.all([1, 2, 3].map(() => sharedBuild('demo', build, { root })));
    expect(runs.count).toBe(1);
    expect(new Set(all.map((b) => b.dir))).toEqual(new Set([join(root, 'demo')]));
    expect(readFileSync(join(root, 'demo', 'index.html'), 'utf8')).toBe('build 1');
    // A later caller builds nothing, and releasing a shared build keeps it for the others.
    const later = await sharedBuild('demo', build, { root });
    later.release();
    expect(runs.count).toBe(1);
    expect(existsSync(join(root, 'demo', 'index.html'))).toBe(true);
  });

  it('a test file in another worker process that asks while this one builds waits for it, and builds nothing', async () => {
    const root = freshRoot();
    // The other file: a Node process with this module; it says when it asks, and marks a build of its own.
    const other = `
      import { writeFileSync } from 'node:fs';
      import { join } from 'node:path';
      import { sharedBuild } from ${JSON.stringify(fileURLToPath(new URL('./runCache.ts', import.meta.url)))};
      const root = ${JSON.stringify(root)};
      console.log('asking');
      const built = await sharedBuild('demo', async (dir) => {
        writeFileSync(join(root, 'built-by-other'), '');
        writeFileSync(join(dir, 'index.html'), 'other');
      }, { root });
      console.log(built.dir);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', other], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const asking = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()).includes('asking') && resolve()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // This file holds the lock until the other process has asked, and a while after.
    const built = await sharedBuild(
      'demo',
      async (dir) => {
        await asking;
        await new Promise((resolve) => setTimeout(resolve, 500));
        writeFileSync(join(dir, 'index.html'), 'this');
      },
      { root },
    );
    expect(await exited).toBe(0);
    expect(existsSync(join(root, 'built-by-other'))).toBe(false);
    expect(out.trim().split('\n').at(-1)).toBe(built.dir);
    expect(readFileSync(join(built.dir, 'index.html'), 'utf8')).toBe('this');
  }, 30_000);

  it('different keys build separately', async () => {
    const root = freshRoot();
    const { runs, build } = countingBuild();
    await Promise.all([sharedBuild('a', build, { root }), sharedBuild('b', build, { root })]);
    expect(runs.count).toBe(2);
  });

  it('a failed build is not kept: the caller gets the error, the lock is released, the next caller builds', async () => {
    const root = freshRoot();
    await expect(sharedBuild('demo', () => Promise.reject(new Error('vite failed')), { root })).rejects.toThrow('vite failed');
    expect(existsSync(join(root, 'demo.lock'))).toBe(false);
    expect(existsSync(join(root, 'demo.ready'))).toBe(false);
    const { runs, build } = countingBuild();
    const built = await sharedBuild('demo', build, { root });
    expect(runs.count).toBe(1);
    expect(readFileSync(join(built.dir, 'index.html'), 'utf8')).toBe('build 1');
  });

  it('a lock left by a process that died is taken over', async () => {
    const root = freshRoot();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    mkdirSync(join(root, 'demo.lock'));
    writeFileSync(join(root, 'demo.lock', 'pid'), String(dead));
    const { runs, build } = countingBuild();
    await sharedBuild('demo', build, { root, timeoutMs: 5_000 });
    expect(runs.count).toBe(1);
  });

  it('waits for a live builder no longer than its timeout, and says what it waited for', async () => {
    const root = freshRoot();
    mkdirSync(join(root, 'demo.lock'));
    writeFileSync(join(root, 'demo.lock', 'pid'), String(process.pid));
    const { runs, build } = countingBuild();
    await expect(sharedBuild('demo', build, { root, timeoutMs: 300 })).rejects.toThrow(/waiting for another test file to build "demo"/);
    expect(runs.count).toBe(0);
  });

  it('outside a run each caller builds privately, and release() removes its directory', async () => {
    const { runs, build } = countingBuild();
    const [a, b] = await Promise.all([sharedBuild('demo', build, { root: false }), sharedBuild('demo', build, { root: false })]);
    expect(runs.count).toBe(2);
    expect(a!.dir).not.toBe(b!.dir);
    expect(a!.shared).toBe(false);
    a!.release();
    b!.release();
    expect(existsSync(a!.dir)).toBe(false);
  });

  it('refuses a key that is not a plain file name', async () => {
    await expect(sharedBuild('../x', async () => undefined, { root: freshRoot() })).rejects.toThrow(/not a plain file name/);
  });

  it('sharedText makes a text once per run and hands every caller the same text', async () => {
    let made = 0;
    const make = async () => `bundle ${++made}`;
    // A key of this test's own: the run's cache is shared with the other files of the run.
    const key = `runcache-test-${process.pid}-${Date.now()}`;
    expect(await Promise.all([sharedText(key, make), sharedText(key, make)])).toEqual(['bundle 1', 'bundle 1']);
    expect(await sharedText(key, make)).toBe('bundle 1');
    expect(made).toBe(1);
  });
});
