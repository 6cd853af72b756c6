// Builds the page runtimes (src/browser/entries/<namespace>.ts) into IIFE strings with esbuild.
// Two callers: the package build (build/rollup-plugin.mjs), which inlines the strings into dist so
// a dapp installing @latchkey/testing needs no esbuild, and source mode inside this repo
// (src/bundles/build.ts), which builds them when a test asks.
import { fileURLToPath } from 'node:url';

/** The namespaces with a page runtime. */
export const RUNTIME_NAMESPACES = Object.freeze(['evm', 'solana', 'polkadot', 'bitcoin', 'cosmos']);

const ENTRIES = new URL('../src/browser/entries/', import.meta.url);

/**
 * Bundles one browser entry into an IIFE string: the repo's `source` condition (the harness
 * ships TypeScript only), minified, license comments kept at the end.
 *
 * @param {string} entry absolute path of the entry
 * @returns {Promise<string>}
 */
export async function bundleIife(entry) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Any browser Playwright drives (Chromium, Firefox, WebKit): BigInt and optional chaining are enough.
    target: 'es2020',
    write: false,
    conditions: ['source'],
    legalComments: 'eof',
    logLevel: 'silent',
    minify: true,
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`esbuild produced no bundle for ${entry}`);
  return output.text;
}

/**
 * The page runtime of one namespace, as an IIFE string.
 *
 * @param {string} namespace one of RUNTIME_NAMESPACES
 * @returns {Promise<string>}
 */
export function buildRuntime(namespace) {
  if (!RUNTIME_NAMESPACES.includes(namespace)) throw new Error(`No page runtime for "${namespace}"`);
  return bundleIife(fileURLToPath(new URL(`${namespace}.ts`, ENTRIES)));
}
