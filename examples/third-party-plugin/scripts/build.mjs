// Builds the plugin as its own package: esbuild for the JavaScript (ESM, the view split into a
// lazy chunk), tsc for the type declarations. Every peer dependency stays external, so the dapp's
// single copy of the kernel, the React layer and React is the one the plugin talks to.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
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
  jsx: 'automatic',
  external: peers.flatMap((name) => [name, `${name}/*`]),
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
