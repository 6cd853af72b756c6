import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIife, configuredScript } from '../wallets/bundle';
import type { BitcoinMockWalletConfig } from './types';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts');

/**
 * Bundles the Bitcoin mock wallet (browser-entry.ts, with @scure/btc-signer and @noble/curves)
 * into one IIFE string a page can run as an init script. Build once per test file and reuse.
 *
 * @example
 * ```ts
 * const bundle = await buildBitcoinWalletBundle();
 * await context.addInitScript({ content: bitcoinWalletInitScript({ persistKey: 'mock-btc' }, bundle) });
 * ```
 */
export function buildBitcoinWalletBundle(): Promise<string> {
  return bundleIife(ENTRY, { minify: true });
}

/**
 * The init script for a page: sets `window.__LATCHKEY_BITCOIN_WALLET__` to `config`, then runs
 * the bundle, which installs the wallet and sets `window.__latchkeyBitcoinWallet` ({ wallet, uninstall }).
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: bitcoinWalletInitScript({ network: 'Testnet' }, bundle) });
 * await page.evaluate(() => window.__latchkeyBitcoinWallet.wallet.rejectNext());
 * ```
 */
export function bitcoinWalletInitScript(config: BitcoinMockWalletConfig, bundle: string): string {
  return configuredScript('__LATCHKEY_BITCOIN_WALLET__', config, bundle);
}
