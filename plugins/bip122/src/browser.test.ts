// bip122 in Chromium: a dapp page (KitProvider, ConnectButton) under a strict CSP, the harness's
// mock WBIP004 wallet injected before the page (its browser build: keys, BIP-322, transactions in
// the page), sats-connect loaded on demand. Connect through the modal, switch payment ↔ ordinal in
// the Account view's "Bitcoin accounts", sign and send (one prompt each in the wallet, which
// confirms on its own screen: no approval view of the kit's) and check the results in Node, reject
// then retry, reload → restored with the chosen account; axe on the new view in light, dark and
// Arabic. With approvals: 'all' the kit's ApproveTransaction comes first and decodes the transfer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatViolations, launchBrowser, runAxe, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { bitcoinWalletInitScript, buildBitcoinWalletBundle, checkSignedTransaction, type InstalledBitcoinWallet } from '@latchkey/test-harness/bitcoin/index';
import type { Kit } from '@latchkey/kernel';
import { Verifier } from 'bip322-js';
import { MAINNET_ORDINAL, MAINNET_PAYMENT } from './test/kit';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

type TestWindow = Window & { kit: Kit; __latchkeyBitcoinWallet: InstalledBitcoinWallet; pending?: Promise<unknown>; outcome?: { ok: boolean; value?: unknown; code?: string } };

const RECEIVER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
let browser: Browser;
let dapp: StaticServer;
let walletBundle: string;

beforeAll(async () => {
  const out = await bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) });
  const files: Record<string, string> = {
    // No inline script or style, no eval: the page runs under script-src 'self'.
    '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Bitcoin test</title><script type="module" src="/browser.page.js"></script></head><body><main><h1>Bitcoin test</h1><div id="root"></div></main></body></html>`,
  };
  Object.assign(files, out.files);
  [browser, dapp, walletBundle] = await Promise.all([launchBrowser(), serveStatic({ files }), buildBitcoinWalletBundle()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dapp?.close();
});

/**
 * A browser profile with the mock wallet (its state kept in the page's localStorage across reloads).
 * `axe`: the CSP is bypassed so axe-core can be injected. `approvals: 'all'`: the kit's review before the wallet too.
 */
async function openDapp(options: { axe?: boolean; approvals?: 'all' } = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ bypassCSP: Boolean(options.axe) });
  await context.addInitScript({ content: bitcoinWalletInitScript({ persistKey: 'latchkey-mock-bitcoin' }, walletBundle) });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e));
  await goto(page, 'light', options.approvals);
  return { page, context };
}
async function goto(page: Page, theme: 'light' | 'dark' = 'light', approvals?: 'all') {
  await page.goto(`${dapp.url}/?theme=${theme}${approvals ? `&approvals=${approvals}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as TestWindow).kit));
  await page.evaluate(() => (window as unknown as TestWindow).kit.ready);
}
const chain = (page: Page) =>
  page.evaluate(() => {
    const c = (window as unknown as TestWindow).kit.getState().chains.bip122;
    return { status: c?.account.status, address: c?.account.address, type: c?.account.preferredAccountType, balance: c?.account.balance };
  });
const dialog = (page: Page) => page.getByRole('dialog');
/** The wallet's own prompts for signatures and transfers (its call log), in order. */
const walletPrompts = (page: Page) =>
  page.evaluate(() => (window as unknown as TestWindow).__latchkeyBitcoinWallet.wallet.calls.map((c) => c.method).filter((m) => m === 'signMessage' || m === 'sendTransfer'));


/** Starts a plugin call in the page; its outcome lands on window.outcome. */
async function start(page: Page, call: 'sign' | 'send', message = '') {
  await page.evaluate(
    ({ call, message, receiver }) => {
      const w = window as unknown as TestWindow;
      const api = w.kit.plugin('bip122');
      w.outcome = undefined;
      const p: Promise<unknown> = call === 'sign' ? api.signMessage({ message }) : api.sendTransfer({ recipients: [{ address: receiver, amount: 100_000 }] });
      p.then(
        (value) => (w.outcome = { ok: true, value }),
        (e: { code?: string }) => (w.outcome = { ok: false, code: e?.code }),
      );
    },
    { call, message, receiver: RECEIVER },
  );
}
async function outcome(page: Page) {
  await page.waitForFunction(() => (window as unknown as TestWindow).outcome !== undefined, null, { timeout: 15_000 });
  return page.evaluate(() => (window as unknown as TestWindow).outcome!);
}

/** Opens the Account view (which shows `address`), then its "Bitcoin accounts" entry. */
async function openBitcoinAccounts(page: Page, address: string) {
  await page.getByRole('button', { name: /Account/ }).click();
  await dialog(page).getByTitle(address, { exact: true }).first().waitFor();
  await dialog(page).getByRole('button', { name: 'Bitcoin accounts' }).click();
  await dialog(page).getByRole('list', { name: 'Your Bitcoin accounts' }).waitFor();
}

describe('bip122 in Chromium with the mock WBIP004 wallet', () => {
  it('connects through the modal, switches payment ↔ ordinal there, signs and sends with one prompt each in the wallet (no approval view of the kit), rejects then retries, and restores the chosen account after a reload', async () => {
    const { page, context } = await openDapp({ axe: true });
    try {
      // Connect: the wallet is listed from window.btc_providers; sats-connect loads when it is picked.
      const scripts: string[] = [];
      page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const listed = dialog(page).getByRole('button', { name: /Latchkey Bitcoin Wallet/ });
      await listed.waitFor();
      expect(scripts.filter((s) => s.startsWith('/connector-'))).toEqual([]);
      await listed.click();
      await page.waitForFunction(() => (window as unknown as TestWindow).kit.getState().chains.bip122?.account.status === 'connected', null, { timeout: 15_000 });
      expect(await chain(page)).toMatchObject({ status: 'connected', address: MAINNET_PAYMENT, type: 'payment' });
      expect(scripts.filter((s) => s.startsWith('/connector-'))).toHaveLength(1);
      // The account button shows the payment address and its balance (the Esplora double).
      await page.getByRole('button', { name: /bc1qcr…6fyu · 0\.013 BTC/ }).waitFor({ timeout: 10_000 });

      // Switch in the modal, by keyboard: the ordinal account, then back to payment.
      await openBitcoinAccounts(page, MAINNET_PAYMENT);
      const payment = dialog(page).getByRole('button', { name: /Payment/ });
      const ordinal = dialog(page).getByRole('button', { name: /Ordinals/ });
      expect(await payment.getAttribute('aria-current')).toBe('true');
      await expect.poll(() => payment.textContent()).toContain('In use');
      expect(await ordinal.getAttribute('aria-current')).toBeNull();
      expect(await ordinal.textContent()).toContain('bc1p5c…drcr');
      const light = await runAxe(page, { context: '[role="dialog"]' });
      expect(light, formatViolations(light)).toHaveLength(0);
      await ordinal.focus();
      await page.keyboard.press('Enter');
      await dialog(page).getByRole('status').getByText('Now using your Ordinals address.').waitFor();
      expect(await ordinal.getAttribute('aria-current')).toBe('true');
      expect(await payment.getAttribute('aria-current')).toBeNull();
      expect(await chain(page)).toMatchObject({ address: MAINNET_ORDINAL, type: 'ordinal' });
      await payment.focus();
      await page.keyboard.press('Space');
      await expect.poll(async () => (await chain(page)).address).toBe(MAINNET_PAYMENT);
      await ordinal.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await chain(page)).address).toBe(MAINNET_ORDINAL);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);

      // Sign: straight to the wallet, which asks the visitor itself; a BIP-322 signature of the ordinal key, checked in Node.
      const seen = await recordKitApprovals(page);
      const message = 'Sign in to Bitcoin test\nNonce: 4d1e';
      await start(page, 'sign', message);
      const signed = await outcome(page);
      expect(signed).toMatchObject({ ok: true, value: { address: MAINNET_ORDINAL, protocol: 'BIP322' } });
      expect(Verifier.verifySignature(MAINNET_ORDINAL, message, (signed.value as { signature: string }).signature)).toBe(true);
      expect(await walletPrompts(page)).toEqual(['signMessage']);

      // Rejected in the wallet; the retry goes through.
      await page.evaluate(() => (window as unknown as TestWindow).__latchkeyBitcoinWallet.wallet.rejectNext());
      await start(page, 'sign', 'second try');
      expect(await outcome(page)).toEqual({ ok: false, code: 'USER_REJECTED' });
      await start(page, 'sign', 'third try');
      const retried = await outcome(page);
      expect(Verifier.verifySignature(MAINNET_ORDINAL, 'third try', (retried.value as { signature: string }).signature)).toBe(true);

      // Send: one prompt in the wallet; the raw transaction is valid.
      await start(page, 'send');
      const sent = await outcome(page);
      expect(sent.ok).toBe(true);
      // Four actions, four prompts in the wallet; the kit showed nothing and queued nothing for its own approval.
      expect(await walletPrompts(page)).toEqual(['signMessage', 'signMessage', 'signMessage', 'sendTransfer']);
      expect(await seen()).toEqual({ views: [], approvals: 0 });
      expect(await dialog(page).count()).toBe(0);
      const broadcast = await page.evaluate(async () => {
        const [b] = await (window as unknown as TestWindow).__latchkeyBitcoinWallet.wallet.broadcasts();
        return { txid: b!.txid, hex: b!.hex, prevouts: b!.prevouts.map((p) => ({ amount: p.amount.toString(), script: p.script })) };
      });
      expect(broadcast.txid).toBe((sent.value as { txid: string }).txid);
      const check = checkSignedTransaction(broadcast.hex, broadcast.prevouts.map((p) => ({ amount: BigInt(p.amount), script: p.script })));
      expect(check.errors).toEqual([]);
      expect(check.fee).toBeGreaterThan(0n);
      expect(check.tx.outputs.some((o) => o.amount === 100_000n)).toBe(true);

      // Reload: restored silently, with the ordinal account the visitor chose.
      await page.reload();
      await page.waitForFunction(() => Boolean((window as unknown as TestWindow).kit));
      await page.waitForFunction(() => (window as unknown as TestWindow).kit.getState().chains.bip122?.account.status === 'connected', null, { timeout: 15_000 });
      expect(await chain(page)).toMatchObject({ address: MAINNET_ORDINAL, type: 'ordinal' });
      await page.getByRole('button', { name: /bc1p5c…drcr/ }).waitFor();
      await openBitcoinAccounts(page, MAINNET_ORDINAL);
      expect(await dialog(page).getByRole('button', { name: /Ordinals/ }).getAttribute('aria-current')).toBe('true');

      // The same view in dark mode: axe finds nothing either.
      await goto(page, 'dark');
      await page.waitForFunction(() => (window as unknown as TestWindow).kit.getState().chains.bip122?.account.status === 'connected', null, { timeout: 15_000 });
      await openBitcoinAccounts(page, MAINNET_ORDINAL);
      const dark = await runAxe(page, { context: '[role="dialog"]' });
      expect(dark, formatViolations(dark)).toHaveLength(0);
      // And in Arabic (right to left): the plugin's own strings, addresses kept left-to-right.
      await page.evaluate(() => (window as unknown as TestWindow).kit.setLocale('ar'));
      await dialog(page).getByRole('list', { name: 'حسابات بيتكوين الخاصة بك' }).waitFor();
      expect(await dialog(page).getByRole('button', { name: /Ordinals/ }).textContent()).toContain('قيد الاستخدام');
      const arabic = await runAxe(page, { context: '[role="dialog"]' });
      expect(arabic, formatViolations(arabic)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it("with approvals: 'all' the kit's ApproveTransaction comes first: it shows the message and decodes the transfer (receiver, amount in BTC); refused there, the wallet is never asked; approved, one prompt in the wallet", async () => {
    const { page, context } = await openDapp({ approvals: 'all' });
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog(page).getByRole('button', { name: /Latchkey Bitcoin Wallet/ }).click();
      await page.waitForFunction(() => (window as unknown as TestWindow).kit.getState().chains.bip122?.account.status === 'connected', null, { timeout: 15_000 });
      await expect.poll(() => dialog(page).count()).toBe(0);
      const seen = await recordKitApprovals(page);

      // Sign: the kit's review shows the message; rejected there, the wallet never sees it.
      await start(page, 'sign', 'Sign in to Bitcoin test\nNonce: 77aa');
      const review = page.getByRole('dialog', { name: 'Approve Request' });
      await review.getByText('Sign in to Bitcoin test').waitFor();
      await review.getByRole('button', { name: 'Reject' }).click();
      expect(await outcome(page)).toEqual({ ok: false, code: 'USER_REJECTED' });
      expect(await walletPrompts(page)).toEqual([]);

      // Send: the review names the receiver and the amount in BTC; nothing reaches the wallet before Approve.
      await start(page, 'send');
      await review.getByText(RECEIVER).waitFor();
      await review.getByText('0.001 BTC').waitFor();
      expect(await walletPrompts(page)).toEqual([]);
      await review.getByRole('button', { name: 'Approve' }).click();
      const sent = await outcome(page);
      expect(sent.ok).toBe(true);
      expect(await walletPrompts(page)).toEqual(['sendTransfer']);
      expect((await seen()).approvals).toBe(2);
      await expect.poll(() => dialog(page).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
