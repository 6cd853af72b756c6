// The sixth chain family in Chromium: a page with the multichain preset, this package's sui() and
// sign-in (browser.page.tsx, bundled by the harness's startViewPage), the mock Sui Wallet Standard
// wallet in the page and the Sui JSON-RPC double in Node. Connect through the Connect view, sign in
// (the session verified with @mysten/sui), the Account view's address and balance read from the
// double, the network view's Sui networks; then Send (the send plugin over `kit.assets('sui')`)
// moving SUI on the double. Screenshots at 360 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Kit } from '@latchkey/kernel';
import { screenshotsDirFor, startViewPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import { verifyPersonalMessageSignature } from '@mysten/sui/verify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSuiRpcDouble, type SuiRpcDouble } from './test/rpcDouble';

type PageWindow = Window & { kit: Kit };
/** The page's mock wallet key (browser.page.tsx): 32 bytes of 7. */
const ADDRESS = Ed25519Keypair.fromSecretKey(new Uint8Array(32).fill(7)).toSuiAddress();
const SHOTS = screenshotsDirFor('sui sixth family');

let browser: Browser;
let dapp: StaticServer;
let stop: () => Promise<void>;
let node: SuiRpcDouble;

beforeAll(async () => {
  node = await startSuiRpcDouble();
  ({ browser, dapp, stop } = await startViewPage({ page: new URL('./browser.page.tsx', import.meta.url), title: 'Sui beside multichain' }));
  mkdirSync(SHOTS, { recursive: true });
}, 120_000);
afterAll(async () => {
  await stop?.();
  await node?.close();
});

async function openDapp(width: number, search = ''): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 740 : 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto(`${dapp.url}/?rpc=${encodeURIComponent(node.url)}${search}`);
  await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit), undefined, { timeout: 20_000 }).catch((error: unknown) => {
    throw new Error(`the page did not start: ${errors.join('; ') || String(error)}`);
  });
  await page.evaluate(() => (window as unknown as PageWindow).kit.ready);
  return { page, errors, close: () => context.close() };
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
/** Connects the mock wallet through the Connect view and signs in. */
async function connectAndSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Mock Sui Wallet/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true }).click({ timeout: 15_000 });
  await expect.poll(() => state(page), { timeout: 15_000 }).toMatchObject({ status: 'connected', address: ADDRESS });
}

const state = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as PageWindow).kit.getState().chains.sui?.account ?? null)) as { status?: string; address?: string; balance?: string; balanceSymbol?: string } | null);

describe('the sui plugin beside multichain() in Chromium', () => {
  it.each([360, 1280])('connects through the Connect view, signs in, shows the Sui account and balance and the Sui networks (%i px)', async (width) => {
    node.setBalance(ADDRESS, 7_654_321_000n);
    const { page, errors, close } = await openDapp(width);
    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
      const wallet = connect.getByRole('button', { name: /Mock Sui Wallet/ });
      await wallet.waitFor();
      await shot(page, `connect-${width}`);
      await wallet.click();

      // Sign-in: the CAIP-122 message for Sui, signed in the wallet, verified by the SDK in the page.
      const signInButton = page.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true });
      await signInButton.waitFor({ timeout: 15_000 });
      await shot(page, `sign-in-${width}`);
      await signInButton.click();
      await expect.poll(() => page.evaluate(async (address) => (await (window as unknown as PageWindow & { kit: { plugin(id: 'siwx'): { getSessions(c: string, a: string): Promise<unknown[]> } } }).kit.plugin('siwx').getSessions('sui:localnet', address)).length, ADDRESS), { timeout: 15_000 }).toBe(1);
      const session = await page.evaluate(async (address) => (await (window as unknown as { kit: { plugin(id: 'siwx'): { getSessions(c: string, a: string): Promise<Array<{ message: string; signature: string }>> } } }).kit.plugin('siwx').getSessions('sui:localnet', address))[0]!, ADDRESS);
      expect(session.message).toContain(`wants you to sign in with your Sui account:\n${ADDRESS}\n`);
      expect(session.message).toContain('\nChain ID: localnet\n');
      // The same check again here, in Node, with the SDK: the signature is the account's over that text.
      expect((await verifyPersonalMessageSignature(new TextEncoder().encode(session.message), session.signature, { address: ADDRESS })).toSuiAddress()).toBe(ADDRESS);

      // Connected: the account button shows the Sui account and its balance read from the double.
      await expect.poll(() => state(page), { timeout: 15_000 }).toMatchObject({ status: 'connected', address: ADDRESS, balance: '7.654', balanceSymbol: 'SUI' });
      const accountButton = page.getByRole('button', { name: new RegExp(`^Account ${ADDRESS.slice(0, 6)}…${ADDRESS.slice(-4)}`) });
      await accountButton.waitFor({ timeout: 15_000 });
      await accountButton.click();
      const account = page.getByRole('dialog', { name: 'Account' });
      await account.getByText(/7\.654\s*SUI/).waitFor({ timeout: 15_000 });
      await shot(page, `account-${width}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The network view lists the Sui networks, the one the wallet is on marked.
      await page.evaluate(() => (window as unknown as PageWindow).kit.open({ view: 'Networks' }));
      const networks = page.getByRole('dialog');
      for (const name of ['Sui Localnet', 'Sui Testnet', 'Sui Devnet']) await networks.getByRole('button', { name: new RegExp(name) }).waitFor();
      await shot(page, `networks-${width}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('sends SUI from the Account view through the Send feature: the wallet executes it and the balance moves on the double', async () => {
    const receiver = `0x${'5e'.repeat(32)}`;
    node.setBalance(ADDRESS, 9n * 1_000_000_000n);
    const before = node.balance(receiver);
    const { page, errors, close } = await openDapp(1280, '&send');
    try {
      await connectAndSignIn(page);
      await page.getByRole('button', { name: new RegExp(`^Account ${ADDRESS.slice(0, 6)}`) }).click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send', exact: true }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: /Select token/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: /SUI/ }).first().click();
      await form.getByRole('textbox', { name: 'Amount' }).fill('1.5');
      await form.getByRole('textbox', { name: 'To' }).fill(receiver);
      await shot(page, 'send-form-1280');
      await form.getByRole('button', { name: 'Review' }).click();
      await form.getByRole('button', { name: 'Send', exact: true }).click({ timeout: 15_000 });
      await form.getByText(/^Sent 1\.5 SUI to /).waitFor({ timeout: 20_000 });
      await shot(page, 'send-sent-1280');
      expect(node.balance(receiver)).toBe(before + 1_500_000_000n);
      // The wallet's account was charged 1.5 SUI and the gas the double used; the kit read it again.
      await expect.poll(() => state(page), { timeout: 15_000 }).toMatchObject({ balance: '7.498', balanceSymbol: 'SUI' });
      expect(node.executed.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);
});
