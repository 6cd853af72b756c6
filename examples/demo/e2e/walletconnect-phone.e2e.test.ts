// WalletConnect on a phone, end to end in Chromium against the local stack: a 360 × 780 touch
// viewport with a phone's user agent (the kit's default isMobile), the demo's WalletConnect entry
// as a list of wallet apps, a tap on one handing the `wc:` URI to that wallet's link (intercepted
// here and given to the harness's WalletConnect wallet, as the wallet app would take it), the
// session completing and the account shown.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { BrowserContext, Page } from 'playwright-core';
import { createWcWallet, wcWalletOptions, type WcWallet } from '@latchkey/test-harness/wcwallet/index';
import { layoutProblems, screenshotsDirFor } from '@latchkey/test-harness/e2e/index';
import type { Kit } from '@latchkey/kernel';
import { DEMO_ENV_TIMEOUT_MS, startDemoEnv, type DemoEnv } from './support';

let env: DemoEnv;
let wallet: WcWallet;

beforeAll(async () => {
  env = await startDemoEnv();
  wallet = await createWcWallet(wcWalletOptions({ chains: env.stack.chains.chains, solanaUrl: env.stack.urls.solana, relayUrl: env.stack.urls.relay }));
}, DEMO_ENV_TIMEOUT_MS);
afterEach(async () => {
  for (const s of wallet?.sessions() ?? []) await wallet.disconnect(s.topic).catch(() => undefined);
  wallet?.clearRequests();
});
afterAll(async () => {
  await wallet?.close();
  await env?.stop();
});

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
/** The harness directory's certified wallet with an app scheme (test-harness/src/cloud/directory.ts). */
const DEV_WALLET = { name: 'Latchkey Dev Wallet', scheme: 'latchkey-dev://' };
const SHOTS = screenshotsDirFor('walletconnect-phone');

/**
 * A phone: 360 × 780, touch, a phone's user agent. A tap on a link that leaves for a wallet app
 * (an app scheme, or a universal link with `wc?uri=`) is recorded and stays on the page.
 */
async function openPhone(query: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    const w = window as unknown as { __tapped: string[] };
    w.__tapped = [];
    window.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
        if (!a) return;
        const href = a.getAttribute('href') ?? '';
        if (!/^https?:/i.test(href) || href.includes('wc?uri=')) {
          w.__tapped.push(href);
          e.preventDefault();
        }
      },
      true,
    );
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(`${env.url}?${query}`);
  await page.waitForFunction(() => (window as unknown as { __latchkeyKit?: Kit }).__latchkeyKit);
  return { context, page, errors };
}

/** The WalletConnect entry, as the Connect view's WalletConnect row opens it. */
async function openWalletConnect(page: Page, title = 'WalletConnect') {
  await page.evaluate(() => (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.open({ view: 'ConnectingWalletConnect' }));
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

async function shot(page: Page, name: string): Promise<string> {
  await mkdir(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Layout checks a phone visitor notices: no sideways scrolling, every tappable thing at least 44 px tall. */
async function phoneLayout(page: Page) {
  return page.evaluate(async () => {
    // Measured once the dialog's entrance (scale 0.98 → none) and other finite animations are done.
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.then(() => undefined, () => undefined)),
    );
    const dialog = document.querySelector('[role="dialog"]')!;
    const small = [...dialog.querySelectorAll('a[href], button:not([disabled]), input')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && r.height < 44)
      .map(({ el, r }) => `${el.tagName} "${el.textContent?.trim() || el.getAttribute('aria-label')}" ${Math.round(r.height)}px`);
    return { overflow: document.documentElement.scrollWidth > window.innerWidth, small };
  });
}

describe('WalletConnect on a phone (360 px, touch), end to end in Chromium', () => {
  it('the WalletConnect entry is a list of wallet apps; tapping one hands it the wc: URI; the wallet pairs, the session completes, the account shows', async () => {
    const { context, page, errors } = await openPhone('theme=light');
    try {
      const dialog = await openWalletConnect(page);
      const list = dialog.getByRole('list', { name: 'Wallet apps' });
      await list.waitFor();
      // The QR code is a secondary choice: not shown until asked for.
      expect(await dialog.getByRole('img', { name: 'WalletConnect QR code' }).count()).toBe(0);
      const row = list.getByRole('link', { name: DEV_WALLET.name });
      await expect.poll(() => row.getAttribute('href'), { timeout: 20_000 }).toMatch(/^latchkey-dev:\/\/wc\?uri=wc%3A/);
      expect(await dialog.getByRole('button', { name: 'Show QR code' }).count()).toBe(1);
      expect(await dialog.getByRole('button', { name: 'Copy link' }).isEnabled()).toBe(true);
      expect(await phoneLayout(page)).toEqual({ overflow: false, small: [] });
      await shot(page, 'list-en-light');

      await row.tap();
      const tapped = await page.evaluate(() => (window as unknown as { __tapped: string[] }).__tapped);
      expect(tapped).toHaveLength(1);
      expect(tapped[0]!.startsWith(`${DEV_WALLET.scheme}wc?uri=`)).toBe(true);
      const uri = decodeURIComponent(tapped[0]!.slice(`${DEV_WALLET.scheme}wc?uri=`.length));
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      expect(uri).toBe((await page.evaluate(() => ((window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.getState().plugins.walletconnect as { uri?: string }).uri)));
      // While the visitor is in the wallet app the view waits, says which wallet, and can open it again.
      await dialog.getByText(`Continue in ${DEV_WALLET.name}`).waitFor();
      expect(await dialog.getByRole('link', { name: 'Open again' }).getAttribute('href')).toBe(tapped[0]);
      expect(await phoneLayout(page)).toEqual({ overflow: false, small: [] });
      await shot(page, 'opened-en-light');

      // The wallet app takes the URI.
      await wallet.pair(uri);
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
      const evm = wallet.addresses.eip155[0]!;
      await expect
        .poll(() => page.evaluate(() => {
          const s = (window as unknown as { __latchkeyKit: Kit }).__latchkeyKit.getState();
          return [s.chains.eip155?.account.status, s.connections.eip155?.[0]?.connectorId, s.chains.eip155?.account.address];
        }))
        .toEqual(['connected', 'walletConnect', evm]);
      await page.getByRole('button', { name: new RegExp(`^Account ${evm.slice(0, 6)}`) }).waitFor();
      expect(wallet.sessions()).toHaveLength(1);
      await shot(page, 'connected-en-light');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it.each([
    ['en', 'light', 'WalletConnect', 'Wallet apps', 'Show QR code'],
    ['en', 'dark', 'WalletConnect', 'Wallet apps', 'Show QR code'],
    ['ar', 'light', 'WalletConnect', 'تطبيقات المحافظ', 'عرض رمز QR'],
    ['ar', 'dark', 'WalletConnect', 'تطبيقات المحافظ', 'عرض رمز QR'],
  ])('the list in %s, %s: no overflow, 44 px targets; Show QR code gives the same URI as the links', async (lang, theme, title, listName, showQr) => {
    const { context, page, errors } = await openPhone(`theme=${theme}&lang=${lang}`);
    try {
      const dialog = await openWalletConnect(page, title);
      const list = dialog.getByRole('list', { name: listName });
      const row = list.getByRole('link', { name: DEV_WALLET.name });
      await expect.poll(() => row.getAttribute('href'), { timeout: 20_000 }).toMatch(/^latchkey-dev:\/\/wc\?uri=wc%3A/);
      expect(await page.locator('.lk-root[dir]').first().getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await phoneLayout(page)).toEqual({ overflow: false, small: [] });
      // The sweep every other view gets: no text clipped without an ellipsis, no overflow, 44 px targets.
      expect(await layoutProblems(page, { touch: true })).toEqual([]);
      await shot(page, `list-${lang}-${theme}`);
      // Ten rows, then "Show more wallets", Copy link and Show QR code within reach.
      expect(await list.getByRole('listitem').count()).toBe(10);
      await dialog.getByRole('button', { name: showQr }).scrollIntoViewIfNeeded();
      await shot(page, `list-end-${lang}-${theme}`);
      const href = (await row.getAttribute('href'))!;
      await dialog.getByRole('button', { name: showQr }).tap();
      const qr = dialog.locator('svg.lk-qr');
      await qr.waitFor();
      // What a second device's camera reads is the URI the wallet links carry.
      const png = PNG.sync.read(await qr.screenshot());
      const decoded = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
      expect(decoded?.data).toBe(decodeURIComponent(href.slice(`${DEV_WALLET.scheme}wc?uri=`.length)));
      expect(await phoneLayout(page)).toEqual({ overflow: false, small: [] });
      expect(await layoutProblems(page, { touch: true })).toEqual([]);
      await shot(page, `qr-${lang}-${theme}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
