import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, erc20Abi, formatEther, http, verifyMessage, verifyTypedData, type Address } from 'viem';
import { recordKitViews, DEMO_ENV_TIMEOUT_MS, startDemoEnv, type DemoEnv } from './support';
import { addHostileCss, computedStyles, removeHostileCss, styleDiffs } from './hostCss';
import { ar } from '../../../react/src/i18n/ar';
import { fa } from '../../../react/src/i18n/fa';
import { he } from '../../../react/src/i18n/he';
import { ja } from '../../../react/src/i18n/ja';
import { locales } from '../../../react/src/i18n/locales.generated';

const RTL_LOCALES = { ar, he, fa };
const LOCALE_TAGS = Object.keys(locales);
import type { OpenedPage } from '@latchkey/test-harness/e2e/index';

let env: DemoEnv;
let user: Address;

beforeAll(async () => {
  env = await startDemoEnv();
  user = env.stack.chains.accounts[0]!.address;
}, DEMO_ENV_TIMEOUT_MS);
afterAll(async () => {
  await env?.stop();
});

const client = (chain = 0) => createPublicClient({ transport: http(env.stack.chains.chains[chain]!.rpcUrl) });
/** A balance as the kit shows it (SPEC §9): floored to 3 decimals, to 2 from a thousand up, grouped. */
const shownBalance = (wei: bigint) => {
  const [int = '0', frac = ''] = formatEther(wei).split('.');
  const f = frac.slice(0, int.length >= 4 ? 2 : 3).replace(/0+$/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return f ? `${grouped}.${f}` : grouped;
};

async function connect(opened: OpenedPage, walletName = 'Latchkey Dev Wallet') {
  const { page } = opened;
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: new RegExp(walletName) }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('button', { name: /^Account 0x/ }).waitFor();
}

async function approveInModal(opened: OpenedPage, shot?: string) {
  const dialog = opened.page.getByRole('dialog', { name: 'Approve Request' });
  await dialog.waitFor();
  if (shot) await opened.screenshot(shot);
  await dialog.getByRole('button', { name: 'Approve' }).click();
}

/** The wallet's own prompts (the mock wallet approves them) of these methods, in order. */
async function walletPrompts(opened: OpenedPage, methods: readonly string[]): Promise<string[]> {
  const log = await opened.wallets.control('dev', 'requests');
  return log.map((e) => e.method).filter((m) => methods.includes(m));
}

describe('the demo dapp, end to end in Chromium against the local chains', () => {
  it('connects through the announced dev wallet; the Account view shows the balance the chain holds', async () => {
    const opened = await env.open('connect');
    await opened.screenshot('01-page');
    await connect(opened);
    const balance = await client().getBalance({ address: user });
    await opened.page.getByRole('button', { name: /^Account 0x/ }).click();
    const dialog = opened.page.getByRole('dialog', { name: 'Account' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('lk-balance').textContent()).toBe(`${shownBalance(balance)} ETH`);
    await opened.screenshot('02-account');
    opened.assertNoErrors();
    await opened.close();
  });

  it('switches 31337 → 31338, and the network button follows', async () => {
    const opened = await env.open('switch');
    await connect(opened);
    await opened.page.getByRole('button', { name: 'Network: Latchkey Chain A' }).click();
    const dialog = opened.page.getByRole('dialog', { name: 'Choose Network' });
    await dialog.getByRole('button', { name: /Latchkey Chain B/ }).click();
    await opened.page.getByRole('button', { name: 'Network: Latchkey Chain B' }).waitFor();
    const chainId = await opened.wallets.request('dev', 'eth_chainId');
    expect(chainId).toMatchObject({ result: '0x7a6a' });
    opened.assertNoErrors();
    await opened.close();
  });

  it('adds the chain when the wallet does not know it (4902 → wallet_addEthereumChain)', async () => {
    const [chainA] = env.walletConfig.chains;
    const opened = await env.open('switch-4902', { wallets: { chains: [chainA!] } });
    await connect(opened);
    await opened.page.getByRole('button', { name: 'Network: Latchkey Chain A' }).click();
    await opened.page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain B/ }).click();
    await opened.page.getByRole('button', { name: 'Network: Latchkey Chain B' }).waitFor();
    const log = await opened.wallets.control('dev', 'requests');
    expect(log.map((e) => e.method)).toEqual(expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']));
    expect(await opened.wallets.request('dev', 'eth_chainId')).toMatchObject({ result: '0x7a6a' });
    opened.assertNoErrors();
    await opened.close();
  });

  it('signs a message and typed data, one wallet prompt each and no approval view of the kit; both verify with viem', async () => {
    const opened = await env.open('sign');
    await connect(opened);
    const seen = await recordKitViews(opened.page);
    await opened.page.getByRole('button', { name: 'Sign message' }).click();
    await opened.page.getByTestId('signature').waitFor({ timeout: 15_000 });
    const signature = (await opened.page.getByTestId('signature').textContent()) as `0x${string}`;
    expect(await verifyMessage({ address: user, message: 'Hello from the Latchkey demo', signature })).toBe(true);

    await opened.page.getByRole('button', { name: 'Sign typed data' }).click();
    await opened.page.getByTestId('typed-signature').waitFor({ timeout: 15_000 });
    const typed = (await opened.page.getByTestId('typed-signature').textContent()) as `0x${string}`;
    const ok = await verifyTypedData({
      address: user,
      domain: { name: 'Latchkey Demo', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'from', type: 'address' }, { name: 'contents', type: 'string' }] },
      primaryType: 'Greeting',
      message: { from: user, contents: 'Hello from the Latchkey demo' },
      signature: typed,
    });
    expect(ok).toBe(true);
    expect(await walletPrompts(opened, ['personal_sign', 'eth_signTypedData_v4'])).toEqual(['personal_sign', 'eth_signTypedData_v4']);
    expect(await seen()).toEqual({ views: [], approvals: 0 });
    opened.assertNoErrors();
    await opened.close();
  });

  it('sends 0.01 ETH and 1.5 USDC, one wallet prompt each and no approval view of the kit; the recipient’s balances change on chain', async () => {
    const recipient = env.stack.chains.accounts[5]!.address;
    const usdc = env.stack.chains.chains[0]!.tokens.usdc;
    const ethBefore = await client().getBalance({ address: recipient });
    const usdcBefore = await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] });
    const opened = await env.open('send');
    await connect(opened);
    const seen = await recordKitViews(opened.page);
    await opened.page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
    await opened.page.getByTestId('eth-tx').waitFor({ timeout: 20_000 });
    // The page shows the transaction hash (not '[object Object]').
    expect(await opened.page.getByTestId('eth-tx').textContent()).toMatch(/0x[0-9a-f]{64}/);
    await opened.page.getByRole('button', { name: 'Send 1.5 USDC' }).click();
    await opened.page.getByTestId('usdc-tx').waitFor({ timeout: 20_000 });
    expect(await opened.page.getByTestId('usdc-tx').textContent()).toMatch(/0x[0-9a-f]{64}/);
    expect(await client().getBalance({ address: recipient })).toBe(ethBefore + 10_000_000_000_000_000n);
    expect(await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(usdcBefore + 1_500_000n);
    // Prompts per send with a browser wallet: one, in the wallet.
    expect(await walletPrompts(opened, ['eth_sendTransaction'])).toEqual(['eth_sendTransaction', 'eth_sendTransaction']);
    expect(await seen()).toEqual({ views: [], approvals: 0 });
    opened.assertNoErrors();
    await opened.close();
  });

  it("with approvals: 'all' the kit's review comes first (it shows the decoded call), then one wallet prompt", async () => {
    const recipient = env.stack.chains.accounts[5]!.address;
    const opened = await env.open('send-review', { query: 'approvals=all' });
    await connect(opened);
    const seen = await recordKitViews(opened.page);
    await opened.page.getByRole('button', { name: 'Send 1.5 USDC' }).click();
    const dialog = opened.page.getByRole('dialog', { name: 'Approve Request' });
    await dialog.waitFor();
    // Nothing reached the wallet while the kit's review is on screen.
    expect(await walletPrompts(opened, ['eth_sendTransaction'])).toEqual([]);
    await approveInModal(opened, 'approve-send-review');
    await opened.page.getByTestId('usdc-tx').waitFor({ timeout: 20_000 });
    expect(await walletPrompts(opened, ['eth_sendTransaction'])).toEqual(['eth_sendTransaction']);
    expect((await seen()).approvals).toBe(1);
    expect(await client().readContract({ address: env.stack.chains.chains[0]!.tokens.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBeGreaterThan(0n);
    opened.assertNoErrors();
    await opened.close();
  });

  it('pays 2 USDC from a payment request: a wallet is connected first, the promise resolves with the hash once confirmed', async () => {
    const recipient = env.stack.chains.accounts[6]!.address;
    const usdc = env.stack.chains.chains[0]!.tokens.usdc;
    const before = await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] });
    const opened = await env.open('pay');
    const { page } = opened;
    await page.getByLabel('Recipient').fill(recipient);
    await page.getByRole('button', { name: 'Pay 2 USDC' }).click();
    // Not connected: the request opens on Pay with Connect on top of it.
    const payView = page.getByRole('dialog', { name: 'Pay' });
    await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    // Back on Pay, connected: the request as the dapp made it.
    await payView.getByRole('button', { name: 'Pay', exact: true }).waitFor({ timeout: 15_000 });
    expect(await payView.textContent()).toContain('2 USDC');
    await opened.screenshot('pay-request');
    const seen = await recordKitViews(page);
    await payView.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('dialog', { name: 'Payment' }).getByText(/^Paid 2 USDC to /).waitFor({ timeout: 30_000 });
    await page.getByTestId('pay-tx').waitFor({ timeout: 10_000 });
    const hash = (await page.getByTestId('pay-tx').textContent()) as `0x${string}`;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await client().getTransactionReceipt({ hash })).status).toBe('success');
    expect(await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(before + 2_000_000n);
    // Pay with a browser wallet: the visitor's Pay, then one prompt in the wallet; no approval view of the kit.
    expect(await walletPrompts(opened, ['eth_sendTransaction'])).toEqual(['eth_sendTransaction']);
    expect((await seen()).approvals).toBe(0);
    expect((await seen()).views).not.toContain('ApproveTransaction');
    await page.getByRole('dialog', { name: 'Payment' }).getByRole('button', { name: 'Done' }).click();
    opened.assertNoErrors();
    await opened.close();
  }, 60_000);

  it('offers Swap in the Account view on the local chain, opening the swap form', async () => {
    const opened = await env.open('swaps');
    await connect(opened);
    await opened.page.getByRole('button', { name: /^Account 0x/ }).click();
    const dialog = opened.page.getByRole('dialog');
    await dialog.getByRole('region', { name: 'Wallet features' }).getByRole('button', { name: 'Swap', exact: true }).click();
    await opened.page.getByRole('dialog', { name: 'Swap' }).waitFor();
    opened.assertNoErrors();
    await opened.close();
  });

  it('a wallet rejection shows a clear message; retry recovers and nothing is stuck', async () => {
    const opened = await env.open('reject');
    await opened.wallets.control('dev', 'rejectNext');
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = opened.page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Connection declined' }).waitFor();
    await opened.screenshot('rejected');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await opened.page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
    // A rejected signature settles too, and the modal closes.
    await opened.wallets.control('dev', 'rejectNext');
    await opened.page.getByRole('button', { name: 'Sign message' }).click();
    await opened.page.getByTestId('signature-error').waitFor();
    await expect.poll(() => opened.page.getByRole('dialog').count()).toBe(0);
    expect(await opened.page.getByRole('button', { name: 'Sign message' }).isEnabled()).toBe(true);
    opened.assertNoErrors();
    await opened.close();
  });

  it('reconnects after a reload with no prompt; disconnect forgets the stored connection', async () => {
    // The wallet remembers it authorised the site, as a real extension does across reloads.
    const opened = await env.open('reload', { wallets: { authorized: true } });
    await connect(opened);
    await opened.page.reload();
    await opened.page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
    const methods = (await opened.wallets.control('dev', 'requests')).map((r) => r.method);
    expect(methods).toContain('eth_accounts');
    expect(methods).not.toContain('eth_requestAccounts');
    await opened.page.getByRole('button', { name: /^Account 0x/ }).click();
    await opened.page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    const stored = await opened.page.evaluate(() => localStorage.getItem('@appkit-wallet/connected_connector_ids'));
    expect(JSON.parse(stored ?? '{}')).toEqual({});
    await opened.page.reload();
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    opened.assertNoErrors();
    await opened.close();
  });

  it('the whole connect path works by keyboard alone', async () => {
    const opened = await env.open('keyboard');
    const { page } = opened;
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' });
    for (let i = 0; i < 10 && !(await connectButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    await dialog.waitFor();
    const wallet = dialog.getByRole('button', { name: /Latchkey Dev Wallet/ });
    for (let i = 0; i < 15 && !(await wallet.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
    // Focus went back to the page control that opened the modal.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    // Escape closes a reopened modal.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Account' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    opened.assertNoErrors();
    await opened.close();
  });

  it('the page with the button does not load the modal; hovering the button prefetches it', async () => {
    const opened = await env.open('lazy-modal', { query: 'noprefetch=1' });
    const { page } = opened;
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect((await scripts()).some((n) => /\/Modal-[\w-]+\.js$/.test(n))).toBe(false);
    await page.getByRole('button', { name: 'Connect Wallet' }).hover();
    await expect.poll(async () => (await scripts()).some((n) => /\/Modal-[\w-]+\.js$/.test(n))).toBe(true);
    opened.assertNoErrors();
    await opened.close();
  });

  /** The locale chunks a page fetched (each catalogue file is its own chunk, named by its tag). */
  const localeChunks = (page: OpenedPage['page']) =>
    page.evaluate((tags) => {
      const names = performance.getEntriesByType('resource').map((e) => e.name.split('/').pop() ?? '');
      return [...new Set(names.flatMap((n) => tags.filter((t) => n.startsWith(`${t}-`) && n.endsWith('.js'))))].sort();
    }, LOCALE_TAGS);

  for (const [tag, strings] of Object.entries(RTL_LOCALES)) {
    it(`holds its layout in ${tag}, right to left, with no axe violations, and downloads only ${tag}'s strings`, async () => {
      const opened = await env.open(`rtl-${tag}`, { query: `lang=${tag}` });
      const { page } = opened;
      await page.getByRole('button', { name: strings['button.connect'] }).click();
      const dialog = page.getByRole('dialog', { name: strings['view.Connect'] });
      await dialog.waitFor();
      expect(await dialog.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
      // In RTL the close button sits on the left edge of the header, the title in the middle.
      const close = await dialog.getByRole('button', { name: strings['modal.close'] }).boundingBox();
      const box = await dialog.boundingBox();
      expect(close!.x - box!.x).toBeLessThan(box!.width / 2);
      await env.axe(page, `Connect (${tag})`);
      await opened.screenshot(`connect-${tag}`);
      await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await page.getByRole('button', { name: new RegExp(`^${strings['button.account']} 0x`) }).click();
      await page.getByRole('dialog', { name: strings['view.Account'] }).waitFor();
      await env.axe(page, `Account (${tag})`);
      await opened.screenshot(`account-${tag}`);
      // The React layer's and every plugin's catalogue of this locale, and no other locale's.
      expect(await localeChunks(page)).toEqual([tag]);
      opened.assertNoErrors();
      await opened.close();
    });
  }

  it('switches locale at run time: the UI changes language in place and fetches only the new locale', async () => {
    const opened = await env.open('locale-switch');
    const { page } = opened;
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
    expect(await localeChunks(page)).toEqual([]);
    await page.evaluate(() => (window as unknown as { __latchkeyKit: { setLocale(l: string): void } }).__latchkeyKit.setLocale('ja'));
    await page.getByRole('button', { name: ja['button.connect'] }).click();
    await page.getByRole('dialog', { name: ja['view.Connect'] }).waitFor();
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.closest('[dir]')?.getAttribute('dir'))).toBe('ltr');
    await page.evaluate(() => (window as unknown as { __latchkeyKit: { setLocale(l: string): void } }).__latchkeyKit.setLocale('he'));
    await page.getByRole('dialog', { name: he['view.Connect'] }).waitFor();
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
    expect(await localeChunks(page)).toEqual(['he', 'ja']);
    opened.assertNoErrors();
    await opened.close();
  });

  it('animates the dialog in, except for visitors who prefer reduced motion', async () => {
    /**
     * The dialog's entrance: the animations on the dialog when it appears (their durations), its
     * transform on the frames painted in the next 400 ms, and where it comes to rest. Frames are a
     * sample (a headless or busy machine paints few), so the animation itself is what is checked.
     */
    const entrance = async (reduced: boolean) => {
      const opened = await env.open(`motion-${reduced ? 'reduced' : 'full'}`);
      const { page } = opened;
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
      await page.evaluate(() => {
        const w = window as unknown as { __frames?: { seen: string[]; durations: number[] } };
        new MutationObserver((_, observer) => {
          const dialog = document.querySelector('[role="dialog"]');
          if (!dialog) return;
          observer.disconnect();
          const durations = dialog.getAnimations().map((a) => Number(a.effect?.getTiming().duration ?? 0));
          const seen: string[] = [];
          const start = performance.now();
          const sample = () => {
            seen.push(getComputedStyle(dialog).transform);
            if (performance.now() - start < 400) requestAnimationFrame(sample);
            else w.__frames = { seen, durations };
          };
          requestAnimationFrame(sample);
        }).observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const got = (await page.waitForFunction(() => (window as unknown as { __frames?: unknown }).__frames).then((h) => h.jsonValue())) as { seen: string[]; durations: number[] };
      // At rest: no transform left on the dialog.
      await page.waitForFunction(() => {
        const t = getComputedStyle(document.querySelector('[role="dialog"]')!).transform;
        return t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)';
      }, undefined, { timeout: 5_000 });
      opened.assertNoErrors();
      await opened.close();
      return got;
    };
    const identity = (t: string) => t === 'none' || t === 'matrix(1, 0, 0, 1, 0, 0)';
    const initial = 'matrix(0.98, 0, 0, 0.98, 0, 12)';
    const between = (seen: string[]) => seen.filter((t) => !identity(t) && t !== initial);
    const full = await entrance(false);
    // An entrance animation runs on the dialog (180 ms).
    expect(full.durations.some((d) => d > 0)).toBe(true);
    const reduced = await entrance(true);
    // None for a visitor who prefers reduced motion, and no frame between the two states.
    expect(reduced.durations).toEqual([]);
    expect(between(reduced.seen)).toEqual([]);
    expect(reduced.seen.every(identity)).toBe(true);
  });

  it('works under a strict Content-Security-Policy (no unsafe-inline, no unsafe-eval)', async () => {
    const opened = await env.open('csp', { page: 'csp.html' });
    const { page } = opened;
    await page.evaluate(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    expect(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))).toContain("script-src 'self'");
    await connect(opened);
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await dialog.waitFor();
    // The kit's stylesheet applied: the dialog is laid out as designed (360 px wide, not unstyled).
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.width)).toBe(360);
    await page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain A/ }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await opened.screenshot('csp-networks');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    opened.assertNoErrors();
    await opened.close();
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`axe finds no violations in any view (${theme})`, async () => {
      // The wallet also knows a chain the app does not support (for the UnsupportedChain view).
      const chains = [...env.walletConfig.chains, { ...env.walletConfig.chains[0]!, chainId: 999, name: 'Elsewhere' }];
      // approvals=all: the kit's review before the wallet too, so ApproveTransaction is on screen to check.
      const opened = await env.open(`axe-${theme}`, { query: `theme=${theme}&approvals=all`, wallets: { chains } });
      const { page } = opened;
      await env.axe(page, 'the page');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await env.axe(page, 'Connect');
      await opened.screenshot(`connect-${theme}`);
      await page.getByRole('dialog').getByRole('button', { name: /All Wallets/ }).click();
      await page.getByRole('dialog', { name: 'All Wallets' }).waitFor();
      await page.getByRole('dialog').getByRole('searchbox').waitFor();
      await env.axe(page, 'AllWallets');
      await opened.screenshot(`all-wallets-${theme}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
      await opened.wallets.control('dev', 'setDelay', 1_500);
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await page.getByRole('dialog', { name: 'Connecting' }).waitFor();
      await env.axe(page, 'ConnectingExternal');
      await opened.screenshot(`connecting-${theme}`);
      await page.getByRole('button', { name: /^Account 0x/ }).waitFor({ timeout: 15_000 });
      await opened.wallets.control('dev', 'setDelay', 0);
      await page.getByRole('button', { name: /^Account 0x/ }).click();
      await page.getByRole('dialog', { name: 'Account' }).waitFor();
      await env.axe(page, 'Account');
      await opened.screenshot(`account-${theme}`);
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain A/ }).click();
      await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
      await env.axe(page, 'Networks');
      await opened.screenshot(`networks-${theme}`);
      await opened.wallets.control('dev', 'setDelay', 1_500);
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain B/ }).click();
      await page.getByRole('dialog', { name: 'Switch Network' }).waitFor();
      await env.axe(page, 'SwitchNetwork');
      await opened.screenshot(`switch-network-${theme}`);
      await page.getByRole('button', { name: 'Network: Latchkey Chain B' }).waitFor({ timeout: 15_000 });
      await opened.wallets.control('dev', 'setDelay', 0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // A wallet on a chain the app does not support.
      await opened.wallets.control('dev', 'setChain', 999);
      await page.getByRole('dialog', { name: 'Switch Network' }).waitFor();
      await env.axe(page, 'UnsupportedChain');
      await opened.screenshot(`unsupported-${theme}`);
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain A/ }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.getByRole('button', { name: 'Sign message' }).click();
      await page.getByRole('dialog', { name: 'Approve Request' }).waitFor();
      await env.axe(page, 'ApproveTransaction');
      await opened.screenshot(`approve-${theme}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
      await page.getByTestId('signature-error').waitFor();
      opened.assertNoErrors();
      await opened.close();
    }, 60_000);
  }
  for (const theme of ['dark', 'light'] as const) {
    it(`the host page's global CSS cannot change the modal, the toasts or the buttons (${theme})`, async () => {
      const opened = await env.open(`host-css-${theme}`, { query: `theme=${theme}` });
      const { page } = opened;
      await page.setViewportSize({ width: 360, height: 780 });
      const kitRoots = '.lk-root';
      /** Every computed style of every kit element, without and with the hostile stylesheet: equal. */
      const same = async (what: string, shot: string) => {
        const before = await computedStyles(page, kitRoots);
        await addHostileCss(page);
        const after = await computedStyles(page, kitRoots);
        await opened.screenshot(`${shot}-${theme}-hostile`);
        await removeHostileCss(page);
        const diffs = styleDiffs(before, after);
        expect(Object.keys(before).length, what).toBeGreaterThan(3);
        expect(diffs.slice(0, 25), `${what}: ${diffs.length} computed styles changed by the host's CSS`).toEqual([]);
      };
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor();
      await same('the buttons', 'host-css-buttons');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor();
      await same('Connect', 'host-css-connect');
      await page.getByRole('dialog').getByRole('button', { name: /All Wallets/ }).click();
      await page.getByRole('dialog').getByRole('searchbox').waitFor();
      await same('All Wallets', 'host-css-all-wallets');
      await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await page.getByRole('button', { name: /^Account 0x/ }).click();
      await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).waitFor();
      // The account button grows when the balance arrives (a read after connecting): compared once it
      // is there, so the two captures differ only by the host's CSS (the CI failure: it came between them).
      await expect.poll(() => page.getByRole('button', { name: /^Account 0x/ }).textContent()).toMatch(/ · \S/);
      await same('Account', 'host-css-account');
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Chain A/ }).click();
      await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
      await same('Networks', 'host-css-networks');
      // The plugins' views are the kit's markup under the same roots: the host's CSS cannot reach them either.
      const dialog = page.getByRole('dialog');
      const pluginViews: Array<[view: string, ready: () => Promise<void>]> = [
        ['WalletSend', () => dialog.getByRole('form', { name: 'Send tokens' }).waitFor()],
        ['WalletReceive', () => dialog.locator('svg[role="img"]').waitFor()],
        ['Swap', () => dialog.getByRole('button', { name: /Choose the token to receive/ }).waitFor({ timeout: 15_000 })],
        ['OnRampProviders', () => dialog.getByRole('form', { name: 'Buy crypto' }).waitFor()],
        // The account's transactions (earlier tests of this file sent some), or none yet.
        ['Activity', () => dialog.getByRole('region', { name: 'Transactions' }).or(dialog.getByText('No transactions yet')).first().waitFor({ timeout: 15_000 })],
      ];
      for (const [view, ready] of pluginViews) {
        await page.evaluate((v) => (window as unknown as { __latchkeyKit: Record<symbol, { router: { reset(view: string): void } }> }).__latchkeyKit[Symbol.for('latchkey.internals')]!.router.reset(v), view);
        await ready();
        await same(view, `host-css-${view}`);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.evaluate(() => (window as unknown as { __latchkeyKit: { alerts: { show(code: string): void } } }).__latchkeyKit.alerts.show('INVALID_PROJECT_ID'));
      await page.getByRole('alert').waitFor();
      await same('a toast', 'host-css-toast');
      // With the host's CSS in place, the title keeps the theme's colour (the stock Vite template's h2 colour made it invisible).
      await addHostileCss(page);
      await page.getByRole('button', { name: /^Account 0x/ }).click();
      const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
      await close.waitFor();
      expect(await page.getByRole('dialog').getByRole('heading').evaluate((h) => getComputedStyle(h).color)).toBe(theme === 'dark' ? 'rgb(245, 246, 248)' : 'rgb(20, 22, 26)');
      opened.assertNoErrors();
      await opened.close();
    }, 150_000);
  }
  describe('theme variables (SPEC §3): each one changes what it names', () => {
    interface Look {
      dialogWidth: number;
      dialogBg: number[];
      dialogRadius: string;
      buttonBg: number[];
      titleFont: string;
      titleSize: number;
      overlayZ: string;
    }
    /** The Connect view's look with `vars` as the kit's theme variables (colours read back through a canvas, as painted). */
    const look = async (name: string, vars: Record<string, string | number> = {}): Promise<Look> => {
      const opened = await env.open(`theme-${name}`, { query: `vars=${encodeURIComponent(JSON.stringify(vars))}` });
      const { page } = opened;
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
      await dialog.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const result = await page.evaluate(() => {
        const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgb = (color: string) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = color;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const d = document.querySelector('[role="dialog"]')!;
        const cs = getComputedStyle(d);
        const title = getComputedStyle(d.querySelector('h2')!);
        return {
          dialogWidth: Math.round(d.getBoundingClientRect().width),
          dialogBg: rgb(cs.backgroundColor),
          dialogRadius: cs.borderTopLeftRadius,
          buttonBg: rgb(getComputedStyle(document.querySelector('.lk-connect-btn')!).backgroundColor),
          titleFont: title.fontFamily,
          titleSize: parseFloat(title.fontSize),
          overlayZ: getComputedStyle(document.querySelector('.lk-overlay')!).zIndex,
        };
      });
      opened.assertNoErrors();
      await opened.close();
      return result;
    };
    let base: Look;
    beforeAll(async () => {
      base = await look('defaults');
    }, 30_000);

    it('the defaults: a 360 px dialog, z-index 999, radius 6 × 4 px, type from a 10 px master', () => {
      expect(base.dialogWidth).toBe(360);
      expect(base.overlayZ).toBe('999');
      expect(base.dialogRadius).toBe('24px');
      expect(base.titleSize).toBeCloseTo(10 * 1.5 * 1.15, 1);
    });
    it('modalWidth', async () => expect((await look('width', { modalWidth: '420px' })).dialogWidth).toBe(420), 30_000);
    it('accent', async () => expect((await look('accent', { accent: '#e0115f' })).buttonBg).toEqual([224, 17, 95]), 30_000);
    it('background', async () => expect((await look('background', { background: '#102030' })).dialogBg).toEqual([16, 32, 48]), 30_000);
    it('fontFamily', async () => expect((await look('font', { fontFamily: 'Georgia, serif' })).titleFont).toBe('Georgia, serif'), 30_000);
    it('fontSizeMaster', async () => expect((await look('font-size', { fontSizeMaster: '12px' })).titleSize).toBeCloseTo(12 * 1.5 * 1.15, 1), 30_000);
    it('borderRadiusMaster', async () => expect((await look('radius', { borderRadiusMaster: 8 })).dialogRadius).toBe('48px'), 30_000);
    it('zIndex', async () => expect((await look('z', { zIndex: 2000 })).overlayZ).toBe('2000'), 30_000);
    it('colorMix at colorMixStrength tints the surfaces; at strength 0 nothing changes', async () => {
      const mixed = await look('mix', { colorMix: '#ff0000', colorMixStrength: 50 });
      // Half red, half the dark surface (#16181d).
      const halfRed = [(255 + 0x16) / 2, 0x18 / 2, 0x1d / 2];
      mixed.dialogBg.forEach((c, i) => expect(Math.abs(c - halfRed[i]!)).toBeLessThanOrEqual(1));
      expect((await look('mix-0', { colorMix: '#ff0000', colorMixStrength: 0 })).dialogBg).toEqual(base.dialogBg);
    }, 60_000);
    it('the --w3m-* spelling works as well', async () => expect((await look('w3m', { '--w3m-accent': '#e0115f' })).buttonBg).toEqual([224, 17, 95]), 30_000);
  });
  it('is safe to click through: no request leaves 127.0.0.1 (pages, popups, frames, sockets), the onramp provider included', async () => {
    const opened = await env.open('local-only', { solana: true });
    const { page, context } = opened;
    const outside: string[] = [];
    const seen = new Set<string>();
    const record = (url: string) => {
      seen.add(url);
      const { protocol, hostname } = new URL(url);
      if (['data:', 'blob:', 'about:', 'chrome-extension:'].includes(protocol)) return;
      if (hostname !== '127.0.0.1') outside.push(url);
    };
    // Every request of the context: this page, its frames (the secure frame) and the popups it opens.
    context.on('request', (r) => record(r.url()));
    const sockets = (p: typeof page) => p.on('websocket', (ws) => record(ws.url()));
    sockets(page);
    context.on('page', sockets);
    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /All Wallets/ }).click();
    await dialog.getByRole('searchbox').waitFor();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    await dialog.getByRole('button', { name: 'Buy crypto', exact: true }).click();
    await dialog.getByRole('form', { name: 'Buy crypto' }).getByLabel(/^Amount/).fill('100');
    await dialog.getByText(/^You get about/).waitFor({ timeout: 10_000 });
    const [provider] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: /Meld/ }).first().click()]);
    await provider.waitForLoadState();
    // The provider's page is the cloud double's stand-in, on 127.0.0.1.
    expect(new URL(provider.url()).hostname).toBe('127.0.0.1');
    await provider.close();
    const account = async () => {
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await page.getByRole('button', { name: /^Account 0x/ }).click();
      await dialog.getByRole('button', { name: 'Disconnect', exact: true }).waitFor();
    };
    for (const entry of ['Swap', 'Send', 'Activity']) {
      await account();
      const button = dialog.getByRole('button', { name: entry, exact: true });
      if (!(await button.count())) continue;
      await button.click();
      await dialog.getByRole('button', { name: 'Back', exact: true }).waitFor();
    }
    await account();
    await dialog.getByRole('button', { name: /Latchkey Chain A/ }).click();
    await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
    await page.keyboard.press('Escape');
    // The other chains' panels: Solana connect, balances.
    await page.getByRole('button', { name: 'Connect a Solana wallet' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(seen.size).toBeGreaterThan(10);
    expect(outside).toEqual([]);
    await opened.close();
  }, 90_000);
});
