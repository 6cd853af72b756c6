// A flat heap in Chromium: on one page with the React modal and a connected mock wallet, 200
// modal open/close cycles (each waiting for the dialog to appear and to go) and 1,000 wallet
// events (accountsChanged and chainChanged, alternating, each rendered) leave the JS heap, the
// DOM and the kit's listeners where a warm-up round left them. The heap is measured after forced
// garbage collections through the DevTools protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import type { BrowserWalletControls } from '../wallets/browser-entry';
import { ACCOUNTS, CHAINS, DEV_WALLET, startBrowserDapp, type BrowserDapp } from './browserDapp';

/** Growth allowed between the warm-up and the end of the run (the kit keeps nothing per cycle or event). */
const HEAP_GROWTH_BYTES = 2 * 1024 * 1024;
const NODE_GROWTH = 50;

type PageWindow = Window & { kit: Kit; __latchkeyWallets: BrowserWalletControls };

let env: BrowserDapp;
beforeAll(async () => {
  env = await startBrowserDapp();
}, 120_000);
afterAll(async () => {
  await env?.stop();
});

/** Opens and closes the modal `n` times in the page, waiting for the dialog each way. */
const modalCycles = (page: Page, n: number) =>
  page.evaluate(async (count) => {
    const w = window as unknown as PageWindow;
    const until = (check: () => boolean) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const poll = () => (check() ? resolve() : performance.now() - started > 5_000 ? reject(new Error('the dialog did not follow')) : requestAnimationFrame(poll));
        poll();
      });
    for (let i = 0; i < count; i++) {
      w.kit.open();
      await until(() => document.querySelector('[role="dialog"]') !== null);
      w.kit.close();
      await until(() => document.querySelector('[role="dialog"]') === null);
    }
  }, n);

/** `n` wallet events, alternating accounts and chains, each one committed by React before the next (a frame painted every 50). */
const walletEvents = (page: Page, n: number) =>
  page.evaluate(
    async ({ count, accounts, chains }) => {
      const w = window as unknown as PageWindow;
      const wallet = w.__latchkeyWallets.wallets.dev!;
      for (let i = 0; i < count; i++) {
        if (i % 2 === 0) wallet.setAccounts([accounts[(i / 2) % 2] as `0x${string}`]);
        else wallet.setChain(chains[((i - 1) / 2) % 2]!);
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (i % 50 === 49) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      const s = w.kit.getState().chains.eip155!;
      return { address: s.account.address, network: s.network.caipNetwork?.caipNetworkId, status: s.account.status };
    },
    { count: n, accounts: ACCOUNTS, chains: [...CHAINS] },
  );

interface Measure {
  heap: number;
  nodes: number;
  listeners: number;
  documents: number;
  stats: ReturnType<Kit['stats']>;
}

async function measure(cdp: CDPSession, page: Page): Promise<Measure> {
  // Twice: the first pass may only finalize what the second frees.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const stats = await page.evaluate(() => (window as unknown as PageWindow).kit.stats());
  return { heap: usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners, documents: counters.documents, stats };
}

describe('a flat heap (Chromium)', () => {
  it('200 modal open/close cycles and 1,000 wallet events leave the heap, the DOM and the kit’s listeners flat', async () => {
    const context = await env.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    try {
      await page.goto(env.url);
      await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit?.getState().connectors.length));
      await page.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET);
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');

      // Warm-up: every chunk loaded, every cache and pool at its working size.
      await modalCycles(page, 20);
      await walletEvents(page, 100);
      const before = await measure(cdp, page);

      const started = Date.now();
      await modalCycles(page, 200);
      const after = await walletEvents(page, 1_000);
      const elapsed = Date.now() - started;
      const end = await measure(cdp, page);

      // The events were followed: the last ones set account #1 and the second chain.
      expect(after).toEqual({ address: ACCOUNTS[1], network: `eip155:${CHAINS[1]}`, status: 'connected' });
      expect(end.stats).toEqual(before.stats);
      expect(end.documents).toBe(before.documents);
      expect(end.listeners - before.listeners, 'DOM event listeners added').toBeLessThanOrEqual(0);
      expect(end.nodes - before.nodes, 'DOM nodes added').toBeLessThanOrEqual(NODE_GROWTH);
      expect(end.heap - before.heap, `heap growth (${before.heap} → ${end.heap} bytes)`).toBeLessThan(HEAP_GROWTH_BYTES);
      expect(elapsed).toBeLessThan(25_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
