import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { entryLoadPath } from '@latchkey/test-harness/e2e/loadPath';

// The page pays for the plugin object only: its views, their strings, the QR encoder and the
// sign-in steps are lazy chunks that load with the Connect view (README "Staying off the page's load").
describe('socials on the page', () => {
  it("keeps the page's load path small: no view, step, QR encoder or view string in the entry's static closure", async () => {
    const { eager, eagerText, lazyText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
    expect(eager.map((p) => p.replace(/^.*plugins\/socials\//, '')).sort()).toEqual(['src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts', 'src/origin.ts', 'src/providers.ts']);
    for (const lazyOnly of ['Continue in the popup', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI']) {
      expect(eagerText).not.toContain(lazyOnly);
      expect(lazyText).toContain(lazyOnly);
    }
    // The QR encoder comes with the views, from @latchkey/react/qr.
    expect(lazyText).toContain('@latchkey/react/qr');
    expect(gzip).toBeLessThan(3_200);
  });
});
