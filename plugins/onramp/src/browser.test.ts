// Onramp in Chromium against the local stack (startStack): the harness's EIP-6963 dev wallet on
// chain A, the cloud double's onramp options and quotes. Account view → Buy crypto → an amount →
// the quote → Meld's page opened in a popup (captured: the provider's host is answered by a route,
// never reached) → closed → the purchase shown. Then the entry hidden with its flag off, in basic
// mode and on a namespace onramp does not serve; axe in light, dark and Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Kit, KitInternals } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { formatViolations, runAxe, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';

// The page's kit carries `internals(kit)` under this registered symbol (code run in the page cannot import it).
type KitWindow = Window & { kit: Kit & { [key: symbol]: KitInternals } };
const EVM_WALLET = 'dev.latchkey.wallet';

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let evmBundle: string;

let env: PluginPage;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./browser.page.tsx', import.meta.url),
    title: 'Onramp test',
    wallets: ['evm'],
    config: (stack) => ({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chain: { chainId: stack.chains.chains[0]!.chainId, rpcUrl: stack.chains.chains[0]!.rpcUrl } }),
  });
  ({ stack, browser, dapp } = env);
  evmBundle = env.bundles.evm;
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Every request the popup made to a provider's host (answered here, never sent). */
  providerHits: string[];
  shot(step: string): Promise<void>;
}

/** A fresh context with the dev wallet installed before any page script, the providers' hosts answered locally, the dapp loaded. */
async function openDapp(query = '', timezoneId?: string): Promise<Opened> {
  // bypassCSP lets axe-core be injected (the page's CSP would refuse it).
  const context = await browser.newContext({ bypassCSP: true, ...(timezoneId ? { timezoneId } : {}) });
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), evmBundle) });
  const providerHits: string[] = [];
  await context.route(/^https:\/\/(meldcrypto\.com|www\.meldcrypto\.com|pay\.coinbase\.com)\//, (route) => {
    providerHits.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Provider stand-in</title><p>Provider stand-in</p>' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
  await page.goto(`${dapp.url}/${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  const dir = screenshotsDirFor('onramp-browser');
  return { page, context, errors, providerHits, shot: async (step) => void (await page.screenshot({ path: `${dir}/${step}.png` })) };
}

async function connect(page: Page, connectorId: string, namespace: 'eip155' | 'polkadot') {
  await page.waitForFunction((id) => (window as unknown as KitWindow).kit.getState().connectors.some((c) => c.id === id), connectorId, { timeout: 15_000 });
  await page.evaluate(([id, ns]) => (window as unknown as KitWindow).kit.connect(id!, { namespace: ns as 'eip155' }), [connectorId, namespace]);
  await page.evaluate((ns) => (window as unknown as KitWindow).kit.setActiveNamespace(ns as 'eip155'), namespace);
}

/** The ids of the Account view's feature entries that apply now. */
const entries = (page: Page) => page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.slots('walletFeatures').map((s) => s.id));

/** Opens the Account view and waits until it shows its Disconnect button (English pages). */
async function accountView(page: Page) {
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect', exact: true }).waitFor({ timeout: 10_000 });
}

describe('onramp in Chromium (local stack)', () => {
  it('quotes 100 USD of USDC, opens Meld’s page in a captured popup and shows the purchase once it closes; axe clean in light, dark and Arabic', async () => {
    const STRINGS = {
      en: { entry: 'Buy crypto', amount: 'Amount in USD', quote: 'You get about 98 USDC on Ethereum.', meld: 'Continue with Meld', pending: 'Waiting for Meld', returned: 'Processing by Meld' },
      ar: { entry: 'شراء العملات الرقمية', amount: 'المبلغ بعملة USD', quote: 'تحصل على نحو 98 USDC على Ethereum.', meld: 'المتابعة مع Meld', pending: 'بانتظار Meld', returned: 'قيد المعالجة لدى Meld' },
    };
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}`);
      const s = STRINGS[lang];
      try {
        const { page, context } = o;
        const dialog = page.getByRole('dialog');
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };
        await connect(page, EVM_WALLET, 'eip155');
        const me = stack.chains.accounts[0]!.address;
        expect(await entries(page)).toContain('onramp');
        await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
        await dialog.getByRole('button', { name: s.entry, exact: true }).click();
        const form = dialog.getByRole('form', { name: s.entry });
        await form.waitFor();
        await axe('Buy');
        await form.getByLabel(s.amount, { exact: true }).fill('100');
        await dialog.getByText(s.quote).waitFor({ timeout: 10_000 });
        await axe('Buy, quoted');
        await o.shot(`quoted-${theme}-${lang}`);

        const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: s.meld }).click()]);
        await popup.waitForURL(/^https:\/\/meldcrypto\.com\//, { timeout: 10_000 });
        const url = new URL(popup.url());
        expect(url.protocol).toBe('https:');
        expect(url.host).toBe('meldcrypto.com');
        expect(Object.fromEntries(url.searchParams)).toMatchObject({ publicKey: 'test-public-key', destinationCurrencyCode: 'USDC', walletAddress: me, sourceCurrencyCode: 'USD', sourceAmount: '100', paymentMethodType: 'CARD' });
        expect(await popup.evaluate(() => window.opener)).toBeNull();
        expect(o.providerHits.map((h) => new URL(h).host)).toEqual(['meldcrypto.com']);
        await dialog.getByTestId('lk-onramp-status').getByText(s.pending).waitFor();
        await axe('Purchase, pending');
        await popup.close();
        await dialog.getByTestId('lk-onramp-status').getByText(s.returned).waitFor({ timeout: 5_000 });
        // One number rule: 98 USDC, not the API's 98.000000.
        expect(await dialog.getByTestId('lk-onramp-amount').textContent()).toContain('98 USDC');
        await axe('Purchase, returned');
        await o.shot(`purchase-${theme}-${lang}`);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
  }, 60_000);

  it('hides the entry when the remote flag is off, in basic mode and on a namespace onramp does not serve', async () => {
    // The remote flag off: the entry and the view's providers are gone.
    stack.cloud.setConfig({ onramp: { isEnabled: false } });
    let o = await openDapp();
    try {
      await connect(o.page, EVM_WALLET, 'eip155');
      expect(await o.page.evaluate(() => (window as unknown as KitWindow).kit.getState().features.onramp)).toBe(false);
      expect(await entries(o.page)).not.toContain('onramp');
      await accountView(o.page);
      expect(await o.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).count()).toBe(0);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
      stack.cloud.setConfig({ onramp: { isEnabled: true, config: ['meld', 'coinbase'] } });
    }

    // Basic mode: no remote feature at all, whatever the project says.
    o = await openDapp('basic=1');
    try {
      await connect(o.page, EVM_WALLET, 'eip155');
      expect(await entries(o.page)).not.toContain('onramp');
      await accountView(o.page);
      expect(await o.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).count()).toBe(0);
    } finally {
      await o.context.close();
    }

    // On polkadot (not served): hidden; back on eip155 in the same page: shown.
    o = await openDapp();
    try {
      await connect(o.page, EVM_WALLET, 'eip155');
      await connect(o.page, 'dot.stand-in', 'polkadot');
      expect(await o.page.evaluate(() => (window as unknown as KitWindow).kit.getState().activeNamespace)).toBe('polkadot');
      expect(await entries(o.page)).not.toContain('onramp');
      await accountView(o.page);
      expect(await o.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).count()).toBe(0);
      await o.page.evaluate(() => (window as unknown as KitWindow).kit.setActiveNamespace('eip155'));
      expect(await entries(o.page)).toContain('onramp');
      await o.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).waitFor();
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('is not offered to a visitor whose browser is in a restricted time zone (SPEC §9), and is elsewhere in Asia', async () => {
    for (const [timezoneId, offered] of [
      ['Asia/Shanghai', false],
      ['Asia/Hong_Kong', false],
      ['Asia/Tokyo', true],
    ] as const) {
      const o = await openDapp('', timezoneId);
      try {
        expect(await o.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
        await connect(o.page, EVM_WALLET, 'eip155');
        expect(await o.page.evaluate(() => (window as unknown as KitWindow).kit.getState().features.onramp !== false), timezoneId).toBe(offered);
        await accountView(o.page);
        expect(await o.page.getByRole('dialog').getByRole('button', { name: 'Buy crypto' }).count(), timezoneId).toBe(offered ? 1 : 0);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
  });
});
