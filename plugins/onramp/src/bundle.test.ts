import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object and its synchronous page opener only: the views, their
// strings, the reply validators and the API calls are lazy chunks.
describe('onramp on the page', () => {
  it("keeps the page's load path small: no view, view string, validator or API call in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/onramp\//, '')).sort()).toEqual([
      'src/api.ts',
      'src/constants.ts',
      'src/defaults.ts',
      'src/errors.ts',
      'src/index.ts',
      'src/limits.ts',
      'src/locale/load.generated.ts', 'src/locale/titles.ts',
      'src/providers.ts',
      'src/state.ts',
      'src/target.ts',
    ]);
    for (const lazyOnly of ['/v1/onramp/quote', '/v1/onramp/options', 'Finish your purchase', 'Getting a quote', 'validOptionsReply', 'payment_method_limits/']) expect(eagerText).not.toContain(lazyOnly);
    for (const there of ['/v1/onramp/quote', '/v1/onramp/options', 'Finish your purchase', 'Getting a quote']) expect(lazyText).toContain(there);
    // 4,150: the entry checks a dapp's own provider pages (providerUrls: https, or loopback http) before it opens them, and declares its feature flag (issue 24).
    expect(gzip).toBeLessThan(4_150);
  });
});
