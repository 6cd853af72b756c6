import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIife, configuredScript } from '../../wallets/bundle';
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
export function buildSolanaWalletBundle(): Promise<string> {
  return bundleIife(ENTRY, { minify: true });
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
  return configuredScript('__LATCHKEY_SOLANA_WALLETS__', config, bundle);
}
