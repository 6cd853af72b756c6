import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object only: the view, its strings, the history reads and the
// pending-send code are lazy chunks (README "Staying off the page's load").
describe('activity on the page', () => {
  it("keeps the page's load path small: no view, view string, history read or validator in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/activity\//, '')).sort()).toEqual(['src/api.ts', 'src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts', 'src/state.ts']);
    for (const lazyOnly of ['/history', 'a few seconds ago', 'validHistoryReply', '0xa9059cbb', 'Possible spam']) expect(eagerText).not.toContain(lazyOnly);
    expect(lazyText).toContain('/history');
    expect(lazyText).toContain('a few seconds ago');
    expect(gzip).toBeLessThan(2_500);
  });
});
