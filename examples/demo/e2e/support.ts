import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { buildWalletBundle, launchBrowser, openPage, recordKitApprovals, runAxe, formatViolations, serveStatic, type OpenedPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { sharedBuild, sharedText, type SharedBuild } from '@latchkey/test-harness/e2e/runCache';
import type { WalletConfig } from '@latchkey/test-harness/wallets/index';
import { buildSolanaWalletBundle, solanaWalletConfigFromEndpoint, solanaWalletInitScript } from '@latchkey/test-harness/solana/wallet/index';
import type { SolanaDevWalletControls, SolanaDevWalletKind, SolanaWalletConfig } from '@latchkey/test-harness/solana/wallet/index';
import { buildPolkadotExtensionBundle, polkadotExtensionInitScript, type PolkadotExtensionsConfig, type PolkadotMockExtension } from '@latchkey/test-harness/polkadot/index';
import { bitcoinWalletInitScript, buildBitcoinWalletBundle, type BitcoinMockWallet, type BitcoinMockWalletConfig } from '@latchkey/test-harness/bitcoin/index';
import { buildCosmosWalletBundle, cosmosWalletInitScript, type CosmosWalletConfig, type MockKeplrControls } from '@latchkey/test-harness/cosmos/index';
import { demoConfig } from '../scripts/config';
import { POLKADOT_DEV_EXTENSION } from '../src/chains';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a security-minded dapp serves: scripts and styles only from itself, no eval, no inline. */
/**
 * How long a file's `beforeAll` may take to start the demo's stack (chains, validator, relay, frame,
 * cloud double) and its build: generous, since two files start theirs side by side in CI.
 */
export const DEMO_ENV_TIMEOUT_MS = 300_000;

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

/** One mock Polkadot extension's setup (its `window.injectedWeb3` key is the demo's, 'latchkey-dev'). */
export type PolkadotExtensionConfig = Omit<PolkadotExtensionsConfig['extensions'][number], 'name'>;

/** Options of {@link DemoEnv.open}. */
export interface OpenDemoOptions {
  query?: string;
  wallets?: Partial<WalletConfig>;
  page?: string;
  /** Also install the Solana dev wallets (Wallet Standard), with these config overrides. */
  solana?: true | Partial<SolanaWalletConfig>;
  /**
   * Also install the mock Polkadot extension as `window.injectedWeb3['latchkey-dev']` (the demo
   * lists it as "Latchkey Polkadot Dev Wallet"), with these overrides. It keeps the sites it
   * authorised in the page's localStorage. Controls: {@link polkadotControl}.
   */
  polkadot?: true | PolkadotExtensionConfig;
  /**
   * Also install the mock Bitcoin wallet (WBIP004, "Latchkey Bitcoin Wallet") on testnet, its state
   * kept in localStorage across reloads, with these overrides. Controls: {@link bitcoinControl}.
   */
  bitcoin?: true | Partial<BitcoinMockWalletConfig>;
  /**
   * Also install the mock Keplr (`window.keplr`, set on load as Keplr does; listed as "Keplr"), its
   * permission kept in localStorage, with these overrides. Controls: {@link cosmosControl}.
   */
  cosmos?: true | Partial<CosmosWalletConfig>;
}

/** The mock Bitcoin wallet's defaults in the e2e tests: testnet (the demo's network), state kept across reloads. */
export const BITCOIN_E2E_WALLET: BitcoinMockWalletConfig = Object.freeze({ network: 'Testnet', persistKey: 'latchkey-e2e-bitcoin' });

export interface DemoEnv {
  stack: Stack;
  server: StaticServer;
  browser: Browser;
  url: string;
  walletConfig: WalletConfig;
  solanaWalletConfig: SolanaWalletConfig;
  /** Opens the demo with the mock wallets injected (not the demo's own demo-mode wallets). */
  open(name: string, options?: OpenDemoOptions): Promise<OpenedPage>;
  /** Runs axe on the page, or on `context` only (a selector such as '[role="dialog"]'); throws listing the violations. */
  axe(page: OpenedPage['page'], what: string, context?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The demo built with Vite (production build: lazy chunks as a dapp ships them), once per test
 * run: every e2e file serves the same build (see runCache.ts).
 */
function buildDemo(): Promise<SharedBuild> {
  return sharedBuild('demo-vite', async (outDir) => {
    // The tests install the mock wallets themselves: the demo-mode ones stay out of the build.
    await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'error', define: { __LATCHKEY_DEMO_MOCK_WALLETS__: 'false' }, build: { outDir, emptyOutDir: true, sourcemap: false } });
  });
}

/**
 * Starts the local stack and Chromium, then the demo's build (shared by the run's e2e files) and
 * a server for it with a runtime config pointing at this file's stack. Each file gets its own
 * stack, server and browser.
 */
export async function startDemoEnv(): Promise<DemoEnv> {
  const started = await Promise.allSettled([startStack({ ports: 'free' }), launchBrowser(), sharedText('wallet-evm', buildWalletBundle)] as const);
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    // What did start is stopped: a failed set-up leaves no chain or browser behind.
    if (started[0].status === 'fulfilled') await started[0].value.stop().catch(() => undefined);
    if (started[1].status === 'fulfilled') await started[1].value.close().catch(() => undefined);
    throw failed.reason;
  }
  const value = <T>(r: PromiseSettledResult<T>): T => (r as PromiseFulfilledResult<T>).value;
  const [stack, browser, bundle] = [value(started[0]), value(started[1]), value(started[2])];
  let demo: SharedBuild | undefined;
  let server: StaticServer | undefined;
  try {
    // After the stack, not beside it: Vite's build holds this process's event loop for seconds at
    // a time, and the stack's start-up talks to the chains over keep-alive connections meanwhile.
    const built = (demo = await buildDemo());
    const outDir = built.dir;
    const config = demoConfig(stack, { devWallets: false });
    // The demo's project allows several wallets per namespace; `?multiwallet=1` asks for them.
    stack.cloud.setConfig({ multiWallet: { isEnabled: true } });
    // The same build behind a strict Content-Security-Policy: no inline script or style, no eval.
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const cspHtml = html.replace('<head>', `<head>\n    <meta http-equiv="Content-Security-Policy" content="${STRICT_CSP}" />`);
    // blank.html: a page to open first, so init scripts added to its context run before the demo's.
    const files = { '/demo-config.json': JSON.stringify(config), '/csp.html': cspHtml, '/blank.html': '<!doctype html><title>blank</title><link rel="icon" href="data:," />' };
    server = await serveStatic({ root: outDir, files });
    const walletConfig = walletConfigFromChains(stack.chains, { wallets: ['dev', 'second', 'legacy'] });
    const solanaWalletConfig = solanaWalletConfigFromEndpoint(stack.solana);
    let solanaBundle: Promise<string> | undefined;
    // The other wallets' bundles, built when a test first asks for them (once per run: runCache.ts).
    const bundles = new Map<string, Promise<string>>();
    const bundle$ = (name: string, make: () => Promise<string>) => {
      let made = bundles.get(name);
      if (!made) bundles.set(name, (made = sharedText(`wallet-${name}`, make)));
      return made;
    };
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
        const overrides = <T>(given: true | T) => (given === true ? {} : given);
        const scripts: Array<Promise<string>> = [];
        if (options.solana) {
          solanaBundle ??= sharedText('wallet-solana', buildSolanaWalletBundle);
          const config = { ...solanaWalletConfig, ...overrides(options.solana) };
          scripts.push(solanaBundle.then((b) => solanaWalletInitScript(config, b)));
        }
        if (options.polkadot) {
          const config = { extensions: [{ ...overrides(options.polkadot), name: POLKADOT_DEV_EXTENSION }] };
          scripts.push(bundle$('polkadot', buildPolkadotExtensionBundle).then((b) => polkadotExtensionInitScript(config, b)));
        }
        if (options.bitcoin) {
          const config = { ...BITCOIN_E2E_WALLET, ...overrides(options.bitcoin) };
          scripts.push(bundle$('bitcoin', buildBitcoinWalletBundle).then((b) => bitcoinWalletInitScript(config, b)));
        }
        if (options.cosmos) {
          const config: CosmosWalletConfig = { inject: 'afterLoad', ...overrides(options.cosmos) };
          scripts.push(bundle$('cosmos', buildCosmosWalletBundle).then((b) => cosmosWalletInitScript(config, b)));
        }
        if (scripts.length === 0) return openPage(browser, target, { wallets, walletBundle: bundle, name });
        // The other wallets register before any script of the demo, as an extension's would.
        const opened = await openPage(browser, `${url}blank.html`, { wallets, walletBundle: bundle, name });
        // Only in the top document: init scripts run in every frame, and the embedded wallet's secure
        // frame (another origin, script-src 'self') refuses the WebAssembly the Polkadot mock's keyring starts.
        for (const content of await Promise.all(scripts)) await opened.context.addInitScript({ content: `if (window === window.top) {\n${content}\n}` });
        await opened.page.goto(target);
        return opened;
      },
      async axe(page, what, context) {
        const violations = await runAxe(page, context ? { context } : {});
        if (violations.length) throw new Error(`axe found violations in ${what}:\n${formatViolations(violations)}`);
      },
      async stop() {
        await browser.close().catch(() => undefined);
        await server?.close().catch(() => undefined);
        await stack.stop();
        built.release();
      },
    };
    return env;
  } catch (error) {
    await browser.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    await stack.stop();
    demo?.release();
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

type AnyControls = Record<string, unknown>;
/** Where each mock wallet's controls live on the page's window. */
type WalletControlsWindow = {
  __latchkeyPolkadot?: { extensions: Record<string, AnyControls | undefined> };
  __latchkeyBitcoinWallet?: { wallet: AnyControls };
  __latchkeyCosmosWallets?: { wallets: { keplr?: AnyControls } };
};

/** A control's value: a function's result, or the field itself (Bitcoin's `calls` is a list). */
type ControlValue<T, K extends keyof T> = T[K] extends (...args: never[]) => infer R ? Awaited<R> : T[K];
type ControlArgs<T, K extends keyof T> = T[K] extends (...args: infer A) => unknown ? A : [];

function pageControl(page: OpenedPage['page'], wallet: 'polkadot' | 'bitcoin' | 'cosmos', action: string, args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([which, a, rest, key]) => {
      const w = window as unknown as WalletControlsWindow;
      const target = which === 'polkadot' ? w.__latchkeyPolkadot?.extensions[key] : which === 'bitcoin' ? w.__latchkeyBitcoinWallet?.wallet : w.__latchkeyCosmosWallets?.wallets.keplr;
      if (!target) throw new Error(`The ${which} mock wallet is not installed in this page: open it with { ${which}: true }`);
      const value = target[a];
      return typeof value === 'function' ? (value as (...x: unknown[]) => unknown).apply(target, rest) : value;
    },
    [wallet, action, args, POLKADOT_DEV_EXTENSION] as const,
  );
}

/**
 * Calls a control of the mock Polkadot extension inside the page (rejectNext, calls, pending,
 * approve, isAuthorized…).
 *
 * @example
 * await polkadotControl(opened.page, 'rejectNext');
 */
export function polkadotControl<K extends keyof PolkadotMockExtension & string>(page: OpenedPage['page'], action: K, ...args: ControlArgs<PolkadotMockExtension, K>): Promise<ControlValue<PolkadotMockExtension, K>> {
  return pageControl(page, 'polkadot', action, args) as never;
}

/**
 * Calls a control of the mock Bitcoin wallet inside the page (rejectNext, calls, pending…).
 *
 * @example
 * await bitcoinControl(opened.page, 'rejectNext');
 */
export function bitcoinControl<K extends keyof BitcoinMockWallet & string>(page: OpenedPage['page'], action: K, ...args: ControlArgs<BitcoinMockWallet, K>): Promise<ControlValue<BitcoinMockWallet, K>> {
  return pageControl(page, 'bitcoin', action, args) as never;
}

/**
 * Calls a control of the mock Keplr inside the page (rejectNext, requests, pending, selectAccount…).
 *
 * @example
 * await cosmosControl(opened.page, 'rejectNext');
 */
export function cosmosControl<K extends keyof MockKeplrControls & string>(page: OpenedPage['page'], action: K, ...args: ControlArgs<MockKeplrControls, K>): Promise<ControlValue<MockKeplrControls, K>> {
  return pageControl(page, 'cosmos', action, args) as never;
}

/**
 * Records the views the demo's kit shows from now on and how many requests it queued for its own
 * approval (the harness's `recordKitApprovals` on the demo's `window.__latchkeyKit`).
 */
export const recordKitViews = (page: OpenedPage['page']) => recordKitApprovals(page, '__latchkeyKit');
