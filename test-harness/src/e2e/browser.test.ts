import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { verifyMessage } from 'viem';
import { startChains } from '../chain/index';
import type { LocalChains } from '../chain/index';
import { buildWalletBundle } from '../wallets/bundle';
import { walletConfigFromChains } from '../wallets/from-chains';
import { formatViolations, launchBrowser, openPage, runAxe, serveStatic } from './index';
import type { StaticServer } from './index';

// A minimal dapp: discovers wallets per EIP-6963 (listener first, then requestProvider), lists
// them, and keeps the details for the test to use.
const DAPP_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Discovery test dapp</title><link rel="icon" href="data:,"></head>
<body>
<main>
  <h1>Wallets</h1>
  <ul id="wallets"></ul>
  <p id="legacy"></p>
</main>
<script>
  window.__discovered = [];
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = event.detail;
    if (window.__discovered.some((d) => d.info.uuid === info.uuid)) return;
    window.__discovered.push({ info, provider });
    const item = document.createElement('li');
    const icon = document.createElement('img');
    icon.src = info.icon; icon.alt = ''; icon.width = 24; icon.height = 24;
    item.append(icon, ' ' + info.name + ' (' + info.rdns + ')');
    document.getElementById('wallets').append(item);
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  document.getElementById('legacy').textContent = window.ethereum ? 'window.ethereum present' : 'no window.ethereum';
</script>
</body>
</html>`;

type DappWindow = {
  __discovered: { info: { name: string; rdns: string; uuid: string; icon: string }; provider: { request(a: { method: string; params?: unknown[] }): Promise<unknown> } }[];
  ethereum?: { isMetaMask?: boolean; request(a: { method: string }): Promise<unknown> };
};

describe('mock wallets in Chromium', () => {
  let local: LocalChains;
  let server: StaticServer;
  let browser: Browser;
  let bundle: string;

  beforeAll(async () => {
    [local, server, browser, bundle] = await Promise.all([startChains({ ports: 'free' }), serveStatic({ files: { '/index.html': DAPP_HTML } }), launchBrowser(), buildWalletBundle()]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close(), local?.stop()]);
  });

  it('the page discovers both announced wallets and the legacy window.ethereum', async () => {
    const opened = await openPage(browser, `${server.url}/`, { wallets: walletConfigFromChains(local), walletBundle: bundle, name: 'browser-discovery' });
    try {
      const seen = await opened.page.evaluate(() => (window as unknown as DappWindow).__discovered.map((d) => ({ name: d.info.name, rdns: d.info.rdns, icon: d.info.icon.slice(0, 19) })));
      expect(seen).toEqual([
        { name: 'Latchkey Dev Wallet', rdns: 'dev.latchkey.wallet', icon: 'data:image/svg+xml,' },
        { name: 'Latchkey Second Wallet', rdns: 'dev.latchkey.second', icon: 'data:image/svg+xml,' },
      ]);
      const legacy = await opened.page.evaluate(async () => {
        const eth = (window as unknown as DappWindow).ethereum;
        const announced = (window as unknown as DappWindow).__discovered.some((d) => d.provider === eth);
        return { isMetaMask: eth?.isMetaMask, chainId: await eth?.request({ method: 'eth_chainId' }), announced };
      });
      expect(legacy).toEqual({ isMetaMask: false, chainId: '0x7a69', announced: false });
      expect(await opened.page.locator('#wallets li').allTextContents()).toEqual([' Latchkey Dev Wallet (dev.latchkey.wallet)', ' Latchkey Second Wallet (dev.latchkey.second)']);
      expect(existsSync(await opened.screenshot('discovered'))).toBe(true);
      const violations = await runAxe(opened.page);
      expect(violations, formatViolations(violations)).toEqual([]);
      opened.assertNoErrors();
    } finally {
      await opened.close();
    }
  });

  it('signs in the page with the dev wallet; the signature verifies in Node; rejectNext gives 4001', async () => {
    const opened = await openPage(browser, `${server.url}/`, { wallets: walletConfigFromChains(local), walletBundle: bundle, name: 'browser-sign' });
    try {
      const message = 'Sign in to Latchkey e2e';
      const { address, signature, balance } = await opened.page.evaluate(async (text) => {
        const dev = (window as unknown as DappWindow).__discovered.find((d) => d.info.rdns === 'dev.latchkey.wallet')!.provider;
        const [account] = (await dev.request({ method: 'eth_requestAccounts' })) as string[];
        const sig = (await dev.request({ method: 'personal_sign', params: [text, account] })) as string;
        // A read forwarded from the page straight to the Hardhat node (CORS).
        const wei = (await dev.request({ method: 'eth_getBalance', params: [account, 'latest'] })) as string;
        return { address: account!, signature: sig, balance: wei };
      }, message);
      expect(address).toBe(local.accounts[0]!.address);
      expect(await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` })).toBe(true);
      expect(BigInt(balance)).toBeGreaterThan(0n);

      await opened.wallets.control('dev', 'rejectNext');
      const rejected = await opened.wallets.request('dev', 'personal_sign', ['again', address]);
      expect(rejected).toEqual({ error: { code: 4001, message: 'User Rejected Request' } });
      await opened.wallets.control('dev', 'setChain', 31338);
      expect(await opened.wallets.request('dev', 'eth_chainId')).toEqual({ result: '0x7a6a' });
      opened.assertNoErrors();
    } finally {
      await opened.close();
    }
  });

  it('collects page errors and console errors, and assertNoErrors reports them', async () => {
    const opened = await openPage(browser, `${server.url}/`, { name: 'browser-errors' });
    try {
      expect(await opened.page.evaluate(() => typeof (window as unknown as { __latchkeyWallets?: unknown }).__latchkeyWallets)).toBe('undefined');
      await opened.page.evaluate(() => {
        console.error('visible console error');
        setTimeout(() => {
          throw new Error('uncaught boom');
        }, 0);
      });
      await opened.page.waitForTimeout(100);
      expect(opened.errors.join('\n')).toMatch(/visible console error[\s\S]*uncaught boom/);
      expect(() => opened.assertNoErrors()).toThrow(/2 error\(s\)/);
    } finally {
      await opened.close();
    }
  });
});
