// Nothing hostile becomes a number on screen, and a wallet's burst does not flood the network or
// stall the page (Chromium, the real local stack, the React modal):
// - a hostile JSON-RPC endpoint on 127.0.0.1 answering fast for another chain with 1,000,000 ETH,
//   listed first among the network's RPC URLs: the Account view shows the real chain's balance,
//   before and after many ranking rounds (the page clock runs 40 s ahead: the 26 s it took to rank
//   it first before), and `kit.rpcRanking` and the debug log show it dropped;
// - 10,000 accountsChanged events from the harness wallet, each delivered in a task of its own as
//   an extension's messages are: a handful of name lookups and balance reads (counted as the page
//   sent them), no task of the page's main thread that ran 200 ms of CPU time (Chromium's trace:
//   each task's thread time, which other processes on a loaded machine do not stretch the way
//   they stretch its wall time), the last account and its balance in the kit's state.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { createPublicClient, formatEther, http, type Hex } from 'viem';
import type { Kit } from '@latchkey/kernel';
import { startPluginPage, type PluginPage } from '../e2e/pluginPage';
import { walletInitScript } from '../e2e/index';
import { walletConfigFromChains } from '../wallets/index';
import type { BrowserWalletControls } from '../wallets/browser-entry';
import { startHostileRpc, type HostileRpc } from './hostileRpc';

type PageWindow = Window & { kit: Kit; __latchkeyWallets: BrowserWalletControls; longTasks?: number[] };
const DEV_WALLET = 'dev.latchkey.wallet';

let env: PluginPage;
let hostile: HostileRpc;

beforeAll(async () => {
  // It claims chain B's id (31338): a real chain, just not this network's.
  hostile = await startHostileRpc({ chainId: 31338 });
  env = await startPluginPage({
    page: new URL('./chainDapp.page.tsx', import.meta.url),
    title: 'Trust test',
    wallets: ['evm'],
    config: (stack) => ({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chain: { chainId: stack.chains.chains[0]!.chainId, rpcUrl: stack.chains.chains[0]!.rpcUrl }, hostileUrl: hostile.url }),
  });
}, 180_000);

afterAll(async () => {
  await env?.stop();
  await hostile?.close();
});

/** A fresh context with the dev wallet installed before any page script. */
async function open(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext();
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(env.stack.chains, { wallets: ['dev'] }), env.bundles.evm) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(`console.error: ${m.text()}`)));
  return { context, page, errors };
}

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number; tdur?: number; args?: { name?: string } };

/** Every task the page's main thread(s) ran while tracing, with its thread (CPU) time and wall time. */
function mainThreadTasks(trace: Buffer): { cpuMs: number; wallMs: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined)
    .map((e) => ({ cpuMs: e.tdur! / 1000, wallMs: (e.dur ?? 0) / 1000 }));
}

async function connect(page: Page): Promise<Hex> {
  await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit), undefined, { timeout: 15_000 });
  await page.waitForFunction((id) => (window as unknown as PageWindow).kit.getState().connectors.some((c) => c.id === id), DEV_WALLET, { timeout: 15_000 });
  return (await page.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET)).address as Hex;
}

/** The chain's balance of `address` as the kit shows it: whole ETH, floored to the decimals the Account view keeps. */
async function onChain(address: Hex): Promise<number> {
  const wei = await createPublicClient({ transport: http(env.stack.chains.chains[0]!.rpcUrl) }).getBalance({ address });
  return Number(formatEther(wei));
}

const balanceText = (page: Page) => page.locator('[data-testid="lk-balance"]').innerText();

describe('a hostile RPC endpoint listed first (Chromium)', () => {
  it('never shows its balance: the Account view shows the real chain’s, and the kit shows it dropped', async () => {
    const { context, page, errors } = await open();
    try {
      // The page's clock is ours: ranking rounds (every 4 s) are run ahead below, not waited for.
      await context.clock.install();
      // Ranking pings the chain's own URL answered, one batch per round (a jump of the clock while
      // one is on the wire would time it out).
      let chainPings = 0;
      page.on('requestfinished', (r) => void (r.method() === 'POST' && r.url().startsWith(env.stack.chains.chains[0]!.rpcUrl) && r.postData()?.includes('"eth_blockNumber"') && chainPings++));
      await page.goto(`${env.dapp.url}/?scenario=hostile`);
      const me = await connect(page);
      await page.evaluate(() => (window as unknown as PageWindow).kit.open());
      await page.waitForFunction(() => (window as unknown as PageWindow).kit.getState().chains.eip155?.account.balance !== undefined, undefined, { timeout: 15_000 });

      const real = await onChain(me);
      expect(real).toBeGreaterThan(1);
      expect(real).toBeLessThan(1_000_000);
      const shown = await page.evaluate(() => (window as unknown as PageWindow).kit.getState().chains.eip155!.account.balance!);
      expect(Math.abs(Number(shown) - real)).toBeLessThan(0.01);
      await expect.poll(() => balanceText(page)).toMatch(/ETH$/);
      expect(await balanceText(page)).not.toMatch(/1,000,000|1000000/);
      // Shown as the kit shows balances (SPEC §9): floored to 3 decimals, to 2 from a thousand up.
      const digits = Number(shown) >= 1000 ? 2 : 3;
      expect(Number((await balanceText(page)).replace(/[^\d.]/g, ''))).toBeCloseTo(Math.floor(Number(shown) * 10 ** digits) / 10 ** digits, digits);

      // The hostile endpoint was asked which chain it serves, with the first read (and maybe the first ranking round).
      const asked = hostile.requests();
      expect(asked).toBeGreaterThan(0);
      expect(asked).toBeLessThanOrEqual(2);
      expect(hostile.methods().filter((m) => m === 'eth_chainId')).toHaveLength(asked);
      const chainId = env.stack.chains.chains[0]!.chainId;
      const ranking = () => page.evaluate((id) => (window as unknown as PageWindow).kit.rpcRanking(`eip155:${id}`), chainId);
      expect((await ranking())!.map((r) => [r.url, r.chain])).toEqual([
        [env.stack.chains.chains[0]!.rpcUrl, 'proven'],
        [hostile.url, 'wrong'],
      ]);
      const log = await page.evaluate(async () => (await (window as unknown as PageWindow).kit.debugLog.read()).entries.map((e) => `${e.level} ${e.message}`));
      expect(log).toContain(`warn [latchkey] RPC endpoint ${hostile.url} dropped: it serves another chain than eip155:${chainId} (eth_chainId answered "0x7a6a")`);

      // 40 s of ranking rounds (it answered fastest; before, it was ranked first within 26 s).
      for (let round = 0; round < 10; round++) {
        const pinged = chainPings;
        await context.clock.fastForward(4_100);
        await vi.waitFor(() => expect(chainPings).toBeGreaterThan(pinged), { timeout: 5_000, interval: 50 });
      }
      await vi.waitFor(async () => expect((await ranking())![0]!.samples).toBe(10), { timeout: 5_000, interval: 50 });
      expect((await ranking())!.map((r) => [r.url, r.chain, r.stability])).toEqual([
        [env.stack.chains.chains[0]!.rpcUrl, 'proven', 1],
        [hostile.url, 'wrong', 0],
      ]);

      // The wallet moves to another account: its balance is read again, from the real chain; the hostile endpoint hears nothing.
      const other = env.stack.chains.accounts[1]!.address as Hex;
      await page.evaluate((a) => (window as unknown as PageWindow).__latchkeyWallets.wallets.dev!.setAccounts([a]), other);
      const otherReal = await onChain(other);
      await page.waitForFunction(
        ([a, expected]) => {
          const account = (window as unknown as PageWindow).kit.getState().chains.eip155!.account;
          return account.address === a && account.balance !== undefined && Math.abs(Number(account.balance) - (expected as number)) < 0.01;
        },
        [other, otherReal] as const,
        { timeout: 15_000 },
      );
      expect(await balanceText(page)).not.toMatch(/1,000,000|1000000/);
      expect(hostile.requests()).toBe(asked);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('a wallet’s burst of 10,000 account changes (Chromium)', () => {
  it('sends a handful of name lookups and balance reads, never stalls the page, and ends on the last account', async () => {
    const { context, page, errors } = await open();
    const lookups: string[] = [];
    const balanceReads: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/profile/reverse/')) lookups.push(decodeURIComponent(url.pathname.split('/').pop()!));
      if (request.method() === 'POST') {
        const body = request.postData() ?? '';
        for (const m of body.matchAll(/"method":"eth_getBalance","params":\["(0x[0-9a-fA-F]{40})"/g)) balanceReads.push(m[1]!);
      }
    };
    page.on('request', onRequest);
    try {
      await page.goto(`${env.dapp.url}/?scenario=burst`);
      const me = await connect(page);
      // The modal stays closed: what is measured is the kit's own work per event. (With the Account
      // view open React also re-renders it for every event: ~12 s for the burst here, tasks of up to
      // ~200 ms, most of it the connection's per-event storage write and the view's render.)
      await page.waitForFunction(() => (window as unknown as PageWindow).kit.getState().chains.eip155?.account.balance !== undefined, undefined, { timeout: 15_000 });
      await vi.waitFor(() => expect(lookups).toEqual([me]), { timeout: 10_000 });
      lookups.length = 0;
      balanceReads.length = 0;

      const a = env.stack.chains.accounts[1]!.address as Hex;
      const b = env.stack.chains.accounts[2]!.address as Hex;
      await env.browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
      const burst = await page.evaluate(
        async ({ accounts, count }) => {
          const w = window as unknown as PageWindow;
          const longTasks: number[] = [];
          new PerformanceObserver((list) => void longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
          const wallet = w.__latchkeyWallets.wallets.dev!;
          // Each event in a task of its own, as a wallet extension's messages arrive: each message
          // delivers one and asks for the next (so no task of the test's own posts thousands).
          const channel = new MessageChannel();
          const started = performance.now();
          await new Promise<void>((resolve) => {
            let i = 0;
            channel.port1.onmessage = () => {
              wallet.setAccounts([accounts[i % 2] as `0x${string}`]);
              if (++i === count) resolve();
              else channel.port2.postMessage(i);
            };
            channel.port2.postMessage(0);
          });
          const elapsed = performance.now() - started;
          channel.port1.close();
          // Let what the burst started settle, then report.
          await new Promise((r) => setTimeout(r, 1_500));
          const s = w.kit.getState().chains.eip155!.account;
          return { longTasks, elapsed, address: s.address, balance: s.balance };
        },
        { accounts: [a, b], count: 10_000 },
      );
      const tasks = mainThreadTasks(await env.browser.stopTracing());

      // The burst ended on `b` (10,000 is even: the last event set accounts[1]).
      expect(burst.address).toBe(b);
      await page.waitForFunction((addr) => (window as unknown as PageWindow).kit.getState().chains.eip155!.account.address === addr && (window as unknown as PageWindow).kit.getState().chains.eip155!.account.balance !== undefined, b, { timeout: 10_000 });
      expect(Math.abs(Number(await page.evaluate(() => (window as unknown as PageWindow).kit.getState().chains.eip155!.account.balance)) - (await onChain(b)))).toBeLessThan(0.01);
      // A handful of requests, not thousands: each lookup and read runs alone, the next one for the account shown then.
      expect(lookups.length, `name lookups: ${lookups.length}`).toBeGreaterThan(0);
      expect(lookups.length, `name lookups: ${lookups.length}`).toBeLessThanOrEqual(5);
      expect(lookups.at(-1)).toBe(b);
      expect(balanceReads.length, `balance reads: ${balanceReads.length}`).toBeGreaterThan(0);
      expect(balanceReads.length, `balance reads: ${balanceReads.length}`).toBeLessThanOrEqual(5);
      expect(balanceReads.at(-1)?.toLowerCase()).toBe(b.toLowerCase());
      // The trace saw the burst's 10,000 tasks, and none of them ran 200 ms of CPU time. (The wall-clock
      // long tasks are reported with it: on an idle machine there are none over 50 ms.)
      expect(tasks.length).toBeGreaterThanOrEqual(10_000);
      const longest = tasks.reduce((max, t) => Math.max(max, t.cpuMs), 0);
      expect(longest, `longest task: ${Math.round(longest)} ms CPU; wall-clock long tasks (ms): ${burst.longTasks.map(Math.round).join(', ') || 'none'}; burst took ${Math.round(burst.elapsed)} ms`).toBeLessThan(200);
      expect(errors).toEqual([]);
    } finally {
      page.off('request', onRequest);
      await context.close();
    }
  }, 120_000);
});
