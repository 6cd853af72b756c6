// Fills test-harness/cache/ ahead of a test run (e.g. a CI step before `vitest run`): compiles
// the test tokens with solc and writes the browser wallet bundle, so the first chain start and
// the first browser test do not pay for them. Run: npx tsx test-harness/scripts/warm-cache.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileTokens } from '../src/chain/compile';
import { buildWalletBundle } from '../src/wallets/bundle';

const cacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cache');

const started = Date.now();
const tokens = await compileTokens();
const bundle = await buildWalletBundle();
await mkdir(cacheDir, { recursive: true });
const bundleFile = path.join(cacheDir, 'latchkey-wallets.iife.js');
await writeFile(bundleFile, bundle);
console.log(
  `compiled ${Object.keys(tokens).join(', ')}; wallet bundle ${(bundle.length / 1024).toFixed(0)} KiB at ${bundleFile}; ${Date.now() - started} ms`,
);
