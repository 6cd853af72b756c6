import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { BrowserRequestResult } from '../wallets/browser-entry';
import { buildWalletBundle, walletInitScript } from '../wallets/bundle';
import type { DevWalletKind, WalletConfig } from '../wallets/dev-wallets';
import type { MockWalletControls } from '../wallets/types';
import { screenshotsDirFor } from './paths';

/** Options for {@link openPage}. */
export interface OpenPageOptions {
  /** Wallets to install before any page script runs (see createDevWallets). */
  wallets?: WalletConfig;
  /** A bundle from buildWalletBundle(), to skip rebuilding it for every page. */
  walletBundle?: string;
  /** Where screenshot(step) writes; defaults to artifacts/screenshots/<name>/. */
  screenshotDir?: string;
  /** Test name for the default screenshot directory. */
  name?: string;
  /** Navigation wait condition; default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle';
}

/** Wallet controls that run inside the page, through window.__latchkeyWallets. */
export interface PageWallets {
  /** A provider request made by the wallet inside the page; errors come back as data. */
  request(kind: DevWalletKind, method: string, params?: unknown[]): Promise<BrowserRequestResult>;
  /** Calls a test control (rejectNext, lock, setChain...) on one wallet in the page. */
  control<K extends keyof MockWalletControls>(kind: DevWalletKind, action: K, ...args: Parameters<MockWalletControls[K]>): Promise<Awaited<ReturnType<MockWalletControls[K]>>>;
}

/** A page opened by {@link openPage}. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console.error messages, in order. */
  errors: string[];
  /** Saves `<screenshotDir>/<step>.png` and returns its path. */
  screenshot(step: string): Promise<string>;
  /** Throws listing every collected error, if any. */
  assertNoErrors(): void;
  wallets: PageWallets;
  /** Closes the page's context. */
  close(): Promise<void>;
}

/**
 * Opens `url` in a fresh browser context, optionally with the mock wallets injected before any
 * page script, and collects page errors and console errors.
 *
 * @example
 * ```ts
 * const opened = await openPage(browser, `${server.url}/`, { wallets: walletConfigFromChains(local), name: 'connect' });
 * await opened.wallets.control('dev', 'rejectNext');
 * await opened.screenshot('modal-open');
 * opened.assertNoErrors();
 * await opened.close();
 * ```
 */
export async function openPage(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext();
  try {
    if (options.wallets) {
      const bundle = options.walletBundle ?? (await buildWalletBundle());
      await context.addInitScript({ content: walletInitScript(options.wallets, bundle) });
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    await page.goto(url, { waitUntil: options.waitUntil ?? 'load' });

    const screenshotDir = options.screenshotDir ?? screenshotsDirFor(options.name ?? 'page');
    return {
      page,
      context,
      errors,
      async screenshot(step) {
        await mkdir(screenshotDir, { recursive: true });
        const file = path.join(screenshotDir, `${step.replace(/[^a-zA-Z0-9._-]+/g, '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        return file;
      },
      assertNoErrors() {
        if (errors.length > 0) throw new Error(`The page reported ${errors.length} error(s):\n${errors.join('\n')}`);
      },
      wallets: pageWallets(page),
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

type ControlsWindow = {
  __latchkeyWallets?: {
    request(kind: string, method: string, params?: unknown[]): Promise<BrowserRequestResult>;
    wallets: Record<string, Record<string, (...args: unknown[]) => unknown> | undefined>;
  };
};

function pageWallets(page: Page): PageWallets {
  return {
    request: (kind, method, params) =>
      page.evaluate(
        ([k, m, p]) => {
          const controls = (window as unknown as ControlsWindow).__latchkeyWallets;
          if (!controls) throw new Error('No wallets in this page: pass { wallets } to openPage');
          return controls.request(k, m, p);
        },
        [kind, method, params] as const,
      ),
    control: (kind, action, ...args) =>
      page.evaluate(
        ([k, a, rest]) => {
          const wallet = (window as unknown as ControlsWindow).__latchkeyWallets?.wallets[k];
          if (!wallet) throw new Error(`Wallet "${k}" is not installed in this page`);
          return wallet[a]!(...rest);
        },
        [kind, action as string, args as unknown[]] as const,
      ) as never,
  };
}
