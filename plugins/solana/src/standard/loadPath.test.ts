import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for watching the kit's Solana connection only: the bridged wallet, its features and
// the register protocol load with import() when a WalletConnect or embedded-wallet connection is made.
describe('the Wallet Standard bridge on the page', () => {
  it("is not on the page's load path: only the watcher and the registry filter are", async () => {
    const { eager, lazy, eagerText, lazyText } = await entryLoadPath({ entry: fileURLToPath(new URL('../index.ts', import.meta.url)) });
    const ours = (files: string[]) => files.filter((f) => f.includes('/standard/')).map((f) => f.replace(/^.*\/standard\//, '')).sort();
    expect(ours(eager)).toEqual(['discovered.ts', 'watch.ts']);
    expect(ours(lazy)).toEqual(expect.arrayContaining(['bridge.ts', 'errors.ts', 'features.ts', 'icon.ts', 'protocol.ts', 'wallet.ts']));
    for (const lazyOnly of [' via Latchkey', 'WalletStandardError', 'The user rejected the request']) {
      expect(eagerText).not.toContain(lazyOnly);
      expect(lazyText).toContain(lazyOnly);
    }
  });
});
