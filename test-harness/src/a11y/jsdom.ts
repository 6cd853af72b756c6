// axe in jsdom, for the views' tests of every plugin: the open dialog checked, each violation as one
// readable line. jsdom has no layout, so contrast (and anything measured) is the browser suites' job.
import axe from 'axe-core';
import { screen } from '@testing-library/dom';

/**
 * The axe violations of the open dialog, as `id: help → targets` lines (empty when clean).
 *
 * @example
 * expect(await dialogViolations()).toEqual([]);
 */
export async function dialogViolations(): Promise<string[]> {
  const result = await axe.run(screen.getByRole('dialog'), { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
