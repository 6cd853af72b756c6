import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileTokens } from './compile';

describe('compileTokens', () => {
  it('compiles with solc when there is no cache, then serves the same output from the cache', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'latchkey-solc-'));
    try {
      const fresh = await compileTokens({ cacheDir });
      expect(fresh.LocalStableToken.bytecode).toMatch(/^0x[0-9a-f]{100,}$/);
      const tetherTransfer = fresh.LocalTetherToken.abi.find((item) => item.type === 'function' && item.name === 'transfer');
      // The whole point of the USDT-style token: transfer declares no outputs.
      expect(tetherTransfer).toMatchObject({ outputs: [] });
      const files = await readdir(cacheDir);
      expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);

      const t0 = Date.now();
      const cached = await compileTokens({ cacheDir });
      expect(Date.now() - t0).toBeLessThan(500);
      expect(cached).toEqual(fresh);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
