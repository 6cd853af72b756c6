// The polkadot plugin in Chromium: a page with KitProvider and the plugin (browser.page.tsx), the
// harness's mock extension injected before any page script (as a real extension injects
// window.injectedWeb3), Polkadot's RPC played by the harness's stand-in. Through the modal:
// connect, the account shown, a signature (one prompt in the extension, which confirms on its own
// screen: no approval view of the kit's; verified here in Node), a refusal then a retry, a reload
// that restores the connection; axe on the views the plugin fills, the kit's approval views opened
// with approvals: 'all' (light, dark, Arabic right-to-left).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Kit, KitInternals } from '@latchkey/kernel';
import { formatViolations, launchBrowser, runAxe, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';
import {
  buildPolkadotExtensionBundle,
  POLKADOT_GENESIS_HASH,
  polkadotExtensionInitScript,
  startSubstrateRpc,
  type BrowserPolkadotControls,
  type SubstrateRpc,
} from '@latchkey/test-harness/polkadot/index';
import { stringToU8a, u8aWrapBytes } from '@polkadot/util';
import { signatureVerify } from '@polkadot/util-crypto';
import { verifyPolkadotSignature } from './namespace/verify';
import { ALICE, samplePayload } from './test/kit';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

// The page's kit carries `internals(kit)` under this registered symbol (code run in the page cannot import it).
type PageWindow = Window & { kit: Kit & { [key: symbol]: KitInternals }; __latchkeyPolkadot: BrowserPolkadotControls; signing?: Promise<unknown> };

let browser: Browser;
let dapp: StaticServer;
let rpc: SubstrateRpc;
let extensionBundle: string;

beforeAll(async () => {
  const [page, bundle] = await Promise.all([
    bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) }),
    buildPolkadotExtensionBundle(),
  ]);
  extensionBundle = bundle;
  const files: Record<string, string> = {
    // A strict CSP: scripts from the page's origin only, no eval, no WebAssembly (util-crypto then runs its JavaScript code).
    '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><link rel="icon" href="data:,"><title>Polkadot test</title><script type="module" src="/browser.page.js"></script></head><body><main><h1>Polkadot test</h1><div id="root"></div></main></body></html>`,
  };
  Object.assign(files, page.files);
  [browser, dapp, rpc] = await Promise.all([launchBrowser(), serveStatic({ files }), startSubstrateRpc({ genesisHash: POLKADOT_GENESIS_HASH, chain: 'Polkadot', properties: { ss58Format: 0, tokenDecimals: 10, tokenSymbol: 'DOT' } })]);
  rpc.setBalance(ALICE.generic, 123_456_789_000n); // 12.3456789 DOT
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([dapp?.close(), rpc?.stop()]);
});

/**
 * A new visitor: a fresh context, the extension injected, the page loaded. `axe` lifts the CSP so
 * axe-core can be injected; `approvals: 'all'` puts the kit's review before the extension's.
 */
async function openDapp(options: { theme?: 'light' | 'dark'; locale?: string; axe?: boolean; approvals?: 'all' } = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ bypassCSP: options.axe ?? false });
  await context.addInitScript({ content: polkadotExtensionInitScript({ extensions: [{ name: 'latchkey-dev' }] }, extensionBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${m.text()} ${m.location().url}`));
  const query = new URLSearchParams({ rpc: rpc.url, theme: options.theme ?? 'light', locale: options.locale ?? 'en', approvals: options.approvals ?? 'auto' });
  await page.goto(`${dapp.url}/?${query.toString()}`);
  await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
  await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
  return { page, context, errors };
}

const extension = (page: Page) => ({
  rejectNext: () => page.evaluate(() => (window as unknown as PageWindow).__latchkeyPolkadot.extensions['latchkey-dev']!.rejectNext()),
  calls: () => page.evaluate(() => (window as unknown as PageWindow).__latchkeyPolkadot.extensions['latchkey-dev']!.calls().map((c) => c.kind)),
  pending: () => page.evaluate(() => (window as unknown as PageWindow).__latchkeyPolkadot.extensions['latchkey-dev']!.pending().length),
  /** The extension's own signing prompts: the account and the message (UTF-8 of the hex data) it was asked to sign. */
  signs: () =>
    page.evaluate(() =>
      (window as unknown as PageWindow).__latchkeyPolkadot.extensions['latchkey-dev']!.calls().flatMap((c) =>
        c.kind === 'signRaw' ? [{ address: c.address, message: new TextDecoder().decode(Uint8Array.from((c.data.slice(2).match(/../g) ?? []).map((h) => parseInt(h, 16)))) }] : [],
      ),
    ),
});

/** Starts a signature in the page; its outcome is read later with {@link outcome}. */
const startSigning = (page: Page, message: string) =>
  page.evaluate((m) => {
    const w = window as unknown as PageWindow;
    w.signing = w.kit.plugin('polkadot').signMessage({ message: m }).then(
      (signature) => ({ signature }),
      (e: { code?: string; details?: string }) => ({ error: { code: e.code, details: e.details } }),
    );
  }, message);
const outcome = (page: Page) => page.evaluate(() => (window as unknown as PageWindow).signing) as Promise<{ signature?: string; error?: { code?: string; details?: string } }>;


const ACCOUNT_BUTTON = new RegExp(`^Account ${ALICE.polkadot.slice(0, 6)}…${ALICE.polkadot.slice(-4)}`);

describe('the polkadot plugin in Chromium (mock extension, RPC stand-in)', () => {
  it('connects through the modal, shows the account, signs with one prompt in the extension (no approval view of the kit), survives a refusal and a reload', async () => {
    const { page, context, errors } = await openDapp();
    try {
      // Connect: the extension is listed by its injected key, before any Polkadot code loaded.
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
      await connect.getByRole('button', { name: /Latchkey Polkadot Dev/ }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: ACCOUNT_BUTTON }).waitFor();
      expect(await extension(page).calls()).toEqual(['enable', 'accounts.get', 'accounts.subscribe']);
      // The balance read from System.Account through the stand-in, floored to 3 decimals.
      await page.getByRole('button', { name: /· 12\.345 DOT$/ }).waitFor({ timeout: 15_000 });

      // The Account view shows the account in Polkadot's format.
      await page.getByRole('button', { name: ACCOUNT_BUTTON }).click();
      const account = page.getByRole('dialog', { name: 'Account' });
      await expect.poll(() => account.locator(`[title="${ALICE.polkadot}"]`).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Sign: straight to the extension, which asks the visitor itself; verified here.
      const seen = await recordKitApprovals(page);
      const message = 'Sign in to Latchkey\nNonce: 41c7';
      await startSigning(page, message);
      const { signature } = await outcome(page);
      expect(await extension(page).signs()).toEqual([{ address: ALICE.generic, message }]);
      expect(signatureVerify(u8aWrapBytes(stringToU8a(message)), signature!, ALICE.polkadot)).toMatchObject({ isValid: true, crypto: 'sr25519' });
      expect(verifyPolkadotSignature({ message, signature: signature!, address: ALICE.polkadot })).toBe(true);
      expect(verifyPolkadotSignature({ message: `${message}0`, signature: signature!, address: ALICE.polkadot })).toBe(false);

      // The extension refuses once ('Cancelled'): a typed rejection; the retry succeeds.
      await extension(page).rejectNext();
      await startSigning(page, 'second');
      expect(await outcome(page)).toEqual({ error: { code: 'USER_REJECTED', details: 'Cancelled' } });
      await startSigning(page, 'second');
      expect(verifyPolkadotSignature({ message: 'second', signature: (await outcome(page)).signature!, address: ALICE.polkadot })).toBe(true);
      // Three actions, three prompts in the extension; the kit showed nothing and queued nothing for its own approval.
      expect((await extension(page).signs()).map((s) => s.message)).toEqual([message, 'second', 'second']);
      expect(await seen()).toEqual({ views: [], approvals: 0 });
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A reload restores the connection silently: the extension remembers the site, nothing prompts.
      await page.reload();
      await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
      await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
      await page.getByRole('button', { name: ACCOUNT_BUTTON }).waitFor({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as PageWindow).kit.getState().chains.polkadot?.account.status)).toBe('connected');
      expect(await extension(page).pending()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("axe finds nothing on the Connect list and the approval views (light, dark, Arabic right-to-left); with approvals: 'all' they show what the extension would sign, and a refusal there never reaches it", async () => {
    for (const variant of [{ theme: 'light' }, { theme: 'dark' }, { theme: 'light', locale: 'ar' }] as const) {
      // approvals: 'all': the kit's review before the extension too, so its ApproveTransaction is on screen to check.
      const { page, context } = await openDapp({ ...variant, axe: true, approvals: 'all' });
      try {
        const rtl = 'locale' in variant;
        await page.evaluate(() => (window as unknown as PageWindow).kit.open({ view: 'Connect' }));
        const dialog = page.getByRole('dialog');
        const wallet = dialog.getByRole('button', { name: /Latchkey Polkadot Dev/ });
        await wallet.waitFor();
        if (rtl) expect(await page.locator('.lk-root[dir="rtl"][lang="ar"]').count()).toBeGreaterThan(0);
        const listViolations = await runAxe(page, { context: '[role="dialog"]' });
        expect(listViolations, formatViolations(listViolations)).toHaveLength(0);
        await wallet.click();
        await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });

        // A message to sign, then a transaction payload: the facts the plugin describes.
        await startSigning(page, 'Sign in to Latchkey\nNonce: 41c7');
        const approve = page.getByRole('dialog');
        await approve.getByText('Sign in to Latchkey').waitFor({ timeout: 15_000 });
        await approve.getByText(rtl ? 'الحساب' : 'Account', { exact: true }).waitFor();
        expect(await approve.textContent()).toContain('Nonce: 41c7');
        expect(await approve.textContent()).toContain(ALICE.polkadot);
        if (!rtl) expect(await approve.textContent()).toContain('Sign a message');
        const messageViolations = await runAxe(page, { context: '[role="dialog"]' });
        expect(messageViolations, formatViolations(messageViolations)).toHaveLength(0);
        await page.evaluate(() => {
          const w = window as unknown as PageWindow;
          w.kit[Symbol.for('latchkey.internals')]!.requests.reject(w.kit.getState().requests[0]!.id);
        });
        expect(await outcome(page)).toEqual({ error: { code: 'USER_REJECTED' } });
        // Refused in the kit's review: the extension was never asked.
        expect(await extension(page).signs()).toEqual([]);
        await page.evaluate((payload) => void (window as unknown as PageWindow).kit.plugin('polkadot').signPayload(payload).catch(() => undefined), samplePayload(ALICE.polkadot));
        await page.getByRole('dialog').getByText('0x0503', { exact: true }).waitFor({ timeout: 15_000 });
        await page.getByRole('dialog').getByText(rtl ? 'الإكرامية' : 'Tip', { exact: true }).waitFor();
        const payloadViolations = await runAxe(page, { context: '[role="dialog"]' });
        expect(payloadViolations, formatViolations(payloadViolations)).toHaveLength(0);
      } finally {
        await context.close();
      }
    }
    // Three pages (light, dark, Arabic), each with three axe runs: ~20 s on a busy machine.
  }, 60_000);
});
