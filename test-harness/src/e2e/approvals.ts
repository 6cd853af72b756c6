import type { Page } from 'playwright-core';

/** What {@link recordKitApprovals} has seen since it started. */
export interface KitApprovals {
  /** The views the kit showed, in order (its `viewChanged` events). */
  views: string[];
  /** How many requests it queued for its own approval (the ApproveTransaction view). */
  approvals: number;
}

/**
 * Records, from now on, the views a page's kit shows and how many requests it queues for its own
 * approval. One confirmation per action: a wallet with a screen of its own gets no approval of the
 * kit's before it; the embedded wallet gets one per action. `global` names the page's kit on
 * `window` (`kit` in the plugins' test pages, `__latchkeyKit` in the demo).
 *
 * @example
 * const seen = await recordKitApprovals(page);
 * await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
 * expect(await seen()).toEqual({ views: [], approvals: 0 });
 */
export async function recordKitApprovals(page: Page, global = 'kit'): Promise<() => Promise<KitApprovals>> {
  await page.waitForFunction((name) => Boolean((window as unknown as Record<string, unknown>)[name]), global);
  await page.evaluate((name) => {
    type Kit = {
      on(event: 'viewChanged', fn: (e: { view: { view: string } }) => void): () => void;
      getState(): { requests: Array<{ id: string }> };
      subscribe(selector: (s: { requests: Array<{ id: string }> }) => string, fn: () => void): () => void;
    };
    const w = window as unknown as Record<string, unknown> & { __lkViews?: string[]; __lkApprovals?: Set<string> };
    const kit = w[name] as Kit;
    const views: string[] = (w.__lkViews = []);
    const approvals = (w.__lkApprovals = new Set<string>());
    kit.on('viewChanged', (e) => void views.push(e.view.view));
    kit.subscribe(
      (s) => s.requests.map((r) => r.id).join(),
      () => {
        for (const r of kit.getState().requests) approvals.add(r.id);
      },
    );
  }, global);
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { __lkViews: string[]; __lkApprovals: Set<string> };
      return { views: [...w.__lkViews], approvals: w.__lkApprovals.size };
    });
}
