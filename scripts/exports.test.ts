// Export snapshots for every workspace package with an `exports` map (issue 24). A removed or
// renamed public export fails this test until the snapshot is updated on purpose:
//
//   npx vitest run scripts/exports.test.ts -u      (rewrites scripts/__snapshots__/exports.test.ts.snap)
//
// Read the diff before committing it: a line gone from a snapshot is a breaking change for users.
// Two snapshots per package:
// - runtime: each subpath is imported by its package name, so Vitest resolves it through the
//   `source` condition (vitest.config.ts), and its export names are listed, sorted, with their kind
//   at run time (function, class, object, string…);
// - types: the names each subpath's source file exports to TypeScript (the compiler's
//   getExportsOfModule), type-only exports included, each marked value, type or value+type.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '..');

/**
 * A published package whose `exports` have no `source` condition (a third party's, built on its
 * own: examples/*): the file each subpath builds from, read from its scripts/build.mjs, whose
 * `entryPoints` come in the order of its exports. Undefined when there is no such script.
 */
function buildSources(dir: string, subpaths: string[]): Record<string, string> | undefined {
  const script = join(repo, dir, 'scripts/build.mjs');
  if (!existsSync(script)) return undefined;
  const files = [...readFileSync(script, 'utf8').matchAll(/entryPoints:\s*\[join\(root,\s*'([^']+)'\)\]/g)].map((m) => m[1]!);
  return Object.fromEntries(subpaths.map((subpath, i) => [subpath, files[i]!]).filter(([, file]) => file));
}

/**
 * Entries left out, with why. Nothing else is skipped: an entry that fails to load fails the test.
 * (No package exports a .css file or a browser-only entry today; list any such entry here.)
 */
const EXCLUDED: Record<string, string> = {
  // A command, not a module: importing it starts the whole local stack (`npm run stack`).
  '@latchkey/test-harness/cli': 'starts the local stack when imported',
};

/** `byPath`: a package whose exports lead to dist/ only, imported by its source file's path. */
type Entry = { specifier: string; subpath: string; file: string; byPath?: boolean };
type Pkg = { name: string; dir: string; entries: Entry[] };

function workspaceDirs(): string[] {
  const { workspaces } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces.flatMap((w) =>
    w.endsWith('/*')
      ? readdirSync(join(repo, w.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => `${w.slice(0, -2)}/${d.name}`)
          .sort()
      : [w],
  );
}

/** Every workspace package with an `exports` map, and the source file of each subpath. */
function packages(): Pkg[] {
  const out: Pkg[] = [];
  for (const dir of workspaceDirs()) {
    const file = join(repo, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name: string; exports?: Record<string, string | Record<string, string>> };
    if (!pkg.exports || typeof pkg.exports !== 'object') continue;
    const entries: Entry[] = [];
    const built = buildSources(dir, Object.keys(pkg.exports).filter((k) => k !== './package.json' && !k.includes('*')));
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      const source = typeof target === 'object' ? target.source : undefined;
      if (subpath.includes('*')) {
        // A pattern ("./*": "./src/*.ts"): one entry per source file it matches.
        const [before, after] = (source ?? '').split('*') as [string, string];
        const folder = join(repo, dir, before);
        for (const name of readdirSync(folder).sort()) {
          // Test files are not entries; a file another subpath already exports ("./index" is ".") is listed once.
          if (!name.endsWith(after) || /\.test\.tsx?$/.test(name) || entries.some((e) => e.file === join(folder, name))) continue;
          const stem = name.slice(0, -after.length);
          entries.push({ specifier: `${pkg.name}/${subpath.slice(2).replace('*', stem)}`, subpath: subpath.replace('*', stem), file: join(folder, name) });
        }
        continue;
      }
      const fromSource = source ?? built?.[subpath];
      if (!fromSource) throw new Error(`${pkg.name} exports ${subpath} with no "source" condition: add one, or build it from scripts/build.mjs (entryPoints in the order of the exports)`);
      entries.push({ specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, subpath, file: join(repo, dir, fromSource), byPath: !source });
    }
    out.push({ name: pkg.name, dir, entries: entries.filter((e) => !(e.specifier in EXCLUDED)) });
  }
  return out;
}

function runtimeKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'function') return /^class[\s{]/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
    return proto === null || proto === Object.prototype ? 'object' : `object (${proto.constructor?.name ?? 'unknown'})`;
  }
  return typeof value;
}

const list = (names: [string, string][]) => `\n${names.map(([name, kind]) => `${name}: ${kind}`).join('\n')}\n`;

/** Whether an alias (an import or export specifier) is declared type-only. */
function typeOnlyAlias(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (d) =>
      ((ts.isExportSpecifier(d) || ts.isImportSpecifier(d)) && (d.isTypeOnly || (ts.isExportSpecifier(d) && d.parent.parent.isTypeOnly))) ||
      (ts.isImportClause(d) && d.isTypeOnly) ||
      (ts.isNamespaceExport(d) && d.parent.isTypeOnly),
  );
}

/** The names a source file exports to TypeScript, each marked value, type or value+type. */
function typeSurface(checker: ts.TypeChecker, sourceFile: ts.SourceFile): [string, string][] {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return [];
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exported): [string, string] => {
      let symbol = exported;
      let typeOnly = false;
      // Follow re-exports one step at a time: one `export type { X }` on the way makes X type-only here.
      for (let i = 0; symbol.flags & ts.SymbolFlags.Alias && i < 50; i++) {
        typeOnly ||= typeOnlyAlias(symbol);
        const next = checker.getImmediateAliasedSymbol(symbol);
        if (!next) break;
        symbol = next;
      }
      const value = !typeOnly && Boolean(symbol.flags & ts.SymbolFlags.Value);
      const type = Boolean(symbol.flags & (ts.SymbolFlags.Type | ts.SymbolFlags.Namespace));
      return [exported.name, value && type ? 'value+type' : value ? 'value' : 'type'];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const all = packages();
// One program for every entry, with the root tsconfig's options (Bundler resolution, the `source`
// condition). Export names need no type checking, so, to stay fast, it reads only workspace sources:
// no default libs and no third-party declarations (no entry re-exports `*` from a third party; a
// named re-export of one still lists its name).
let program: ts.Program | undefined;
function workspaceProgram(): ts.Program {
  if (program) return program;
  const config = ts.getParsedCommandLineOfConfigFile(join(repo, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json did not parse');
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(repo, (f) => f, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirect, opts, containingSourceFile) =>
    literals.map((literal) => {
      const found = ts.resolveModuleName(literal.text, containingFile, opts, host, cache, redirect, ts.getModeForUsageLocation(containingSourceFile, literal, opts)).resolvedModule;
      return { resolvedModule: found && !found.resolvedFileName.includes('/node_modules/') ? found : undefined };
    });
  program = ts.createProgram({ rootNames: all.flatMap((p) => p.entries.map((e) => e.file)), options, host });
  return program;
}

describe('public exports at run time', () => {
  for (const pkg of all) {
    for (const entry of pkg.entries) {
      it(entry.specifier, async () => {
        // A package whose exports lead to dist/ only is imported by its source file's path.
        const mod = (await (entry.byPath ? import(/* @vite-ignore */ entry.file) : import(/* @vite-ignore */ entry.specifier))) as Record<string, unknown>;
        const names = Object.keys(mod)
          .sort()
          .map((name): [string, string] => [name, runtimeKind(mod[name])]);
        expect(names.length, `${entry.specifier} exports nothing`).toBeGreaterThan(0);
        expect(list(names)).toMatchSnapshot();
      });
    }
  }
});

describe('public exports to TypeScript', () => {
  for (const pkg of all) {
    it(pkg.name, { timeout: 60_000 }, () => {
      const p = workspaceProgram();
      const checker = p.getTypeChecker();
      const sections = pkg.entries.map((entry) => {
        const sourceFile = p.getSourceFile(entry.file);
        if (!sourceFile) throw new Error(`${relative(repo, entry.file)} is not in the program`);
        return `## ${entry.subpath} (${relative(join(repo, pkg.dir), entry.file)})${list(typeSurface(checker, sourceFile))}`;
      });
      expect(`\n${sections.join('\n')}`).toMatchSnapshot();
    });
  }
});
