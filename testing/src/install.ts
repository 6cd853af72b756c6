// installWallets: puts each asked-for namespace's page runtime (a prebuilt IIFE holding the mock
// wallets and their gate) into a Playwright page or context as an init script, and returns a
// handle per namespace.
import { CONFIG_GLOBALS } from './browser/controller';
import { createHandle } from './handle';
import { wantedNamespaces } from './options';
import type { WalletPage, WalletTarget } from './target';
import type { InstallWalletsOptions, WalletHandle, WalletNamespace } from './types';

/** The handles installWallets returns: one per namespace asked for. */
export type InstalledWallets<O extends InstallWalletsOptions = InstallWalletsOptions> = {
  readonly [K in WalletNamespace as K extends keyof O ? (O[K] extends undefined | false ? never : K) : never]: WalletHandle;
} & {
  /** The namespaces installed, in install order. */
  readonly namespaces: readonly WalletNamespace[];
  /**
   * The same handles talking to `page`. Handles of wallets installed on a context talk to its
   * newest page; this picks another.
   */
  on(page: WalletPage): InstalledWallets<O>;
};

/** Each namespace's runtime, loaded only when asked for (the Polkadot one alone is over a megabyte). */
const RUNTIMES: Record<WalletNamespace, () => Promise<{ loadRuntime(): Promise<string> }>> = {
  evm: () => import('./bundles/evm'),
  solana: () => import('./bundles/solana'),
  polkadot: () => import('./bundles/polkadot'),
  bitcoin: () => import('./bundles/bitcoin'),
  cosmos: () => import('./bundles/cosmos'),
};

/**
 * The init script of one namespace: its config on the window (JSON, `<` escaped so it is inert
 * even inside an HTML script element), then its runtime.
 *
 * @example
 * ```ts
 * walletInitScript('evm', { chains }, runtime); // 'window["__LATCHKEY_TESTING_EVM__"] = {…};\n…'
 * ```
 */
export function walletInitScript(namespace: WalletNamespace, config: object, runtime: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window[${JSON.stringify(CONFIG_GLOBALS[namespace])}] = ${json};\n${runtime}`;
}

function handles<O extends InstallWalletsOptions>(target: WalletTarget, namespaces: readonly WalletNamespace[]): InstalledWallets<O> {
  const out: Record<string, unknown> = {
    namespaces,
    on: (page: WalletPage) => handles<O>(page, namespaces),
  };
  for (const namespace of namespaces) out[namespace] = createHandle(target, namespace);
  return out as InstalledWallets<O>;
}

/** Each asked-for namespace with its init script, in install order. */
async function prepare(options: InstallWalletsOptions): Promise<Array<[WalletNamespace, string]>> {
  const wanted = wantedNamespaces(options);
  const runtimes = await Promise.all(wanted.map(async ([namespace]) => (await RUNTIMES[namespace]()).loadRuntime()));
  return wanted.map(([namespace, config], index) => [namespace, walletInitScript(namespace, config, runtimes[index]!)]);
}

/**
 * The init scripts installWallets adds, for other browser drivers: run each before the page's
 * own scripts, in order (Puppeteer `page.evaluateOnNewDocument(script)`, CDP
 * `Page.addScriptToEvaluateOnNewDocument`, Cypress `onBeforeLoad: (win) => win.eval(script)`).
 * In the page, each namespace's controls are then on `window.__latchkeyTesting[namespace]`.
 *
 * @example
 * ```ts
 * for (const script of await walletScripts({ evm: true })) await page.evaluateOnNewDocument(script);
 * await page.evaluate(() => window.__latchkeyTesting.evm.rejectNext());
 * ```
 */
export async function walletScripts(options: InstallWalletsOptions): Promise<string[]> {
  return (await prepare(options)).map(([, script]) => script);
}

/**
 * Installs mock wallets in every document a Playwright page (or every page of a context) loads
 * from now on, before any of the page's own scripts run, as a browser extension injects. The
 * wallets sign with real keys; a handle per namespace plays the user: `approveNext()`,
 * `rejectNext()`, `delayNext(ms)`, `setApproval('manual')`, `requests()`.
 *
 * @example
 * ```ts
 * const wallets = await installWallets(page, { evm: { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] } });
 * await page.goto(appUrl);
 * await wallets.evm.rejectNext(); // the next prompt (connect, sign, send…) is declined with 4001
 * ```
 */
export async function installWallets<const O extends InstallWalletsOptions>(target: WalletTarget, options: O): Promise<InstalledWallets<O>> {
  if (!target || typeof target.addInitScript !== 'function') throw new TypeError('installWallets: expected a Playwright Page or BrowserContext');
  const prepared = await prepare(options);
  // One after another: the runtimes then run in the page in the order installed.
  for (const [, content] of prepared) await target.addInitScript({ content });
  return handles<O>(target, prepared.map(([namespace]) => namespace));
}
