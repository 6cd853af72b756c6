import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object only: the views, their strings, the API calls and their
// validators are lazy chunks (README "Staying off the page's load").
describe('names on the page', () => {
  it("keeps the page's load path small: no view, view string, API call or validator in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/names\//, '')).sort()).toEqual(['src/api.ts', 'src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts', 'src/rules.ts', 'src/state.ts']);
    for (const lazyOnly of ['/v1/profile', 'Names you hold', 'signMessage', 'validSuggestions']) expect(eagerText).not.toContain(lazyOnly);
    expect(lazyText).toContain('/v1/profile/reverse/');
    expect(lazyText).toContain('Names you hold');
    expect(gzip).toBeLessThan(2_500);
  });
});
