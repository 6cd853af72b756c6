// Swaps in Chromium against the real local stack (startStack): the harness's EIP-6963 dev wallet
// on chain A signs and sends for real; the cloud double's swap API quotes from and builds for
// LocalSwap, the constant-product pool deployed on the chain. Account → Swap → USDC → ETH: the
// quote as typed, the review, the approval and the swap (each approved in the kit's
// ApproveTransaction view), the result; then viem reads the chain: USDC down by the amount, ETH up
// by what arrived (at least the quote less 1 %) less the exact gas of both receipts. ETH → USDC
// needs no approval. Then a declined swap, a failed quote, a hostile swap API (its approval to an
// attacker, its swap a USDC transfer to the attacker: refused, nothing reaches the wallet), and the
// entry hidden with its flag off, its list empty, in basic mode, on solana and on a network swaps
// are not offered on. Axe on every view in light, dark and Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, getAddress, http, parseEther, parseUnits, type Hex } from 'viem';
import type { Kit, KitInternals } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { formatViolations, runAxe, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { HOSTILE_ATTACKER } from '@latchkey/test-harness/cloud/faults';
import { en } from './locale/en';
import { ar } from './locale/ar';
import { minimumReceived } from './math';
import type { SwapRecord } from './types';

// The page's kit carries `internals(kit)` under this registered symbol (code run in the page cannot import it).
type KitWindow = Window & { kit: Kit & { [key: symbol]: KitInternals } };
const EVM_WALLET = 'dev.latchkey.wallet';


/**
 * The token buttons' spoken name: "Token to pay with: ETH. Choose another", of which only "ETH" is
 * visible. Chromium joins the visually hidden parts with a space ("ETH . Choose"), jsdom without.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chosenName = (text: string, symbol = 'ETH') => {
  const [before = '', after = ''] = text.split(symbol);
  return new RegExp(`^${escape(before.trimEnd())}\\s*${escape(symbol)}\\s*${escape(after.trimStart())}$`);
};

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let evmBundle: string;

let env: PluginPage;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./browser.page.tsx', import.meta.url),
    title: 'Swaps test',
    wallets: ['evm'],
    config: (stack) => ({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chains: stack.chains.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) }),
  });
  ({ stack, browser, dapp } = env);
  evmBundle = env.bundles.evm;
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

const chainA = () => stack.chains.chains[0]!;
const me = () => stack.chains.accounts[0]!.address;
const evm = () => createPublicClient({ transport: http(chainA().rpcUrl) });
const ethOf = (address: Hex) => evm().getBalance({ address });
const usdcOf = (address: Hex) => evm().readContract({ address: chainA().tokens.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
/** What a mined transaction paid for gas, from its receipt. */
const gasOf = async (hash: string) => {
  const receipt = await evm().getTransactionReceipt({ hash: hash as Hex });
  expect(receipt.status).toBe('success');
  return receipt.gasUsed * receipt.effectiveGasPrice;
};

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Swap API paths the page asked for. */
  asked: string[];
  shot(step: string): Promise<void>;
}

/** A fresh context with the dev wallet installed before any page script, the dapp loaded. bypassCSP lets axe-core be injected. */
async function openDapp(query = ''): Promise<Opened> {
  // A zone where swaps are offered (SPEC §9 restricts eight), whatever the machine's.
  const context = await browser.newContext({ bypassCSP: true, timezoneId: 'Europe/Paris' });
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), evmBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  const asked: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v1/convert/') || path === '/v1/fungible/price') asked.push(path);
  });
  await page.goto(`${dapp.url}/${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as KitWindow).kit));
  await page.evaluate(() => (window as unknown as KitWindow).kit.ready);
  const dir = screenshotsDirFor('swaps-browser');
  return { page, context, errors, asked, shot: async (step) => void (await page.screenshot({ path: `${dir}/${step}.png` })) };
}

async function connect(page: Page, connectorId: string, namespace: 'eip155' | 'solana') {
  await page.waitForFunction((id) => (window as unknown as KitWindow).kit.getState().connectors.some((c) => c.id === id), connectorId, { timeout: 15_000 });
  await page.evaluate(([id, ns]) => (window as unknown as KitWindow).kit.connect(id!, { namespace: ns as 'eip155' }), [connectorId, namespace]);
  await page.evaluate((ns) => (window as unknown as KitWindow).kit.setActiveNamespace(ns as 'eip155'), namespace);
}

/** The ids of the Account view's feature entries that apply now. */
const entries = (page: Page) => page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.slots('walletFeatures').map((s) => s.id));

const KIT = { en: { approve: 'Approve', reject: 'Reject' }, ar: { approve: 'موافقة', reject: 'رفض' } } as const;
const ENTRY = { en: 'Swap', ar: 'مبادلة' } as const;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

interface SwapRun {
  quoted: bigint;
  record: SwapRecord;
  /** How many times the kit's ApproveTransaction view was approved. */
  approvals: number;
  /** The transactions the wallet was asked to send. */
  prompts: number;
}

/** The signing requests the dev wallet got (eth_sendTransaction and the like), by method. */
const walletPrompts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __latchkeyWallets: { wallets: { dev: { requests(): Array<{ method: string }> } } } };
    return w.__latchkeyWallets.wallets.dev.requests().filter((r) => /^(eth_send|eth_sign|personal_sign|wallet_sendCalls)/.test(r.method)).map((r) => r.method);
  });

/**
 * Account → Swap; picks `from` and `to` in the token list, types `amount`, waits for the quote,
 * reviews, approves USDC when asked, swaps; with `kitReview` (the page's `approvals=all`) approves
 * each transaction in the kit's view first, else the dev wallet alone is asked; axe on every view
 * on the way.
 */
async function swapInView(
  o: Opened,
  lang: 'en' | 'ar',
  tag: string,
  pair: { from: 'USDC' | 'ETH'; to: 'USDC' | 'ETH'; amount: string },
  axe: (what: string) => Promise<void>,
  kitReview = false,
): Promise<SwapRun> {
  const { page } = o;
  const promptsBefore = (await walletPrompts(page)).length;
  const s = lang === 'en' ? en : ar;
  const dialog = page.getByRole('dialog');
  const row = (symbol: 'USDC' | 'ETH') => (symbol === 'USDC' ? /^USDC\b/ : /^ETH\b/);
  await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
  await dialog.getByRole('button', { name: ENTRY[lang], exact: true }).click();
  let form = dialog.getByRole('form', { name: s['swaps.form'] });
  await form.getByRole('button', { name: chosenName(fill(s['swaps.token.choosePay'], { symbol: 'ETH' })) }).waitFor({ timeout: 15_000 });
  await axe('Swap');
  if (pair.from !== 'ETH') {
    await form.getByRole('button', { name: chosenName(fill(s['swaps.token.choosePay'], { symbol: 'ETH' })) }).click();
    const list = dialog.getByRole('list', { name: s['swaps.select.list'] });
    await list.getByRole('button', { name: row(pair.from) }).waitFor();
    await axe('Select the token to pay with');
    await o.shot(`${tag}-tokens`);
    await list.getByRole('button', { name: row(pair.from) }).click();
  }
  form = dialog.getByRole('form', { name: s['swaps.form'] });
  await form.getByRole('button', { name: s['swaps.token.pickReceive'] }).click();
  await dialog.getByRole('list', { name: s['swaps.select.list'] }).getByRole('button', { name: row(pair.to) }).click();
  form = dialog.getByRole('form', { name: s['swaps.form'] });
  await form.getByLabel(s['swaps.pay'], { exact: true }).fill(pair.amount);
  // The quote arrives once typing pauses; the button then offers the review.
  await form.getByRole('button', { name: s['swaps.review'] }).waitFor({ timeout: 15_000 });
  expect(await form.getByTestId('lk-swap-quote').textContent()).toContain(`≈`);
  const quote = await page.evaluate(() => (window as unknown as KitWindow).kit.getState().plugins.swaps!.quote!);
  await axe('Swap, quoted');
  await o.shot(`${tag}-quoted`);
  await form.getByRole('button', { name: s['swaps.review'] }).click();

  let approvals = 0;
  const approveInKit = async () => {
    if (!kitReview) return;
    await dialog.getByRole('button', { name: KIT[lang].approve, exact: true }).click();
    approvals++;
  };
  if (pair.from === 'USDC') {
    const approveUsdc = dialog.getByRole('button', { name: fill(s['swaps.preview.approve'], { symbol: 'USDC' }) });
    await approveUsdc.waitFor({ timeout: 15_000 });
    await axe('Review, approval first');
    await o.shot(`${tag}-review`);
    await approveUsdc.click();
    if (kitReview) {
      await dialog.getByRole('button', { name: KIT[lang].approve, exact: true }).waitFor();
      // The kit's review decodes the approval: USDC, exactly the amount, the router as spender.
      await dialog.getByText(`${pair.amount} USDC`, { exact: true }).waitFor({ timeout: 15_000 });
      await dialog.getByText(getAddress(chainA().swap), { exact: true }).waitFor();
      await axe('ApproveTransaction, decoded approve');
      await o.shot(`${tag}-approve-usdc`);
    }
    await approveInKit();
    await dialog.getByText(fill(s['swaps.preview.approved'], { symbol: 'USDC' })).waitFor({ timeout: 30_000 });
    await axe('Review, approved');
  } else {
    await dialog.getByRole('button', { name: s['swaps.preview.swap'], exact: true }).waitFor({ timeout: 15_000 });
    await axe('Review');
  }
  // Playwright's click waits until the button is enabled (the quote and the allowance checked).
  await dialog.getByRole('button', { name: s['swaps.preview.swap'], exact: true }).click();
  await approveInKit();
  // The result is its own screen, titled for what happened (not the form's 'Swap').
  await page.getByRole('dialog', { name: lang === 'en' ? 'Swap complete' : ar['swaps.title.result'] }).getByTestId('lk-swap-paid').waitFor({ timeout: 30_000 });
  await axe('Result');
  await o.shot(`${tag}-done`);
  const record = await page.evaluate(() => (window as unknown as KitWindow).kit.getState().plugins.swaps!.lastSwap!);
  return { quoted: BigInt(quote.toAmount), record, approvals, prompts: (await walletPrompts(page)).length - promptsBefore };
}

describe('swaps in Chromium (local stack)', () => {
  it('swaps USDC → ETH through approve and swap; the chain moves by the quote within slippage; axe clean in light, dark and Arabic', async () => {
    // With the kit's review on (the decoded approval shown), and without (the wallet alone asks).
    for (const [theme, lang, kitReview] of [
      ['light', 'en', true],
      ['dark', 'en', false],
      ['dark', 'ar', true],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}${kitReview ? '&approvals=all' : ''}`);
      try {
        const { page } = o;
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };
        await connect(page, EVM_WALLET, 'eip155');
        expect(await entries(page)).toEqual(expect.arrayContaining(['swaps']));
        const [eth, usdc] = await Promise.all([ethOf(me()), usdcOf(me())]);
        const run = await swapInView(o, lang, `usdc-eth-${theme}-${lang}`, { from: 'USDC', to: 'ETH', amount: '25' }, axe, kitReview);
        expect([run.approvals, run.prompts]).toEqual([kitReview ? 2 : 0, 2]);
        const { record } = run;
        expect(record).toMatchObject({ caipNetworkId: `eip155:${chainA().chainId}`, fromAmount: parseUnits('25', 6).toString(), measured: true, from: { symbol: 'USDC' }, to: { symbol: 'ETH' } });
        const gas = (await gasOf(record.approvalHash!)) + (await gasOf(record.hash));
        const [ethAfter, usdcAfter] = await Promise.all([ethOf(me()), usdcOf(me())]);
        // USDC went down by exactly the amount.
        expect(usdc - usdcAfter).toBe(parseUnits('25', 6));
        // ETH went up by what arrived less both transactions' gas, exactly; what arrived is at least the quote less 1 %.
        const received = ethAfter - eth + gas;
        expect(received).toBe(BigInt(record.toAmount));
        expect(received).toBeGreaterThanOrEqual(minimumReceived(run.quoted, 1));
        expect(BigInt(record.fee!)).toBe(gas);
        // The result view says it, and the balances were read again.
        expect(o.asked).toContain('/v1/convert/build-approve');
        expect(await page.getByRole('dialog').getByTestId('lk-swap-paid').textContent()).toBe('25 USDC');
        await page.waitForFunction(
          (expected) => (window as unknown as KitWindow).kit.getState().chains.eip155?.account.tokenBalance.some((t) => t.symbol === 'USDC' && t.quantity.numeric === expected),
          (Number(usdcAfter) / 1e6).toString(),
          { timeout: 15_000 },
        );
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
  }, 180_000);

  it('swaps ETH → USDC with no approval: one transaction, USDC up by at least the quote less 1 %, ETH down by the amount and its gas', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      await connect(page, EVM_WALLET, 'eip155');
      const [eth, usdc] = await Promise.all([ethOf(me()), usdcOf(me())]);
      const run = await swapInView(o, 'en', 'eth-usdc', { from: 'ETH', to: 'USDC', amount: '0.5' }, async () => undefined);
      expect([run.approvals, run.prompts]).toEqual([0, 1]);
      expect(run.record.approvalHash).toBeUndefined();
      expect(o.asked).not.toContain('/v1/convert/build-approve');
      const [ethAfter, usdcAfter] = await Promise.all([ethOf(me()), usdcOf(me())]);
      expect(eth - ethAfter).toBe(parseEther('0.5') + (await gasOf(run.record.hash)));
      expect(usdcAfter - usdc).toBe(BigInt(run.record.toAmount));
      expect(usdcAfter - usdc).toBeGreaterThanOrEqual(minimumReceived(run.quoted, 1));
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  }, 180_000);

  it('shows a failed quote and a declined swap (Try again), axe clean in light, dark and Arabic', async () => {
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      // Declined in the kit's review.
      const o = await openDapp(`theme=${theme}&lang=${lang}&approvals=all`);
      const s = lang === 'en' ? en : ar;
      try {
        const { page } = o;
        const dialog = page.getByRole('dialog');
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };
        await connect(page, EVM_WALLET, 'eip155');
        const eth = await ethOf(me());
        await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Swap' }));
        const form = dialog.getByRole('form', { name: s['swaps.form'] });
        await form.getByRole('button', { name: s['swaps.token.pickReceive'] }).click();
        await dialog.getByRole('list', { name: s['swaps.select.list'] }).getByRole('button', { name: /^USDC\b/ }).click();
        stack.cloud.faults.set('swapQuote', { kind: 'status', status: 503, message: 'Quotes are paused' }, { times: 1 });
        await form.getByLabel(s['swaps.pay'], { exact: true }).fill('0.1');
        await form.getByRole('alert').getByText(fill(s['swaps.quote.error'], { message: 'Quotes are paused' })).waitFor({ timeout: 15_000 });
        expect(await form.getByRole('button', { name: s['swaps.problem.noQuote'] }).isDisabled()).toBe(true);
        await axe('Swap, no quote');
        await o.shot(`no-quote-${theme}-${lang}`);
        await form.getByLabel(s['swaps.pay'], { exact: true }).fill('0.2');
        await form.getByRole('button', { name: s['swaps.review'] }).click();
        await dialog.getByRole('button', { name: s['swaps.preview.swap'], exact: true }).click();
        await dialog.getByRole('button', { name: KIT[lang].reject, exact: true }).click();
        await dialog.getByRole('alert').getByText(s['swaps.result.rejected']).waitFor({ timeout: 15_000 });
        await axe('Result, declined');
        await o.shot(`declined-${theme}-${lang}`);
        // Nothing was sent.
        expect(await ethOf(me())).toBe(eth);
        await dialog.getByRole('button', { name: s['swaps.result.retry'] }).click();
        await dialog.getByRole('button', { name: s['swaps.preview.swap'], exact: true }).waitFor();
        expect(await page.evaluate(() => (window as unknown as KitWindow).kit[Symbol.for('latchkey.internals')]!.router.current?.view)).toBe('SwapPreview');
        expect(o.errors.filter((e) => !e.includes('503'))).toEqual([]);
      } finally {
        stack.cloud.faults.clear('swapQuote');
        await o.context.close();
      }
    }
  }, 180_000);

  it('refuses a hostile swap API before the wallet is asked: approve(attacker, max), then USDC.transfer(attacker); the swap view says so', async () => {
    const attacker = getAddress(HOSTILE_ATTACKER);
    const allowanceOf = (spender: Hex) => evm().readContract({ address: chainA().tokens.usdc, abi: erc20Abi, functionName: 'allowance', args: [me(), spender] });
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'ar'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}`);
      const s = lang === 'en' ? en : ar;
      try {
        const { page } = o;
        const dialog = page.getByRole('dialog');
        const axe = async (what: string) => {
          const violations = await runAxe(page, { context: '[role="dialog"]' });
          expect(violations, `${what} (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        };
        await connect(page, EVM_WALLET, 'eip155');
        // Everything the kit queues for approval, and every signing request the wallet gets.
        await page.evaluate(() => {
          const w = window as unknown as KitWindow & { queued: string[] };
          w.queued = [];
          w.kit.on('requestQueued', (r) => void w.queued.push(r.method));
        });
        const asked = async () => ({ queued: await page.evaluate(() => (window as unknown as { queued: string[] }).queued), wallet: await walletPrompts(page) });
        const usdc = await usdcOf(me());
        await page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Swap' }));
        let form = dialog.getByRole('form', { name: s['swaps.form'] });
        await form.getByRole('button', { name: chosenName(fill(s['swaps.token.choosePay'], { symbol: 'ETH' })) }).click();
        await dialog.getByRole('list', { name: s['swaps.select.list'] }).getByRole('button', { name: /^USDC\b/ }).click();
        form = dialog.getByRole('form', { name: s['swaps.form'] });
        await form.getByRole('button', { name: s['swaps.token.pickReceive'] }).click();
        await dialog.getByRole('list', { name: s['swaps.select.list'] }).getByRole('button', { name: /^ETH\b/ }).click();
        form = dialog.getByRole('form', { name: s['swaps.form'] });
        await form.getByLabel(s['swaps.pay'], { exact: true }).fill('5');
        await form.getByRole('button', { name: s['swaps.review'] }).click();
        const approveUsdc = dialog.getByRole('button', { name: fill(s['swaps.preview.approve'], { symbol: 'USDC' }) });
        await approveUsdc.waitFor({ timeout: 15_000 });
        // The review names the router the approval must name (LocalSwap).
        await dialog.getByTestId('lk-swap-router').getByText(getAddress(chainA().swap), { exact: true }).waitFor({ timeout: 15_000 });

        // 1. The approval the API builds lets the attacker spend everything.
        stack.cloud.faults.set('swapApprove', { kind: 'hostile' });
        await approveUsdc.click();
        const alert = dialog.getByRole('alert');
        await alert.getByText(s['swaps.result.failedApprove']).waitFor({ timeout: 15_000 });
        await alert.getByText(s['swaps.result.unsafe']).waitFor();
        await alert.getByText(s['swaps.result.unsafe.spender']).waitFor();
        await axe('Result, hostile approval refused');
        await o.shot(`hostile-approve-${theme}-${lang}`);
        expect(await asked()).toEqual({ queued: [], wallet: [] });
        stack.cloud.faults.clear('swapApprove');

        // 2. The swap the API builds is a transfer of the visitor's USDC to the attacker.
        stack.cloud.faults.set('swapBuild', { kind: 'hostile' });
        await dialog.getByRole('button', { name: s['swaps.result.retry'] }).click();
        await approveUsdc.click();
        await alert.getByText(s['swaps.result.failedSwap']).waitFor({ timeout: 15_000 });
        await alert.getByText(s['swaps.result.unsafe.router']).waitFor();
        await axe('Result, hostile swap refused');
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 720 });
          await o.shot(`hostile-swap-${theme}-${lang}-${width}`);
        }
        await page.setViewportSize({ width: 1280, height: 720 });

        // Nothing reached the kit's approval or the wallet; the chain is untouched.
        expect(await asked()).toEqual({ queued: [], wallet: [] });
        expect(await usdcOf(me())).toBe(usdc);
        expect(await allowanceOf(attacker)).toBe(0n);
        expect(o.errors).toEqual([]);
      } finally {
        stack.cloud.faults.clear('swapApprove');
        stack.cloud.faults.clear('swapBuild');
        await o.context.close();
      }
    }
  }, 180_000);

  it('the kit’s review decodes an unlimited approve: USDC (read from the chain), Unlimited, the spender and a warning; nothing reaches the wallet on Reject', async () => {
    const attacker = getAddress(HOSTILE_ATTACKER);
    const MAX = 2n ** 256n - 1n;
    const data = `0x095ea7b3${attacker.slice(2).toLowerCase().padStart(64, '0')}${MAX.toString(16)}`;
    const APPROVE = {
      en: { title: 'Allow spending of your USDC', unlimited: 'Unlimited', warning: 'Unlimited approval: 0x0000…77Ac can spend all of your USDC, now and later, until you revoke it.' },
      ar: { title: 'السماح بإنفاق USDC الخاصة بك', unlimited: 'غير محدود', warning: 'موافقة غير محدودة: يمكن لـ 0x0000…77Ac إنفاق كل USDC الخاصة بك، الآن ولاحقًا، حتى تلغي ذلك.' },
    } as const;
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'ar'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}&approvals=all`);
      try {
        const { page } = o;
        const dialog = page.getByRole('dialog');
        await connect(page, EVM_WALLET, 'eip155');
        await page.evaluate(
          ([to, input, from]) => {
            const w = window as unknown as KitWindow & { approval: Promise<unknown> };
            w.approval = w.kit.request({ method: 'eth_sendTransaction', params: [{ from, to, data: input, value: '0x0' }] }).catch((e: { code?: string }) => e.code);
          },
          [chainA().tokens.usdc, data, me()] as const,
        );
        await dialog.getByText(APPROVE[lang].title, { exact: true }).waitFor({ timeout: 15_000 });
        await dialog.getByText(APPROVE[lang].unlimited, { exact: true }).waitFor();
        await dialog.getByText(attacker, { exact: true }).waitFor();
        expect(await dialog.getByTestId('lk-approve-warning').textContent()).toBe(`⚠ ${APPROVE[lang].warning}`);
        const violations = await runAxe(page, { context: '[role="dialog"]' });
        expect(violations, `ApproveTransaction (${theme}, ${lang}): ${formatViolations(violations)}`).toHaveLength(0);
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 720 });
          await o.shot(`approve-unlimited-${theme}-${lang}-${width}`);
        }
        await dialog.getByRole('button', { name: KIT[lang].reject, exact: true }).click();
        expect(await page.evaluate(() => (window as unknown as { approval: Promise<unknown> }).approval)).toBe('USER_REJECTED');
        expect(await walletPrompts(page)).toEqual([]);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
  }, 180_000);

  it('hides the entry with its flag off or its list empty, in basic mode, on solana and on a network swaps are not offered on', async () => {
    const hidden = async (o: Opened) => {
      expect(await entries(o.page)).not.toContain('swaps');
      await o.page.evaluate(() => (window as unknown as KitWindow).kit.open({ view: 'Account' }));
      await o.page.getByRole('dialog').getByRole('button', { name: 'Disconnect', exact: true }).waitFor({ timeout: 10_000 });
      expect(await o.page.getByRole('dialog').getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0);
    };
    for (const swaps of [{ isEnabled: false }, { isEnabled: true, config: [] as string[] }]) {
      stack.cloud.setConfig({ swaps });
      const o = await openDapp();
      try {
        await connect(o.page, EVM_WALLET, 'eip155');
        expect(await o.page.evaluate(() => (window as unknown as KitWindow).kit.getState().features.swaps)).toEqual(swaps.isEnabled ? [] : false);
        await hidden(o);
        expect(o.asked).toEqual([]);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
        stack.cloud.setConfig({ swaps: { isEnabled: true, config: ['1inch'] } });
      }
    }

    let o = await openDapp('basic=1');
    try {
      await connect(o.page, EVM_WALLET, 'eip155');
      await hidden(o);
    } finally {
      await o.context.close();
    }

    o = await openDapp();
    try {
      await connect(o.page, EVM_WALLET, 'eip155');
      expect(await entries(o.page)).toContain('swaps');
      // Chain B: a network the dapp did not offer swaps on.
      await o.page.evaluate((id) => (window as unknown as KitWindow).kit.switchNetwork(`eip155:${id}`), stack.chains.chains[1]!.chainId);
      await hidden(o);
      await o.page.evaluate((id) => (window as unknown as KitWindow).kit.switchNetwork(`eip155:${id}`), chainA().chainId);
      expect(await entries(o.page)).toContain('swaps');
      // Solana: a namespace swaps do not serve.
      await connect(o.page, 'sol.stand-in', 'solana');
      expect(await o.page.evaluate(() => (window as unknown as KitWindow).kit.getState().activeNamespace)).toBe('solana');
      await hidden(o);
      await o.page.evaluate(() => (window as unknown as KitWindow).kit.setActiveNamespace('eip155'));
      await o.page.getByRole('dialog').getByRole('button', { name: 'Swap', exact: true }).waitFor();
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  }, 180_000);
});
