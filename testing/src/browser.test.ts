// @latchkey/testing in Chromium, through its public API only (the package's own entry, read from
// source here): the local stack from '@latchkey/testing/stack', the mock wallets installed in a
// Playwright context with installWallets, and a small kit dapp served by serveStatic. The user
// connects (declining once), signs (approved, declined, held for a decision, slow) — each signature
// one prompt in the mock wallet, which confirms on its own screen, so the kit shows no approval
// dialog of its own — as a dapp's own Playwright test would. Then every other namespace's wallet on a plain page: found the way
// a dapp finds it, and steered by its handle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { installWallets, walletConfigFromStack, HARDHAT_ACCOUNTS, SOLANA_TEST_ACCOUNTS } from '@latchkey/testing';
import { startLocalStack, type Stack } from '@latchkey/testing/stack';
import { launchBrowser, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';

const MESSAGE = 'Hello from an outside dapp';
const user = HARDHAT_ACCOUNTS[0]!.address;

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;

beforeAll(async () => {
  const page = bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) });
  let out: Awaited<typeof page>;
  [stack, out, browser] = await Promise.all([startLocalStack({ ports: 'free' }), page, launchBrowser()]);
  const chainA = stack.chains.chains[0]!;
  const files: Record<string, string> = {
    '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Testing package dapp</title><link rel="icon" href="data:,"><script type="module" src="/browser.page.js"></script></head><body><main><h1>A dapp</h1><div id="root"></div></main></body></html>`,
    '/plain.html': '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Plain page</title><link rel="icon" href="data:,"></head><body><main><h1>No dapp here</h1></main></body></html>',
    '/config.json': JSON.stringify({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chain: { chainId: chainA.chainId, rpcUrl: chainA.rpcUrl } }),
  };
  Object.assign(files, out.files);
  dapp = await serveStatic({ files });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await stack?.stop();
});

/** A fresh context whose page reports its errors, as a dapp's test would set it up. */
async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return { context, page, errors };
}

/** The kit adds no dialog of its own to a browser wallet's prompt (one confirmation per action, in the wallet). */
async function expectNoKitDialog(page: Page): Promise<void> {
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('a kit dapp with the mock EVM wallet, driven like a user', () => {
  it('connect declined once, then connected; a signature approved, declined, held, and slow — each one prompt in the wallet, no dialog of the kit', async () => {
    const { context, page, errors } = await newPage();
    try {
      const wallets = await installWallets(context, { evm: walletConfigFromStack(stack).evm });
      await page.goto(`${dapp.url}/`);

      // The user says no to the connection, then yes.
      await wallets.evm.rejectNext();
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await modal.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor();
      await modal.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // Approved in the wallet: a real signature by account #0.
      await page.getByRole('button', { name: 'Sign message' }).click();
      const signature = (await page.getByTestId('signature').textContent({ timeout: 15_000 })) as Hex;
      expect(await verifyMessage({ address: user, message: MESSAGE, signature })).toBe(true);
      await expectNoKitDialog(page);

      // Declined in the wallet: the dapp gets the wallet's rejection.
      await wallets.evm.rejectNext();
      await page.getByRole('button', { name: 'Sign message' }).click();
      await expect.poll(() => page.getByTestId('signature-error').textContent()).toMatch(/reject/i);
      await expectNoKitDialog(page);

      // Held: the wallet's prompt waits until the test decides; the kit shows nothing of its own meanwhile.
      await wallets.evm.setApproval('manual');
      await page.getByRole('button', { name: 'Sign message' }).click();
      const prompt = await wallets.evm.waitForPrompt({ method: 'personal_sign' });
      expect(prompt.params).toEqual([expect.stringMatching(/^0x/), user]);
      expect(await page.getByTestId('signature').count()).toBe(0);
      await expectNoKitDialog(page);
      await wallets.evm.approveNext();
      expect(await verifyMessage({ address: user, message: MESSAGE, signature: (await page.getByTestId('signature').textContent()) as Hex })).toBe(true);

      // Slow: the answer comes after the delay.
      await wallets.evm.setApproval('auto');
      await wallets.evm.delayNext(800);
      const started = Date.now();
      await page.getByRole('button', { name: 'Sign message' }).click();
      await page.getByTestId('signature').waitFor();
      expect(Date.now() - started).toBeGreaterThanOrEqual(700);
      await expectNoKitDialog(page);

      const signs = (await wallets.evm.requests()).filter((r) => r.method === 'personal_sign').map((r) => [r.outcome, r.error?.code]);
      expect(signs).toEqual([
        ['resolved', undefined],
        ['rejected', 4001],
        ['resolved', undefined],
        ['resolved', undefined],
      ]);
      expect(await wallets.evm.accounts()).toEqual(HARDHAT_ACCOUNTS.slice(0, 3).map((a) => a.address));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('every namespace’s wallet on a plain page', () => {
  it('each is found the way a dapp finds it; its handle approves and rejects', async () => {
    const { context, page, errors } = await newPage();
    try {
      const fromStack = walletConfigFromStack(stack);
      const wallets = await installWallets(page, { evm: fromStack.evm, solana: fromStack.solana, polkadot: true, bitcoin: { network: 'Testnet' }, cosmos: true });
      expect(wallets.namespaces).toEqual(['evm', 'solana', 'polkadot', 'bitcoin', 'cosmos']);
      await page.goto(`${dapp.url}/plain.html`);

      await Promise.all([wallets.solana.rejectNext(), wallets.polkadot.rejectNext(), wallets.bitcoin.rejectNext(), wallets.cosmos.rejectNext()]);
      const declined = await page.evaluate(async () => {
        type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>;
        const found: Array<{ name: string; features: Record<string, Feature> }> = [];
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (wallet: (typeof found)[number]) => (found.push(wallet), () => undefined) } }));
        const w = window as unknown as {
          injectedWeb3: Record<string, { enable(name: string): Promise<unknown> }>;
          btc_providers: Array<{ id: string; name: string }>;
          LatchkeyProviders: { BitcoinProvider: { request(method: string, params: unknown): Promise<{ error?: { code: number; message: string } }> } };
          keplr: { enable(chainId: string): Promise<void> };
        };
        const message = (promise: Promise<unknown>) => promise.then(() => 'approved', (error: { code?: number; message: string }) => `${error.code ?? ''} ${error.message}`.trim());
        return {
          solana: [found.map((wallet) => wallet.name), await message(found[0]!.features['standard:connect']!.connect!())],
          polkadot: [Object.keys(w.injectedWeb3), await message(w.injectedWeb3['latchkey-dev']!.enable('Plain page'))],
          bitcoin: [w.btc_providers.map((p) => p.name), (await w.LatchkeyProviders.BitcoinProvider.request('getAccounts', { purposes: ['payment'] })).error],
          cosmos: [typeof w.keplr, await message(w.keplr.enable('cosmoshub-4'))],
        };
      });
      expect(declined).toEqual({
        solana: [['Latchkey Solana Dev Wallet'], '4001 User Rejected Request'],
        polkadot: [['latchkey-dev'], 'Rejected'],
        bitcoin: [['Latchkey Bitcoin Wallet'], { code: -32000, message: 'User rejected the request.' }],
        cosmos: ['object', 'Request rejected'],
      });

      // Now approved: each answers with the accounts its handle reports.
      const approved = await page.evaluate(async () => {
        type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>;
        const found: Array<{ features: Record<string, Feature> }> = [];
        window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: { register: (wallet: (typeof found)[number]) => (found.push(wallet), () => undefined) } }));
        const w = window as unknown as {
          injectedWeb3: Record<string, { enable(name: string): Promise<{ accounts: { get(): Promise<Array<{ address: string }>> } }> }>;
          LatchkeyProviders: { BitcoinProvider: { request(method: string, params: unknown): Promise<{ result: Array<{ address: string }> }> } };
          keplr: { enable(chainId: string): Promise<void>; getKey(chainId: string): Promise<{ bech32Address: string }> };
        };
        const solana = (await found[0]!.features['standard:connect']!.connect!()) as { accounts: Array<{ address: string }> };
        const polkadot = await (await w.injectedWeb3['latchkey-dev']!.enable('Plain page')).accounts.get();
        const bitcoin = await w.LatchkeyProviders.BitcoinProvider.request('getAccounts', { purposes: ['payment'] });
        await w.keplr.enable('cosmoshub-4');
        return {
          solana: solana.accounts[0]!.address,
          polkadot: polkadot.map((a) => a.address),
          bitcoin: bitcoin.result[0]!.address,
          cosmos: (await w.keplr.getKey('cosmoshub-4')).bech32Address,
        };
      });
      expect(approved.solana).toBe(SOLANA_TEST_ACCOUNTS[0]!.address);
      expect(approved.polkadot).toEqual(await wallets.polkadot.accounts());
      expect([approved.bitcoin]).toEqual((await wallets.bitcoin.accounts()).slice(0, 1));
      expect(await wallets.cosmos.accounts()).toContain(approved.cosmos);

      // Each log holds the calls in order, the refusals included.
      expect((await wallets.solana.requests()).map((r) => [r.method, r.outcome])).toEqual([
        ['standard:connect', 'rejected'],
        ['standard:connect', 'resolved'],
      ]);
      expect((await wallets.polkadot.requests()).map((r) => r.method)).toEqual(['enable', 'enable', 'accounts.get']);
      expect((await wallets.bitcoin.requests()).map((r) => r.method)).toEqual(['getAccounts', 'getAccounts']);
      expect((await wallets.cosmos.requests()).map((r) => [r.method, r.outcome])).toEqual([
        ['enable', 'rejected'],
        ['enable', 'resolved'],
        ['getKey', 'resolved'],
      ]);
      // The EVM wallet was installed too, untouched by the others' decisions.
      expect(await wallets.evm.requests()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
