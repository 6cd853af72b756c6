import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIife, configuredScript } from '../wallets/bundle';
import type { CosmosWalletConfig } from './install';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts');

/**
 * Bundles the mock Cosmos wallets (browser-entry.ts, with @noble/curves) into one IIFE string a
 * page can run as an init script. Build once per test file and reuse.
 *
 * @example
 * ```ts
 * const bundle = await buildCosmosWalletBundle();
 * await context.addInitScript({ content: cosmosWalletInitScript({ inject: 'afterLoad' }, bundle) });
 * ```
 */
export function buildCosmosWalletBundle(): Promise<string> {
  return bundleIife(ENTRY, { minify: true });
}

/**
 * The init script for a page: sets `window.__LATCHKEY_COSMOS_WALLETS__` to `config`, then runs the
 * bundle, which installs `window.keplr` (and `window.leap` when asked) and sets
 * `window.__latchkeyCosmosWallets`.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: cosmosWalletInitScript({ wallets: ['keplr'] }, bundle) });
 * ```
 */
export function cosmosWalletInitScript(config: CosmosWalletConfig, bundle: string): string {
  return configuredScript('__LATCHKEY_COSMOS_WALLETS__', config, bundle);
}
