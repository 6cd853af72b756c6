import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object, its typed errors and the refusals that need no code (the
// feature off, basic mode, one payment at a time): the views, their strings, the request checks
// and the payment flow are lazy chunks.
describe('pay on the page', () => {
  it("keeps the page's load path small: no view, view string, validation or payment flow in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/pay\//, '')).sort()).toEqual(['src/api.ts', 'src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts', 'src/state.ts']);
    for (const lazyOnly of ['Approve the payment in your wallet', 'asset.network must be a CAIP-2 id', '/tx/', 'Your balance']) expect(eagerText).not.toContain(lazyOnly);
    for (const there of ['Approve the payment in your wallet', 'asset.network must be a CAIP-2 id', '/tx/', 'Your balance']) expect(lazyText).toContain(there);
    expect(gzip).toBeLessThan(2_500);
  });
});
