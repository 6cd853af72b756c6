// The wallet-adapter example in Chromium on the local stack: a @solana/wallet-adapter-react dapp
// (ConnectionProvider + WalletProvider with `wallets={[]}`) beside the kit's button, kept in step by
// useWalletAdapterSync. The visitor signs in with email (the embedded wallet in the harness's
// reference secure frame) or pairs the harness's WalletConnect wallet over the local relay; the
// kit's connection shows in wallet-adapter as "… via Latchkey", which signs a message (ed25519,
// verified) and sends SOL on the local validator through wallet-adapter: one approval per action,
// in the kit's ApproveTransaction for the email wallet (no screen of its own), on the phone for WalletConnect;
// @wallet-standard/app's getWallets() in the page lists it; disconnecting on either side shows on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { base58, base64 } from '@scure/base';
import type { Kit } from '@latchkey/kernel';
import { launchBrowser, serveStatic, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { buildSolanaWalletBundle, solanaRpc, SOLANA_TEST_ACCOUNTS, solanaWalletConfigFromEndpoint, solanaWalletInitScript, verifyEd25519 } from '@latchkey/test-harness/solana/index';
import { createWcWallet, type WcWallet } from '@latchkey/test-harness/wcwallet/index';
import type { ExampleConfig } from '../src/config';
import { bundleExample } from '../scripts/build';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

const MESSAGE = 'Hello from a wallet-adapter dapp';
const EMAIL_WALLET = 'Email and socials via Latchkey';
const WC_WALLET = 'WalletConnect via Latchkey';
type ExampleWindow = Window & { kit: Kit; walletAdapterErrors: string[] };

/** The one local stack of the file, the example's page on it, and Chromium. */
let env: { stack: Stack; browser: Browser; dapp: StaticServer; solanaWalletBundle: string };
let wcWallet: WcWallet;

beforeAll(async () => {
  const started = await Promise.allSettled([startStack({ ports: 'free' }), bundleExample(), launchBrowser(), buildSolanaWalletBundle()] as const);
  const [stack, files, browser, solanaWalletBundle] = started;
  if (stack.status === 'rejected' || files.status === 'rejected' || browser.status === 'rejected' || solanaWalletBundle.status === 'rejected') {
    // What did start is stopped: a failed set-up leaves no chain or browser behind.
    if (stack.status === 'fulfilled') await stack.value.stop().catch(() => undefined);
    if (browser.status === 'fulfilled') await browser.value.close().catch(() => undefined);
    throw started.find((r) => r.status === 'rejected')!.reason;
  }
  const config: ExampleConfig = {
    solana: { rpcUrl: stack.value.solana.url, genesisHash: stack.value.solana.genesisHash, recipient: stack.value.solana.accounts[4]!.address },
    cloud: { url: stack.value.urls.cloud, projectId: 'latchkey-dev' },
    relayUrl: stack.value.urls.relay,
    frameUrl: stack.value.urls.frame,
  };
  const dapp = await serveStatic({
    files: {
      ...files.value,
      '/index.html':
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Solana wallet-adapter on Latchkey</title>` +
        `<link rel="icon" href="data:,"><script type="module" src="/main.js"></script></head><body><main><h1>Solana wallet-adapter on Latchkey</h1><div id="root"></div></main></body></html>`,
      '/config.json': JSON.stringify(config),
    },
  });
  env = { stack: stack.value, browser: browser.value, dapp, solanaWalletBundle: solanaWalletBundle.value };
  // A Solana-only phone wallet (test account #3) on the relay double.
  wcWallet = await createWcWallet({ relayUrl: env.stack.urls.relay, solana: { seeds: [SOLANA_TEST_ACCOUNTS[3]!.seed], rpcUrl: env.stack.solana.url } });
}, 120_000);

afterAll(async () => {
  await wcWallet?.close();
  await env?.browser.close();
  await env?.dapp.close();
  await env?.stack.stop();
});

const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();
const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>(env.stack.solana.url, 'getBalance', [address])).value);
const kitSolana = (page: Page) =>
  page.evaluate(() => {
    const c = (window as unknown as ExampleWindow).kit.getState().chains.solana;
    return { status: c?.account.status, address: c?.account.address, connector: c?.connectorId };
  });
/** What wallet-adapter's useWallet() shows: status, the selected wallet's name, the address. */
const adapterState = async (page: Page) => ({ status: await text(page, 'wa-status'), wallet: await text(page, 'wa-wallet'), address: await text(page, 'wa-address') });

async function open(options: { browserWallets?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await env.browser.newContext();
  // The harness's Solana Wallet Standard wallets, registered before the page's scripts as an extension's are.
  if (options.browserWallets) await context.addInitScript({ content: solanaWalletInitScript(solanaWalletConfigFromEndpoint(env.stack.solana), env.solanaWalletBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(env.dapp.url);
  await page.waitForFunction(() => (window as unknown as Partial<ExampleWindow>).kit);
  await expect.poll(() => text(page, 'wa-status')).toBe('disconnected');
  return { context, page, errors };
}

/** Approves the request waiting in the kit's ApproveTransaction view; returns its text. */
async function approve(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Approve Request' });
  await dialog.getByRole('button', { name: 'Approve' }).waitFor();
  const shown = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Approve' }).click();
  return shown;
}


/**
 * wallet-adapter's signMessage; the signature verified against the address. `kitApproves`: the
 * connected wallet has no screen of its own, so the kit's ApproveTransaction asks first (and shows the message).
 */
async function signAndVerify(page: Page, address: string, kitApproves: boolean) {
  await page.getByRole('button', { name: 'Sign message' }).click();
  if (kitApproves) expect(await approve(page)).toContain(MESSAGE);
  await expect.poll(() => text(page, 'result'), { timeout: 15_000 }).toMatch(/^signed /);
  const signature = base64.decode((await text(page, 'result'))!.slice('signed '.length));
  expect(verifyEd25519(signature, new TextEncoder().encode(MESSAGE), base58.decode(address))).toBe(true);
}

describe('a wallet-adapter dapp on the kit (Chromium, local stack)', () => {
  it('email login: wallet-adapter shows the embedded wallet as "Email and socials via Latchkey", signs (verified) and sends SOL on chain through it; disconnecting in wallet-adapter disconnects the kit', async () => {
    const { context, page, errors } = await open();
    try {
      const email = `adapter-${Date.now()}@example.com`;
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
      const form = page.getByRole('dialog').locator('form:has(input[type=email])');
      await form.locator('input[type=email]').fill(email);
      await form.locator('button[type=submit]').click();
      // A device this address never used: the harness approves it, then the code arrives.
      await env.stack.frame.inbox.waitFor(email, { kind: 'device-approval', timeoutMs: 15_000 });
      expect(env.stack.frame.approveDevice(email)).toBe(true);
      const { code } = await env.stack.frame.inbox.waitFor(email, { kind: 'login-code', timeoutMs: 15_000 });
      await page.getByRole('dialog').locator('input[autocomplete=one-time-code]').fill(code!);
      await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });

      const user = env.stack.frame.users().find((u) => u.email === email)!;
      await expect.poll(() => kitSolana(page), { timeout: 15_000 }).toEqual({ status: 'connected', address: user.solana, connector: 'AUTH' });
      await expect.poll(() => adapterState(page), { timeout: 15_000 }).toEqual({ status: 'connected', wallet: EMAIL_WALLET, address: user.solana });
      // @solana/kit and @wallet-standard/react dapps read the same registry.
      expect(await text(page, 'standard-wallets')).toBe(EMAIL_WALLET);

      // The email wallet has no screen of its own: each action is one approval in the kit's view.
      const seen = await recordKitApprovals(page);
      await signAndVerify(page, user.solana, true);

      // wallet-adapter's sendTransaction: the kit's approval shows the transfer; the validator moves the SOL.
      const recipient = env.stack.solana.accounts[4]!.address;
      const before = await lamportsOf(recipient);
      await page.getByRole('button', { name: 'Send 0.01 SOL' }).click();
      expect(await approve(page)).toContain('0.01 SOL');
      await expect.poll(() => text(page, 'result'), { timeout: 30_000 }).toMatch(/^sent /);
      expect((await lamportsOf(recipient)) - before).toBe(10_000_000n);
      expect((await seen()).approvals).toBe(2);

      // The dapp disconnects through wallet-adapter: the kit lets go too, and the wallet leaves the page.
      await page.getByRole('button', { name: 'Disconnect with wallet-adapter' }).click();
      await expect.poll(() => kitSolana(page), { timeout: 10_000 }).toMatchObject({ status: 'disconnected' });
      await expect.poll(() => adapterState(page)).toEqual({ status: 'disconnected', wallet: '', address: '' });
      await expect.poll(() => text(page, 'standard-wallets')).toBe('');
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as ExampleWindow).walletAdapterErrors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('WalletConnect: the phone wallet shows in wallet-adapter as "WalletConnect via Latchkey" and signs (verified) with one prompt on the phone and no approval view of the kit; the kit disconnecting shows in wallet-adapter', async () => {
    const { context, page, errors } = await open();
    try {
      // The kit connects WalletConnect (as its modal does); the phone wallet pairs the URI.
      await page.evaluate(() => void (window as unknown as ExampleWindow).kit.connect('walletConnect').catch(() => undefined));
      const pairingUri = () => page.evaluate(() => ((window as unknown as ExampleWindow).kit.getState().plugins.walletconnect as { uri?: string } | undefined)?.uri ?? '');
      await expect.poll(pairingUri, { timeout: 15_000 }).toMatch(/^wc:/);
      await wcWallet.pair(await pairingUri());
      const address = SOLANA_TEST_ACCOUNTS[3]!.address;
      await expect.poll(() => kitSolana(page), { timeout: 15_000 }).toEqual({ status: 'connected', address, connector: 'walletConnect' });
      await expect.poll(() => adapterState(page), { timeout: 15_000 }).toEqual({ status: 'connected', wallet: WC_WALLET, address });
      expect(await text(page, 'standard-wallets')).toBe(WC_WALLET);

      // The phone confirms the request itself: the kit sends it straight there.
      const seen = await recordKitApprovals(page);
      wcWallet.clearRequests();
      await signAndVerify(page, address, false);
      expect(wcWallet.requests().filter((r) => r.kind === 'request').map((r) => [r.method, r.outcome])).toEqual([['solana_signMessage', 'resolved']]);
      expect(await seen()).toEqual({ views: [], approvals: 0 });

      // The kit disconnects (its Account view's Disconnect does this): wallet-adapter follows.
      await page.evaluate(() => (window as unknown as ExampleWindow).kit.disconnect({ namespace: 'solana' }));
      await expect.poll(() => adapterState(page), { timeout: 10_000 }).toEqual({ status: 'disconnected', wallet: '', address: '' });
      await expect.poll(() => text(page, 'standard-wallets')).toBe('');
      expect(errors).toEqual([]);
      // wallet-adapter reports a wallet whose account went away on its own as WalletDisconnectedError, nothing else.
      for (const error of await page.evaluate(() => (window as unknown as ExampleWindow).walletAdapterErrors)) expect(error).toMatch(/^WalletDisconnectedError/);
    } finally {
      await context.close();
    }
  });

  it('a browser Wallet Standard wallet the kit connects is selected in wallet-adapter by its own name; nothing is registered for it', async () => {
    const { context, page, errors } = await open({ browserWallets: true });
    try {
      const address = env.stack.solana.accounts[0]!.address;
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: /Latchkey Solana Dev Wallet/ }).click();
      await expect.poll(() => kitSolana(page), { timeout: 15_000 }).toMatchObject({ status: 'connected', address });
      await expect.poll(() => adapterState(page), { timeout: 15_000 }).toEqual({ status: 'connected', wallet: 'Latchkey Solana Dev Wallet', address });
      expect(await text(page, 'standard-wallets')).toBe('Latchkey Solana Dev Wallet, Latchkey Solana Second Wallet');
      await page.evaluate(() => (window as unknown as ExampleWindow).kit.disconnect({ namespace: 'solana' }));
      await expect.poll(() => adapterState(page), { timeout: 10_000 }).toEqual({ status: 'disconnected', wallet: '', address: '' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
