// A dead RPC endpoint mid-session, in Chromium against the real local stack (startStack): the
// page's EVM network is chain A reached two ways, each behind a harness fault switch — the cloud
// double's RPC proxy (first, the kit has a project id) and the chain's own URL. Nothing is sent
// nor downloaded for it before the first read; after connecting, the endpoint ranked first is
// killed, and a send's receipt, the balance and a SIWE verification through EIP-1271 (an on-chain
// read) still complete through the other, within the 10 s RPC timeout; the ranking shows the
// live one first and the dead one gets no more reads, only the ranking's pings.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser } from 'playwright-core';
import { createPublicClient, createWalletClient, formatEther, getAddress, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { JsonRpcClient, Kit } from '@latchkey/kernel';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { buildWalletBundle, launchBrowser, serveStatic, walletInitScript, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { startFaultProxy, type FaultProxy } from '@latchkey/test-harness/chain/faultProxy';
import { compileAccountContracts } from '@latchkey/test-harness/frame/contracts';
import { formatEip155SignInMessage } from './siwx/format';
import { localViemChain } from '@latchkey/test-harness/chain/index';
import { floorDecimals } from '@latchkey/kernel/units';

type RpcEndpointRank = NonNullable<ReturnType<NonNullable<JsonRpcClient['ranking']>>>[number];
type PageWindow = Window & {
  kit: Kit;
  probe: { ranking(): RpcEndpointRank[] | undefined; read(method: string, params: unknown[]): Promise<unknown>; verifySignIn(message: string, signature: string, address: string): Promise<boolean> };
};
const PING = 'eth_blockNumber';
const DEV_WALLET = 'dev.latchkey.wallet';

let stack: Stack;
let browser: Browser;
let dapp: StaticServer;
let walletBundle: string;
let proxySwitch: FaultProxy;
let directSwitch: FaultProxy;

beforeAll(async () => {
  const page = bundlePage({ entry: new URL('./fallback.page.ts', import.meta.url) });
  let out: Awaited<typeof page>;
  [stack, out, browser, walletBundle] = await Promise.all([startStack({ ports: 'free' }), page, launchBrowser(), buildWalletBundle()]);
  const chainA = stack.chains.chains[0]!;
  [proxySwitch, directSwitch] = await Promise.all([startFaultProxy(stack.urls.cloud), startFaultProxy(chainA.rpcUrl)]);
  const files: Record<string, string> = {
    '/index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>RPC fallback test</title><link rel="icon" href="data:,"><script type="module" src="/fallback.page.js"></script></head><body><main><h1>RPC fallback test</h1></main></body></html>`,
    '/config.json': JSON.stringify({ cloudUrl: stack.urls.cloud, rpcSwitchUrl: proxySwitch.url, directSwitchUrl: directSwitch.url, projectId: stack.cloud.projectId, chainId: chainA.chainId }),
  };
  Object.assign(files, out.files);
  dapp = await serveStatic({ files });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dapp?.close();
  await proxySwitch?.close();
  await directSwitch?.close();
  await stack?.stop();
});

// Each endpoint proves its chain (eth_chainId) with its first read and with every ping: not a read.
const CHAIN_CHECK = 'eth_chainId';
const reads = (sw: FaultProxy) => sw.methods().filter((m) => m !== PING && m !== CHAIN_CHECK);
const pings = (sw: FaultProxy) => sw.methods().filter((m) => m === PING).length;

/** A smart account (EIP-1271: valid signatures are its owner's) deployed on chain A for `owner`. */
async function deploySmartAccount(ownerKey: Hex): Promise<Hex> {
  const chain = stack.chains.chains[0]!;
  const { LatchkeyAccount } = await compileAccountContracts();
  const owner = privateKeyToAccount(ownerKey);
  const wallet = createWalletClient({ account: owner, chain: localViemChain(chain.chainId, chain.rpcUrl), transport: http(chain.rpcUrl) });
  const hash = await wallet.deployContract({ abi: LatchkeyAccount.abi, bytecode: LatchkeyAccount.bytecode, args: [owner.address] });
  const receipt = await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash });
  return getAddress(receipt.contractAddress!);
}

describe('RPC with a dead endpoint (Chromium, local stack)', () => {
  it('keeps the balance, a send’s receipt and a SIWE check through EIP-1271 working when the first-ranked endpoint dies', async () => {
    const chain = stack.chains.chains[0]!;
    const context = await browser.newContext();
    await context.addInitScript({ content: walletInitScript(walletConfigFromChains(stack.chains, { wallets: ['dev'] }), walletBundle) });
    const page = await context.newPage();
    const errors: string[] = [];
    const fetched: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('request', (r) => void fetched.push(new URL(r.url()).pathname));
    const fallbackChunks = () => fetched.filter((p) => /^\/(fallbackRpc|viemTransports)-[A-Z0-9]+\.js$/.test(p));
    try {
      await page.goto(`${dapp.url}/`);
      await page.waitForFunction(() => Boolean((window as unknown as PageWindow).kit));
      await page.evaluate(() => (window as unknown as PageWindow).kit.ready);

      // Before any read: no byte to either endpoint, no fallback code downloaded, no ranking.
      await new Promise((r) => setTimeout(r, 500));
      expect([proxySwitch.requests(), directSwitch.requests()]).toEqual([0, 0]);
      expect(fallbackChunks()).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as PageWindow).probe.ranking())).toBeUndefined();

      // Connecting reads the balance: the fallback code loads, the ranking starts sampling both.
      await page.waitForFunction((id) => (window as unknown as PageWindow).kit.getState().connectors.some((c) => c.id === id), DEV_WALLET, { timeout: 15_000 });
      const me = (await page.evaluate((id) => (window as unknown as PageWindow).kit.connect(id), DEV_WALLET)).address as Hex;
      await page.waitForFunction(() => (window as unknown as PageWindow).kit.getState().chains.eip155?.account.balance !== undefined, undefined, { timeout: 15_000 });
      expect(fallbackChunks()).toHaveLength(2);
      await page.waitForFunction(() => (window as unknown as PageWindow).probe.ranking()?.every((r) => r.samples >= 2), undefined, { timeout: 20_000 });
      const ranking = (await page.evaluate(() => (window as unknown as PageWindow).probe.ranking()))!;
      expect(ranking.map((r) => r.url).sort()).toEqual([`${proxySwitch.url}/v1/?chainId=eip155:${chain.chainId}`, directSwitch.url].sort());
      expect(ranking.every((r) => r.stability === 1)).toBe(true);
      let started: number;

      // Right after a ranking round (the next one is 4 s away), kill the endpoint the reads go to.
      const samples = ranking[0]!.samples;
      await page.waitForFunction((n) => ((window as unknown as PageWindow).probe.ranking()?.[0]?.samples ?? 0) > n, samples, { timeout: 10_000, polling: 10 });
      const first = (await page.evaluate(() => (window as unknown as PageWindow).probe.ranking()))![0]!.url;
      const [dead, live] = first.startsWith(proxySwitch.url) ? [proxySwitch, directSwitch] : [directSwitch, proxySwitch];
      dead.kill('down');
      const deadReadsAtKill = reads(dead).length;
      const liveReadsBefore = reads(live).length;

      // A read now still goes to the dead endpoint first, and is answered by the other one at once.
      started = Date.now();
      const raw = await page.evaluate((address) => (window as unknown as PageWindow).probe.read('eth_getBalance', [address, 'latest']), me);
      expect(BigInt(raw as string)).toBe(await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: me }));
      expect(Date.now() - started).toBeLessThan(2_000);
      // (Chromium sends a POST again once when the kept-alive connection it used is dropped.)
      expect(new Set(reads(dead).slice(deadReadsAtKill))).toEqual(new Set(['eth_getBalance']));
      expect(reads(live).slice(liveReadsBefore)).toEqual(['eth_getBalance']);

      // (1) A send: the wallet sends it, the kit waits for its receipt through its RPC.
      const receiver = stack.chains.accounts[6]!.address;
      started = Date.now();
      const sending = page.evaluate((to) => (window as unknown as PageWindow).kit.plugin('eip155').sendNative({ to, amount: '0.5' }).then((r) => ({ hash: r.hash, status: r.receipt.status })), receiver);
      // The injected wallet confirms on its own screen (the harness wallet approves): no kit approval.
      const sent = await sending;
      expect(await page.evaluate(() => (window as unknown as PageWindow).kit.getState().requests.length)).toBe(0);
      expect(sent.status).toBe('success');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(reads(live).slice(liveReadsBefore)).toContain('eth_getTransactionReceipt');

      // (2) The balance refreshes after the send and shows what the chain holds.
      started = Date.now();
      const onChain = floorDecimals(formatEther(await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: me })));
      await page.waitForFunction((expected) => (window as unknown as PageWindow).kit.getState().chains.eip155?.account.balance === expected, onChain, { timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);

      // The ranking puts the live endpoint first and the dead one down; from then on the dead one gets no read.
      await page.waitForFunction((url) => (window as unknown as PageWindow).probe.ranking()?.[0]?.url.startsWith(url), live.url, { timeout: 15_000 });
      const deadReads = reads(dead).length;
      const deadPings = pings(dead);

      // (3) Sign-in with a smart account: SIWE checked through EIP-1271, an eth_call through the kit's RPC.
      const ownerKey = stack.chains.accounts[8]!.privateKey;
      const account = await deploySmartAccount(ownerKey);
      const message = formatEip155SignInMessage({ domain: new URL(dapp.url).host, accountAddress: account, uri: dapp.url, version: '1', chainId: `eip155:${chain.chainId}`, nonce: 'fallback1234', issuedAt: new Date().toISOString(), statement: 'Please sign with your account' });
      const signature = await privateKeyToAccount(ownerKey).signMessage({ message });
      started = Date.now();
      const verified = await page.evaluate(([m, s, a]) => (window as unknown as PageWindow).probe.verifySignIn(m!, s!, a!), [message, signature, account]);
      expect(verified).toBe(true);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(reads(live)).toContain('eth_call');
      // A wrong signer is refused through the same read (the check is real).
      const stranger = await privateKeyToAccount(stack.chains.accounts[9]!.privateKey).signMessage({ message });
      expect(await page.evaluate(([m, s, a]) => (window as unknown as PageWindow).probe.verifySignIn(m!, s!, a!), [message, stranger, account])).toBe(false);

      // The receipt read again, then the dead endpoint: still probed by the ranking, never read.
      expect(await page.evaluate((hash) => (window as unknown as PageWindow).kit.plugin('eip155').waitForReceipt(hash as Hex).then((r) => r.status), sent.hash)).toBe('success');
      await vi.waitFor(() => expect(pings(dead)).toBeGreaterThan(deadPings), { timeout: 10_000, interval: 200 });
      expect(reads(dead)).toHaveLength(deadReads);
      const after = (await page.evaluate(() => (window as unknown as PageWindow).probe.ranking()))!;
      expect(after[0]).toMatchObject({ stability: 1 });
      expect(after[1]!.url.startsWith(dead.url)).toBe(true);
      expect(after[1]!.stability!).toBeLessThan(1);
      // The kit's debug log says when the order changed.
      const log = await page.evaluate(async () => (await (window as unknown as PageWindow).kit.debugLog.read()).entries.map((e) => e.message));
      expect(log.some((line) => line.startsWith(`[latchkey] RPC ranking of eip155:${chain.chainId}: 1. ${live.url}`))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      proxySwitch.revive();
      directSwitch.revive();
      await context.close();
    }
  }, 60_000);
});
