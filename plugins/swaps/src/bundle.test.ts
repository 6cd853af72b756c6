import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object and its small synchronous API only: the views, their
// strings, the reply validators, the API calls and the transactions are lazy chunks.
describe('swaps on the page', () => {
  it("keeps the page's load path small: no view, view string, validator or API call in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/swaps\//, '')).sort()).toEqual([
      'src/api.ts',
      'src/constants.ts',
      'src/errors.ts',
      'src/form.ts',
      'src/index.ts',
      'src/locale/load.generated.ts', 'src/locale/titles.ts',
      'src/math.ts',
      'src/state.ts',
      'src/target.ts',
      'src/tokens.ts',
    ]);
    const lazyOnly = ['/v1/convert/quotes', '/v1/convert/build-transaction', '/v1/convert/build-approve', '/v1/fungible/price', 'Getting a quote', 'Allow the swap to spend', 'validQuotesReply', 'eth_sendTransaction'];
    for (const text of lazyOnly) expect(eagerText, text).not.toContain(text);
    for (const text of lazyOnly.filter((t) => t !== 'validQuotesReply')) expect(lazyText, text).toContain(text);
    // The result has two screens, each titled for what happened ('Swap complete', 'Swap failed').
    // 4,500 with its feature flag's declaration (default, remote list, restricted regions: issue 24).
    expect(gzip).toBeLessThan(4_500);
  });
});
