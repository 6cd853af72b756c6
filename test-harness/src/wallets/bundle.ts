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
export async function buildWalletBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    conditions: ['source'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no wallet bundle');
  return output.text;
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
  // JSON is valid JS; escaping "<" keeps the string safe even if embedded in an HTML <script>.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__LATCHKEY_WALLETS__ = ${json};\n${bundle}`;
}
