import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAIN_DIR } from './paths';
import { isPortFree } from './ports';

describe('a chain whose parent dies', () => {
  it('exits when the harness process is SIGKILLed (no exit hook can run)', async () => {
    // `node --import tsx` keeps it one process, so SIGKILL hits the process that owns the node.
    const parent = spawn(process.execPath, ['--import', 'tsx', path.join(CHAIN_DIR, 'fixtures/start-and-hang.ts')], {
      cwd: path.resolve(CHAIN_DIR, '../../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: parent.stdout! }).once('line', resolve);
        parent.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
      });
      const { port } = JSON.parse(firstLine) as { port: number };
      expect(await isPortFree(port)).toBe(false);

      parent.kill('SIGKILL');
      const deadline = Date.now() + 10_000;
      while (!(await isPortFree(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await isPortFree(port)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
