// The modal's layout in Chromium, at 360 px (a phone) and 1280 px, light and dark, English and
// Arabic: 24-character wallet names shown whole, chain badges collapsed, nothing wider than the
// dialog, touch targets of 44 px on a phone, the Active chain control small with five
// namespaces, and a Latin name in an Arabic page cut at its end. No local stack: the page
// (layout.browser.page.tsx, bundled with esbuild as the plugins' pages are) answers the directory
// itself. Screenshots land in artifacts/screenshots/layout-browser/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import { startViewPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';

type KitWindow = Window & { kit: Kit; connectAll(): Promise<void> };
const LONG_NAMES = ['Wombat Wallet Multichain', 'Maximum Wallet Portfolio', 'Goldfinch Mobile Wallets', 'Halcyon Wallet Extension', 'Okapi Web3 Wallet Deluxe'];
const STRINGS = {
  en: { connect: 'Connect Wallet', all: 'All Wallets', account: 'Account', email: 'Continue with email' },
  ar: { connect: 'ربط المحفظة', all: 'كل المحافظ', account: 'الحساب', email: 'المتابعة بالبريد الإلكتروني' },
} as const;

let browser: Browser;
let dapp: StaticServer;

let stopPage: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const page = await startViewPage({ page: new URL('./layout.browser.page.tsx', import.meta.url), title: 'Layout test', csp: "script-src 'self'" });
  ({ browser, dapp } = page);
  stopPage = page.stop;
}, 120_000);

afterAll(async () => {
  await stopPage?.();
});

/** What overflows, in the dialog: elements wider than it or sticking out of it sideways. */
/**
 * Waits until the dialog's entrance (a Web Animations `scale(0.98)` → none) and any other finite
 * animation has finished: sizes measured mid-entrance are 2 % short (a 44 px target reads 43).
 */
function settled(dialog: Locator) {
  return dialog.evaluate((d) =>
    Promise.all(
      d.ownerDocument
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.then(() => undefined, () => undefined)),
    ).then(() => undefined),
  );
}

async function overflowOf(dialog: Locator) {
  await settled(dialog);
  return dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    const out: string[] = [];
    if (d.scrollWidth > d.clientWidth + 1) out.push(`dialog scrollWidth ${d.scrollWidth} > ${d.clientWidth}`);
    for (const el of d.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.lk-visually-hidden') || el.closest('[hidden]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`);
      // Something scrolling sideways inside (the vertical wallet grid may scroll down, never across).
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible' && !el.matches('.lk-item-label, .lk-tile-name, .lk-seg-name>span, .lk-seg-detail, .lk-badges-compact'))
        out.push(`${el.tagName.toLowerCase()}.${el.className} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return out;
  });
}

/** Controls smaller than 44 × 44 px (buttons, fields, the radio options' labels). */
async function smallTargets(dialog: Locator) {
  await settled(dialog);
  return dialog.evaluate((d) =>
    [...d.querySelectorAll<HTMLElement>('button, a[href], input:not([type=radio]), select, label.lk-seg-opt')]
      .filter((el) => !el.closest('[hidden]') && el.getClientRects().length > 0)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 - 0.5 || r.width < 44 - 0.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
}

/** The text elements showing `name` that are cut (wider or taller than they show). */
function clipped(dialog: Locator, selector: string, names: readonly string[]) {
  return dialog.evaluate(
    (d, [sel, wanted]) =>
      [...d.querySelectorAll<HTMLElement>(sel as string)]
        .filter((el) => (wanted as string[]).includes(el.textContent?.trim() ?? ''))
        .map((el) => ({ name: el.textContent!.trim(), cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1 })),
    [selector, names] as const,
  );
}

async function open(page: Page, width: number, theme: string, lang: 'en' | 'ar', extra = '') {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${dapp.url}/?theme=${theme}&lang=${lang}${extra}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
}

const COMBOS = [360, 1280].flatMap((width) => (['light', 'dark'] as const).flatMap((theme) => (['en', 'ar'] as const).map((lang) => ({ width, theme, lang }))));

describe('the modal’s layout in Chromium', () => {
  it.each(COMBOS)('Connect, All Wallets and Account at $width px, $theme, $lang', async ({ width, theme, lang }) => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const dir = screenshotsDirFor('layout-browser');
    const shot = (step: string) => page.screenshot({ path: `${dir}/${step}-${width}-${theme}-${lang}.png` });
    const s = STRINGS[lang];
    const phone = width <= 480;
    try {
      await open(page, width, theme, lang);
      await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Connect' }));
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: new RegExp(LONG_NAMES[0]!) }).waitFor();
      await dialog.getByRole('button', { name: s.email }).waitFor();
      // Email and social right after the installed wallets, not below every wallet row.
      const rows = await dialog.locator('.lk-list > li').evaluateAll((lis) => lis.map((li) => li.querySelector('.lk-item-label')?.textContent ?? 'inline'));
      expect(rows.indexOf(s.email)).toBeLessThan(rows.indexOf(s.all));
      expect(rows.indexOf(s.email)).toBe(3);
      // The 24-character names and WalletConnect's are whole; five chains collapse to "EVM +4".
      const names = await clipped(dialog, '.lk-item-label', [...LONG_NAMES.slice(0, 2), 'WalletConnect']);
      expect(names.map((n) => n.name).sort()).toEqual([...LONG_NAMES.slice(0, 2), 'WalletConnect'].sort());
      expect(names.filter((n) => n.cut)).toEqual([]);
      const wc = dialog.getByRole('button', { name: /WalletConnect/ });
      expect(await wc.locator('.lk-badge').count()).toBe(2);
      expect(await overflowOf(dialog)).toEqual([]);
      if (phone) expect(await smallTargets(dialog)).toEqual([]);
      await shot('connect');

      // All Wallets: a long name wraps onto a second line (never cut sideways, never a third line);
      // what two lines cannot hold ends in an ellipsis, the whole name in the tooltip and the spoken name.
      await dialog.getByRole('button', { name: new RegExp(s.all) }).click();
      await dialog.locator('.lk-tile-name', { hasText: LONG_NAMES[2]! }).waitFor();
      await shot('all-wallets');
      const tiles = await dialog.locator('.lk-tile').evaluateAll((els) =>
        els.map((tile) => {
          const el = tile.querySelector<HTMLElement>('.lk-tile-name')!;
          return { name: el.textContent ?? '', title: tile.getAttribute('title'), sideways: el.scrollWidth > el.clientWidth, lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)) };
        }),
      );
      for (const name of LONG_NAMES.slice(2)) expect(tiles.find((x) => x.name === name)).toEqual({ name, title: name, sideways: false, lines: 2 });
      for (const tile of tiles) expect(tile.lines, tile.name).toBeLessThanOrEqual(2);
      expect(await overflowOf(dialog)).toEqual([]);
      if (phone) expect(await smallTargets(dialog)).toEqual([]);

      // Account with five namespaces: the Active chain control stays small.
      await page.evaluate(async () => {
        const w = window as unknown as KitWindow;
        await w.connectAll();
        w.kit.open({ view: 'Account' });
      });
      const group = dialog.locator('fieldset.lk-seg');
      await group.getByRole('radio').nth(4).waitFor({ state: 'attached' });
      const seg = await group.evaluate((el) => ({ height: el.getBoundingClientRect().height, options: [...el.querySelectorAll('label')].map((l) => l.getBoundingClientRect().height) }));
      expect(seg.options).toHaveLength(5);
      // Two rows of options and the legend, not five 200 px buttons.
      expect(seg.height).toBeLessThanOrEqual(phone ? 130 : 120);
      for (const h of seg.options) expect(h).toBeLessThanOrEqual(phone ? 52 : 48);
      // Each namespace name on one line (no letter-by-letter breaking).
      const nameLines = await group.locator('.lk-seg-name').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '16')));
      for (const n of nameLines) expect(n).toBeLessThan(1.6);
      // …and whole, the checked one (bold, with its check mark) too; only the network may end in an ellipsis.
      expect(await group.locator('.lk-seg-name > span').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent))).toEqual([]);
      expect(await overflowOf(dialog)).toEqual([]);
      if (phone) expect(await smallTargets(dialog)).toEqual([]);
      await shot('account');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('right to left: a Latin name too long for its row is laid out left to right and cut at its end, not its start', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    try {
      await open(page, 360, 'light', 'ar');
      await page.evaluate(() => {
        const w = window as unknown as KitWindow;
        w.kit.open({ view: 'Connect' });
      });
      const label = page.getByRole('dialog').locator('.lk-item-label', { hasText: LONG_NAMES[0]! });
      await label.waitFor();
      // Whole, it sits on the icon's side (the right in Arabic), as the Arabic rows do.
      const gap = await label.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return el.getBoundingClientRect().right - range.getBoundingClientRect().right;
      });
      expect(Math.abs(gap)).toBeLessThan(2);
      // Make the row narrow enough to cut the name, then see which end is shown.
      const seen = await label.evaluate((el) => {
        el.closest<HTMLElement>('.lk-item')!.style.width = '150px';
        const box = el.getBoundingClientRect();
        const text = el.firstChild as Text;
        const charBox = (i: number) => {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return range.getBoundingClientRect();
        };
        const inside = (r: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
        return { direction: getComputedStyle(el).direction, first: inside(charBox(0)), last: inside(charBox(text.length - 1)), cut: el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth };
      });
      expect(seen).toEqual({ direction: 'ltr', first: true, last: false, cut: true });
      await page.screenshot({ path: `${screenshotsDirFor('layout-browser')}/rtl-cut-name.png` });
    } finally {
      await context.close();
    }
  }, 60_000);

  it('collapseWallets at 360 px: email and social first, the wallets behind one entry', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    try {
      await open(page, 360, 'dark', 'en', '&collapse=1');
      await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Connect' }));
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Continue with a wallet' }).waitFor();
      const rows = await dialog.locator('.lk-list > li .lk-item-label').allTextContents();
      expect(rows).toEqual(['Continue with email', 'Continue with Google', 'Continue with a wallet']);
      expect(await smallTargets(dialog)).toEqual([]);
      await page.screenshot({ path: `${screenshotsDirFor('layout-browser')}/collapsed-360-dark-en.png` });
      await dialog.getByRole('button', { name: 'Continue with a wallet' }).click();
      await dialog.getByRole('button', { name: new RegExp(LONG_NAMES[0]!) }).waitFor();
      const focused = await page.evaluate(() => {
        let el = document.activeElement;
        while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
        return el?.textContent ?? '';
      });
      expect(focused).toContain('WalletConnect');
    } finally {
      await context.close();
    }
  }, 60_000);
});
