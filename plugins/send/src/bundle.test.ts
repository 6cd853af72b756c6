import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object only: the views, their strings, the QR encoder, the balance
// reader and the send flow are lazy chunks (README "Staying off the page's load").
describe('send on the page', () => {
  it("keeps the page's load path small: no view, view string, QR encoder, balance or send code in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/send\//, '')).sort()).toEqual(['src/api.ts', 'src/capability.ts', 'src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts', 'src/sendable.ts', 'src/state.ts']);
    for (const lazyOnly of ['An amount and receiver address are required', '/balance', 'wallet_getAssets', 'Token balances are unavailable', 'ProgramDerivedAddress', 'getTokenImage']) expect(eagerText).not.toContain(lazyOnly);
    // The lazy chunks: the views with their strings and the QR encoder, the balance reader and the send flow.
    for (const there of ['wallet_getAssets', 'An amount and receiver address are required', 'Token balances are unavailable right now.']) expect(lazyText).toContain(there);
    // The QR encoder comes with the views, from @latchkey/react/qr.
    expect(lazyText).toContain('@latchkey/react/qr');
    expect(gzip).toBeLessThan(2_500);
  });
});
