import type { Page } from 'playwright-core';

/** Options of {@link layoutProblems}. */
export interface LayoutCheckOptions {
  /** The element checked: the dialog by default. */
  selector?: string;
  /** Also require touch targets of 44 × 44 px (a phone). */
  touch?: boolean;
  /** Elements allowed to scroll sideways on purpose (a code block, a carousel). */
  scrollers?: string;
}

/**
 * What a visitor would see as broken in the kit's dialog, one sentence per problem:
 * - horizontal overflow: the dialog scrolling sideways, or an element sticking out of it;
 * - clipped text: an element whose own text is cut off (hidden overflow) with no ellipsis and no
 *   line clamp (whose last line ends in one) saying so;
 * - with `touch`, a control (button, link, field, option) smaller than 44 × 44 px.
 * Hidden and visually-hidden elements are skipped. Empty when the layout holds.
 *
 * @example
 * expect(await layoutProblems(page, { touch: true })).toEqual([]);
 */
export function layoutProblems(page: Page, options: LayoutCheckOptions = {}): Promise<string[]> {
  return page.evaluate(
    async ({ selector, touch, scrollers }) => {
      // Measured once the view has settled: an entrance animation (the dialog scaling in) would
      // shrink every box for a moment. Endless ones (spinners) are not waited for.
      const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
      const root = document.querySelector<HTMLElement>(selector);
      if (!root) return [`nothing matches ${selector}`];
      const out: string[] = [];
      const name = (el: Element) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        return `${el.tagName.toLowerCase()}${cls}${text ? ` "${text}"` : ''}`;
      };
      const skipped = (el: Element) => Boolean(el.closest('.lk-visually-hidden, [hidden], [aria-hidden="true"]')) || el.getClientRects().length === 0;
      const box = root.getBoundingClientRect();
      if (root.scrollWidth > root.clientWidth + 1) out.push(`the dialog scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (skipped(el) || el instanceof SVGElement) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        // Scrolled out of view inside a scrolling list is fine; sticking out sideways is not.
        if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${name(el)} sticks out of the dialog (${Math.round(r.left)}–${Math.round(r.right)} vs ${Math.round(box.left)}–${Math.round(box.right)})`);
        const cs = getComputedStyle(el);
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim());
        const clips = cs.overflowX !== 'visible' || cs.overflowY !== 'visible';
        if (ownText && clips) {
          const clamped = cs.webkitLineClamp !== 'none' && cs.webkitLineClamp !== '';
          // A line clamp ends its last line with an ellipsis: what it hides is marked as cut.
          const cutAcross = el.scrollWidth > el.clientWidth + 1 && cs.textOverflow !== 'ellipsis' && !clamped;
          const cutDown = el.scrollHeight > el.clientHeight + 1 && !clamped && cs.overflowY !== 'auto' && cs.overflowY !== 'scroll';
          if (cutAcross || cutDown) out.push(`${name(el)} is cut off with no ellipsis (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
        } else if (el.scrollWidth > el.clientWidth + 1 && (cs.overflowX === 'auto' || cs.overflowX === 'scroll') && !(scrollers && el.matches(scrollers))) {
          out.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
        }
      }
      if (touch) {
        for (const el of root.querySelectorAll<HTMLElement>('button, a[href], input:not([type=radio]):not([type=checkbox]):not([type=hidden]), select, textarea, [role=button], [role=tab], label:has(> input[type=radio]), label:has(> input[type=checkbox])')) {
          if (skipped(el)) continue;
          const r = el.getBoundingClientRect();
          if (r.height < 43.5 || r.width < 43.5) out.push(`${name(el)} is a ${Math.round(r.width)} × ${Math.round(r.height)} px touch target (44 × 44 wanted)`);
        }
      }
      return out;
    },
    { selector: options.selector ?? '[role="dialog"]', touch: options.touch ?? false, scrollers: options.scrollers ?? '' },
  );
}

/** One way a visitor sees the dialog: window width, theme and language. */
export interface LayoutCombo {
  width: 360 | 1280;
  theme: 'dark' | 'light';
  lang: 'en' | 'ar';
}

/** The eight combinations (360 / 1280 px, light / dark, English / Arabic), ordered so each step changes little. */
export const LAYOUT_COMBOS: readonly LayoutCombo[] = [
  { width: 1280, theme: 'dark', lang: 'en' },
  { width: 1280, theme: 'light', lang: 'en' },
  { width: 360, theme: 'light', lang: 'en' },
  { width: 360, theme: 'dark', lang: 'en' },
  { width: 360, theme: 'dark', lang: 'ar' },
  { width: 360, theme: 'light', lang: 'ar' },
  { width: 1280, theme: 'light', lang: 'ar' },
  { width: 1280, theme: 'dark', lang: 'ar' },
];

/**
 * Puts the page in `combo`: the window's width, and the kit's theme and language switched at run
 * time through the kit on `window[kitGlobal]` (as a visitor or the dapp can). Resolves once the
 * language's strings are in and the dialog is still.
 */
export async function applyLayoutCombo(page: Page, combo: LayoutCombo, kitGlobal: string): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== combo.width) await page.setViewportSize({ width: combo.width, height: combo.width < 500 ? 780 : 900 });
  await page.evaluate(
    ({ theme, lang, name }) => {
      const kit = (window as unknown as Record<string, { getState(): { themeMode: string; locale: string }; setThemeMode(m: string): void; setLocale(l: string): void }>)[name]!;
      if (kit.getState().themeMode !== theme) kit.setThemeMode(theme);
      if (kit.getState().locale !== lang) kit.setLocale(lang);
    },
    { ...combo, name: kitGlobal },
  );
  await page.waitForFunction(({ theme, lang }) => {
    const root = document.querySelector('[role="dialog"]')?.closest('.lk-root');
    const still = document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
    return root?.getAttribute('lang') === lang && root.getAttribute('data-theme') === theme && still;
  }, combo);
}
