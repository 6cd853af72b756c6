// The account's identity in Chromium against the local stack: the cloud double's identity API
// (`GET /v1/identity/{address}`, as the reference kit's blockchain API) gives the first dev
// account an ENS name and an avatar the double serves on 127.0.0.1. Connected with it, the
// ConnectButton and the Account view show the name and the avatar (loaded, not just referenced);
// connected with an account that has none, both show the short address. One lookup per account:
// reopening the page within 5 minutes answers from the identity cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';

type KitWindow = Window & { kit: Kit };
const DEV_WALLET = 'dev.latchkey.wallet';

let env: PluginPage;
let stack: Stack;
let browser: Browser;
let dapp: StaticServer;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./identity.page.tsx', import.meta.url),
    title: 'Identity test',
    wallets: ['evm'],
    config: (s) => ({ cloudUrl: s.urls.cloud, projectId: s.cloud.projectId, chain: { chainId: s.chains.chains[0]!.chainId, rpcUrl: s.chains.chains[0]!.rpcUrl } }),
  });
  ({ stack, browser, dapp } = env);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** A fresh browser profile whose dev wallet holds `privateKey`, the dapp loaded and connected. */
async function connectedWith(privateKey: string) {
  const context = await browser.newContext();
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'], privateKeys: [privateKey as `0x${string}`] }), env.bundles.evm) });
  const page = await context.newPage();
  const errors: string[] = [];
  const identityRequests: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
  page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/v1/identity/') && identityRequests.push(r.url())));
  const open = async () => {
    await page.goto(`${dapp.url}/`);
    await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
    await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
    await page.waitForFunction((id) => (window as unknown as KitWindow).kit.getState().connectors.some((c) => c.id === id), DEV_WALLET, { timeout: 15_000 });
    await page.evaluate((id) => (window as unknown as KitWindow).kit.connect(id), DEV_WALLET);
  };
  await open();
  return { page, context, errors, identityRequests, reload: open };
}

/** Whether an <image> (SVG) or <img> under `selector` has loaded its picture (a real image, not a broken one). */
const imageLoaded = (page: Page, selector: string) =>
  page.evaluate(async (sel) => {
    const el = document.querySelector(sel);
    if (!el) return 'missing';
    const href = el instanceof HTMLImageElement ? el.currentSrc || el.src : (el.getAttribute('href') ?? '');
    const probe = new Image();
    probe.src = href;
    try {
      await probe.decode();
      return probe.naturalWidth > 0 ? href : 'empty';
    } catch {
      return 'broken';
    }
  }, selector);

describe('the account identity (Chromium, local stack)', () => {
  it('shows the ENS name and avatar of an account that has one in the ConnectButton and the Account view; one lookup per 5 minutes', async () => {
    const alice = stack.chains.accounts[0]!;
    stack.cloud.setIdentity(alice.address, { name: 'alice.eth' });
    const avatarUrl = stack.cloud.identityAvatarUrl(alice.address);
    const o = await connectedWith(alice.privateKey);
    const dir = screenshotsDirFor('eip155-identity-browser');
    try {
      const { page } = o;
      const button = page.getByRole('button', { name: /^Account alice\.eth/ });
      await button.waitFor({ timeout: 15_000 });
      expect(await button.textContent()).not.toContain(short(alice.address));
      expect(await page.locator('.lk-connect-btn svg[data-avatar] image').getAttribute('href')).toBe(avatarUrl);
      expect(await imageLoaded(page, '.lk-connect-btn svg[data-avatar] image')).toBe(avatarUrl);
      await page.screenshot({ path: `${dir}/button-with-name.png` });

      await button.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('alice.eth', { exact: true }).waitFor();
      const avatar = dialog.locator(`img[src="${avatarUrl}"]`);
      await avatar.waitFor();
      expect(await imageLoaded(page, `[role="dialog"] img[src="${avatarUrl}"]`)).toBe(avatarUrl);
      await page.screenshot({ path: `${dir}/account-with-name.png` });
      expect(o.identityRequests).toHaveLength(1);
      expect(new URL(o.identityRequests[0]!).searchParams.get('chainId')).toBe(`eip155:${stack.chains.chains[0]!.chainId}`);

      // A reload within 5 minutes: the name again, from the identity cache (no second lookup).
      await o.reload();
      await page.getByRole('button', { name: /^Account alice\.eth/ }).waitFor({ timeout: 15_000 });
      expect(o.identityRequests).toHaveLength(1);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
      stack.cloud.setIdentity(alice.address, null);
    }
  }, 60_000);

  it('shows the short address, and no avatar, for an account without an identity', async () => {
    const bob = stack.chains.accounts[4]!;
    const o = await connectedWith(bob.privateKey);
    try {
      const { page } = o;
      await page.waitForFunction(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.status === 'connected');
      // The lookup answered (nothing), and nothing changed.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/v1/identity/')), undefined, { timeout: 15_000 });
      const button = page.getByRole('button', { name: new RegExp(`^Account ${short(bob.address).replace('…', '.')}`) });
      await button.waitFor({ timeout: 15_000 });
      expect(await page.locator('.lk-connect-btn svg[data-avatar]').count()).toBe(0);
      await button.click();
      await page.getByRole('dialog').getByText(short(bob.address), { exact: true }).waitFor();
      expect(await page.evaluate(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.profileName)).toBeUndefined();
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  }, 60_000);
});
