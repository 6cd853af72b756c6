// axe's label-content-name-mismatch (experimental, off by default) on the Swap view in Chromium, in
// English and Arabic: "Max" is called Max (what it does is its description), and the token button
// with no token yet shows its whole name ("Choose the token to receive", not "Select a token"). jsdom
// cannot run the rule (it measures text), so it runs here. No local stack: the views' test kit
// answers in the page. The page's body fills the window, as an app's does: axe takes text outside
// a body that the open modal makes overflow:hidden for hidden, and would check nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import { formatViolations, runAxe, startViewPage, type StaticServer } from '@latchkey/test-harness/e2e/index';

type KitWindow = Window & { kit: Kit };
let browser: Browser;
let dapp: StaticServer;

let stop: () => Promise<void>;

beforeAll(async () => {
  ({ browser, dapp, stop } = await startViewPage({ page: new URL('./names.browser.page.tsx', import.meta.url), title: 'Swaps names' }));
}, 120_000);

afterAll(async () => {
  await stop?.();
});

const MISMATCH = { runOnly: { type: 'rule' as const, values: ['label-content-name-mismatch'] }, rules: { 'label-content-name-mismatch': { enabled: true } } };
const STRINGS = { en: { max: 'Max', receive: 'Choose the token to receive' }, ar: { max: 'الحد الأقصى', receive: 'اختر الرمز الذي تحصل عليه' } } as const;

describe('the Swap view’s buttons in Chromium', () => {
  it.each(['en', 'ar'] as const)('say what they are called (label-content-name-mismatch, %s)', async (lang) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      await page.goto(`${dapp.url}/?lang=${lang}`);
      await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
      await page.evaluate(async () => {
        const { kit } = window as unknown as KitWindow;
        await kit.ready;
        await kit.connect('evm.wallet');
        kit.open({ view: 'Swap' });
      });
      const form = page.getByRole('dialog').getByRole('form');
      await form.getByRole('button', { name: STRINGS[lang].max, exact: true }).waitFor();
      await form.getByRole('button', { name: STRINGS[lang].receive, exact: true }).waitFor();
      const violations = await runAxe(page, { context: '[role="dialog"]', runOptions: MISMATCH });
      expect(violations, formatViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
