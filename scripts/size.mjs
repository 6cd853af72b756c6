// Size of each built package: its own code minified (dependencies external, as a dapp's bundler
// sees it) and, for reference, minified with its dependencies bundled in. Gzip and brotli.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

const dirs = ['kernel', 'react', 'presets'];
if (existsSync('plugins')) for (const d of readdirSync('plugins')) dirs.push(`plugins/${d}`);
const rows = [];
for (const dir of dirs) {
  const entry = join(dir, 'dist/index.js');
  if (!existsSync(entry)) continue;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  for (const [label, ext] of [['own code', external.flatMap((d) => [d, `${d}/*`])], ['with deps', []]]) {
    const out = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, external: ext, platform: 'browser', treeShaking: true });
    const code = out.outputFiles[0].contents;
    rows.push({ package: pkg.name, build: label, raw: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length });
  }
}
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log('package'.padEnd(28), 'build'.padEnd(10), 'min'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const r of rows) console.log(r.package.padEnd(28), r.build.padEnd(10), kb(r.raw).padStart(10), kb(r.gzip).padStart(10), kb(r.brotli).padStart(10));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/size.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2));
