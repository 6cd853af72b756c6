import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { SolanaWalletConfig } from './install';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts');

/**
 * Bundles the Solana dev wallets (browser-entry.ts, with @noble/curves) into one IIFE string a
 * page can run as an init script. Build once per test file and reuse.
 *
 * @example
 * ```ts
 * const bundle = await buildSolanaWalletBundle();
 * await context.addInitScript({ content: solanaWalletInitScript(solanaWalletConfigFromEndpoint(solana), bundle) });
 * ```
 */
export async function buildSolanaWalletBundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    minify: true,
    conditions: ['source'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no Solana wallet bundle');
  return output.text;
}

/**
 * The init script for a page: sets `window.__LATCHKEY_SOLANA_WALLETS__` to `config`, then runs
 * the bundle, which registers the wallets and sets `window.__latchkeySolanaWallets`.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: solanaWalletInitScript({ rpcUrl: solana.url, seeds }, bundle) });
 * ```
 */
export function solanaWalletInitScript(config: SolanaWalletConfig, bundle: string): string {
  // JSON is valid JS; escaping "<" keeps it safe inside an HTML <script> too.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `window.__LATCHKEY_SOLANA_WALLETS__ = ${json};\n${bundle}`;
}
