import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';
import { describe, expect, it } from 'vitest';

// A page that adds sui() pays for the adapter, the Wallet Standard discovery and the connector; the
// Sui SDK (its transaction builder for a transfer, its verifier for a sign-in) loads with import().
describe('the sui plugin on the page', () => {
  it('keeps @mysten/sui off the load path, in lazy chunks', async () => {
    const { eager, lazy, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.filter((f) => f.includes('@mysten/'))).toEqual([]);
    expect(eager.some((f) => f.endsWith('wallet/adapter.ts'))).toBe(true);
    expect(lazy.filter((f) => /examples\/sui\/src\/(transfer|verify)\.ts$/.test(f))).toHaveLength(2);
    expect(lazy.some((f) => f.includes('@mysten/sui/dist/esm/transactions/'))).toBe(true);
    expect(lazy.some((f) => f.includes('@mysten/sui/dist/esm/verify/'))).toBe(true);
    // The whole eager part of the plugin, gzip: about 7.4 kB today.
    expect(gzip).toBeLessThan(9_000);
  });
});
