// scripts/build.mjs of the plugin's package: esbuild for the JavaScript (ESM, the view split into a
// lazy chunk), tsc for the declarations. Every peer stays external, so the dapp's single copy of the
// kernel, the React layer and React is the one the plugin talks to.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const peers = Object.keys(pkg.peerDependencies ?? {});

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/index.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  external: peers.flatMap((name) => [name, `${name}/*`]),
  chunkNames: 'chunks/[name]-[hash]',
});
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
