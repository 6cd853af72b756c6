// Pay in Chromium against the real local stack (startStack): the harness's EIP-6963 dev wallet on
// chain A and its Solana dev wallet on the litesvm validator sign and send for real. The page calls
// `kit.plugin('pay').pay(…)` as a dapp would: 2 USDC (connecting the wallet from the Connect view
// first), native ETH, SOL; each confirmed with Pay and then one prompt in the wallet (it asks the
// visitor itself: no approval view of the kit's), the page's promise resolved with the hash, and the
// transfer checked on chain. A payment declined in the wallet rejects the promise with
// PayRejectedError and moves nothing; with approvals: 'all' the kit's review comes between Pay and
// the wallet. Pay refused with its flag off, in basic mode and on a namespace it does not serve; axe
// on every view in light, dark and Arabic.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, formatEther, formatUnits, http, type Hex } from 'viem';
import type { CaipNetworkId, Kit } from '@latchkey/kernel';
import type { Stack } from '@latchkey/test-harness/stack';
import { startPluginPage, type PluginPage } from '@latchkey/test-harness/e2e/pluginPage';
import { formatViolations, runAxe, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import type { BrowserWalletControls } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { solanaWalletConfigFromEndpoint, solanaWalletInitScript } from '@latchkey/test-harness/solana/wallet/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import type { PayParameters, PayResult } from './types';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

/** What the page's promise settled with: the result, or the error's name, code and data. */
type Settled = { ok: PayResult } | { error: { name: string; code: string; data?: Record<string, unknown> } };
type PayWindow = Window & {
  kit: Kit;
  payment?: Promise<Settled>;
  __latchkeyWallets: BrowserWalletControls;
  __latchkeySolanaWallets: { wallets: Record<string, { requests(): Array<{ method: string; outcome: string }> }> };
};
const EVM_WALLET = 'dev.latchkey.wallet';
const SOLANA_WALLET = 'latchkey-solana-dev-wallet';
const DOT_NETWORK: CaipNetworkId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let evmBundle: string;
let solanaBundle: string;

let env: PluginPage;

beforeAll(async () => {
  env = await startPluginPage({
    page: new URL('./browser.page.tsx', import.meta.url),
    title: 'Pay test',
    wallets: ['evm', 'solana'],
    config: (stack) => ({ cloudUrl: stack.urls.cloud, projectId: stack.cloud.projectId, chain: { chainId: stack.chains.chains[0]!.chainId, rpcUrl: stack.chains.chains[0]!.rpcUrl }, solana: { rpcUrl: stack.solana.url, genesisHash: stack.solana.genesisHash } }),
  });
  ({ stack, browser, dapp } = env);
  evmBundle = env.bundles.evm;
  solanaBundle = env.bundles.solana;
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

const chainA = () => stack.chains.chains[0]!;
const evm = () => createPublicClient({ transport: http(chainA().rpcUrl) });
/** A JSON-RPC call to chain A's node (Hardhat: mining is switched off and on around "confirming"). */
async function chainRpc(method: string, params: unknown[] = []): Promise<void> {
  const response = await fetch(chainA().rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await response.json()) as { error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
}
const usdcOf = async (address: Hex) => evm().readContract({ address: chainA().tokens.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] });
const usdc = (amount: string, recipient: string): PayParameters => ({ amount, asset: { network: `eip155:${chainA().chainId}`, asset: chainA().tokens.usdc, metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }, recipient });

async function solanaRpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(stack.solana.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}
const lamportsOf = async (address: string) => BigInt((await solanaRpc<{ value: number }>('getBalance', [address])).value);

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  shot(step: string): Promise<void>;
  axe(what: string): Promise<void>;
}

/** A fresh context with both dev wallets installed before any page script, the dapp loaded. bypassCSP lets axe-core be injected. */
async function openDapp(query = ''): Promise<Opened> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), evmBundle) });
  await context.addInitScript({ content: solanaWalletInitScript(solanaWalletConfigFromEndpoint(stack.solana, { wallets: ['dev'] }), solanaBundle) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
  await page.goto(`${dapp.url}/${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => Boolean((window as unknown as PayWindow).kit));
  await page.evaluate(() => (window as unknown as PayWindow).kit.ready);
  const dir = screenshotsDirFor('pay-browser');
  return {
    page,
    context,
    errors,
    shot: async (step) => void (await page.screenshot({ path: `${dir}/${step}.png` })),
    axe: async (what) => {
      const violations = await runAxe(page, { context: '[role="dialog"]' });
      expect(violations, `${what} (${query || 'light, en'}): ${formatViolations(violations)}`).toHaveLength(0);
    },
  };
}

async function connect(page: Page, connectorId: string, namespace: 'eip155' | 'solana') {
  await page.waitForFunction((id) => (window as unknown as PayWindow).kit.getState().connectors.some((c) => c.id === id), connectorId, { timeout: 15_000 });
  await page.evaluate(([id, ns]) => (window as unknown as PayWindow).kit.connect(id!, { namespace: ns as 'eip155' }), [connectorId, namespace]);
  await page.evaluate((ns) => (window as unknown as PayWindow).kit.setActiveNamespace(ns as 'eip155'), namespace);
}

/** The dapp calls pay(); the promise is kept on the page (settled as data: errors cross as name and code). */
async function startPay(page: Page, request: PayParameters): Promise<void> {
  await page.evaluate((r) => {
    const w = window as unknown as PayWindow;
    w.payment = w.kit
      .plugin('pay')
      .pay(r)
      .then(
        (ok) => ({ ok }),
        (e: { name: string; code: string; data?: Record<string, unknown> }) => ({ error: { name: e.name, code: e.code, ...(e.data ? { data: e.data } : {}) } }),
      );
  }, request);
}
const settled = (page: Page) => page.evaluate(() => (window as unknown as PayWindow).payment!);
const dialogOf = (page: Page) => page.getByRole('dialog');

/** The dev wallets' own prompts for transactions (their request logs), with their outcome: EVM first, then Solana. */
const walletPrompts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as PayWindow;
    const evm = (w.__latchkeyWallets.wallets.dev!.requests() as Array<{ method: string; outcome: string }>).filter((e) => e.method === 'eth_sendTransaction');
    const solana = w.__latchkeySolanaWallets.wallets.dev!.requests().filter((e) => e.method.startsWith('solana:sign'));
    return [...evm, ...solana].map((e) => [e.method, e.outcome]);
  });

/** One confirmation per action: the visitor's Pay, then the wallet's prompt; the kit never queued a request for its own approval. */
async function noKitApproval(seen: () => Promise<{ views: string[]; approvals: number }>) {
  const { views, approvals } = await seen();
  expect(approvals).toBe(0);
  expect(views).not.toContain('ApproveTransaction');
}

describe('pay in Chromium (local stack)', () => {
  it('pays 2 USDC on chain A (the wallet connected from the Connect view first): Pay, then one prompt in the wallet and no approval view of the kit; confirmed on chain, the promise resolved with the hash', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const dialog = dialogOf(page);
      const me = stack.chains.accounts[0]!.address;
      const recipient = stack.chains.accounts[7]!.address;
      const [toBefore, fromBefore] = await Promise.all([usdcOf(recipient), usdcOf(me)]);

      await page.waitForFunction((id) => (window as unknown as PayWindow).kit.getState().connectors.some((c) => c.id === id), EVM_WALLET, { timeout: 15_000 });
      const seen = await recordKitApprovals(page);
      await startPay(page, usdc('2', recipient));
      // No wallet yet: Connect, on top of the request.
      await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
      const request = dialog.getByRole('region', { name: 'Payment request' });
      await request.waitFor({ timeout: 15_000 });
      expect(await request.getByTestId('lk-pay-amount').textContent()).toBe('Amount: 2 USDC');
      expect(await request.getByTestId('lk-pay-recipient').textContent()).toBe(`${recipient.slice(0, 6)}…${recipient.slice(-4)}`);
      await request.getByTestId('lk-pay-balance').getByText(`${Number(formatUnits(fromBefore, 6)).toLocaleString('en-US')} USDC`).waitFor({ timeout: 10_000 });
      await o.shot('usdc-request');

      await request.getByRole('button', { name: 'Pay', exact: true }).click();
      await dialog.getByTestId('lk-pay-status').getByText(`Paid 2 USDC to ${recipient.slice(0, 6)}…${recipient.slice(-4)}.`).waitFor({ timeout: 60_000 });
      await o.shot('usdc-confirmed');
      const result = await settled(page);
      if (!('ok' in result)) throw new Error(`pay() rejected: ${JSON.stringify(result)}`);
      const hash = result.ok.hash as Hex;
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      const explorer = dialog.getByRole('link', { name: 'View on Chain A Explorer' });
      expect(await explorer.getAttribute('href')).toBe(`https://explorer.chain-a.invalid/tx/${hash}`);

      const receipt = await evm().getTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.from.toLowerCase()).toBe(me.toLowerCase());
      expect(receipt.to?.toLowerCase()).toBe(chainA().tokens.usdc.toLowerCase());
      expect(formatUnits((await usdcOf(recipient)) - toBefore, 6)).toBe('2');
      expect(formatUnits(fromBefore - (await usdcOf(me)), 6)).toBe('2');
      expect(await page.evaluate(() => (window as unknown as PayWindow).kit.getState().plugins.pay)).toMatchObject({ status: 'confirmed', pending: false, hash });
      expect(await walletPrompts(page)).toEqual([['eth_sendTransaction', 'resolved']]);
      await noKitApproval(seen);
      await dialog.getByRole('button', { name: 'Done' }).click();
      expect(await page.evaluate(() => (window as unknown as PayWindow).kit.getState().modal.open)).toBe(false);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('pays native ETH and, on the Solana validator, SOL: one wallet prompt each and no approval view of the kit; each confirmed, the exact amount received', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const dialog = dialogOf(page);
      await connect(page, EVM_WALLET, 'eip155');
      const seen = await recordKitApprovals(page);
      const recipient = stack.chains.accounts[8]!.address;
      const before = await evm().getBalance({ address: recipient });
      await startPay(page, { amount: '0.75', asset: { network: `eip155:${chainA().chainId}`, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } }, recipient });
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
      const eth = await settled(page);
      if (!('ok' in eth)) throw new Error(`pay() rejected: ${JSON.stringify(eth)}`);
      expect((await evm().getTransactionReceipt({ hash: eth.ok.hash as Hex })).status).toBe('success');
      expect(formatEther((await evm().getBalance({ address: recipient })) - before)).toBe('0.75');
      await dialog.getByRole('button', { name: 'Done' }).click();

      await connect(page, SOLANA_WALLET, 'solana');
      const receiver = stack.solana.accounts[3]!.address;
      const lamports = await lamportsOf(receiver);
      await startPay(page, { amount: '0.5', asset: { network: `solana:${stack.solana.genesisHash.slice(0, 32)}`, asset: 'native' }, recipient: receiver });
      const request = dialog.getByRole('region', { name: 'Payment request' });
      expect(await request.getByTestId('lk-pay-amount').textContent()).toBe('Amount: 0.5 SOL');
      await request.getByRole('button', { name: 'Pay', exact: true }).click();
      const sol = await settled(page);
      if (!('ok' in sol)) throw new Error(`pay() rejected: ${JSON.stringify(sol)}`);
      expect(sol.ok.hash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
      const [status] = (await solanaRpc<{ value: Array<{ err: unknown; confirmationStatus: string } | null> }>('getSignatureStatuses', [[sol.ok.hash], { searchTransactionHistory: true }])).value;
      expect(status?.err).toBeNull();
      expect((await lamportsOf(receiver)) - lamports).toBe(500_000_000n);
      // Two payments, two prompts: one in each wallet.
      expect(await walletPrompts(page)).toEqual([
        ['eth_sendTransaction', 'resolved'],
        [expect.stringMatching(/^solana:sign/), 'resolved'],
      ]);
      await noKitApproval(seen);
      await o.shot('sol-confirmed');
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('a payment declined in the wallet (twice: Pay, then Try again) rejects the promise with PayRejectedError; no approval view of the kit; nothing moves', async () => {
    const o = await openDapp();
    try {
      const { page } = o;
      const dialog = dialogOf(page);
      await connect(page, EVM_WALLET, 'eip155');
      const seen = await recordKitApprovals(page);
      const recipient = stack.chains.accounts[9]!.address;
      const before = await usdcOf(recipient);
      const declineNext = () => page.evaluate(() => (window as unknown as PayWindow).__latchkeyWallets.wallets.dev!.rejectNext(4001));
      await startPay(page, usdc('3', recipient));
      await declineNext();
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
      await dialog.getByRole('alert').getByText('You rejected the payment.').waitFor({ timeout: 15_000 });
      // Try again: straight to the wallet again, declined there again.
      await declineNext();
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => walletPrompts(page), { timeout: 15_000 }).toEqual([
        ['eth_sendTransaction', 'rejected'],
        ['eth_sendTransaction', 'rejected'],
      ]);
      await dialog.getByRole('alert').getByText('You rejected the payment.').waitFor({ timeout: 15_000 });
      await o.shot('rejected');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await settled(page)).toEqual({ error: { name: 'PayRejectedError', code: 'PAY_REJECTED' } });
      expect(await page.evaluate(() => (window as unknown as PayWindow).kit.getState().modal.open)).toBe(false);
      expect(await usdcOf(recipient)).toBe(before);
      await noKitApproval(seen);
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it("with approvals: 'all' the kit's ApproveTransaction comes between Pay and the wallet: rejected there, the wallet is never asked; approved on Try again, one wallet prompt and the payment confirmed", async () => {
    const o = await openDapp('approvals=all');
    try {
      const { page } = o;
      const dialog = dialogOf(page);
      await connect(page, EVM_WALLET, 'eip155');
      const recipient = stack.chains.accounts[9]!.address;
      const before = await usdcOf(recipient);
      await startPay(page, usdc('3', recipient));
      await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.getByRole('alert').getByText('You rejected the payment.').waitFor();
      expect(await walletPrompts(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.getByTestId('lk-pay-status').getByText(/^Paid 3 USDC to /).waitFor({ timeout: 60_000 });
      expect('ok' in (await settled(page))).toBe(true);
      expect(await walletPrompts(page)).toEqual([['eth_sendTransaction', 'resolved']]);
      expect(formatUnits((await usdcOf(recipient)) - before, 6)).toBe('3');
      expect(o.errors).toEqual([]);
    } finally {
      await o.context.close();
    }
  });

  it('is refused with its flag off, in basic mode and on a namespace it does not serve: no view opens', async () => {
    for (const [query, request, code] of [
      ['pay=0', 'usdc', 'PAY_DISABLED'],
      ['basic=1', 'usdc', 'PAY_DISABLED'],
      ['', 'dot', 'PAY_UNSUPPORTED_NAMESPACE'],
    ] as const) {
      const o = await openDapp(query);
      try {
        const { page } = o;
        await connect(page, EVM_WALLET, 'eip155');
        const networks: CaipNetworkId[] = [`eip155:${chainA().chainId}`, DOT_NETWORK];
        const available = await page.evaluate((ids) => ids.map((n) => (window as unknown as PayWindow).kit.plugin('pay').isAvailable(n)), networks);
        expect(available, query).toEqual(query ? [false, false] : [true, false]);
        await startPay(page, request === 'usdc' ? usdc('1', stack.chains.accounts[9]!.address) : { amount: '1', asset: { network: DOT_NETWORK, asset: 'native' }, recipient: '5GrwvaEF5zDGzUDojPB5GP4YMY5Bnk7Cd3HswG1ssqNU8vte' });
        const result = await settled(page);
        expect('error' in result && result.error.code, query).toBe(code);
        expect(await page.evaluate(() => (window as unknown as PayWindow).kit.getState().modal.open)).toBe(false);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
  });

  it('has no axe violations on any pay view in light, dark and Arabic', async () => {
    const STRINGS = {
      en: { request: 'Payment request', pay: 'Pay', confirming: 'Payment sent. Waiting for the network to confirm it…', done: 'Done', rejected: 'You rejected the payment.', cancel: 'Cancel', cancelled: 'The payment was cancelled.' },
      ar: { request: 'طلب الدفع', pay: 'ادفع', confirming: 'أُرسل الدفع. بانتظار تأكيد الشبكة…', done: 'تم', rejected: 'لقد رفضت الدفع.', cancel: 'إلغاء', cancelled: 'أُلغي الدفع.' },
    };
    for (const [theme, lang] of [
      ['light', 'en'],
      ['dark', 'en'],
      ['dark', 'ar'],
    ] as const) {
      const o = await openDapp(`theme=${theme}&lang=${lang}`);
      const s = STRINGS[lang];
      try {
        const { page } = o;
        const dialog = dialogOf(page);
        await connect(page, EVM_WALLET, 'eip155');
        await startPay(page, usdc('1', stack.chains.accounts[9]!.address));
        const request = dialog.getByRole('region', { name: s.request });
        await request.getByTestId('lk-pay-balance').getByText(/USDC/).waitFor({ timeout: 10_000 });
        await o.axe('Pay');
        await o.shot(`request-${theme}-${lang}`);
        // The node holds the transaction unmined: "confirming" stays on screen until it mines.
        await chainRpc('evm_setAutomine', [false]);
        try {
          // Pay goes straight to the wallet (it asks the visitor itself).
          await request.getByRole('button', { name: s.pay, exact: true }).click();
          await dialog.getByText(s.confirming).waitFor({ timeout: 15_000 });
          await o.axe('Payment, confirming');
          await o.shot(`confirming-${theme}-${lang}`);
        } finally {
          await chainRpc('evm_setAutomine', [true]);
          await chainRpc('evm_mine');
        }
        await dialog.getByRole('button', { name: s.done }).waitFor({ timeout: 30_000 });
        expect('ok' in (await settled(page))).toBe(true);
        await o.axe('Payment, confirmed');
        await dialog.getByRole('button', { name: s.done }).click();

        // Declined in the wallet: the failed view.
        await startPay(page, usdc('1', stack.chains.accounts[9]!.address));
        await page.evaluate(() => (window as unknown as PayWindow).__latchkeyWallets.wallets.dev!.rejectNext(4001));
        await dialog.getByRole('region', { name: s.request }).getByRole('button', { name: s.pay, exact: true }).click();
        await dialog.getByRole('alert').getByText(s.rejected).waitFor({ timeout: 15_000 });
        await o.axe('Payment, failed');
        await o.shot(`failed-${theme}-${lang}`);
        await dialog.getByRole('button', { name: s.cancel }).click();
        expect(await settled(page)).toMatchObject({ error: { code: 'PAY_REJECTED' } });
        await page.evaluate(() => (window as unknown as PayWindow).kit.open({ view: 'PayStatus' }));
        await dialog.getByText(s.cancelled).waitFor();
        await o.axe('Payment, cancelled');
        expect(o.errors).toEqual([]);
      } finally {
        await o.context.close();
      }
    }
    // Three pages (light, dark, Arabic), each with two payments and four axe runs: ~25 s on a busy machine.
  }, 90_000);
});
