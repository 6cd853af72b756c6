import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { WalletConfig } from './dev-wallets';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts');

/**
 * Bundles the mock wallets (browser-entry.ts, with viem) into one IIFE string that a page can
 * run as an init script. Takes a few hundred ms; build once per test file and reuse.
 *
 * @example
 * ```ts
 * const bundle = await buildWalletBundle();
 * await page.addInitScript({ content: walletInitScript(config, bundle) });
 * ```
 */
export function buildWalletBundle(): Promise<string> {
  return bundleIife(ENTRY);
}

/** Bundles a browser entry into one IIFE string (the repo's `source` condition, no files written). */
export async function bundleIife(entry: string, options: { minify?: boolean } = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    conditions: ['source'],
    legalComments: 'none',
    logLevel: 'silent',
    minify: options.minify ?? false,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no bundle for ${path.basename(entry)}`);
  return output.text;
}

/** `window[globalName] = config` (JSON, `<` escaped so it is safe inside an HTML <script> too), then the bundle. */
export function configuredScript(globalName: string, config: unknown, bundle: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.${globalName} = ${json};\n${bundle}`;
}

/**
 * The init script for a page: sets `window.__LATCHKEY_WALLETS__` to `config`, then runs the
 * wallet bundle, which installs the wallets and `window.__latchkeyWallets`.
 *
 * @example
 * ```ts
 * await context.addInitScript({ content: walletInitScript(walletConfigFromChains(local), bundle) });
 * ```
 */
export function walletInitScript(config: WalletConfig, bundle: string): string {
  return configuredScript('__LATCHKEY_WALLETS__', config, bundle);
}
