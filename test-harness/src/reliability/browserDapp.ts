// Test support for the reliability suite's Chromium tests: dapp.page.tsx bundled with esbuild
// (the `source` condition, code splitting: the modal stays a lazy chunk), served on 127.0.0.1
// under a strict CSP, Chromium, and the mock wallets' init script. No chain, no cloud: the page
// uses testnets, where the kit reads nothing.
import { bundlePage } from '../e2e/bundle';
import type { Browser, BrowserContext } from 'playwright-core';
import { HARDHAT_ACCOUNTS } from '../chain/index';
import { launchBrowser } from '../e2e/browser';
import { serveStatic, type StaticServer } from '../e2e/static-server';
import { buildWalletBundle, walletInitScript } from '../wallets/bundle';
import type { WalletConfig } from '../wallets/dev-wallets';

export const DEV_WALLET = 'dev.latchkey.wallet';
export const CHAINS = [11155111, 84532] as const;
export const ACCOUNTS = HARDHAT_ACCOUNTS.slice(0, 2).map((a) => a.address);

export interface BrowserDapp {
  browser: Browser;
  url: string;
  /** A browser context (one profile: its pages share localStorage) with the wallets installed in each page. */
  newContext(options?: { authorized?: boolean }): Promise<BrowserContext>;
  stop(): Promise<void>;
}

/**
 * Builds and serves the page and launches Chromium, in parallel.
 *
 * @example
 * const env = await startBrowserDapp();
 * const page = await (await env.newContext()).newPage();
 * await page.goto(env.url);
 */
export async function startBrowserDapp(): Promise<BrowserDapp> {
  const started = await Promise.allSettled([bundlePage({ entry: new URL('./dapp.page.tsx', import.meta.url) }).then((b) => b.files), launchBrowser(), buildWalletBundle()] as const);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    if (started[1].status === 'fulfilled') await started[1].value.close();
    throw (failed as PromiseRejectedResult).reason;
  }
  const [files, browser, wallets] = started.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [Record<string, string>, Browser, string];
  files['/index.html'] =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>Reliability dapp</title>` +
    `<link rel="icon" href="data:,"><script type="module" src="/dapp.page.js"></script></head><body><main><h1>Reliability dapp</h1><div id="root"></div></main></body></html>`;
  let server: StaticServer;
  try {
    server = await serveStatic({ files });
  } catch (error) {
    await browser.close();
    throw error;
  }
  const config = (authorized: boolean): WalletConfig => ({
    chains: CHAINS.map((chainId) => ({ chainId, rpcUrl: 'https://rpc.invalid/' })),
    privateKeys: HARDHAT_ACCOUNTS.slice(0, 2).map((a) => a.privateKey),
    wallets: ['dev'],
    authorized,
  });
  return {
    browser,
    url: `${server.url}/`,
    async newContext(options = {}) {
      const context = await browser.newContext({ reducedMotion: 'reduce' });
      await context.addInitScript({ content: walletInitScript(config(options.authorized ?? false), wallets) });
      return context;
    },
    async stop() {
      await browser.close();
      await server.close();
    },
  };
}
