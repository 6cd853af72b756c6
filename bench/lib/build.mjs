// Builds one bench app with esbuild, the same settings for every kit, into <outdir>/ next to an
// index.html, and keeps the metafile so bytes can be attributed to modules.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

/** The one esbuild configuration shared by all apps. */
export const ESBUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  splitting: true,
  target: 'es2020',
  platform: 'browser',
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  // Assets some kits import (icons, fonts); emitted as files so they never inflate the JS.
  loader: { '.png': 'file', '.jpg': 'file', '.svg': 'file', '.gif': 'file', '.webp': 'file', '.woff': 'file', '.woff2': 'file', '.ttf': 'file' },
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  assetNames: 'asset-[hash]',
  legalComments: 'none',
  metafile: true,
  write: true,
  logLevel: 'silent',
};

/**
 * @param {object} o
 * @param {string} o.entry      the app's main.tsx (in the repo)
 * @param {string} o.resolveDir where its imports resolve from: the kit's folder (own node_modules) or the repo root
 * @param {string} o.outdir     emptied, then filled with index.html, main.js, chunks
 * @param {import('esbuild').Plugin[]} [o.plugins] only for the analysis builds that leave out all but Latchkey
 * @param {string[]} [o.conditions] only for the analysis build that names Latchkey's source modules
 */
export async function buildApp({ entry, resolveDir, outdir, plugins = [], conditions }) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // The entry must sit inside resolveDir so that its imports find that folder's node_modules
  // first; for a kit it is copied there (bench/.kits/<kit>/main.tsx).
  let entryPath = resolve(entry);
  if (relative(resolveDir, entryPath).startsWith('..')) {
    entryPath = join(resolveDir, 'main.tsx');
    copyFileSync(entry, entryPath);
  }
  let result;
  try {
    result = await build({ ...ESBUILD_OPTIONS, absWorkingDir: resolveDir, entryPoints: { main: entryPath }, outdir, plugins, ...(conditions ? { conditions } : {}) });
  } catch (error) {
    const details = (error.errors ?? []).slice(0, 5).map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`);
    throw new Error(details.length ? `esbuild: ${details.join('; ')}` : String(error?.message ?? error));
  }
  const css = existsSync(join(outdir, 'main.css')) ? '<link rel="stylesheet" href="/main.css">' : '';
  writeFileSync(
    join(outdir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>bench</title>${css}</head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>\n`,
  );
  return { metafile: result.metafile, warnings: result.warnings.length, resolveDir, outdir };
}

/** Maps each emitted .js file's URL path (e.g. "/chunk-AB12.js") to its metafile output key. */
export function outputsByUrl(built) {
  const map = new Map();
  for (const key of Object.keys(built.metafile.outputs)) {
    if (!key.endsWith('.js')) continue;
    const rel = relative(built.outdir, resolve(built.resolveDir, key)).split('\\').join('/');
    map.set(`/${rel}`, key);
  }
  return map;
}

/** Output keys the entry loads statically (the entry and the chunks it imports, transitively). */
export function staticClosure(metafile, entryKey) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of metafile.outputs[key]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(entryKey);
  return seen;
}

/** The output key of the entry chunk (main.js). */
export function entryKey(metafile) {
  return Object.keys(metafile.outputs).find((k) => /(^|\/)main\.js$/.test(k));
}

/**
 * Who an input path belongs to: "latchkey:<pkg>" for the workspace packages, the npm package name
 * for node_modules, "app" for the bench entry.
 */
export function ownerOf(input) {
  const p = input.split('\\').join('/');
  const nm = p.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = p.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const ws = /(?:^|\/)(kernel|react|presets|plugins\/[^/]+)\/(?:dist|src)\//.exec(p);
  if (ws) return `latchkey:${ws[1]}`;
  return 'app';
}

/** Sums bytesInOutput per input (module) and per owner over the given output keys. */
export function attribute(metafile, keys) {
  const modules = new Map();
  const owners = new Map();
  let total = 0;
  for (const key of keys) {
    const out = metafile.outputs[key];
    if (!out) continue;
    for (const [input, { bytesInOutput }] of Object.entries(out.inputs)) {
      modules.set(input, (modules.get(input) ?? 0) + bytesInOutput);
      const owner = ownerOf(input);
      owners.set(owner, (owners.get(owner) ?? 0) + bytesInOutput);
      total += bytesInOutput;
    }
  }
  const sort = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { total, modules: sort(modules), owners: sort(owners) };
}

/** An esbuild plugin that leaves every bare import except @latchkey/* external. */
export const onlyLatchkey = {
  name: 'only-latchkey',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@latchkey/') ? undefined : { path: args.path, external: true }));
  },
};

const shareCache = new Map();
/**
 * The share of a bundled input (a package's dist chunk) that comes from source modules `test`
 * accepts, read from the chunk's source map next to it (`<input>.map`): 1 or 0 when its sources
 * all pass or all fail, otherwise in proportion to their sourcesContent lengths (an estimate,
 * flagged `mixed`). `null` when there is no readable map.
 * @returns {{ share: number, mixed: boolean, sources: string[] } | null}
 */
export function sourceShare(resolveDir, input, test) {
  const file = resolve(resolveDir, input);
  const cacheKey = `${file}\0${test}`;
  if (shareCache.has(cacheKey)) return shareCache.get(cacheKey);
  let out = null;
  try {
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    const sources = (map.sources ?? []).map((s) => resolve(dirname(file), map.sourceRoot ?? '', s).split('\\').join('/'));
    if (sources.length) {
      const sizes = sources.map((_, i) => map.sourcesContent?.[i]?.length ?? 1);
      const hits = sources.map((s) => test(s));
      const all = sizes.reduce((n, x) => n + x, 0);
      const hit = sizes.reduce((n, x, i) => n + (hits[i] ? x : 0), 0);
      out = { share: all ? hit / all : 0, mixed: hits.some(Boolean) && !hits.every(Boolean), sources: sources.filter((_, i) => hits[i]).map((s) => relative(resolveDir, s)) };
    } else out = { share: 0, mixed: false, sources: [] };
  } catch {
    out = null;
  }
  shareCache.set(cacheKey, out);
  return out;
}
