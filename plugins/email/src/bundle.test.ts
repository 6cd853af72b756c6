import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object only: its views, their strings and the frame steps are lazy
// chunks that load with the Connect view (README "Staying off the page's load").
describe('email on the page', () => {
  it("keeps the page's load path small: no view, step or view string in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/email\//, '')).sort()).toEqual(['src/constants.ts', 'src/cooldown.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts']);
    for (const lazyOnly of ['One-time code', 'CONNECT_EMAIL']) {
      expect(eagerText).not.toContain(lazyOnly);
      expect(lazyText).toContain(lazyOnly);
    }
    expect(gzip).toBeLessThan(2_500);
  });
});
