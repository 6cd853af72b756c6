import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP, publishableManifest, restore, strip } from './manifest.mjs';
import { bareImports, packProblems, type Manifest } from './pack-check';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'latchkey-pack-check-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const repoManifest = {
  name: '@latchkey/example',
  version: '1.0.0',
  type: 'module',
  sideEffects: false,
  scripts: { prepack: 'node x strip', postpack: 'node x restore', build: 'rollup -c' },
  exports: {
    '.': { source: './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
    './package.json': './package.json',
  },
  types: './dist/index.d.ts',
  peerDependencies: { react: '>=18' },
};

describe('manifest.mjs (prepack / postpack)', () => {
  it('drops the source condition and the repo-only scripts, and keeps everything else', () => {
    const out = publishableManifest(repoManifest);
    expect(out.exports).toEqual({ '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' }, './package.json': './package.json' });
    expect(out.scripts).toEqual({ build: 'rollup -c' });
    expect(out.peerDependencies).toEqual(repoManifest.peerDependencies);
    expect(repoManifest.exports['.'].source).toBe('./src/index.ts'); // the input is not mutated
  });

  it('restores the exact original bytes, even after an interrupted pack stripped twice', () => {
    // Four-space indentation: strip writes two, so only a byte-for-byte restore gets this back.
    const original = `${JSON.stringify(repoManifest, null, 4)}\n`;
    writeFileSync(join(dir, 'package.json'), original);
    strip(dir);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).not.toContain('"source"');
    strip(dir); // a pack that died before postpack, then a new pack
    expect(readdirSync(dir).sort()).toEqual([BACKUP, 'package.json'].sort());
    restore(dir);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(original);
    expect(readdirSync(dir)).toEqual(['package.json']);
  });
});

describe('packProblems', () => {
  const good: Manifest = publishableManifest(repoManifest) as Manifest;
  const files = ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts'];
  const writeDist = (js: string, dts = "import type { ReactNode } from 'react';\nexport declare const x: ReactNode;\n") => {
    mkdirSync(join(dir, 'dist'), { recursive: true });
    writeFileSync(join(dir, 'dist/index.js'), js);
    writeFileSync(join(dir, 'dist/index.d.ts'), dts);
  };

  it('accepts a well-formed package', () => {
    writeDist("import { jsx } from 'react/jsx-runtime';\nexport const x = () => import('./chunk.js');\n");
    expect(packProblems(dir, files, good)).toEqual([]);
  });

  it('reports dev files, a leftover source condition, side effects, misplaced peers and undeclared imports', () => {
    writeDist("import { createPublicClient } from 'viem';\nimport 'polyfill-thing';\n");
    writeFileSync(join(dir, 'dist/index.test.js'), "import { it } from 'vitest';\n");
    const bad: Manifest = {
      ...good,
      sideEffects: undefined,
      exports: { '.': { source: './src/index.ts', import: './dist/index.js', types: './dist/index.d.ts', default: './dist/missing.js' } },
      dependencies: { viem: '^2.0.0' },
    };
    const problems = packProblems(dir, [...files, 'src/index.ts', 'dist/index.test.js', 'tsconfig.json'], bad);
    expect(problems).toEqual(
      expect.arrayContaining([
        'unexpected file in tarball: src/index.ts',
        'dev file in tarball: src/index.ts',
        'dev file in tarball: dist/index.test.js',
        'unexpected file in tarball: tsconfig.json',
        'sideEffects is undefined, expected false',
        'exports still carry the repo-only "source" condition',
        'exports["."] has conditions source, import, types, default; expected types, import, default in that order',
        'exports["."].default → ./dist/missing.js is not in the tarball',
        'viem is a dependency; the dapp chooses it, so it must be a peer dependency',
        'dist/index.js imports polyfill-thing, which is neither a dependency nor a peer dependency',
        'dist/index.test.js imports vitest, which is neither a dependency nor a peer dependency',
      ]),
    );
  });

  it('finds bare imports in static, dynamic, re-export and side-effect forms', () => {
    const code = "import a from 'a';\nexport { b } from '@s/b/sub';\nimport('c/deep');\nimport 'd';\nimport x from './local.js';\nimport y from 'node:fs';";
    expect(bareImports(code).sort()).toEqual(['@s/b', 'a', 'c', 'd']);
  });

  it('is not fooled by the words from and import inside strings and template literals', () => {
    const code = "const s = `value ${x.from} 'kind' import 'nope'`;\nconst t = { label: 'from', v: tx.from, k: \"import 'no'\" };\nexport { t };";
    expect(bareImports(code)).toEqual([]);
  });
});
