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
import { demoConfig } from '../scripts/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a security-minded dapp serves: scripts and styles only from itself, no eval, no inline. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

export interface DemoEnv {
  stack: Stack;
  server: StaticServer;
  browser: Browser;
  url: string;
  walletConfig: WalletConfig;
  /** Opens the demo with the mock wallets injected (not the demo's own demo-mode wallets). */
  open(name: string, options?: { query?: string; wallets?: Partial<WalletConfig>; page?: string }): Promise<OpenedPage>;
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
    const config = demoConfig(stack.chains, stack.urls.cloud, { devWallets: false });
    // The same build behind a strict Content-Security-Policy: no inline script or style, no eval.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const cspHtml = html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}" />`);
    server = await serveStatic({ root: outDir, files: { '/demo-config.json': JSON.stringify(config), '/csp.html': cspHtml } });
    browser = await launchBrowser();
    const bundle = await buildWalletBundle();
    const walletConfig = walletConfigFromChains(stack.chains, { wallets: ['dev', 'second', 'legacy'] });
    const url = `${server.url}/`;
    const env: DemoEnv = {
      stack,
      server,
      browser,
      url,
      walletConfig,
      open: (name, options = {}) =>
        openPage(browser!, `${url}${options.page ?? ''}${options.query ? `?${options.query}` : ''}`, { wallets: { ...walletConfig, ...options.wallets }, walletBundle: bundle, name }),
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
