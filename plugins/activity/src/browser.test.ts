// Activity and account names in Chromium against the real local stack (startStack): the
// harness's EIP-6963 dev wallet signs and sends on chain A; the cloud double serves the history and
// the names API live from that chain. ETH and a USDC-style token sent from the page (straight to
// the wallet, which confirms on its own screen) and ETH received from another account show in the Activity view with their
// signs and relative times; a send held in the mempool shows as pending until it is mined; a name
// registered through RegisterAccountName becomes the profile name (and comes back by reverse
// lookup); each SPEC §8 message is provoked with the cloud's fault injection; axe finds nothing in
// light, dark and Arabic. One file for both plugins (@latchkey/names has no Chromium file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createWalletClient, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Kit, KitInternals } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { formatViolations, runAxe, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

// The page's kit carries `internals(kit)` under this registered symbol (code run in the page cannot import it).
type KitWindow = Window & { kit: Kit & { [key: symbol]: KitInternals }; sent?: Promise<unknown> };
type EvmApi = { sendNative(p: { to: string; amount: string }): Promise<{ hash: string }>; sendToken(p: { token: string; to: string; amount: string; decimals?: number }): Promise<{ hash: string }> };
const EVM_WALLET = 'dev.latchkey.wallet';

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let evmBundle: string;

let env: PluginPage;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./browser.page.tsx', import.meta.url),
    title: 'Activity test',
    wallets: ['evm'],
    config: (stack) => ({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chain: { chainId: stack.chains.chains[0]!.chainId, rpcUrl: stack.chains.chains[0]!.rpcUrl } }),
  });
  ({ stack, browser, dapp } = env);
  evmBundle = env.bundles.evm;
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

/** A JSON-RPC call to chain A's node (mining control). */
async function chainRpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(stack.chains.chains[0]!.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  shot(step: string): Promise<void>;
}

/** A fresh context with the dev wallet installed before any page script, the dapp loaded. `axe` lets axe-core be injected (the CSP would refuse it). */
async function openDapp(query = '', axe = false): Promise<Opened> {
  const context = await browser.newContext({ bypassCSP: axe });
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), evmBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // Chromium logs every non-2xx answer; a 404 is how a free name reads, and the faults are injected.
  page.on('console', (m) => void (m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(`console.error: ${m.text()}`)));
  await page.goto(`${dapp.url}/${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  const dir = screenshotsDirFor('activity-browser');
  return { page, context, errors, shot: async (step) => void (await page.screenshot({ path: `${dir}/${step}.png` })) };
}

async function connect(page: Page) {
  await page.waitForFunction((id) => (window as unknown as KitWindow).kit.getState().connectors.some((c) => c.id === id), EVM_WALLET, { timeout: 15_000 });
  await page.evaluate((id) => (window as unknown as KitWindow).kit.connect(id, { namespace: 'eip155' }), EVM_WALLET);
}

const dialogOf = (page: Page) => page.getByRole('dialog');

type WalletsWindow = { __latchkeyWallets: { wallets: Record<string, { requests(): Array<{ method: string; outcome: string }> }> } };
/** The dev wallet's own prompts of these methods (its request log), with their outcome. */
const walletPrompts = (page: Page, methods: readonly string[]) =>
  page.evaluate((m) => (window as unknown as WalletsWindow).__latchkeyWallets.wallets.dev!.requests().filter((e) => m.includes(e.method)).map((e) => [e.method, e.outcome]), methods);


/** Starts a send from the page through the eip155 plugin (straight to the wallet, no approval view of the kit's), and waits for it when `wait`. */
async function sendFromPage(page: Page, send: { to: string; amount: string; token?: string; decimals?: number }, wait = true): Promise<void> {
  await page.evaluate((s) => {
    const w = window as unknown as KitWindow;
    const evm = w.kit.plugin<EvmApi>('eip155')!;
    w.sent = s.token ? evm.sendToken({ token: s.token, to: s.to, amount: s.amount, decimals: s.decimals }) : evm.sendNative({ to: s.to, amount: s.amount });
    w.sent.catch(() => undefined);
  }, send);
  if (wait) await page.evaluate(() => (window as unknown as KitWindow).sent);
}

/** The Account view's Wallet features → an entry. */
async function openFeature(page: Page, name: string) {
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
  await dialogOf(page).getByRole('region', { name: 'Wallet features' }).getByRole('button', { name, exact: true }).click();
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

describe('activity and account names in Chromium (local stack)', () => {
  it('lists ETH and token sends (-), a receipt (+) with relative times; a send held in the mempool is pending until mined', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const chain = stack.chains.chains[0]!;
      const [me, , , payer, , receiver, other] = stack.chains.accounts;
      await connect(page);

      // Received from another account (not the kit): shown with '+'.
      const wallet = createWalletClient({ account: privateKeyToAccount(payer!.privateKey), transport: http(chain.rpcUrl) });
      await wallet.sendTransaction({ to: me!.address, value: parseEther('0.25'), chain: null });
      // Sent from the page, one prompt each in the wallet: ETH, then a USDC-style token.
      const seen = await recordKitApprovals(page);
      await sendFromPage(page, { to: receiver!.address, amount: '0.5' });
      await sendFromPage(page, { token: chain.tokens.usdc, to: receiver!.address, amount: '12.5', decimals: 6 });
      expect(await walletPrompts(page, ['eth_sendTransaction'])).toEqual([
        ['eth_sendTransaction', 'resolved'],
        ['eth_sendTransaction', 'resolved'],
      ]);
      expect(await seen()).toEqual({ views: [], approvals: 0 });

      await openFeature(page, 'Activity');
      const list = dialogOf(page).getByRole('region', { name: 'Transactions', exact: true });
      await list.waitFor({ timeout: 15_000 });
      const rows = await list.getByRole('listitem').allTextContents();
      expect(rows.slice(0, 3)).toEqual([
        `SentTo ${short(receiver!.address)}a few seconds ago-12.5 USDC`,
        `SentTo ${short(receiver!.address)}a few seconds ago-0.5 ETH`,
        `ReceivedFrom ${short(payer!.address)}a few seconds ago+0.25 ETH`,
      ]);
      // The token icons come from the cloud's image route.
      expect(await list.locator('img').first().getAttribute('src')).toBe(`${stack.urls.cloud}/public/getTokenImage/USDC`);
      await o.shot('activity-list');

      // Held in the mempool: pending (the kit's own send), then listed once mined.
      await chainRpc('evm_setAutomine', [false]);
      try {
        await sendFromPage(page, { to: other!.address, amount: '0.1' }, false);
        await openFeature(page, 'Activity');
        const pending = dialogOf(page).getByRole('region', { name: 'Pending transactions' });
        await pending.waitFor({ timeout: 15_000 });
        expect(await pending.getByRole('listitem').allTextContents()).toEqual([`ETSendingPendingTo ${short(other!.address)}a few seconds ago-0.1 ETH`]);
        // 'ET': Ether's monogram tile (a pending send has no token image yet).
        expect(await pending.locator('[data-lk-token-icon="monogram"]').textContent()).toBe('ET');
        await o.shot('activity-pending');
        await chainRpc('evm_mine');
      } finally {
        await chainRpc('evm_setAutomine', [true]);
      }
      await pending(page).waitFor({ state: 'detached', timeout: 15_000 });
      await page.evaluate(() => (window as unknown as KitWindow).sent);
      expect((await list.getByRole('listitem').allTextContents())[0]).toBe(`SentTo ${short(other!.address)}a few seconds ago-0.1 ETH`);
      // Three sends, three wallet prompts; the kit showed its Account and Activity views, never an approval.
      expect((await walletPrompts(page, ['eth_sendTransaction'])).length).toBe(3);
      expect((await seen()).approvals).toBe(0);
      expect((await seen()).views).not.toContain('ApproveTransaction');

      // Minutes later (the page's clock), the times say so.
      await page.clock.install();
      await page.clock.fastForward('03:10');
      await openFeature(page, 'Activity');
      await list.getByText('3 minutes ago').first().waitFor({ timeout: 15_000 });
      expect((await list.locator('time').allTextContents()).slice(0, 4)).toEqual(['3 minutes ago', '3 minutes ago', '3 minutes ago', '3 minutes ago']);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('registers a name through RegisterAccountName (one signature prompt in the wallet, no approval view of the kit): the profile name, and by reverse lookup after a reload', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const me = stack.chains.accounts[0]!.address;
      await connect(page);
      const seen = await recordKitApprovals(page);
      await openFeature(page, 'Choose a name');
      const form = dialogOf(page).getByRole('form', { name: 'Choose a name' });
      await form.getByLabel('Name', { exact: true }).fill('latchkey-ada');
      // Names sit in bidi isolates (U+2068 … U+2069) inside sentences.
      await form.getByRole('status').getByText(/^\u2068latchkey-ada\.reown\.id\u2069 is available$/).waitFor({ timeout: 10_000 });
      await form.getByRole('region', { name: 'Suggestions' }).getByRole('button').first().waitFor();
      await o.shot('names-form');
      await form.getByRole('button', { name: 'Register' }).click();
      await dialogOf(page).getByText(/^\u2068latchkey-ada\.reown\.id\u2069 is yours$/).waitFor({ timeout: 15_000 });
      await o.shot('names-success');
      // Register: one signature, asked by the wallet itself; the kit went from the form to the success view.
      expect(await walletPrompts(page, ['personal_sign', 'eth_signTypedData_v4'])).toEqual([['personal_sign', 'resolved']]);
      expect((await seen()).approvals).toBe(0);
      expect((await seen()).views).not.toContain('ApproveTransaction');
      // The cloud verified the signature and holds the name under chain A's ENSIP-11 coin type.
      const held = stack.cloud.names.list().find((r) => r.name === 'latchkey-ada.reown.id');
      expect(held?.addresses[String((0x80000000 | stack.chains.chains[0]!.chainId) >>> 0)]?.address.toLowerCase()).toBe(me.toLowerCase());
      await dialogOf(page).getByRole('button', { name: 'Back to your account' }).click();
      await dialogOf(page).getByText('latchkey-ada.reown.id', { exact: true }).waitFor();
      expect(await page.evaluate(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.profileName)).toBe('latchkey-ada.reown.id');

      // A new visit: the name comes back by reverse lookup on connect.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
      await connect(page);
      await page.waitForFunction(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.profileName === 'latchkey-ada.reown.id', null, { timeout: 10_000 });
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('says each SPEC §8 message once (fault injection); axe finds nothing on Activity and the names views in light, dark and Arabic', async () => {
    const faults = stack.cloud.faults;
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}`, true);
      const english = lang === 'en' && theme === 'light';
      try {
        const { page } = o;
        const dialog = dialogOf(page);
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };
        // The names of this account fail to load (on connect, logged; then in the view).
        if (english) faults.set('nameReverse', { kind: 'malformed' });
        await connect(page);

        // Activity: the list, then 'Failed to fetch transactions' (the list emptied) and Try again.
        await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Activity' }));
        await dialog.getByRole('listitem').first().waitFor({ timeout: 15_000 });
        await axe('Activity');
        if (english) {
          faults.set('history', { kind: 'status', status: 503 }, { times: 1 });
          await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('Account'));
          await openFeature(page, 'Activity');
          await dialog.getByRole('alert').getByText('Failed to fetch transactions').waitFor({ timeout: 15_000 });
          expect(await dialog.getByRole('listitem').count()).toBe(0);
          await o.shot('activity-failed');
          await axe('Activity failed');
          await dialog.getByRole('button', { name: 'Try again' }).click();
          await dialog.getByRole('listitem').first().waitFor({ timeout: 15_000 });
        }

        // RegisterAccountName: available with suggestions.
        await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('RegisterAccountName'));
        const form = dialog.getByRole('form');
        await form.waitFor();
        if (english) {
          await form.getByText('Error fetching names for address').waitFor({ timeout: 10_000 });
          faults.clear('nameReverse');
        }
        await form.locator('input[name="name"]').fill(`grace-${theme}-${lang}`);
        await form.getByRole('status').waitFor({ timeout: 10_000 });
        await form.getByRole('region').first().getByRole('button').first().waitFor({ timeout: 10_000 });
        await axe('RegisterAccountName');

        if (english) {
          // The lookup and the suggestions fail: 'Error resolving name', 'Error fetching name suggestions'.
          faults.set('nameLookup', { kind: 'malformed' }, { times: 1 });
          faults.set('nameSuggestions', { kind: 'malformed' }, { times: 1 });
          await form.locator('input[name="name"]').fill('grace-hopper');
          await form.getByText('Error resolving name').waitFor({ timeout: 10_000 });
          await form.getByText('Error fetching name suggestions').waitFor();
          await o.shot('names-errors');
          await axe('RegisterAccountName errors');

          // Registering fails with no reason: 'Error registering name {name}'; then with the API's reason.
          faults.set('nameRegister', { kind: 'malformed' }, { times: 1 });
          await form.getByRole('button', { name: 'Register' }).click();
          await dialog.getByText(/^Error registering name \u2068grace-hopper\.reown\.id\u2069$/).waitFor({ timeout: 15_000 });
          faults.set('nameRegister', { kind: 'status', status: 400, message: 'Name grace-hopper.reown.id is reserved' }, { times: 1 });
          await dialog.getByRole('button', { name: 'Register' }).click();
          await dialog.getByText('Name grace-hopper.reown.id is reserved').waitFor({ timeout: 15_000 });
          await axe('RegisterAccountName register failed');
          expect(await page.evaluate(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.profileName)).toBeUndefined();
        }

        await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('RegisterAccountNameSuccess', { name: 'grace-hopper.reown.id' }));
        await dialog.getByText(/grace-hopper\.reown\.id/).first().waitFor();
        await axe('RegisterAccountNameSuccess');
        await o.shot(`names-success-${theme}-${lang}`);
        expect(o.errors).toEqual([]);
      } finally {
        faults.reset();
        await o.context.close();
      }
    }
    // Three pages (light, dark, Arabic), each with its axe runs: ~20 s on a busy machine.
  }, 60_000);
});

const pending = (page: Page) => dialogOf(page).getByRole('region', { name: 'Pending transactions' });
