// Social login in Chromium against the harness's reference secure frame and its OAuth and
// Farcaster doubles (test-harness/README.md): the popup (opened with its opener cut, so the
// provider's page cannot reach the dapp's tab; the dapp asks the callback page for { resultUri }),
// the redirect fallback when popups are blocked (?result_uri= read, removed, completed only for the
// sign-in this browser started), Farcaster (the QR code's link approved in another tab), and axe in
// light and dark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatViolations, launchBrowser, runAxe, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { startFrameServer } from '@latchkey/test-harness/frame/server';
import type { FrameServerHandle } from '@latchkey/test-harness/frame/types';
import type { Kit } from '@latchkey/kernel';

type KitWindow = Window & { kit: Kit };

let browser: Browser;
let frame: FrameServerHandle;
let dapp: StaticServer;
let allowed: string[] = [];

beforeAll(async () => {
  const out = await bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) });
  const files: Record<string, string> = {
    // The page runs under a strict CSP (no inline script or style, no eval).
    '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Socials test</title><script type="module" src="/browser.page.js"></script></head><body><main><h1>Socials test</h1><div id="root"></div></main></body></html>`,
  };
  Object.assign(files, out.files);
  [browser, frame, dapp] = await Promise.all([launchBrowser(), startFrameServer({ allowedOrigins: () => allowed, fund: false, smartAccounts: false, approvalWaitMs: 15_000 }), serveStatic({ files })]);
  allowed = [dapp.url];
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([frame?.stop(), dapp?.close()]);
});

/** `axe`: axe-core is injected as an inline script, which the page's CSP would refuse (the other tests keep it). */
async function openDapp(theme: 'light' | 'dark' = 'light', axe = false, extra: Record<string, string> = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ bypassCSP: axe });
  const page = await context.newPage();
  const frameUrl = frame.frameUrlFor({ projectId: 'latchkey-dev', chainId: 31337, version: '0.1.0', enableLogger: false });
  await page.goto(`${dapp.url}/?${new URLSearchParams({ frame: frameUrl, theme, ...extra }).toString()}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  return { page, context };
}

const state = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as KitWindow).kit.getState();
    const account = s.chains.eip155?.account;
    return { url: location.href, status: account?.status, profileName: account?.profileName, socialProvider: account?.socialProvider, login: s.plugins.socials?.login, open: s.modal.open };
  });
const connected = (page: Page) => page.waitForFunction(() => (window as unknown as KitWindow).kit?.getState().chains.eip155?.account.status === 'connected', null, { timeout: 20_000 });

async function openConnect(page: Page) {
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Connect' }));
  await page.getByRole('group', { name: 'Sign in with a social account' }).waitFor({ timeout: 15_000 });
  // The list asks the frame for the sign-in URLs when it shows; the click then opens the popup at once.
  await page.waitForFunction(() => document.readyState === 'complete');
}

describe('social login in Chromium (reference frame)', () => {
  it('Google in a popup: Approve there, the reply is checked and redeemed, the AUTH wallet connects and the modal closes', async () => {
    const { page, context } = await openDapp();
    try {
      await openConnect(page);
      const popupOpened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const popup = await popupOpened;
      await page.getByRole('progressbar', { name: 'Continue in the popup' }).waitFor();
      // The provider's page has no way back to the dapp's tab: no opener to navigate.
      await popup.getByRole('button', { name: 'Approve' }).waitFor();
      expect(await popup.evaluate(() => window.opener === null)).toBe(true);
      await popup.getByRole('button', { name: 'Approve' }).click();
      await connected(page);
      expect(new URL(page.url()).origin).toBe(dapp.url);
      await page.waitForFunction(() => !(window as unknown as KitWindow).kit.getState().modal.open);
      expect(await state(page)).toMatchObject({ status: 'connected', profileName: 'ada.lovelace', socialProvider: 'google', login: { status: 'connected', provider: 'google', via: 'popup' } });
    } finally {
      await context.close();
    }
  });

  it("a popup closed without signing in: 'Social login was cancelled'", async () => {
    const { page, context } = await openDapp();
    try {
      await openConnect(page);
      const popupOpened = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Continue with X' }).click();
      const popup = await popupOpened;
      await popup.close();
      await page.getByText('Social login was cancelled').waitFor({ timeout: 5_000 });
      expect((await state(page)).status).not.toBe('connected');
    } finally {
      await context.close();
    }
  });

  it('popups blocked: the page goes to the provider and back with ?result_uri=, which is removed; Discord’s trailing 0 is dropped', async () => {
    const { page, context } = await openDapp();
    try {
      await openConnect(page);
      await page.evaluate(() => {
        window.open = () => null;
      });
      await page.getByRole('button', { name: 'Continue with Discord' }).click();
      await page.getByRole('button', { name: 'Approve' }).click({ timeout: 15_000 });
      await page.waitForURL((u) => u.origin === dapp.url, { timeout: 15_000 });
      await connected(page);
      const after = await state(page);
      expect(after.url).toBe(`${dapp.url}/`);
      expect(after).toMatchObject({ profileName: 'ada', socialProvider: 'discord', login: { status: 'connected', provider: 'discord', via: 'redirect' } });
    } finally {
      await context.close();
    }
  });

  it('a ?result_uri= this browser did not start (another browser’s real sign-in result) is removed from the address and not redeemed; nothing connects', async () => {
    // Another browser (the attacker's) signs in at the provider and keeps the callback address.
    const attacker = await openDapp();
    let stolen: string;
    try {
      const { uri } = (await attacker.page.evaluate(() => (window as unknown as KitWindow).kit.plugin('embedded-wallet').request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))) as { uri: string };
      await attacker.page.goto(uri);
      await attacker.page.getByRole('button', { name: 'Approve' }).click();
      await attacker.page.waitForURL((u) => u.pathname === '/social/callback', { timeout: 15_000 });
      stolen = attacker.page.url();
    } finally {
      await attacker.context.close();
    }
    expect(stolen).toMatch(new RegExp(`^${frame.url}/social/callback\\?code=`));

    // The visitor follows a link to the dapp carrying it.
    const { page, context } = await openDapp('light', false, { result_uri: stolen });
    try {
      await page.waitForTimeout(500);
      const after = await state(page);
      expect(new URL(after.url).searchParams.has('result_uri')).toBe(false);
      expect(after.open).toBe(false);
      expect(after.login).toEqual({ status: 'idle' });
      expect(after.status).not.toBe('connected');
    } finally {
      await context.close();
    }
  });

  it('Farcaster: the QR code’s link approved in another tab connects; axe finds nothing on the list and the QR view', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context } = await openDapp(theme, true);
      try {
        await openConnect(page);
        const listViolations = await runAxe(page, { context: '[role="dialog"]' });
        expect(listViolations, formatViolations(listViolations)).toHaveLength(0);
        await page.getByRole('button', { name: 'Continue with Farcaster' }).click();
        await page.getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor({ timeout: 15_000 });
        await page.getByRole('progressbar', { name: 'Waiting for your approval in Farcaster…' }).waitFor();
        const qrViolations = await runAxe(page, { context: '[role="dialog"]' });
        expect(qrViolations, formatViolations(qrViolations)).toHaveLength(0);
        const href = await page.getByRole('link', { name: /Open in Farcaster/ }).getAttribute('href');
        expect(href).toMatch(new RegExp(`^${frame.url}/farcaster/siwf\\?channelToken=`));
        const approve = await context.newPage();
        await approve.goto(href!);
        await approve.getByRole('button', { name: 'Approve' }).click();
        await connected(page);
        expect(await state(page)).toMatchObject({ profileName: 'ada.eth', socialProvider: 'farcaster' });
      } finally {
        await context.close();
      }
    }
  });
});
