// Builds every publishable package (not `private`) to ESM + bundled type declarations.
// Entries come from each package's `exports` map: every subpath with a `source` condition.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import esbuild from 'rollup-plugin-esbuild';
import { dts } from 'rollup-plugin-dts';
import { latchkeyTestingBuild, latchkeyTestingTypes } from './testing/build/rollup-plugin.mjs';

const dirs = ['kernel', 'react', 'presets', 'testing'];
// Packages whose build needs plugins (and a declarations tsconfig) of their own: testing bundles the private harness.
// `rootChunk`: the root's page code in one dist file (see rootChunk below): React's root and its `ui`
// subpath share most modules in different sets, which made two files on every page, not one (−0.5 kB gzip).
const packageBuild = {
  testing: { js: () => [latchkeyTestingBuild()], dts: () => [latchkeyTestingTypes()], dtsTsconfig: 'testing/tsconfig.build.json' },
  react: { rootChunk: true },
  'plugins/eip155': { splitRoot: true },
  'plugins/walletconnect': { splitRoot: true },
};
if (existsSync('plugins')) for (const d of readdirSync('plugins')) dirs.push(`plugins/${d}`);
// LATCHKEY_BUILD_ONLY=kernel,plugins/eip155 rebuilds those packages alone (the others' dist/ stays).
const only = process.env.LATCHKEY_BUILD_ONLY?.split(',');
if (only) dirs.splice(0, dirs.length, ...dirs.filter((d) => only.includes(d)));

/**
 * Every module the package root's page code needs (its static imports, transitively) in one chunk:
 * a dapp's bundler keeps a dist file whole, so one file for the root's code rather than one per
 * set of entries sharing it.
 */
function rootChunk(rootId) {
  let closure;
  return (id, { getModuleInfo }) => {
    if (!closure) {
      closure = new Set();
      const walk = (m) => {
        if (closure.has(m)) return;
        const info = getModuleInfo(m);
        if (!info || info.isExternal) return;
        closure.add(m);
        for (const i of info.importedIds) walk(i);
      };
      walk(rootId);
    }
    return closure.has(id) ? 'root' : undefined;
  };
}

/**
 * The root's page code apart from what other chunks share: modules of the root's static closure
 * that a lazy chunk or another entry also imports (and what those import) go to a 'shared' chunk;
 * the rest stays in the entry file itself. No lazy chunk imports the entry, so a dapp's bundler,
 * which keeps a dist file whole and groups files by the entries that reach them, can put the
 * root's own code in the page's entry chunk instead of a file of its own (one gzip stream, not two).
 */
function splitRoot(rootId) {
  let shared;
  return (id, { getModuleInfo }) => {
    if (!shared) {
      const closure = new Set();
      const walk = (m, into, within) => {
        if (into.has(m) || (within && !within.has(m))) return;
        const info = getModuleInfo(m);
        if (!info || info.isExternal) return;
        into.add(m);
        for (const i of info.importedIds) walk(i, into, within);
      };
      walk(rootId, closure);
      shared = new Set();
      for (const m of closure) {
        const info = getModuleInfo(m);
        if ([...info.importers, ...info.dynamicImporters].some((x) => !closure.has(x))) walk(m, shared, closure);
      }
    }
    return shared.has(id) ? 'shared' : undefined;
  };
}

const configs = [];
for (const dir of dirs) {
  const pkgPath = join(dir, 'package.json');
  if (!existsSync(pkgPath)) continue;
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  if (pkg.private) continue;
  const deps = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...Object.keys(pkg.optionalDependencies ?? {}),
  ];
  const external = (id) => deps.some((d) => id === d || id.startsWith(`${d}/`)) || id.startsWith('node:');
  const input = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target.source) continue;
    const name = subpath === '.' ? 'index' : subpath.replace(/^\.\//, '');
    input[name] = join(dir, target.source);
  }
  if (Object.keys(input).length === 0) continue;
  // Rollup never deletes: chunks of an earlier build would linger in dist/ and in the tarball.
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  configs.push({
    input,
    external,
    plugins: [...(packageBuild[dir]?.js?.() ?? []), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.base.json' })],
    output: { dir: join(dir, 'dist'), format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', sourcemap: true, hoistTransitiveImports: false, ...(packageBuild[dir]?.rootChunk && input.index ? { manualChunks: rootChunk(resolve(input.index)) } : {}), ...(packageBuild[dir]?.splitRoot && input.index ? { manualChunks: splitRoot(resolve(input.index)) } : {}) },
    treeshake: { moduleSideEffects: false },
  });
  configs.push({
    input,
    external,
    plugins: [...(packageBuild[dir]?.dts?.() ?? []), dts({ tsconfig: packageBuild[dir]?.dtsTsconfig ?? 'tsconfig.base.json', compilerOptions: { customConditions: ['source'] } })],
    output: { dir: join(dir, 'dist'), format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
  });
}

export default configs;
