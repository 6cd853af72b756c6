// The cosmos plugin in Chromium with the harness's mock Keplr (its browser bundle as an init
// script, window.keplr set on load as Keplr does): connect through the modal, sign ADR-36 with one
// prompt in Keplr (it confirms on its own screen: no approval view of the kit's; verified here with
// cosmjs), a wallet rejection then a retry, the kit's review first with approvals: 'all', a keystore
// change, a reload that restores the connection without a prompt, and axe on every view on the way.
import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import type { Kit } from '@latchkey/kernel';
import { COSMOS_TEST_ACCOUNTS, buildCosmosWalletBundle, cosmosWalletInitScript, type BrowserCosmosWalletControls, type MockKeplrLogEntry } from '@latchkey/test-harness/cosmos/index';
import { formatViolations, launchBrowser, runAxe, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StdSignature } from './types';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

type PageWindow = Window & { kit: Kit; __latchkeyCosmosWallets: BrowserCosmosWalletControls };
type SignOutcome = { ok: StdSignature } | { error: { code?: string; shortMessage?: string; details?: string } };

const [first, second] = COSMOS_TEST_ACCOUNTS;
const MESSAGE = 'Hello from Latchkey on Cosmos';
/** The connect button's name once connected: 'Account ' and the address cut as the React layer cuts it. */
const accountButton = (address: string) => new RegExp(`^Account ${address.slice(0, 6)}…${address.slice(-4)}$`);

let browser: Browser;
let dapp: StaticServer;
let walletBundle: string;

beforeAll(async () => {
  const out = await bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) });
  const files: Record<string, string> = {
    '/index.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cosmos test</title><link rel="icon" href="data:,"><script type="module" src="/browser.page.js"></script></head><body><main><h1>Cosmos test</h1><div id="root"></div></main></body></html>',
  };
  Object.assign(files, out.files);
  [browser, dapp, walletBundle] = await Promise.all([launchBrowser(), serveStatic({ files }), buildCosmosWalletBundle()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await dapp?.close();
});

/** A fresh context with the mock Keplr (set on load), the dapp open and its kit ready. `approvals: 'all'`: the kit's review before Keplr too. */
async function openDapp(theme: 'light' | 'dark' = 'light', approvals?: 'all'): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript({ content: cosmosWalletInitScript({ inject: 'afterLoad' }, walletBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()}`));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(`${dapp.url}/?theme=${theme}${approvals ? `&approvals=${approvals}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
  await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
  return { page, context, errors };
}

const keplr = <K extends keyof NonNullable<BrowserCosmosWalletControls['wallets']['keplr']> & string>(page: Page, action: K, ...args: unknown[]) =>
  page.evaluate(([a, rest]) => {
    const wallet = (window as unknown as PageWindow).__latchkeyCosmosWallets.wallets.keplr as unknown as Record<string, (...x: unknown[]) => unknown>;
    return wallet[a as string]!(...(rest as unknown[]));
  }, [action, args] as const);

async function expectNoAxeViolations(page: Page) {
  const violations = await runAxe(page, { context: '[role="dialog"]' });
  expect(violations, formatViolations(violations)).toHaveLength(0);
}

/** Connect Wallet → Keplr in the list → the modal closes on the account. */
async function connectKeplr(page: Page, axe = false) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await dialog.getByRole('button', { name: /Keplr/ }).waitFor();
  if (axe) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: /Keplr/ }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: accountButton(first!.cosmos) }).waitFor();
}

/** Starts signArbitrary in the page; the outcome is read later with {@link outcome}. */
const startSigning = (page: Page, data: string) =>
  page.evaluate((text) => {
    const w = window as unknown as PageWindow & { signing?: Promise<unknown> };
    w.signing = w.kit
      .plugin('cosmos')
      .signArbitrary({ data: text })
      .then(
        (ok) => ({ ok }),
        (e: { code?: string; shortMessage?: string; details?: string }) => ({ error: { code: e.code, shortMessage: e.shortMessage, details: e.details } }),
      );
  }, data);
const outcome = (page: Page) => page.evaluate(() => (window as unknown as { signing: Promise<SignOutcome> }).signing);
/** Keplr's own signArbitrary prompts (its request log): the signer and the data it was asked to sign, with the outcome. */
const keplrSigns = async (page: Page) =>
  ((await keplr(page, 'requests')) as MockKeplrLogEntry[]).filter((e) => e.method === 'signArbitrary').map((e) => ({ signer: e.params[1], data: e.params[2], outcome: e.outcome }));


/** cosmjs's verdict: the signature's key is the signer's, and it verifies over the ADR-36 document. */
async function cosmjsAccepts(signature: StdSignature, signer: string, data: string) {
  if (pubkeyToAddress(encodeSecp256k1Pubkey(fromBase64(signature.pub_key.value)), 'cosmos') !== signer) return false;
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }], { gas: '0', amount: [] }, '', '', 0, 0);
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc)), fromBase64(signature.pub_key.value));
}

describe('the cosmos plugin in Chromium with the mock Keplr', () => {
  it('connects Keplr (set on load) through the modal; the account is shown; axe finds nothing in light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context, errors } = await openDapp(theme);
      try {
        await connectKeplr(page, true);
        expect(await page.evaluate(() => (window as unknown as PageWindow).kit.getState().chains.cosmos?.account.caipAddress)).toBe(`cosmos:cosmoshub-4:${first!.cosmos}`);
        await page.getByRole('button', { name: accountButton(first!.cosmos) }).click();
        const account = page.getByRole('dialog', { name: 'Account' });
        await account.waitFor();
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('signs ADR-36 with one prompt in Keplr and no approval view of the kit (cosmjs verifies it); rejected in the wallet, then retried', async () => {
    const { page, context, errors } = await openDapp();
    try {
      await connectKeplr(page);
      const seen = await recordKitApprovals(page);
      await startSigning(page, MESSAGE);
      const signed = await outcome(page);
      expect('ok' in signed && (await cosmjsAccepts(signed.ok, first!.cosmos, MESSAGE))).toBe(true);
      // Keplr itself was asked, for the account's signature over the message.
      expect(await keplrSigns(page)).toEqual([{ signer: first!.cosmos, data: MESSAGE, outcome: 'resolved' }]);

      // Rejected in the wallet ('Request rejected'); the retry is signed.
      await keplr(page, 'rejectNext');
      await startSigning(page, MESSAGE);
      expect(await outcome(page)).toEqual({ error: { code: 'USER_REJECTED', shortMessage: 'User rejected the request.', details: 'Request rejected' } });
      await startSigning(page, MESSAGE);
      const retried = await outcome(page);
      expect('ok' in retried && (await cosmjsAccepts(retried.ok, first!.cosmos, MESSAGE))).toBe(true);

      // Three actions, three prompts in Keplr; the kit showed nothing and queued nothing for its own approval.
      expect((await keplrSigns(page)).map((e) => e.outcome)).toEqual(['resolved', 'rejected', 'resolved']);
      expect(await seen()).toEqual({ views: [], approvals: 0 });
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("with approvals: 'all' the kit's ApproveTransaction comes first (the message and the signer; axe finds nothing): rejected there, Keplr is never asked; approved, one prompt in Keplr", async () => {
    const { page, context, errors } = await openDapp('light', 'all');
    try {
      await connectKeplr(page);
      await startSigning(page, MESSAGE);
      const approval = page.getByRole('dialog', { name: 'Approve Request' });
      await approval.getByRole('button', { name: 'Approve' }).waitFor();
      expect(await approval.textContent()).toContain(MESSAGE);
      expect(await approval.textContent()).toContain(first!.cosmos);
      await expectNoAxeViolations(page);
      // Nothing reached Keplr while the kit's review is on screen.
      expect(await keplrSigns(page)).toEqual([]);
      await approval.getByRole('button', { name: 'Approve' }).click();
      const signed = await outcome(page);
      expect('ok' in signed && (await cosmjsAccepts(signed.ok, first!.cosmos, MESSAGE))).toBe(true);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await keplrSigns(page)).toHaveLength(1);

      // Rejected in the modal: the wallet is never asked.
      await startSigning(page, 'not this one');
      await approval.getByRole('button', { name: 'Reject' }).click();
      expect(await outcome(page)).toEqual({ error: { code: 'USER_REJECTED', shortMessage: 'User rejected the request.' } });
      expect(await keplrSigns(page)).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a keystore change in Keplr shows the new account, and a reload restores it without a prompt', async () => {
    const { page, context, errors } = await openDapp();
    try {
      await connectKeplr(page);
      await keplr(page, 'selectAccount', 1);
      await page.getByRole('button', { name: accountButton(second!.cosmos) }).waitFor();

      await page.reload();
      await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
      await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
      await page.getByRole('button', { name: accountButton(second!.cosmos) }).waitFor({ timeout: 15_000 });
      // The wallet still permits the site: enable answered at once, no prompt was shown.
      const log = (await keplr(page, 'requests')) as MockKeplrLogEntry[];
      expect(log.map((e) => [e.method, e.outcome])).toEqual([
        ['enable', 'resolved'],
        ['getKey', 'resolved'],
      ]);
      expect(await keplr(page, 'pending')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
