// The Next.js App Router example, built with `next build` and served by `next start` on Node, in
// Chromium: the kit rendered on the server under a strict CSP with a nonce, hydrated with no
// mismatch, and a returning visitor's connection rendered from the cookie — no flash of "Connect".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import { CONNECTION_COOKIE } from '@latchkey/kernel/ssr';
import { startChains, type LocalChains } from '@latchkey/test-harness/chain/index';
import { startCloud, type CloudHandle } from '@latchkey/test-harness/cloud/index';
import { buildWalletBundle, launchBrowser, runAxe, formatViolations, walletInitScript } from '@latchkey/test-harness/e2e/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';

const dir = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
let chains: LocalChains;
let cloud: CloudHandle;
let browser: Browser;
let walletBundle: string;
let server: ChildProcess;
let url: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const build = promisify(execFile)('npx', ['next', 'build'], { cwd: dir, env, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  [chains, browser, walletBundle] = await Promise.all([startChains({ ports: 'free' }), launchBrowser(), buildWalletBundle(), build]).then(([c, b, w]) => [c, b, w] as const);
  cloud = await startCloud({ chains: chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const example = { chains: chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })), cloud: { url: cloud.url, projectId: cloud.projectId } };
  server = spawn('npx', ['next', 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...env, LATCHKEY_EXAMPLE: JSON.stringify(example), LATCHKEY_CONNECT_SRC: 'http://127.0.0.1:*' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; ; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    if (i > 150) throw new Error('next start did not answer');
    await new Promise((r) => setTimeout(r, 200));
  }
}, 300_000);

afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await browser?.close();
  await cloud?.stop();
  await chains?.stop();
});

/** Server HTML for a request with the given cookie. */
const serverHtml = async (cookie?: string) => {
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
};

interface Watched {
  page: Page;
  problems: string[];
  /** Every text the kit's connect button showed, from the first paint. */
  buttonTexts(): Promise<string[]>;
}

/** A page of the example; records console errors, CSP violations and the connect button's texts from the first paint on. */
async function open(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && problems.push(`console.${m.type()}: ${m.text()}`)));
  await page.goto(url);
  await page.waitForFunction(() => Boolean((window as unknown as { kit?: Kit }).kit));
  await page.evaluate(() => (window as unknown as { kit: Kit }).kit.ready);
  return { page, problems, buttonTexts: () => page.evaluate(() => (window as unknown as { __texts: string[] }).__texts) };
}

async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(chains, { wallets: ['dev'], authorized: true }), walletBundle) });
  await context.addInitScript(() => {
    const w = window as unknown as { __texts: string[] };
    w.__texts = [];
    const record = () => {
      const text = document.querySelector('.lk-connect-btn')?.textContent ?? '';
      if (text && w.__texts.at(-1) !== text) w.__texts.push(text);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return context;
}

describe('the Next.js example (App Router, next start on Node)', () => {
  it('renders the kit on the server under a strict CSP with a nonce, hydrates with no mismatch, and connects', async () => {
    const { html, csp } = await serverHtml();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The buttons are in the server's HTML, styled by a <style nonce>, with no style attribute the policy would refuse.
    expect(html).toContain('Connect Wallet');
    expect(html).toMatch(/<style nonce="[^"]+">[^<]*\.lk-connect-btn/);
    expect(html).not.toMatch(/class="lk-root[^>]*style=/);

    const context = await newContext();
    try {
      const { page, problems, buttonTexts } = await open(context);
      const button = page.getByRole('button', { name: 'Connect Wallet' });
      // Styled under the policy: the theme's accent is the button's background.
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(47, 95, 224)');
      await button.click();
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await expect.poll(() => page.locator('#status').textContent()).toBe('connected');
      const cookie = (await context.cookies()).find((c) => c.name === CONNECTION_COOKIE);
      expect(cookie?.sameSite).toBe('Lax');
      expect(decodeURIComponent(cookie!.value)).toContain(chains.accounts[0]!.address);
      const violations = await runAxe(page);
      expect(violations, formatViolations(violations)).toHaveLength(0);
      expect(await buttonTexts()).toEqual(['Connect Wallet', 'Connecting…', expect.stringMatching(/^Account 0x/)]);
      await page.screenshot({ path: `${screenshotsDirFor('nextjs')}/connected.png` });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("renders a returning visitor's connection on the server from the cookie: never a flash of Connect, restored silently", async () => {
    const context = await newContext();
    try {
      const first = await open(context);
      await first.page.getByRole('button', { name: 'Connect Wallet' }).click();
      await first.page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await expect.poll(() => first.page.locator('#status').textContent()).toBe('connected');
      await first.page.close();
      const me = chains.accounts[0]!.address;
      const short = `${me.slice(0, 6)}`;

      // The server, given the cookie, renders the account and no Connect button.
      const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const { html } = await serverHtml(cookies);
      expect(html).toContain(short);
      expect(html).not.toContain('Connect Wallet');
      expect(html).toMatch(/<output id="status">connected<\/output>/);

      // The browser: the first paint already shows the account, and it never changes to Connect or Connecting.
      const again = await open(context);
      await expect.poll(() => again.page.evaluate(() => (window as unknown as { kit: Kit }).kit.getState().connections.eip155?.length ?? 0)).toBe(1);
      const texts = await again.buttonTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toMatch(/^Account 0x/);
      expect(await again.page.locator('#status').textContent()).toBe('connected');
      await again.page.screenshot({ path: `${screenshotsDirFor('nextjs')}/returning.png` });
      expect(again.problems).toEqual([]);

      // Disconnecting forgets the cookie: the next server render is a first visit again.
      await again.page.evaluate(() => (window as unknown as { kit: Kit }).kit.disconnect());
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === CONNECTION_COOKIE)).toBe(false);
      expect((await serverHtml()).html).toContain('Connect Wallet');
    } finally {
      await context.close();
    }
  });
});
