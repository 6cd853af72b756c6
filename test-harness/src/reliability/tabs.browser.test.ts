// Two tabs of one dapp (Chromium, one browser profile: both pages share localStorage) stay in step
// through storage events: a connect in one tab shows in the other, a disconnect in either ends
// both, a network switch is followed. Each tab has the harness's dev wallet, already trusting the
// site (as an extension does across tabs), so a tab can restore silently what the other stored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import { ACCOUNTS, CHAINS, DEV_WALLET, startBrowserDapp, type BrowserDapp } from './browserDapp';

/** How long the other tab has to follow (a storage event arrives within milliseconds). */
const FOLLOW_MS = 5_000;

type PageWindow = Window & { kit: Kit };

let env: BrowserDapp;
let context: BrowserContext;
beforeAll(async () => {
  env = await startBrowserDapp();
}, 120_000);
afterEach(async () => {
  await context?.close();
});
afterAll(async () => {
  await env?.stop();
});

async function openTab(): Promise<Page> {
  const page = await context.newPage();
  await page.goto(env.url);
  await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit?.getState().connectors.length));
  await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
  return page;
}

/** Two tabs of the dapp in one profile, both started before anything was connected. */
async function twoTabs(): Promise<[Page, Page]> {
  context = await env.newContext({ authorized: true });
  return [await openTab(), await openTab()];
}

const account = (page: Page) =>
  page.evaluate(() => {
    const chain = (window as unknown as PageWindow).kit.getState().chains.eip155!;
    return { status: chain.account.status, address: chain.account.address, network: chain.network.caipNetwork?.caipNetworkId };
  });

/** Waits for the tab's account to match; fails with what the tab shows instead. */
async function follows(page: Page, wanted: Partial<Awaited<ReturnType<typeof account>>>, what: string): Promise<void> {
  const started = Date.now();
  let last = await account(page);
  while (!Object.entries(wanted).every(([k, v]) => last[k as keyof typeof last] === v)) {
    if (Date.now() - started > FOLLOW_MS) break;
    await new Promise((r) => setTimeout(r, 100));
    last = await account(page);
  }
  expect(last, `${what} (within ${FOLLOW_MS} ms)`).toMatchObject(wanted);
}

describe('two tabs of one dapp (Chromium, shared storage)', () => {
  it('a reload of the second tab shows the connection the first made (the shared storage itself works)', async () => {
    const [one, two] = await twoTabs();
    await one.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET);
    await two.reload();
    await two.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
    await two.evaluate(() => (window as unknown as PageWindow).kit.ready);
    expect(await account(two)).toMatchObject({ status: 'connected', address: ACCOUNTS[0] });
  });

  it('connect in tab 1 → tab 2 shows connected, without a reload', async () => {
    const [one, two] = await twoTabs();
    expect(await account(two)).toMatchObject({ status: 'disconnected' });
    await one.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET);
    await follows(two, { status: 'connected', address: ACCOUNTS[0] }, 'tab 2 after tab 1 connected');
  });

  it('disconnect in tab 2 → tab 1 disconnected', async () => {
    const [one, two] = await twoTabs();
    await one.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET);
    // Tab 2 learns of the connection the way that works today: a reload.
    await two.reload();
    await two.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
    await two.evaluate(() => (window as unknown as PageWindow).kit.ready);
    expect(await account(two)).toMatchObject({ status: 'connected' });
    await two.evaluate(() => (window as unknown as PageWindow).kit.disconnect());
    await follows(one, { status: 'disconnected', address: undefined }, 'tab 1 after tab 2 disconnected');
  });

  it('network switch in tab 1 → tab 2 follows', async () => {
    const [one, two] = await twoTabs();
    await one.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET);
    await two.reload();
    await two.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
    await two.evaluate(() => (window as unknown as PageWindow).kit.ready);
    expect(await account(two)).toMatchObject({ status: 'connected', network: `eip155:${CHAINS[0]}` });
    await one.evaluate((chainId) => (window as unknown as PageWindow).kit.switchNetwork(chainId), CHAINS[1]);
    expect(await account(one)).toMatchObject({ network: `eip155:${CHAINS[1]}` });
    await follows(two, { status: 'connected', network: `eip155:${CHAINS[1]}` }, 'tab 2 after tab 1 switched network');
  });
});
