// Rollup plugin for @latchkey/testing's package build (rollup.config.mjs adds it for testing/ only).
//
// The package bundles the parts of the private test harness it uses (the harness ships TypeScript
// sources and is never published); third-party packages stay external. Three things a plain
// bundle would get wrong are handled here:
// 1. `@latchkey/test-harness/<path>` resolves to the harness's source file, so it is bundled.
// 2. Code that is built with esbuild at run time inside the repo ships prebuilt: each page runtime
//    (src/bundles/<namespace>.ts) and the reference secure frame's page scripts
//    (test-harness/src/frame/bundle.ts) become modules exporting the finished IIFE strings, so a
//    dapp installing the package needs no esbuild.
// 3. Harness modules that find files next to themselves through `import.meta.url` (the Hardhat
//    config, the node watchdog, the Solidity sources) get those files copied into
//    dist/harness/<their folder>/ and an `import.meta.url` that points there.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRuntime, bundleIife, RUNTIME_NAMESPACES } from './runtimes.mjs';

const TESTING_DIR = fileURLToPath(new URL('..', import.meta.url));
const HARNESS_SRC = path.resolve(TESTING_DIR, '../test-harness/src');
const HARNESS_PREFIX = '@latchkey/test-harness';

/** Harness modules that read sibling files through import.meta.url, and those files. */
const MODULE_ASSETS = {
  'chain/paths.ts': ['hardhat.config.cjs', 'parent-watchdog.cjs', 'LocalTokens.sol', 'LocalSwap.sol'],
  'frame/contracts.ts': ['LatchkeyAccount.sol'],
};

const posix = (p) => p.split(path.sep).join('/');

/** `@latchkey/test-harness/x/y` → test-harness/src/x/y.ts (or …/index.ts), as its exports map says. */
function resolveHarness(source) {
  const sub = source === HARNESS_PREFIX ? 'index' : source.slice(HARNESS_PREFIX.length + 1);
  for (const candidate of [path.join(HARNESS_SRC, `${sub}.ts`), path.join(HARNESS_SRC, sub, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The harness-relative path (`chain/paths.ts`) of a module id, or undefined. */
const harnessPath = (id) => (id.startsWith(HARNESS_SRC + path.sep) ? posix(path.relative(HARNESS_SRC, id)) : undefined);

/**
 * For the declarations build (before rollup-plugin-dts): resolves the harness's modules to their
 * sources, so their types are inlined into dist/*.d.ts like their code is into dist/*.js (the
 * dts plugin would otherwise leave every import that goes through node_modules external).
 *
 * @returns {import('rollup').Plugin}
 */
export function latchkeyTestingTypes() {
  return {
    name: 'latchkey-testing-types',
    resolveId(source) {
      if (source !== HARNESS_PREFIX && !source.startsWith(`${HARNESS_PREFIX}/`)) return null;
      return resolveHarness(source) ?? null;
    },
  };
}

/** @returns {import('rollup').Plugin} */
export function latchkeyTestingBuild() {
  return {
    name: 'latchkey-testing-build',
    resolveId(source) {
      if (source !== HARNESS_PREFIX && !source.startsWith(`${HARNESS_PREFIX}/`)) return null;
      const file = resolveHarness(source);
      if (!file) this.error(`${source} is not a module of the test harness`);
      return file;
    },
    async load(id) {
      const bundle = /[\\/]testing[\\/]src[\\/]bundles[\\/](\w+)\.ts$/.exec(id)?.[1];
      if (bundle && RUNTIME_NAMESPACES.includes(bundle)) {
        const code = await buildRuntime(bundle);
        return `/** The ${bundle} page runtime, prebuilt. */\nexport const loadRuntime = () => Promise.resolve(${JSON.stringify(code)});\n`;
      }
      if (harnessPath(id) === 'frame/bundle.ts') {
        const page = path.join(HARNESS_SRC, 'frame/page');
        const [frame, socialCallback] = await Promise.all([bundleIife(path.join(page, 'main.ts')), bundleIife(path.join(page, 'social-callback.ts'))]);
        return `/** The reference frame's page scripts, prebuilt. */\nexport async function buildFrameBundles() {\n  return { frame: ${JSON.stringify(frame)}, socialCallback: ${JSON.stringify(socialCallback)} };\n}\n`;
      }
      return null;
    },
    buildStart() {
      for (const [module, files] of Object.entries(MODULE_ASSETS)) {
        const dir = path.posix.dirname(module);
        for (const file of files) {
          this.emitFile({ type: 'asset', fileName: `harness/${dir}/${file}`, source: readFileSync(path.join(HARNESS_SRC, dir, file)) });
        }
      }
    },
    resolveImportMeta(property, { chunkId, moduleId }) {
      const module = harnessPath(moduleId);
      if (property !== 'url' || !module || !(module in MODULE_ASSETS)) return null;
      // Where the module "lives" in dist: next to the files it reads.
      const target = `harness/${module.replace(/\.ts$/, '.js')}`;
      let relative = path.posix.relative(path.posix.dirname(chunkId), target);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
    },
  };
}
