// Pictures in Chromium, from the harness's cloud double (its SPEC §7 image routes): a network's
// `assets.imageId` is drawn from /public/getAssetImage in the network button, the network list
// and the Account view; the Account view's balance has its token image, or the same monogram
// tile Send and Swap draw for the symbol; one wallet has one icon in its Connect row, the
// Connecting view, the Account view and its wallet row (ConnectButton's picture is the account's
// own, never the wallet's: a server render knows no wallet icon, so it would not hydrate); unsafe sources
// (`javascript:`, plain http elsewhere) are never loaded: the monogram stands in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Kit } from '@latchkey/kernel';
import { startViewPage, type ViewPage } from '@latchkey/test-harness/e2e/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { DIRECTORY_IDS, NETWORK_IMAGE_IDS, generateDirectory, startCloud, type CloudHandle } from '@latchkey/test-harness/cloud/index';

type KitWindow = Window & { kit: Kit; release?: () => void };

let cloud: CloudHandle;
let view: ViewPage;
const assetId = NETWORK_IMAGE_IDS['eip155:31337']!;
const walletImageId = generateDirectory().entries.find((e) => e.id === DIRECTORY_IDS.devWallet)!.image_id;

beforeAll(async () => {
  [cloud, view] = await Promise.all([startCloud({ port: 0 }), startViewPage({ page: new URL('./icons.browser.page.tsx', import.meta.url), title: 'Icons test' })]);
}, 120_000);

afterAll(async () => {
  await view?.stop();
  await cloud?.stop();
});

/** A fresh page of the test kit; records every host it asks for and any page error. */
async function open(symbol = 'ETH'): Promise<{ page: Page; hosts: Set<string>; errors: string[]; close(): Promise<void> }> {
  const context = await view.browser.newContext();
  const page = await context.newPage();
  const hosts = new Set<string>();
  const errors: string[] = [];
  page.on('request', (r) => void hosts.add(new URL(r.url()).hostname));
  page.on('pageerror', (e) => errors.push(e.message));
  const query = new URLSearchParams({ cloud: cloud.url, projectId: cloud.projectId, assetId, walletImageId, symbol });
  await page.goto(`${view.dapp.url}/?${query}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  return { page, hosts, errors, close: () => context.close() };
}

/** The image's source once it has loaded with real pixels (it fails the test if it never does). */
async function loaded(img: Locator): Promise<string> {
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  return (await img.getAttribute('src'))!;
}

const kitOf = (page: Page) => ({
  open: (view: string) => page.evaluate((v) => (window as unknown as KitWindow).kit.open({ view: v as 'Account' }), view),
  connect: (id: string) => page.evaluate((c) => (window as unknown as KitWindow).kit.connect(c).then(() => undefined), id),
});

describe('pictures from the image endpoints, in Chromium', () => {
  it("draws a network's assets.imageId from getAssetImage in the network button, the network list and the Account view; an unsafe imageUrl is a monogram", async () => {
    const { page, hosts, errors, close } = await open();
    const kit = kitOf(page);
    try {
      const asset = `${cloud.url}/public/getAssetImage/${assetId}?`;
      expect(await loaded(page.locator('.lk-network-btn img'))).toContain(asset);
      await kit.open('Networks');
      const dialog = page.getByRole('dialog');
      expect(await loaded(dialog.getByRole('button', { name: /Latchkey Chain A/ }).locator('img'))).toContain(asset);
      // Bravo's picture is plain http on another host: never asked for; its name's tile instead.
      const bravo = dialog.getByRole('button', { name: /Bravo Chain/ });
      expect(await bravo.locator('img').count()).toBe(0);
      expect(await bravo.locator('[data-lk-network-icon="monogram"]').textContent()).toBe('BR');
      await page.screenshot({ path: `${screenshotsDirFor('icons-browser')}/networks.png` });

      await kit.connect('evil.wallet');
      await kit.open('Account');
      expect(await loaded(dialog.getByRole('button', { name: /Latchkey Chain A/ }).locator('img'))).toContain(asset);
      // The balance's currency has an image on the token endpoint.
      const balance = dialog.getByTestId('lk-balance');
      await expect.poll(() => balance.textContent()).toBe('1.5 ETH');
      expect(await loaded(dialog.locator('p:has([data-testid="lk-balance"]) img[data-lk-token-icon="image"]'))).toContain(`${cloud.url}/public/getTokenImage/ETH?`);
      // The wallet announcing a `javascript:` icon gets its letter, and no image at all.
      expect(await dialog.locator('img.lk-img-lg').count()).toBe(0);
      await page.screenshot({ path: `${screenshotsDirFor('icons-browser')}/account-images.png` });
      expect([...hosts]).toEqual(['127.0.0.1']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("the balance of a currency the endpoint has no image for shows the symbol's monogram, as Send and Swap draw it", async () => {
    const { page, close } = await open('ZZT');
    const kit = kitOf(page);
    try {
      await kit.connect('evil.wallet');
      await kit.open('Account');
      const dialog = page.getByRole('dialog');
      await expect.poll(() => dialog.getByTestId('lk-balance').textContent()).toBe('1.5 ZZT');
      // Asked for, answered 404, replaced by the tile.
      const tile = dialog.locator('p:has([data-testid="lk-balance"]) [data-lk-token-icon="monogram"]');
      await tile.waitFor({ timeout: 10_000 });
      const reference = page.locator('#send-like [data-lk-token-icon="monogram"]');
      const look = (l: Locator) => l.evaluate((el) => ({ letters: el.textContent, fill: el.querySelector('rect')?.getAttribute('fill') }));
      expect(await look(tile)).toEqual(await look(reference));
      expect((await look(tile)).letters).toBe('ZZ');
      await page.screenshot({ path: `${screenshotsDirFor('icons-browser')}/account-monogram.png` });
      // Drawn in colour, with white letters, in the kit's own CSS.
      expect(await tile.evaluate((el) => getComputedStyle(el.querySelector('rect')!).fill)).not.toBe('rgb(0, 0, 0)');
      expect(await tile.evaluate((el) => getComputedStyle(el.querySelector('text')!).fill)).toBe('rgb(255, 255, 255)');
    } finally {
      await close();
    }
  });

  it("one wallet has one icon: its Connect row, the Connecting view, the Account view and its wallet row; ConnectButton shows no wallet's icon", async () => {
    const { page, hosts, errors, close } = await open();
    const kit = kitOf(page);
    try {
      await kit.open('Connect');
      const dialog = page.getByRole('dialog');
      const icon = await loaded(dialog.getByRole('button', { name: /Picture Wallet/ }).locator('img'));
      expect(icon.startsWith(`${cloud.url}/getWalletImage/${walletImageId}?`)).toBe(true);
      expect(new URL(icon).searchParams.get('projectId')).toBe(cloud.projectId);
      // A `javascript:` icon is never an image: the name's letter stands in.
      const hostile = dialog.getByRole('button', { name: /Hostile Wallet/ });
      expect(await hostile.locator('img').count()).toBe(0);
      expect(await hostile.locator('.lk-img').first().textContent()).toBe('H');

      await dialog.getByRole('button', { name: /Picture Wallet/ }).click();
      expect(await loaded(dialog.locator('img.lk-img-lg'))).toBe(icon);
      await page.waitForFunction(() => typeof (window as unknown as KitWindow).release === 'function');
      await page.evaluate(() => (window as unknown as KitWindow).release!());
      await page.waitForFunction(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.status === 'connected');

      await kit.open('Account');
      expect(await loaded(dialog.locator('img.lk-img-lg'))).toBe(icon);
      await kit.open('ProfileWallets');
      expect(await loaded(dialog.locator('.lk-wrow img'))).toBe(icon);
      await page.screenshot({ path: `${screenshotsDirFor('icons-browser')}/wallet-row.png` });
      // The button's picture is the account's own (none here), never the wallet's.
      await page.locator('.lk-connect-btn[data-connected]').waitFor();
      // Its balance (formatted by the chunk the modal brought) follows the address.
      await expect.poll(() => page.locator('.lk-connect-btn').textContent()).toMatch(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} · 1\.5 ETH$/);
      expect(await page.locator('.lk-connect-btn svg[data-avatar]').count()).toBe(0);
      expect([...hosts]).toEqual(['127.0.0.1']);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
