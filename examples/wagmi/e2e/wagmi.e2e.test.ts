// The wagmi example in Chromium, built twice — against wagmi 3 and against wagmi 2 — on one pair of
// local chains: wagmi's hooks connect through the kit's modal, send, write a contract, sign and
// switch chain; the kit's button and wagmi's status agree whichever side acts; a reload reconnects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, verifyMessage, type Hex } from 'viem';
import type { Kit } from '@latchkey/kernel';
import { startChains, type LocalChains } from '@latchkey/test-harness/chain/index';
import { startCloud, type CloudHandle } from '@latchkey/test-harness/cloud/index';
import { buildWalletBundle, launchBrowser, serveStatic, walletInitScript, runAxe, formatViolations, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { screenshotsDirFor } from '@latchkey/test-harness/e2e/paths';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { bundleExample } from '../scripts/build';
import { recordKitApprovals } from '@latchkey/test-harness/e2e/index';

const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
type ExampleWindow = Window & { kit: Kit };

let chains: LocalChains;
let cloud: CloudHandle;
let browser: Browser;
let walletBundle: string;
const dapps = new Map<2 | 3, StaticServer>();

beforeAll(async () => {
  const [local, launched, bundle, v3, v2] = await Promise.all([startChains({ ports: 'free' }), launchBrowser(), buildWalletBundle(), bundleExample(3), bundleExample(2)]);
  chains = local;
  cloud = await startCloud({ chains: local.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })) });
  browser = launched;
  walletBundle = bundle;
  for (const [major, files] of [[3, v3], [2, v2]] as const) {
    dapps.set(
      major,
      await serveStatic({
        files: {
          ...files,
          '/index.html':
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>wagmi ${major} example</title>` +
            `<link rel="icon" href="data:,"><script type="module" src="/main.js"></script></head><body><main><h1>wagmi ${major} on Latchkey</h1><div id="root"></div></main></body></html>`,
          '/config.json': JSON.stringify({ chains: local.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl })), usdc: local.chains[0]!.tokens.usdc, cloud: { url: cloud.url, projectId: cloud.projectId } }),
        },
      }),
    );
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const d of dapps.values()) await d.close();
  await cloud?.stop();
  await chains?.stop();
});

const client = () => createPublicClient({ transport: http(chains.chains[0]!.rpcUrl) });
const text = (page: Page, id: string) => page.locator(`#${id}`).textContent();

type WalletsWindow = { __latchkeyWallets: { wallets: Record<string, { requests(): Array<{ method: string; outcome: string }> }> } };
/** The dev wallet's own prompts of these methods (its request log), with their outcome. */
const walletPrompts = (page: Page, methods: readonly string[]) =>
  page.evaluate((m) => (window as unknown as WalletsWindow).__latchkeyWallets.wallets.dev!.requests().filter((e) => m.includes(e.method)).map((e) => [e.method, e.outcome]), methods);


for (const major of [3, 2] as const) {
  describe(`the wagmi example with wagmi ${major} (Chromium, local chains)`, () => {
    it("wagmi's hooks connect through the kit's modal, send, write a contract and sign (one prompt each, in the wallet; no approval view of the kit's) and switch chain; a reload reconnects; either side's disconnect shows on the other", async () => {
      const context = await browser.newContext({ bypassCSP: true });
      // The wallet remembers it authorised the site, as a real extension does across reloads.
      await context.addInitScript({ content: walletInitScript(walletConfigFromChains(chains, { wallets: ['dev'], authorized: true }), walletBundle) });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      // A request that failed (nothing may leave 127.0.0.1); one the page itself aborted (a reload, a disconnect) is not a failure.
      page.on('requestfailed', (r) => void (r.failure()?.errorText !== 'net::ERR_ABORTED' && errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`)));
      page.on('console', (m) => void (m.type() === 'error' && errors.push(`console.error: ${m.text()}`)));
      const dir = screenshotsDirFor(`wagmi-${major}`);
      const shot = (step: string) => page.screenshot({ path: `${dir}/${step}.png` });
      try {
        await page.goto(dapps.get(major)!.url);
        await expect.poll(() => text(page, 'wagmi-version')).toMatch(new RegExp(`^${major}\\.`));
        // wagmi's reconnect on mount waits for the kit's start-up: nothing to restore on a first visit.
        await expect.poll(() => text(page, 'status')).toBe('disconnected');
        const me = chains.accounts[0]!.address;
        const [chainA, chainB] = chains.chains.map((c) => c.chainId) as [number, number];

        // wagmi's connect() opens the kit's modal; the visitor picks the wallet there.
        await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
        await expect.poll(() => text(page, 'status')).toBe('connected');
        expect(await text(page, 'address')).toBe(me);
        expect(await text(page, 'chain')).toBe(String(chainA));
        await expect.poll(() => page.evaluate(() => (window as unknown as ExampleWindow).kit.getState().chains.eip155!.account.address)).toBe(me);
        await expect.poll(() => dialog.count()).toBe(0);
        await shot('connected');

        // One confirmation per action: the browser wallet asks the visitor itself, so the kit
        // sends each request straight to it, with no approval view of its own.
        const seen = await recordKitApprovals(page);
        // useSendTransaction: straight to the wallet; mined on chain A.
        const ethBefore = await client().getBalance({ address: RECEIVER });
        await page.getByRole('button', { name: 'Send 0.01 ETH' }).click();
        await expect.poll(() => text(page, 'result'), { timeout: 15_000 }).toMatch(/^sent 0x/);
        const sent = (await text(page, 'result'))!.slice(5) as Hex;
        expect((await client().waitForTransactionReceipt({ hash: sent })).status).toBe('success');
        expect((await client().getBalance({ address: RECEIVER })) - ethBefore).toBe(parseEther('0.01'));

        // useWriteContract: 1 USDC to the receiver.
        const usdc = chains.chains[0]!.tokens.usdc;
        const usdcBefore = await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] });
        await page.getByRole('button', { name: 'Transfer 1 USDC' }).click();
        await expect.poll(() => text(page, 'result'), { timeout: 15_000 }).toMatch(/^wrote 0x/);
        const wrote = (await text(page, 'result'))!.slice(6) as Hex;
        expect((await client().waitForTransactionReceipt({ hash: wrote })).status).toBe('success');
        expect((await client().readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })) - usdcBefore).toBe(parseUnits('1', 6));

        // useSignMessage: the signature verifies for the connected account.
        await page.getByRole('button', { name: 'Sign message' }).click();
        await expect.poll(() => text(page, 'result'), { timeout: 15_000 }).toMatch(/^signed 0x/);
        const signature = (await text(page, 'result'))!.slice(7) as Hex;
        expect(await verifyMessage({ address: me, message: 'Hello from a wagmi dapp', signature })).toBe(true);
        // Three actions, three prompts in the wallet, none in the kit.
        expect(await walletPrompts(page, ['eth_sendTransaction', 'personal_sign'])).toEqual([
          ['eth_sendTransaction', 'resolved'],
          ['eth_sendTransaction', 'resolved'],
          ['personal_sign', 'resolved'],
        ]);
        expect(await seen()).toEqual({ views: [], approvals: 0 });

        // useSwitchChain: the kit switches the wallet; wagmi and the kit both on chain B.
        await page.getByRole('button', { name: 'Switch to chain B' }).click();
        await expect.poll(() => text(page, 'chain')).toBe(String(chainB));
        expect(await page.evaluate(() => (window as unknown as ExampleWindow).kit.getState().chains.eip155!.network.caipNetwork?.id)).toBe(chainB);
        const violations = await runAxe(page);
        expect(violations, formatViolations(violations)).toHaveLength(0);

        // A reload: wagmi's reconnect waits for the kit's restore — connected with no click.
        await page.reload();
        await expect.poll(() => text(page, 'status'), { timeout: 15_000 }).toBe('connected');
        expect(await text(page, 'address')).toBe(me);
        await shot('reconnected');

        // wagmi disconnects: the kit's button shows "Connect Wallet" again.
        await page.getByRole('button', { name: 'Disconnect with wagmi' }).click();
        await expect.poll(() => text(page, 'status')).toBe('disconnected');
        await expect.poll(() => page.evaluate(() => (window as unknown as ExampleWindow).kit.getState().chains.eip155!.account.status)).toBe('disconnected');
        // The visitor connects with the kit's own button: wagmi follows.
        await page.getByRole('button', { name: 'Connect Wallet' }).click();
        await page.getByRole('dialog').getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
        await expect.poll(() => text(page, 'status')).toBe('connected');
        expect(await text(page, 'address')).toBe(me);
        // The kit disconnects (its own API, as its Account view does): wagmi follows.
        await page.evaluate(() => (window as unknown as ExampleWindow).kit.disconnect({ namespace: 'eip155' }));
        await expect.poll(() => text(page, 'status')).toBe('disconnected');
        await shot('disconnected');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
