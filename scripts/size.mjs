// Size of each built package, minified as a dapp's bundler would emit it: the entry chunk (what
// `import { createKit }` costs on first load) and lazy chunks (fetched only when a feature needs
// them). "own" keeps dependencies external; "with deps" bundles them in. Gzip level 9 and brotli.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

const dirs = ['kernel', 'react', 'presets'];
if (existsSync('plugins')) for (const d of readdirSync('plugins')) dirs.push(`plugins/${d}`);
const rows = [];
const measure = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length });
for (const dir of dirs) {
  const entry = join(dir, 'dist/index.js');
  if (!existsSync(entry)) continue;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const deps = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  for (const [label, external] of [['own', deps.flatMap((d) => [d, `${d}/*`])], ['with deps', []]]) {
    const out = await build({ entryPoints: { index: entry }, bundle: true, minify: true, format: 'esm', splitting: true, outdir: 'out', write: false, external, platform: 'browser', metafile: true, logLevel: 'error' });
    const files = out.outputFiles.filter((f) => f.path.endsWith('.js'));
    const entryFile = files.find((f) => f.path.endsWith('/index.js'));
    const chunks = files.filter((f) => f !== entryFile);
    // esbuild puts shared code in chunks the entry imports statically; count those as entry.
    const meta = out.metafile.outputs;
    const staticImports = new Set((meta['out/index.js']?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path));
    const initial = [entryFile, ...chunks.filter((c) => staticImports.has(`out/${c.path.split('/out/')[1]}`))];
    const lazy = chunks.filter((c) => !initial.includes(c));
    const cat = (list) => Buffer.concat(list.map((f) => Buffer.from(f.contents)));
    rows.push({ package: pkg.name, build: label, part: 'entry', ...measure(cat(initial)) });
    if (lazy.length) rows.push({ package: pkg.name, build: label, part: `lazy (${lazy.length})`, ...measure(cat(lazy)) });
  }
}
// What a dapp pays for the kernel when it imports only `createKit` (tree-shaken).
if (existsSync('kernel/dist/index.js')) {
  const pkg = JSON.parse(readFileSync('kernel/package.json', 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).flatMap((d) => [d, `${d}/*`]);
  const out = await build({ stdin: { contents: "export { createKit } from './kernel/dist/index.js'", resolveDir: '.', loader: 'js' }, bundle: true, minify: true, format: 'esm', splitting: true, outdir: 'out', write: false, external, logLevel: 'error', metafile: true });
  const seen = new Set();
  const walk = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const i of out.metafile.outputs[name]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk('out/stdin.js');
  const files = out.outputFiles.filter((f) => seen.has(`out/${f.path.split('/out/')[1]}`));
  rows.push({ package: '@latchkey/kernel', build: 'own', part: 'createKit', ...measure(Buffer.concat(files.map((f) => Buffer.from(f.contents)))) });
}
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
console.log('package'.padEnd(22), 'build'.padEnd(10), 'part'.padEnd(10), 'min'.padStart(9), 'gzip'.padStart(9), 'brotli'.padStart(9));
for (const r of rows) console.log(r.package.padEnd(22), r.build.padEnd(10), r.part.padEnd(10), kb(r.raw).padStart(9), kb(r.gzip).padStart(9), kb(r.brotli).padStart(9));
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/size.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, rows }, null, 2));
