// Every view of the demo's kit holds its layout, in Chromium against the local stack: no sideways
// overflow, no text cut without an ellipsis, touch targets of 44 px on a phone (the harness's
// `layoutProblems`), and in Arabic every amount reads "9,999.99 ETH" (amount, then symbol, left to
// right), at 360 and 1280 px, light and dark, English and Arabic.
//
// The views are reached as a visitor reaches them: the stand-alone ones from the Account view, the
// flow views mid-flow through the real flows (a send and a swap on the local chain, a declined swap,
// a name registered with the names double, a payment, an onramp quote and its provider's page, email
// login with the frame's inbox and device approval, the kit's approval view for the email wallet,
// social login's popup and Farcaster's QR code, WalletConnect's QR code, sign-in with the wallet, a
// wallet on a chain the app does not support, a Bitcoin wallet's accounts). Each state, once
// reached, is checked in all eight combinations in place (window size, theme and language switched
// at run time, as a visitor or the dapp can), so each flow runs once. Four pages run side by side,
// each with its own accounts. Screenshots: test-harness/artifacts/screenshots/layout-sweep/
// (LATCHKEY_LAYOUT_SHOTS=all for every combination).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CORE_VIEWS } from '@latchkey/kernel';
import { applyLayoutCombo, layoutProblems, LAYOUT_COMBOS, screenshotsDirFor, type LayoutCombo, type OpenedPage } from '@latchkey/test-harness/e2e/index';
import { DEMO_ENV_TIMEOUT_MS, startDemoEnv, type DemoEnv } from './support';

let env: DemoEnv;

beforeAll(async () => {
  env = await startDemoEnv();
}, DEMO_ENV_TIMEOUT_MS);
afterAll(async () => {
  await env?.stop();
});

type Combo = LayoutCombo;
const COMBOS = LAYOUT_COMBOS;
const HOME = COMBOS[0]!;
/** Elements allowed to scroll sideways on purpose: a signed message or typed data in the approval view. */
const SCROLLERS = '.lk-pre';
/** The symbols the local stack's tokens and chains show. */
const SYMBOLS = ['ETH', 'USDC', 'USDT', 'SOL', 'BTC'];
const SHOTS = screenshotsDirFor('layout-sweep');
/**
 * Screenshots (to look at): of every combination with a problem, and of 360 px dark Arabic and
 * 1280 px light English; of all eight with LATCHKEY_LAYOUT_SHOTS=all (each costs a PNG encode).
 */
const SHOT_ALL = process.env.LATCHKEY_LAYOUT_SHOTS === 'all';
const shotWanted = (c: Combo) => SHOT_ALL || (c.width === 360 && c.theme === 'dark' && c.lang === 'ar') || (c.width === 1280 && c.theme === 'light' && c.lang === 'en');

type KitWindow = {
  __latchkeyKit: {
    open(o: { view: string; params?: Record<string, unknown> }): Promise<void>;
    close(): void;
    setThemeMode(mode: 'dark' | 'light'): void;
    setLocale(locale: string): void;
    getState(): { themeMode: string; locale: string; modal: { open: boolean } };
    // `internals(kit)`: the kit carries it under this registered symbol (code run in the page cannot import it).
    [internals: symbol]: {
      router: { current?: { view: string }; push(view: string, params?: Record<string, unknown>): void; reset(view: string, params?: Record<string, unknown>): void };
      views: { list(): Array<{ id: string }> };
    };
  };
};

/** Every view the sweeps checked, across the pages. */
const checked = new Set<string>();

/**
 * In a right-to-left page, each "<amount> <symbol>" the dialog shows must read as one left-to-right
 * unit: the amount's digits left of the symbol on the line. One sentence per amount that does not.
 */
function amountsOutOfOrder(page: Page): Promise<string[]> {
  return page.evaluate((symbols) => {
    const root = document.querySelector('[role="dialog"]');
    if (!root) return [];
    const out: string[] = [];
    const pattern = new RegExp(`([0-9\\u0660-\\u0669][0-9\\u0660-\\u0669.,\\u066B\\u066C]*)[ \\u00A0](${symbols.join('|')})(?![A-Za-z])`, 'g');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('.lk-visually-hidden, [hidden], [aria-hidden="true"]') || parent.getClientRects().length === 0) continue;
      for (const m of (node.textContent ?? '').matchAll(pattern)) {
        const range = (from: number, to: number) => {
          const r = document.createRange();
          r.setStart(node, from);
          r.setEnd(node, to);
          return r.getClientRects()[0];
        };
        const amount = range(m.index, m.index + m[1]!.length);
        const symbol = range(m.index + m[0].length - m[2]!.length, m.index + m[0].length);
        // Wrapped onto two lines: no left or right to compare.
        if (!amount || !symbol || Math.abs(amount.top - symbol.top) > 4) continue;
        if (amount.left > symbol.left) out.push(`"${m[0]}" reads "${m[2]} ${m[1]}" (the symbol left of the amount)`);
      }
    }
    return out;
  }, SYMBOLS);
}

/** A page of the demo and the sweep that checks the dialog on it in every combination. */
interface Sweeper {
  opened: OpenedPage;
  page: Page;
  problems: string[];
  /** Checks the dialog as it is now in all eight combinations (screenshots named `label`), then returns to 1280 px, dark, English. */
  sweep(label: string): Promise<void>;
  /** Opens `view` (kit.open when closed, else pushed, as an entry of the Account view does). */
  go(view: string, params?: Record<string, unknown>): Promise<void>;
  /** The view the dialog shows. */
  view(): Promise<string | undefined>;
}

async function sweeper(opened: OpenedPage): Promise<Sweeper> {
  const { page } = opened;
  const problems: string[] = [];
  await page.setViewportSize({ width: HOME.width, height: 900 });
  await page.waitForFunction(() => Boolean((window as unknown as Partial<KitWindow>).__latchkeyKit));
  const apply = (c: Combo) => applyLayoutCombo(page, c, '__latchkeyKit');
  const view = () => page.evaluate(() => (window as unknown as KitWindow).__latchkeyKit[Symbol.for('latchkey.internals')]!.router.current?.view);
  return {
    opened,
    page,
    problems,
    view,
    async sweep(label) {
      await page.getByRole('dialog').waitFor();
      const id = await view();
      if (id) checked.add(id);
      for (const c of COMBOS) {
        await apply(c);
        const where = `${label} (${c.width} px, ${c.theme}, ${c.lang})`;
        const found = [...(await layoutProblems(page, { touch: c.width < 500, scrollers: SCROLLERS })), ...(await amountsOutOfOrder(page))];
        problems.push(...found.map((p) => `${where}: ${p}`));
        if (!found.length && !shotWanted(c)) continue;
        // The dialog and a little of the page around it, as the visitor sees it (the whole window costs more to encode).
        const box = await page.getByRole('dialog').boundingBox();
        const clip = box ? { x: Math.max(0, box.x - 12), y: Math.max(0, box.y - 12), width: Math.min(c.width, box.width + 24), height: box.height + 24 } : undefined;
        await page.screenshot({ path: `${SHOTS}/${label}-${c.width}-${c.theme}-${c.lang}.png`, ...(clip ? { clip } : {}) });
      }
      await apply(HOME);
    },
    async go(target, params) {
      await page.evaluate(
        ([v, p]) => {
          const kit = (window as unknown as KitWindow).__latchkeyKit;
          if (kit.getState().modal.open) kit[Symbol.for('latchkey.internals')]!.router.push(v as string, p as Record<string, unknown>);
          else void kit.open({ view: v as string, ...(p ? { params: p as Record<string, unknown> } : {}) });
        },
        [target, params] as const,
      );
      await page.getByRole('dialog').waitFor();
      await page.waitForFunction((v) => (window as unknown as KitWindow).__latchkeyKit[Symbol.for('latchkey.internals')]!.router.current?.view === v, target);
    },
  };
}

const NOT_FOUND = 'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)';

const closeDialog = async (page: Page) => {
  await page.evaluate(() => (window as unknown as KitWindow).__latchkeyKit.close());
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

/** The dialog's button with this name, once it can be pressed. */
const enabled = async (page: Page, name: string | RegExp) => {
  const button = page.getByRole('dialog').getByRole('button', { name, exact: typeof name === 'string', disabled: false });
  await button.waitFor({ timeout: 20_000 });
  return button;
};

describe('every view holds its layout: no sideways overflow, no text cut without an ellipsis, 44 px touch targets on a phone, amounts read left to right', () => {
  describe.concurrent('360 and 1280 px × light and dark × English and Arabic', () => {
    it('before connecting: Connect, All Wallets, WalletConnect, Networks, socials, email, a wallet that declines or takes its time', async ({ expect }) => {
      const opened = await env.open('layout-connect', { query: 'theme=dark&lang=en' });
      const s = await sweeper(opened);
      const { page } = opened;
      const dialog = page.getByRole('dialog');

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog.locator('form:has(input[type=email])').waitFor();
      await s.sweep('Connect');
      await dialog.getByRole('button', { name: /All Wallets/ }).click();
      await dialog.getByRole('searchbox').waitFor();
      await dialog.locator('.lk-tile').first().waitFor();
      await s.sweep('AllWallets');
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();
      // A directory wallet with no connector: WalletConnect's QR code for it.
      await dialog.getByRole('button', { name: /Amber Anchor Wallet/ }).click();
      await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 });
      await s.sweep('ConnectingWalletConnect');
      await closeDialog(page);
      await s.go('ConnectingWalletConnectBasic');
      await dialog.getByRole('img', { name: 'WalletConnect QR code' }).waitFor({ timeout: 15_000 });
      await s.sweep('ConnectingWalletConnectBasic');
      await closeDialog(page);
      await page.getByRole('button', { name: /^Network: / }).click();
      await page.getByRole('dialog', { name: 'Choose Network' }).waitFor();
      await s.sweep('Networks');
      await closeDialog(page);

      // Social login: every provider, Farcaster's QR code, the popup on the frame's OAuth double.
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog.getByRole('button', { name: 'More social logins' }).click();
      await dialog.getByRole('button', { name: /Farcaster/ }).waitFor();
      await s.sweep('ConnectSocials');
      await dialog.getByRole('button', { name: /Farcaster/ }).click();
      await dialog.getByRole('img', { name: 'Farcaster sign-in QR code' }).waitFor({ timeout: 15_000 });
      await s.sweep('ConnectingFarcaster');
      await page.evaluate(() => (window as unknown as KitWindow).__latchkeyKit[Symbol.for('latchkey.internals')]!.router.reset('Connect'));
      const [popup] = await Promise.all([opened.context.waitForEvent('page'), dialog.getByRole('button', { name: 'Continue with Google' }).click()]);
      await dialog.getByText('Continue in the popup').waitFor();
      await s.sweep('ConnectingSocial');
      await popup.close();
      await dialog.getByRole('button', { name: 'Try again' }).waitFor();
      await s.sweep('ConnectingSocial-cancelled');
      await closeDialog(page);
      await s.go('EmailLogin');
      await dialog.locator('input[type=email]').waitFor();
      await s.sweep('EmailLogin');
      await closeDialog(page);

      // A wallet that refuses, then one that takes its time (left with Back).
      await opened.wallets.control('dev', 'rejectNext');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await dialog.getByRole('button', { name: 'Try again' }).waitFor();
      await s.sweep('ConnectingExternal-declined');
      await opened.wallets.control('dev', 'setDelay', 600_000);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByRole('progressbar').waitFor();
      await s.sweep('ConnectingExternal');
      await dialog.getByRole('button', { name: 'Back', exact: true }).click();

      expect(s.problems).toEqual([]);
      opened.assertNoErrors();
      await opened.close();
    }, 240_000);

    it('the email wallet: device approval and the code, its Account view and Update email (both codes), the kit’s approval view (a message, typed data, a transaction)', async ({ expect }) => {
      const opened = await env.open('layout-email', { query: 'theme=dark&lang=en' });
      const s = await sweeper(opened);
      const { page } = opened;
      const dialog = page.getByRole('dialog');
      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      // Email login on a new device: the approval, the code, connected.
      const address = `layout-${Date.now().toString(36)}@example.com`;
      const form = dialog.locator('form:has(input[type=email])');
      await form.locator('input[type=email]').fill(address);
      await form.locator('button[type=submit]').click();
      await env.stack.frame.inbox.waitFor(address, { kind: 'device-approval', timeoutMs: 15_000 });
      await dialog.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
      await s.sweep('EmailVerifyDevice');
      expect(env.stack.frame.approveDevice(address)).toBe(true);
      const code = await env.stack.frame.inbox.waitFor(address, { kind: 'login-code', timeoutMs: 15_000 });
      const codeField = dialog.locator('input[autocomplete=one-time-code]');
      await codeField.waitFor();
      await s.sweep('EmailVerifyOtp');
      await codeField.fill(code.code!);
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });

      await s.go('Account');
      await dialog.getByTestId('lk-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 15_000 });
      await s.sweep('Account-email');
      await dialog.getByRole('button', { name: 'Update email' }).click();
      await dialog.locator('input[type=email]').waitFor();
      await s.sweep('UpdateEmailWallet');
      // Its two code steps (the code sent to the current address, then to the new one) and the end.
      const renamed = `layout-new-${Date.now().toString(36)}@example.com`;
      await dialog.locator('input[type=email]').fill(renamed);
      await dialog.locator('button[type=submit]').click();
      const primary = await env.stack.frame.inbox.waitFor(address, { kind: 'update-email-primary', timeoutMs: 15_000 });
      await codeField.waitFor();
      await s.sweep('UpdateEmailWallet-primary');
      await codeField.fill(primary.code!);
      const secondary = await env.stack.frame.inbox.waitFor(renamed, { kind: 'update-email-secondary', timeoutMs: 15_000 });
      await dialog.getByText(renamed).first().waitFor();
      await codeField.waitFor();
      await s.sweep('UpdateEmailWallet-secondary');
      await codeField.fill(secondary.code!);
      await dialog.getByRole('status').filter({ hasText: renamed }).waitFor({ timeout: 15_000 });
      await s.sweep('UpdateEmailWallet-done');
      await closeDialog(page);

      // The kit's approval view (the email wallet has no screen of its own).
      const review = async (button: string, label: string, shows: string) => {
        await page.getByRole('button', { name: button }).click();
        const approve = page.getByRole('dialog', { name: 'Approve Request' });
        await approve.getByText(shows).first().waitFor({ timeout: 15_000 });
        await s.sweep(label);
        await approve.getByRole('button', { name: 'Reject' }).click();
        await approve.waitFor({ state: 'detached' });
      };
      await review('Sign message', 'ApproveTransaction-message', 'Hello from the Latchkey demo');
      await review('Sign typed data', 'ApproveTransaction-typed', 'Greeting');
      await review('Send 0.01 ETH', 'ApproveTransaction-send', '0.01 ETH');

      expect(s.problems).toEqual([]);
      opened.assertNoErrors();
      await opened.close();
    }, 240_000);

    it('an EVM wallet: sign-in, Account, networks (unsupported, switching, another namespace), send, swap (declined, then done)', async ({ expect }) => {
      // Accounts of their own: the sends and swaps here need their own nonces.
      const keys = [7, 8, 9].map((i) => env.stack.chains.accounts[i]!.privateKey);
      const chains = [...env.walletConfig.chains, { ...env.walletConfig.chains[0]!, chainId: 999, name: 'Elsewhere' }];
      const opened = await env.open('layout-evm', { query: 'theme=dark&lang=en&siwx=optional', wallets: { privateKeys: keys, chains } });
      const s = await sweeper(opened);
      const { page } = opened;
      const dialog = page.getByRole('dialog');

      await page.getByRole('button', { name: 'Connect Wallet' }).click();
      await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor({ timeout: 15_000 });
      await s.sweep('SIWXSignMessage');
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });

      await page.getByRole('button', { name: /^Account 0x/ }).click();
      await dialog.getByTestId('lk-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 15_000 });
      await s.sweep('Account');
      await closeDialog(page);
      // The wallet moves to a chain the app does not support; the visitor switches back.
      await opened.wallets.control('dev', 'setChain', 999);
      await page.getByRole('dialog', { name: 'Switch Network' }).waitFor();
      await s.sweep('UnsupportedChain');
      await dialog.getByRole('button', { name: /Latchkey Chain A/ }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      // What the switch shows while the wallet is asked (the view itself only shows it).
      await s.go('SwitchNetwork', { network: `eip155:${env.stack.chains.chains[1]!.chainId}` });
      await s.sweep('SwitchNetwork');
      await closeDialog(page);
      // Connected on EVM only: a Solana network asks to connect a Solana wallet first.
      const solana = await page.evaluate(() => (window as unknown as { __latchkeyKit: { getState(): { chains: Record<string, { network: { requestedCaipNetworks: Array<{ caipNetworkId: string }> } } | undefined> } } }).__latchkeyKit.getState().chains.solana!.network.requestedCaipNetworks[0]!.caipNetworkId);
      await s.go('SwitchActiveChain', { network: solana });
      await s.sweep('SwitchActiveChain');
      await closeDialog(page);

      // Send: the form, the token picker, the review, the transfer on chain A, what was sent.
      await s.go('WalletSend');
      await dialog.getByRole('button', { name: /Select token/ }).waitFor({ timeout: 15_000 });
      await s.sweep('WalletSend');
      await dialog.getByRole('button', { name: /Select token/ }).click();
      await dialog.getByRole('button', { name: /Ether/ }).waitFor({ timeout: 15_000 });
      await s.sweep('WalletSendSelectToken');
      await dialog.getByRole('button', { name: /Ether/ }).click();
      await dialog.getByLabel('Amount', { exact: true }).fill('0.01');
      await dialog.getByLabel('To', { exact: true }).fill(env.stack.chains.accounts[5]!.address);
      await dialog.getByRole('button', { name: 'Review', exact: true }).click();
      await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor();
      await s.sweep('WalletSendPreview');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await dialog.getByRole('button', { name: 'Done' }).waitFor({ timeout: 30_000 });
      await s.sweep('WalletSendSuccess');
      await dialog.getByRole('button', { name: 'Done' }).click();

      // Swap 0.01 ETH → USDC: the form, the picker, the quote, the review; declined once, then done.
      await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
      await dialog.getByRole('button', { name: /Choose the token to receive/ }).waitFor({ timeout: 15_000 });
      await s.sweep('Swap');
      await dialog.getByRole('button', { name: /Choose the token to receive/ }).click();
      await dialog.getByRole('button', { name: /^USDC\b/ }).first().waitFor({ timeout: 15_000 });
      await s.sweep('SwapSelectToken');
      await dialog.getByRole('button', { name: /^USDC\b/ }).first().click();
      await dialog.getByLabel('You pay', { exact: true }).fill('0.01');
      await enabled(page, 'Review swap');
      await dialog.getByText(/^Minimum received/).waitFor();
      await s.sweep('Swap-quoted');
      await dialog.getByRole('button', { name: 'Review swap' }).click();
      await enabled(page, 'Swap');
      await dialog.getByText(/^Network fee/).waitFor({ timeout: 15_000 });
      await s.sweep('SwapPreview');
      await opened.wallets.control('dev', 'rejectNext');
      await dialog.getByRole('button', { name: 'Swap', exact: true }).click();
      await dialog.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 15_000 });
      await s.sweep('SwapFailed');
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await (await enabled(page, 'Swap')).click();
      await dialog.getByRole('button', { name: 'Done' }).waitFor({ timeout: 30_000 });
      await s.sweep('SwapResult');
      await dialog.getByRole('button', { name: 'Done' }).click();

      expect(s.problems).toEqual([]);
      opened.assertNoErrors();
      await opened.close();
    }, 240_000);

    it('an EVM wallet, then a Bitcoin one: a payment, buy (the quote, the provider’s page), a name, activity, tokens, receive, wallets; the Bitcoin accounts', async ({ expect }) => {
      const keys = [8, 9, 7].map((i) => env.stack.chains.accounts[i]!.privateKey);
      const opened = await env.open('layout-features', { query: 'theme=dark&lang=en', wallets: { privateKeys: keys }, bitcoin: true });
      const s = await sweeper(opened);
      const { page } = opened;
      // A name nobody holds is a 404 of the names service: the browser logs each as a console error.
      let lookups = 0;
      page.on('response', (r) => void (r.status() === 404 && new URL(r.url()).pathname.startsWith('/v1/profile/account/') && lookups++));
      const dialog = page.getByRole('dialog');

      // A payment request from the page: connect, the request, then paid.
      await page.getByLabel('Recipient').fill(env.stack.chains.accounts[6]!.address);
      await page.getByRole('button', { name: 'Pay 2 USDC' }).click();
      await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      await enabled(page, 'Pay');
      await s.sweep('PayRequest');
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
      await dialog.getByText(/^Paid 2 USDC to /).waitFor({ timeout: 30_000 });
      await s.sweep('PayStatus');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Buy: an amount, its quote; the provider's page (the cloud double's) and the purchase view.
      await page.getByRole('button', { name: /^Account 0x/ }).click();
      await dialog.getByRole('button', { name: 'Buy crypto', exact: true }).click();
      await dialog.getByRole('form', { name: 'Buy crypto' }).getByLabel(/^Amount/).fill('100');
      await dialog.getByText(/^You get about/).waitFor({ timeout: 15_000 });
      await s.sweep('OnRampProviders');
      const [provider] = await Promise.all([opened.context.waitForEvent('page'), dialog.getByRole('button', { name: /Meld/ }).first().click()]);
      await dialog.getByRole('button', { name: 'I am back' }).waitFor();
      await s.sweep('OnRampPurchase');
      await provider.close();
      await closeDialog(page);

      // A name: the form with its suggestions, registered (signed by the wallet), the success view.
      await s.go('RegisterAccountName');
      await dialog.getByLabel('Name', { exact: true }).fill(`layout${Date.now().toString(36)}`);
      await dialog.getByText(/ is available$/).first().waitFor({ timeout: 15_000 });
      await s.sweep('RegisterAccountName');
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await dialog.getByRole('button', { name: 'Back to your account' }).waitFor({ timeout: 20_000 });
      await s.sweep('RegisterAccountNameSuccess');
      await closeDialog(page);

      await s.go('Activity');
      await dialog.getByText(/^-2 USDC$/).first().waitFor({ timeout: 15_000 });
      await s.sweep('Activity');
      await closeDialog(page);
      await s.go('WalletTokens');
      // The demo's chains are test networks: the notice that says so, once the balances were asked for.
      await dialog.getByText('Token balances are not shown on test networks.').waitFor({ timeout: 15_000 });
      await s.sweep('WalletTokens');
      await closeDialog(page);
      await s.go('WalletReceive');
      await dialog.getByRole('img').first().waitFor();
      await s.sweep('WalletReceive');
      await closeDialog(page);
      await s.go('ProfileWallets');
      await s.sweep('ProfileWallets');
      await closeDialog(page);

      // A Bitcoin wallet beside it: its Account view and its payment and ordinal accounts.
      await s.go('Connect', { namespace: 'bip122' });
      await dialog.getByRole('button', { name: /Latchkey Bitcoin Wallet/ }).click();
      await dialog.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: /^Account tb1/ }).click();
      await dialog.getByRole('button', { name: 'Bitcoin accounts' }).waitFor();
      await s.sweep('Account-bitcoin');
      await dialog.getByRole('button', { name: 'Bitcoin accounts' }).click();
      await dialog.getByRole('list', { name: 'Your Bitcoin accounts' }).waitFor();
      await s.sweep('BitcoinAccounts');

      expect(s.problems).toEqual([]);
      expect(lookups).toBeGreaterThan(0);
      expect(opened.errors.filter((e) => !(e === NOT_FOUND && lookups-- > 0))).toEqual([]);
      await opened.close();
    }, 240_000);
  });

  it('the sweeps checked every view the demo registers', async () => {
    const opened = await env.open('layout-views');
    await opened.page.waitForFunction(() => Boolean((window as unknown as Partial<KitWindow>).__latchkeyKit));
    const registered = await opened.page.evaluate(() => (window as unknown as KitWindow).__latchkeyKit[Symbol.for('latchkey.internals')]!.views.list().map((v) => v.id));
    await opened.close();
    const all = [...new Set([...CORE_VIEWS, ...registered])].sort();
    expect(all.length).toBeGreaterThan(35);
    expect(all.filter((v) => !checked.has(v))).toEqual([]);
  });
});
