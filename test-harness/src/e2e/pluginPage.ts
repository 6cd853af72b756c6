// What a plugin's Chromium test sets up once per file: its page module bundled with esbuild (the
// `source` condition, code splitting), the local stack, Chromium, the mock wallets' bundles, and a
// static server for the page under a strict CSP with the stack's settings in /config.json.
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '../stack';
import { buildSolanaWalletBundle } from '../solana/wallet/index';
import { buildWalletBundle } from '../wallets/bundle';
import { launchBrowser } from './browser';
import { serveStatic, type StaticServer } from './static-server';
import { sharedText } from './runCache';
import { bundlePage } from './bundle';

export interface PluginPageOptions {
  /** The page module (a `.tsx` beside the test, e.g. `new URL('./browser.page.tsx', import.meta.url)`). */
  page: URL;
  /** The document's title and heading. */
  title: string;
  /** What the page reads from `/config.json`, from the running stack. */
  config(stack: Stack): unknown;
  /** The mock wallets whose bundles the test installs: EIP-6963 EVM, Solana Wallet Standard. */
  wallets?: ReadonlyArray<'evm' | 'solana'>;
}

export interface PluginPage {
  stack: Stack;
  browser: Browser;
  dapp: StaticServer;
  /** The wallets' bundles, for `walletInitScript` / `solanaWalletInitScript`. */
  bundles: { evm: string; solana: string };
  /** Closes Chromium and the server, stops the stack. */
  stop(): Promise<void>;
}

/**
 * Starts everything a plugin's Chromium test needs, in parallel. The page runs under a strict CSP
 * (no inline script or style, no eval); a context made with `bypassCSP` lets axe in.
 *
 * @example
 * const env = await startPluginPage({ page: new URL('./browser.page.tsx', import.meta.url), title: 'Pay test', wallets: ['evm'], config: (s) => ({ cloudUrl: s.urls.cloud }) });
 * await page.goto(env.dapp.url);
 */
export async function startPluginPage(options: PluginPageOptions): Promise<PluginPage> {
  const wanted = new Set(options.wallets ?? []);
  const started = await Promise.allSettled([
    startStack({ ports: 'free' }),
    bundlePage({ entry: options.page, name: 'browser.page' }).then((b) => b.files),
    launchBrowser(),
    // The wallets' bundles are the same for every file: built once per run (runCache.ts).
    wanted.has('evm') ? sharedText('wallet-evm', buildWalletBundle) : Promise.resolve(''),
    wanted.has('solana') ? sharedText('wallet-solana', buildSolanaWalletBundle) : Promise.resolve(''),
  ] as const);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // What did start is stopped: a failed set-up leaves no chain or browser behind.
    if (started[0].status === 'fulfilled') await started[0].value.stop().catch(() => undefined);
    if (started[2].status === 'fulfilled') await started[2].value.close().catch(() => undefined);
    throw failed.reason;
  }
  const value = <T>(r: PromiseSettledResult<T>): T => (r as PromiseFulfilledResult<T>).value;
  const [stack, files, browser, evm, solana] = [value(started[0]), value(started[1]), value(started[2]), value(started[3]), value(started[4])];
  const title = options.title.replace(/[<>&"]/g, '');
  files['/index.html'] =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>${title}</title>` +
    `<link rel="icon" href="data:,"><script type="module" src="/browser.page.js"></script></head><body><main><h1>${title}</h1><div id="root"></div></main></body></html>`;
  files['/config.json'] = JSON.stringify(options.config(stack));
  const dapp = await serveStatic({ files });
  return {
    stack,
    browser,
    dapp,
    bundles: { evm, solana },
    stop: async () => {
      await browser.close();
      await dapp.close();
      await stack.stop();
    },
  };
}
