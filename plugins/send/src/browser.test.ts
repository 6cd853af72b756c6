// Send and receive in Chromium against the real local stack (startStack): the harness's EIP-6963
// dev wallet on chain A and its Solana dev wallet on the litesvm validator sign and send for
// real; the cloud double serves balances and names read live from those chains. From the Send
// view: ETH (to an account name), a USDC-style and a USDT-style ERC-20, SOL, and an SPL token (to
// a wallet without a token account); each confirmed by one prompt in the wallet (it asks the
// visitor itself: no approval view of the kit's) and checked on chain. Then Receive, the balances failing
// ('Token Balance Unavailable'), the SPEC §8 messages, and axe in light, dark and Arabic. Last,
// the embedded wallet (email login through the reference secure frame): its balances come from
// the wallet itself (wallet_getAssets), with the blockchain API failing throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, erc20Abi, formatEther, formatUnits, http, parseEther, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Kit, KitInternals } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { applyLayoutCombo, formatViolations, layoutProblems, LAYOUT_COMBOS, runAxe, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { solanaWalletConfigFromEndpoint, solanaWalletInitScript } from '@latchkey/test-harness/solana/wallet/index';
import { SOLANA_TEST_MINTS } from '@latchkey/test-harness/solana/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

// The page's kit carries `internals(kit)` under this registered symbol (code run in the page cannot import it).
type KitWindow = Window & {
  kit: Kit & { [key: symbol]: KitInternals };
  __latchkeyWallets: { wallets: Record<string, { requests(): Array<{ method: string; outcome: string }> }> };
  __latchkeySolanaWallets: { wallets: Record<string, { requests(): Array<{ method: string; outcome: string }> }> };
};
const EVM_WALLET = 'dev.latchkey.wallet';
const SOLANA_WALLET = 'latchkey-solana-dev-wallet';
/** A Solana wallet with no token account: the SPL send creates it. */
const NEWCOMER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const NAME = 'receiver.reown.id';
const AVATAR = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMzMzY2ZmYiLz48L3N2Zz4=';

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let evmBundle: string;
let solanaBundle: string;

let env: PluginPage;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./browser.page.tsx', import.meta.url),
    title: 'Send test',
    wallets: ['evm', 'solana'],
    config: (stack) => ({
      cloudUrl: stack.urls.cloud,
      projectId: stack.cloud.projectId,
      chain: { chainId: stack.chains.chains[0]!.chainId, rpcUrl: stack.chains.chains[0]!.rpcUrl },
      solana: { rpcUrl: stack.solana.url, genesisHash: stack.solana.genesisHash },
      frameUrl: stack.urls.frame,
    }),
  });
  ({ stack, browser, dapp } = env);
  evmBundle = env.bundles.evm;
  solanaBundle = env.bundles.solana;
  await registerName();
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

/** Registers NAME for test account #5 with the cloud's names API (a signed message, as the kit's names flow does). */
async function registerName(): Promise<void> {
  const owner = privateKeyToAccount(stack.chains.accounts[5]!.privateKey);
  const message = JSON.stringify({ name: NAME, attributes: { avatar: AVATAR }, timestamp: Math.floor(Date.now() / 1000) });
  const signature = await owner.signMessage({ message });
  const response = await fetch(`${stack.urls.cloud}/v1/profile/account?projectId=${stack.cloud.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coinType: 60, address: owner.address, signature, message }),
  });
  if (!response.ok) throw new Error(`registering ${NAME}: HTTP ${response.status} ${await response.text()}`);
}

const evm = () => createPublicClient({ transport: http(stack.chains.chains[0]!.rpcUrl) });
const ethOf = async (address: `0x${string}`) => evm().getBalance({ address });
const tokenOf = async (token: `0x${string}`, address: `0x${string}`) => evm().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] });

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(stack.solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}
const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value);
const splOf = async (owner: string) =>
  (await solanaRpc<{ value: Array<{ account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }> }>('getTokenAccountsByOwner', [owner, { mint: SOLANA_TEST_MINTS[0]!.address }, { encoding: 'jsonParsed' }])).value.reduce(
    (sum, a) => sum + BigInt(a.account.data.parsed.info.tokenAmount.amount),
    0n,
  );

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  shot(step: string): Promise<void>;
}

/** A fresh context with both dev wallets installed before any page script, the dapp loaded. `axe` lets axe-core be injected (the CSP would refuse it). */
async function openDapp(query = '', axe = false): Promise<Opened> {
  const context = await browser.newContext({ bypassCSP: axe });
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), evmBundle) });
  await context.addInitScript({ content: solanaWalletInitScript(solanaWalletConfigFromEndpoint(stack.solana, { wallets: ['dev'] }), solanaBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
  await page.goto(`${dapp.url}/${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  const dir = screenshotsDirFor('send-browser');
  return { page, context, errors, shot: async (step) => void (await page.screenshot({ path: `${dir}/${step}.png` })) };
}

async function connect(page: Page, connectorId: string, namespace: 'eip155' | 'solana') {
  await page.waitForFunction((id) => (window as unknown as KitWindow).kit.getState().connectors.some((c) => c.id === id), connectorId, { timeout: 15_000 });
  await page.evaluate(([id, ns]) => (window as unknown as KitWindow).kit.connect(id!, { namespace: ns as 'eip155' }), [connectorId, namespace]);
  await page.evaluate((ns) => (window as unknown as KitWindow).kit.setActiveNamespace(ns as 'eip155'), namespace);
  // The balances are read once connected.
  await page.waitForFunction((ns) => (window as unknown as KitWindow).kit.getState().plugins.send?.balances[ns as 'eip155']?.status === 'ready', namespace, { timeout: 15_000 });
}

const dialogOf = (page: Page) => page.getByRole('dialog');

/** The dev wallets' own prompts for transactions (their request logs), with their outcome: EVM first, then Solana. */
const walletPrompts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as KitWindow;
    const evm = w.__latchkeyWallets.wallets.dev!.requests().filter((e) => e.method === 'eth_sendTransaction');
    const solana = w.__latchkeySolanaWallets.wallets.dev!.requests().filter((e) => e.method.startsWith('solana:sign'));
    return [...evm, ...solana].map((e) => [e.method, e.outcome]);
  });

/** One confirmation per action: the visitor's Send, then the wallet's prompt; the kit never queued a request for its own approval. */
async function noKitApproval(seen: () => Promise<{ views: string[]; approvals: number }>) {
  const { views, approvals } = await seen();
  expect(approvals).toBe(0);
  expect(views).not.toContain('ApproveTransaction');
}

/** Account view → Send; picks `token` (its row in the list), types amount and receiver, reviews, sends (the wallet asks the visitor itself); returns the success line. */
async function sendFromView(o: Opened, step: string, token: RegExp, amount: string, to: string, checkMax?: (max: string) => void): Promise<string> {
  const { page } = o;
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
  const dialog = dialogOf(page);
  await dialog.getByRole('region', { name: 'Wallet features' }).getByRole('button', { name: 'Send', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Send tokens' });
  await form.getByRole('button').first().click();
  await dialog.getByRole('list', { name: 'Your tokens' }).waitFor();
  await o.shot(`${step}-tokens`);
  await dialog.getByRole('list', { name: 'Your tokens' }).getByRole('button', { name: token }).click();
  if (checkMax) {
    await form.getByRole('button', { name: 'Max', exact: true }).click();
    await page.waitForFunction(() => ((document.querySelector('input[name="amount"]') as HTMLInputElement | null)?.value ?? '') !== '');
    checkMax(await form.getByLabel('Amount', { exact: true }).inputValue());
  }
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('To', { exact: true }).fill(to);
  if (to.endsWith('.reown.id')) await dialog.getByText(NAME, { exact: true }).waitFor({ timeout: 10_000 });
  await o.shot(`${step}-form`);
  await form.getByRole('button', { name: 'Review' }).click();
  const confirm = dialog.getByRole('button', { name: 'Send', exact: true });
  await confirm.waitFor();
  await o.shot(`${step}-review`);
  await confirm.click();
  const done = dialog.getByText(/^Sent /);
  await done.waitFor({ timeout: 60_000 });
  const text = (await done.textContent()) ?? '';
  // The result screen is titled as what happened, not as the review.
  expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Transfer sent');
  await o.shot(`${step}-sent`);
  // The form is cleared once sent.
  expect(await page.evaluate(() => (window as unknown as KitWindow).kit.getState().plugins.send)).toMatchObject({ loading: false, token: undefined, sendTokenAmount: undefined, receiverInput: '' });
  await dialog.getByRole('button', { name: 'Done' }).click();
  return text;
}

/** The Tokens view's row text for a symbol, once it shows `expected`. */
async function tokenRow(page: Page, symbol: string, expected: string): Promise<void> {
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'WalletTokens' }));
  const dialog = dialogOf(page);
  await dialog.getByRole('button', { name: new RegExp(`${expected.replace(/[.$,]/g, '\\$&')} ${symbol}`) }).waitFor({ timeout: 15_000 });
}

describe('send and receive in Chromium (local stack)', () => {
  it('sends ETH (to an account name), USDC- and USDT-style tokens on the local EVM chain, one wallet prompt each and no approval view of the kit; balances change on chain', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const chain = stack.chains.chains[0]!;
      const me = stack.chains.accounts[0]!.address;
      const receiver = stack.chains.accounts[5]!.address;
      await connect(page, EVM_WALLET, 'eip155');
      const seen = await recordKitApprovals(page);

      const eth = await ethOf(receiver);
      const line = await sendFromView(o, 'eth', /^Ether/, '0.5', NAME, (max) => {
        // Max leaves the fee: less than the balance, by less than a cent of ETH.
        expect(Number(max)).toBeGreaterThan(9_999);
        expect(Number(max)).toBeLessThan(10_000);
      });
      expect(line).toBe('Sent 0.5 ETH to receiver.reown.id.');
      expect(formatEther((await ethOf(receiver)) - eth)).toBe('0.5');

      const [usdcTo, usdcFrom] = await Promise.all([tokenOf(chain.tokens.usdc, receiver), tokenOf(chain.tokens.usdc, me)]);
      expect(await sendFromView(o, 'usdc', /USD Coin/, '12.5', receiver)).toMatch(/^Sent 12.5 USDC to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}\.$/);
      expect(formatUnits((await tokenOf(chain.tokens.usdc, receiver)) - usdcTo, 6)).toBe('12.5');
      expect(formatUnits(usdcFrom - (await tokenOf(chain.tokens.usdc, me)), 6)).toBe('12.5');
      // The token list reads the new balance (past the 30 s cache): 1,000,000 − 12.5.
      await tokenRow(page, 'USDC', '999,987.5');

      const usdtTo = await tokenOf(chain.tokens.usdt, receiver);
      await sendFromView(o, 'usdt', /Tether|USDT/, '3.25', receiver);
      expect(formatUnits((await tokenOf(chain.tokens.usdt, receiver)) - usdtTo, 6)).toBe('3.25');
      expect(parseEther('0.5')).toBeGreaterThan(0n);
      // Three sends, three prompts in the wallet, none in the kit.
      expect(await walletPrompts(page)).toEqual([
        ['eth_sendTransaction', 'resolved'],
        ['eth_sendTransaction', 'resolved'],
        ['eth_sendTransaction', 'resolved'],
      ]);
      await noKitApproval(seen);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('sends SOL and an SPL token (creating the receiver’s token account) on the local validator, one wallet prompt each and no approval view of the kit; balances change on chain', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const receiver = stack.solana.accounts[4]!.address;
      await connect(page, SOLANA_WALLET, 'solana');
      const seen = await recordKitApprovals(page);
      const before = await lamportsOf(receiver);
      expect(await sendFromView(o, 'sol', /^Solana/, '0.25', receiver)).toBe(`Sent 0.25 SOL to ${receiver.slice(0, 6)}…${receiver.slice(-4)}.`);
      expect((await lamportsOf(receiver)) - before).toBe(250_000_000n);

      expect(await splOf(NEWCOMER)).toBe(0n);
      await sendFromView(o, 'spl', /USD Coin/, '2.5', NEWCOMER);
      expect(await splOf(NEWCOMER)).toBe(2_500_000n);
      await tokenRow(page, 'USDC', '997.5');
      expect((await walletPrompts(page)).map(([, outcome]) => outcome)).toEqual(['resolved', 'resolved']);
      await noKitApproval(seen);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('shows Receive (QR code, address, copy, networks), the SPEC §8 messages and a balance failure; axe finds nothing in light, dark and Arabic', async () => {
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}`, true);
      try {
        const { page } = o;
        await connect(page, EVM_WALLET, 'eip155');
        const dialog = dialogOf(page);
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };

        await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'WalletReceive' }));
        const qr = dialog.locator('svg[role="img"]');
        await qr.waitFor();
        expect(await dialog.getByTestId('lk-receive-address').textContent()).toBe(stack.chains.accounts[0]!.address);
        expect(await dialog.locator('li').allTextContents()).toContain('LLatchkey Chain A');
        await axe('Receive');
        await o.shot(`receive-${theme}-${lang}`);

        await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('WalletSend', {}));
        const form = dialog.getByRole('form');
        await form.waitFor();
        await axe('Send');
        if (lang === 'en') {
          await form.getByRole('button', { name: 'Review' }).click();
          expect(await dialog.getByRole('alert').textContent()).toBe('An amount and receiver address are required');
          await form.getByLabel('Amount', { exact: true }).fill('1');
          await form.getByLabel('To', { exact: true }).fill(stack.chains.accounts[5]!.address);
          await form.getByRole('button', { name: 'Review' }).click();
          await dialog.getByRole('alert').getByText('A token is required').waitFor();
          await axe('Send with an error');
          await form.getByRole('button').first().click();
          await dialog.getByRole('list').waitFor();
          await axe('Select token');
          await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('WalletTokens'));
          await dialog.getByRole('region').waitFor();
          await axe('Tokens');
          // The API fails once: 'Token Balance Unavailable', and Try again is held for 30 s.
          stack.cloud.faults.set('balance', { kind: 'status', status: 503 }, { times: 1 });
          await dialog.getByRole('button', { name: 'Refresh' }).click();
          await page.getByText('Token Balance Unavailable').waitFor({ timeout: 10_000 });
          await dialog.getByRole('alert').getByText('Token balances are unavailable right now.').waitFor();
          expect(await dialog.getByRole('alert').getByRole('button').getAttribute('aria-disabled')).toBe('true');
          await axe('Tokens unavailable');
          await o.shot(`unavailable-${theme}`);
        }
        expect(o.errors.filter((e) => !e.includes('503'))).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
    // Three pages (light, dark, Arabic), up to seven axe runs each: ~25 s on a busy machine.
  }, 90_000);

  it('the Tokens list and the token picker, with real rows, hold their layout at 360 and 1280 px, light and dark, English and Arabic', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      await connect(page, EVM_WALLET, 'eip155');
      const dialog = dialogOf(page);
      const problems: string[] = [];
      /** The dialog as it is now, in all eight combinations; screenshots of 360 px dark Arabic and 1280 px light English. */
      const sweep = async (label: string) => {
        for (const combo of LAYOUT_COMBOS) {
          await applyLayoutCombo(page, combo, 'kit');
          const where = `${label} (${combo.width} px, ${combo.theme}, ${combo.lang})`;
          problems.push(...(await layoutProblems(page, { touch: combo.width < 500 })).map((p) => `${where}: ${p}`));
          if ((combo.width === 360 && combo.theme === 'dark' && combo.lang === 'ar') || (combo.width === 1280 && combo.theme === 'light' && combo.lang === 'en')) await o.shot(`layout-${label}-${combo.width}-${combo.theme}-${combo.lang}`);
        }
        await applyLayoutCombo(page, LAYOUT_COMBOS[0]!, 'kit');
      };
      await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'WalletTokens' }));
      const list = dialog.getByRole('region', { name: /^Your tokens on / });
      await list.getByRole('button', { name: /\bUSDC\b/ }).first().waitFor({ timeout: 15_000 });
      // The rows the sweep measures: the native coin and the chain's tokens, each with its amount.
      expect(await list.getByRole('button').count()).toBeGreaterThanOrEqual(3);
      await sweep('tokens');
      await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.reset('WalletSend', {}));
      await dialog.getByRole('form', { name: 'Send tokens' }).getByRole('button').first().click();
      await dialog.getByRole('list', { name: 'Your tokens' }).waitFor();
      await sweep('select-token');
      expect(problems).toEqual([]);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  }, 90_000);

  it('reads the embedded wallet’s balances from the wallet (wallet_getAssets), never from the blockchain API', async () => {
    // The blockchain API's balance route fails for the whole test: a balance shown came from the wallet.
    stack.cloud.faults.set('balance', { kind: 'status', status: 503 });
    const o = await openDapp('embedded=1');
    try {
      const { page } = o;
      const balanceReads: string[] = [];
      page.on('request', (r) => {
        const match = /\/v1\/account\/([^/?]+)\/balance/.exec(r.url());
        if (match) balanceReads.push(decodeURIComponent(match[1]!).toLowerCase());
      });
      const chain = stack.chains.chains[0]!;
      const address = `embedded-balances-${Date.now()}@example.com`;
      await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Connect' }));
      const form = dialogOf(page).locator('form:has(input[type=email])');
      await form.locator('input[type=email]').fill(address);
      await form.locator('button[type=submit]').click();
      // A device this address never used: the harness approves it, then the frame mails the code.
      await stack.frame.inbox.waitFor(address, { kind: 'device-approval', timeoutMs: 15_000 });
      expect(stack.frame.approveDevice(address)).toBe(true);
      const code = await stack.frame.inbox.waitFor(address, { kind: 'login-code', timeoutMs: 15_000 });
      await dialogOf(page).locator('input[autocomplete=one-time-code]').fill(code.code!);
      await page.waitForFunction(() => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.status === 'connected', undefined, { timeout: 15_000 });
      const state = await page.evaluate(() => (window as unknown as KitWindow).kit.getState().chains.eip155);
      expect(state?.connectorId).toBe('AUTH');
      const wallet = state!.account.address as Address;

      // Fund the embedded wallet on chain A from test account #0: 0.25 ETH and 42 USDC more than it holds.
      const [ethBefore, usdcBefore] = await Promise.all([ethOf(wallet), tokenOf(chain.tokens.usdc, wallet)]);
      const funder = createWalletClient({ account: privateKeyToAccount(stack.chains.accounts[0]!.privateKey), transport: http(chain.rpcUrl), chain: { id: chain.chainId, name: 'A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } } });
      await evm().waitForTransactionReceipt({ hash: await funder.sendTransaction({ to: wallet, value: parseEther('0.25') }) });
      await evm().waitForTransactionReceipt({ hash: await funder.writeContract({ address: chain.tokens.usdc, abi: erc20Abi, functionName: 'transfer', args: [wallet, parseUnits('42', 6)] }) });

      await page.evaluate(() => (window as unknown as KitWindow).kit.setActiveNamespace('eip155'));
      const tokens = await page.evaluate(() => (window as unknown as KitWindow).kit.plugin('send').refreshBalances({ force: true }));
      const eth = formatEther(ethBefore + parseEther('0.25'));
      const usdc = formatUnits(usdcBefore + parseUnits('42', 6), 6);
      expect(tokens.map((t) => [t.symbol, t.quantity.numeric])).toEqual(expect.arrayContaining([['ETH', eth], ['USDC', usdc]]));
      // Both under 1,000 with at most two decimals: the Tokens view shows them as they are (SPEC §9).
      expect([eth, usdc].every((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v))).toBe(true);
      await tokenRow(page, 'ETH', eth);
      await tokenRow(page, 'USDC', usdc);
      await o.shot('embedded-tokens');
      // The blockchain API was asked for the Solana account's balances (the wallet answers only on
      // EVM), never for the EVM account's.
      const solanaAddress = await page.evaluate(() => (window as unknown as KitWindow).kit.getState().chains.solana?.account.address);
      expect(balanceReads).toContain(solanaAddress!.toLowerCase());
      expect(balanceReads).not.toContain(wallet.toLowerCase());
      expect(o.errors.filter((e) => !e.includes('503'))).toEqual([]);
    } finally {
      stack.cloud.faults.clear('balance');
      await o.context.close();
    }
  });
});
