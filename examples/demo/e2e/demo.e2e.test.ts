import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, erc20Abi, formatEther, http, verifyMessage, verifyTypedData, type Address } from 'viem';
import { recordKitViews, startDemoEnv, type DemoEnv } from './support';
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
}, 180_000);
afterAll(async () => {
  await env?.stop();
});

const client = (chain = 0) => createPublicClient({ transport: http(env.stack.chains.chains[chain]!.rpcUrl) });
const floor3 = (wei: bigint) => {
  const [int, frac = ''] = formatEther(wei).split('.');
  const f = frac.slice(0, 3).replace(/0+$/, '');
  return f ? `${int}.${f}` : int!;
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
    await expect.poll(() => dialog.getByTestId('lk-balance').textContent()).toBe(`${floor3(balance)} ETH`);
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
});
