import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleIife, configuredScript } from '../wallets/bundle';
import type { PolkadotExtensionsConfig } from './install';

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts');

/**
 * Bundles the mock Polkadot extensions (browser-entry.ts, with @polkadot/keyring and the
 * @polkadot/types payload encoder) into one IIFE string a page runs as an init script. Takes a
 * second or two: build once per test file and reuse.
 *
 * @example
 * ```ts
 * const bundle = await buildPolkadotExtensionBundle();
 * await context.addInitScript({ content: polkadotExtensionInitScript({ extensions: [{ name: 'polkadot-js' }] }, bundle) });
 * ```
 */
export function buildPolkadotExtensionBundle(): Promise<string> {
  return bundleIife(ENTRY, { minify: true });
}

/**
 * The init script for a page: sets `window.__LATCHKEY_POLKADOT__` to `config`, then runs the
 * bundle, which injects the extensions and sets `window.__latchkeyPolkadot`.
 *
 * @example
 * ```ts
 * await page.addInitScript({ content: polkadotExtensionInitScript({ extensions: [{ name: 'latchkey-dev' }] }, bundle) });
 * ```
 */
export function polkadotExtensionInitScript(config: Omit<PolkadotExtensionsConfig, 'persist'>, bundle: string): string {
  return configuredScript('__LATCHKEY_POLKADOT__', config, bundle);
}
