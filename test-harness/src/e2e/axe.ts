import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Injects axe-core into the page (from node_modules, no network) and runs it, returning the
 * violations. Pass a context (e.g. `'#latchkey-modal'`) to check part of the page.
 *
 * @example
 * ```ts
 * const violations = await runAxe(page, { context: '#modal' });
 * expect(violations.map((v) => v.id)).toEqual([]);
 * ```
 */
export async function runAxe(page: Page, options: { context?: ElementContext; runOptions?: RunOptions } = {}): Promise<Result[]> {
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) {
    const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.addScriptTag({ content: source });
  }
  // Returned as JSON text: Playwright's typing of axe's deep result type overwhelms tsc.
  const json = await page.evaluate<string, { context: unknown; runOptions: unknown }>(
    async ({ context, runOptions }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      // An open modal locks the page's scrolling (body overflow: hidden); on a page shorter than the
      // window, axe then takes the dialog (fixed, over the viewport) for clipped by the body and skips
      // its text: no contrast or name checks at all. The body fills the window while axe runs.
      const body = document.body;
      const before = body.style.minHeight;
      body.style.minHeight = '100vh';
      try {
        const results = await axe.run(context ?? document, runOptions ?? {});
        return JSON.stringify(results.violations);
      } finally {
        body.style.minHeight = before;
      }
    },
    { context: options.context ?? null, runOptions: options.runOptions ?? null },
  );
  return JSON.parse(json) as Result[];
}

/**
 * Formats axe violations for an assertion message: rule id, impact, help and failing selectors.
 *
 * @example
 * ```ts
 * expect(violations, formatViolations(violations)).toHaveLength(0);
 * ```
 */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes.map((n) => `  - ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}
