import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { buildWalletBundle, launchBrowser, openPage, runAxe, formatViolations, serveStatic, type OpenedPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import type { WalletConfig } from '@latchkey/test-harness/wallets/index';
import { buildSolanaWalletBundle, solanaWalletConfigFromEndpoint, solanaWalletInitScript } from '@latchkey/test-harness/solana/wallet/index';
import type { SolanaDevWalletControls, SolanaDevWalletKind, SolanaWalletConfig } from '@latchkey/test-harness/solana/wallet/index';
import { demoConfig } from '../scripts/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a security-minded dapp serves: scripts and styles only from itself, no eval, no inline. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  // ws: the WalletConnect relay (the harness's relay double on 127.0.0.1).
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  // The embedded wallet's secure frame (the harness's reference frame, on another 127.0.0.1 port).
  "frame-src http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** Options of {@link DemoEnv.open}. */
export interface OpenDemoOptions {
  query?: string;
  wallets?: Partial<WalletConfig>;
  page?: string;
  /** Also install the Solana dev wallets (Wallet Standard), with these config overrides. */
  solana?: true | Partial<SolanaWalletConfig>;
}

export interface DemoEnv {
  stack: Stack;
  server: StaticServer;
  browser: Browser;
  url: string;
  walletConfig: WalletConfig;
  solanaWalletConfig: SolanaWalletConfig;
  /** Opens the demo with the mock wallets injected (not the demo's own demo-mode wallets). */
  open(name: string, options?: OpenDemoOptions): Promise<OpenedPage>;
  axe(page: OpenedPage['page'], what: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the local stack, builds the demo once with Vite (production build: lazy chunks as a
 * dapp ships them), serves it with a runtime config pointing at the stack, and launches Chromium.
 */
export async function startDemoEnv(): Promise<DemoEnv> {
  const stack = await startStack({ ports: 'free' });
  const outDir = mkdtempSync(join(tmpdir(), 'latchkey-demo-'));
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const config = demoConfig(stack, { devWallets: false });
    // The demo's project allows several wallets per namespace; `?multiwallet=1` asks for them.
    stack.cloud.setConfig({ multiWallet: { isEnabled: true } });
    // The same build behind a strict Content-Security-Policy: no inline script or style, no eval.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const cspHtml = html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}" />`);
    // blank.html: a page to open first, so init scripts added to its context run before the demo's.
    const files = { '/demo-config.json': JSON.stringify(config), '/csp.html': cspHtml, '/blank.html': '<!doctype html><title>blank</title><link rel="icon" href="data:," />' };
    server = await serveStatic({ root: outDir, files });
    browser = await launchBrowser();
    const bundle = await buildWalletBundle();
    const walletConfig = walletConfigFromChains(stack.chains, { wallets: ['dev', 'second', 'legacy'] });
    const solanaWalletConfig = solanaWalletConfigFromEndpoint(stack.solana);
    let solanaBundle: Promise<string> | undefined;
    const url = `${server.url}/`;
    const env: DemoEnv = {
      stack,
      server,
      browser,
      url,
      walletConfig,
      solanaWalletConfig,
      async open(name, options = {}) {
        const target = `${url}${options.page ?? ''}${options.query ? `?${options.query}` : ''}`;
        const wallets = { ...walletConfig, ...options.wallets };
        if (!options.solana) return openPage(browser!, target, { wallets, walletBundle: bundle, name });
        // The Solana wallets register before any script of the demo, as an extension's would.
        const opened = await openPage(browser!, `${url}blank.html`, { wallets, walletBundle: bundle, name });
        solanaBundle ??= buildSolanaWalletBundle();
        const config = { ...solanaWalletConfig, ...(options.solana === true ? {} : options.solana) };
        await opened.context.addInitScript({ content: solanaWalletInitScript(config, await solanaBundle) });
        await opened.page.goto(target);
        return opened;
      },
      async axe(page, what) {
        const violations = await runAxe(page);
        if (violations.length) throw new Error(`axe found violations in ${what}:\n${formatViolations(violations)}`);
      },
      async stop() {
        await browser?.close().catch(() => undefined);
        await server?.close().catch(() => undefined);
        await stack.stop();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
    return env;
  } catch (error) {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    await stack.stop();
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

type SolanaControlsWindow = { __latchkeySolanaWallets?: { wallets: Partial<Record<SolanaDevWalletKind, Record<string, (...args: unknown[]) => unknown>>> } };

/**
 * Calls a control (rejectNext, requests, state, lock…) of a Solana dev wallet inside the page.
 *
 * @example
 * await solanaControl(opened.page, 'dev', 'rejectNext');
 */
export function solanaControl<K extends keyof SolanaDevWalletControls>(
  page: OpenedPage['page'],
  kind: SolanaDevWalletKind,
  action: K,
  ...args: Parameters<SolanaDevWalletControls[K]>
): Promise<Awaited<ReturnType<SolanaDevWalletControls[K]>>> {
  return page.evaluate(
    ([k, a, rest]) => {
      const wallet = (window as unknown as SolanaControlsWindow).__latchkeySolanaWallets?.wallets[k];
      if (!wallet) throw new Error(`Solana wallet "${k}" is not installed in this page: open it with { solana: true }`);
      return wallet[a]!(...rest);
    },
    [kind, action as string, args as unknown[]] as const,
  ) as never;
}
