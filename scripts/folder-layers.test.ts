// Tests the folder-layer check of scripts/check-cycles.mjs: its pure function on small trees, and the
// ratchet (scripts/folder-pairs.allow.json) through the command line.
// Run: npx vitest run scripts/folder-layers.test.ts
// The real allow list is rewritten on purpose with: node scripts/check-cycles.mjs --write-allow
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKER, runChecker, tempTrees } from './checker.testing';

type Arrow = { from: string; to: string; typeOnly: boolean };
type Layers = {
  pairs: { pkg: string; a: string; b: string; ab: Arrow[]; ba: Arrow[] }[];
  toRoot: { pkg: string; folder: string; imports: Arrow[] }[];
  rootMutual: Map<string, string[]>;
};
type Checker = { folderLayers: (root: string, options?: { countTypes?: boolean }) => Layers };

// The checker is plain JavaScript (node runs it with no build step); a computed specifier keeps tsc from looking for its types.
const { folderLayers } = (await import(pathToFileURL(CHECKER).href)) as Checker;

const { tree, cleanup } = tempTrees('layers-');
/** The checker from the command line: both outputs, as the ratchet prints to either. */
function run(root: string, ...args: string[]) {
  const r = runChecker(root, ...args);
  return { code: r.code, out: r.stdout + r.stderr };
}

afterEach(cleanup);

// Two folders that import each other through different files (no file cycle), one arrow type-only.
const mutual = {
  'kernel/src/config/options.ts': "import type { Plugin } from '../plugins/types';\nexport type Options = { plugins: Plugin[] };\n",
  'kernel/src/plugins/types.ts': 'export type Plugin = { id: string };\n',
  'kernel/src/plugins/define.ts': "import { defaults } from '../config/defaults';\nexport const define = () => defaults;\n",
  'kernel/src/config/defaults.ts': 'export const defaults = {};\n',
};

describe('folder layers', () => {
  it('reports two folders that import each other, with the files of each arrow, type-only imports included', () => {
    const { pairs } = folderLayers(tree(mutual));
    expect(pairs).toEqual([
      {
        pkg: 'kernel/src',
        a: 'config',
        b: 'plugins',
        ab: [{ from: 'kernel/src/config/options.ts', to: 'kernel/src/plugins/types.ts', typeOnly: true }],
        ba: [{ from: 'kernel/src/plugins/define.ts', to: 'kernel/src/config/defaults.ts', typeOnly: false }],
      },
    ]);
  });

  it('does not report a one-way import, nor the pair when type-only imports are left out', () => {
    const root = tree({ ...mutual, 'kernel/src/config/options.ts': 'export type Options = { plugins: unknown[] };\n' });
    expect(folderLayers(root).pairs).toEqual([]);
    expect(folderLayers(tree(mutual), { countTypes: false }).pairs).toEqual([]);
  });

  it('keeps folder -> root imports apart from pairs, and names a root file that imports the folder back', () => {
    const root = tree({
      'react/src/context.ts': "import { theme } from './theme/theme';\nexport const context = theme;\n",
      'react/src/index.ts': "export { Button } from './ui/Button';\n",
      'react/src/ui/Button.ts': "import { context } from '../context';\nexport const Button = context;\n",
      'react/src/theme/theme.ts': 'export const theme = 1;\n',
      // A root file that only imports a folder is the normal direction: not reported.
    });
    const layers = folderLayers(root);
    expect(layers.pairs).toEqual([]);
    expect(layers.toRoot).toEqual([{ pkg: 'react/src', folder: 'ui', imports: [{ from: 'react/src/ui/Button.ts', to: 'react/src/context.ts', typeOnly: false }] }]);
    expect([...layers.rootMutual]).toEqual([]);
    // ui/ imports context.ts, and now context.ts imports ui/ back.
    writeFileSync(join(root, 'react/src/context.ts'), "import { theme } from './theme/theme';\nimport type {} from './ui/Button';\nexport const context = theme;\n");
    expect([...folderLayers(root).rootMutual]).toEqual([['react/src\0ui', ['react/src/context.ts']]]);
  });

  it('ratchets: fails on a pair not in the allow list, passes once listed, fails again when a listed pair is gone', { timeout: 60_000 }, () => {
    const root = tree(mutual);
    const first = run(root);
    expect(first.code).toBe(1);
    expect(first.out).toContain('- kernel/src: config <-> plugins');
    expect(first.out).toContain('kernel/src/config/options.ts -> kernel/src/plugins/types.ts (type-only)');
    expect(first.out).toContain('kernel/src/plugins/define.ts -> kernel/src/config/defaults.ts');

    // --write-allow lists the pair, then checks against the list it wrote: it passes.
    expect(run(root, '--write-allow').code).toBe(0);
    expect(JSON.parse(readFileSync(join(root, 'scripts/folder-pairs.allow.json'), 'utf8')).pairs).toEqual({ 'kernel/src': ['config <-> plugins'] });

    // The pair is fixed: the list must shrink too.
    writeFileSync(join(root, 'kernel/src/config/options.ts'), 'export type Options = { plugins: unknown[] };\n');
    const fixed = run(root);
    expect(fixed.code).toBe(1);
    expect(fixed.out).toMatch(/but gone[^]*kernel\/src: config <-> plugins/);
  });
});
