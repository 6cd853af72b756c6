// Builds the plugin as its own package: esbuild for the JavaScript (ESM, code splitting so the Sui
// SDK's transaction builder and verifier stay lazy chunks), tsc for the type declarations. Every
// peer dependency stays external, so the dapp's single copy of the kernel is the one the plugin
// talks to; `@mysten/sui` and `@wallet-standard/*` are dependencies, bundled into the chunks.
// The test doubles (`@acme/latchkey-sui/testing`, for a dapp's tests in Node) build apart, so the
// plugin's own chunks are exactly what they would be without them.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const peers = Object.keys(pkg.peerDependencies ?? {});

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/index.ts')],
  outdir: join(root, 'dist'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: peers.flatMap((name) => [name, `${name}/*`]),
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
await build({
  entryPoints: [join(root, 'src/test/index.ts')],
  outfile: join(root, 'dist/testing/index.js'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: peers.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
// The doubles' declarations: emitted to dist/test/ (their place in src/), shipped as dist/testing/
// beside their JavaScript (a published test/ folder reads as a leftover dev file).
execFileSync(process.execPath, [tsc, '-p', join(root, 'scripts/tsconfig.testing.json')], { stdio: 'inherit' });
for (const file of readdirSync(join(root, 'dist/test'))) renameSync(join(root, 'dist/test', file), join(root, 'dist/testing', file));
rmSync(join(root, 'dist/test'), { recursive: true });
