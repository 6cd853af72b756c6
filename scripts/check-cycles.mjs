// Import checks over the workspace sources (`npm run cycles`; `npm test` runs it). Two checks:
//
// 1. File cycles: fails when source files import each other in a cycle. Every import counts,
//    type-only ones too: a cycle of types is still two modules that cannot be read apart.
// 2. Folder layers (issue 24): inside each package's src/, the top-level folders are layers, so no
//    two folders may import each other (A imports B and B imports A; type-only imports count too,
//    `import()` expressions do not). A file directly in src/ belongs to folder ".": root files may
//    import any folder; a folder importing a root file is reported apart and does not fail.
//    Pairs are ratcheted by scripts/folder-pairs.allow.json, the pairs that existed when it was
//    last written: the check fails on any pair that is not listed, and on any listed pair that no
//    longer exists, so the list only shrinks.
//
// Usage: node scripts/check-cycles.mjs [--types=false] [--root=DIR] [--write-allow]
//   --write-allow  rewrite <root>/scripts/folder-pairs.allow.json with the pairs found now (do it on
//                  purpose: after removing a pair, or when the lead accepts a new one).
//   --types=false  count only imports that exist at run time (both checks).
//   --root=DIR     check another tree (the tests use temp trees); its allow list is DIR/scripts/….
import { readFileSync, readdirSync, statSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const isSource = (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|e2e\.test)\.tsx?$/.test(f) && !f.endsWith('.d.ts');
export const ALLOW_FILE = 'scripts/folder-pairs.allow.json';

/** The src/ folders checked under `root`, relative to it. */
export function sourceRoots(root) {
  const plugins = existsSync(join(root, 'plugins')) ? readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}/src`) : [];
  return ['kernel/src', 'react/src', 'presets/src', 'testing/src', 'test-harness/src', ...plugins].filter((d) => existsSync(join(root, d)));
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else if (isSource(p)) out.push(p);
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]) {
    if (existsSync(c) && statSync(c).isFile() && isSource(c)) return c;
  }
  return undefined;
}

/** The workspace files `file` imports or re-exports (statements only), each marked type-only or not. */
function importsOf(file, countTypes) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = new Map();
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      let typeOnly = false;
      if (ts.isImportDeclaration(st)) {
        const c = st.importClause;
        typeOnly = Boolean(c?.isTypeOnly || (c && !c.name && c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)));
      } else typeOnly = st.isTypeOnly || Boolean(st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.length > 0 && st.exportClause.elements.every((e) => e.isTypeOnly));
      if (typeOnly && !countTypes) continue;
      const target = resolveImport(file, st.moduleSpecifier.text);
      // One file may import another twice (a value and a type): the arrow is type-only if every import is.
      if (target) out.set(target, (out.get(target) ?? true) && typeOnly);
    }
  }
  return [...out].map(([target, typeOnly]) => ({ target, typeOnly }));
}

/** Every source file under the checked src/ folders, with what it imports. */
export function importGraph(root, { countTypes = true } = {}) {
  const roots = sourceRoots(root);
  const files = roots.flatMap((r) => walk(join(root, r)));
  return { roots, files, graph: new Map(files.map((f) => [f, importsOf(f, countTypes)])) };
}

/** Tarjan's strongly connected components: each component of more than one file is a cycle. */
export function fileCycles(files, graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  function strong(v) {
    meta.set(v, { index, low: index, on: true });
    index++;
    stack.push(v);
    for (const { target: w } of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        strong(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).on = false;
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || (graph.get(v) ?? []).some((e) => e.target === v)) cycles.push(comp);
    }
  }
  for (const f of files) if (!meta.has(f)) strong(f);
  return cycles;
}

/**
 * The folder layering of each src/ folder: pairs of top-level folders that import each other, and
 * folders that import a root file (folder "."). Pure over the file tree under `root`.
 * `built` is `importGraph(root)` when the caller has it already.
 * Each arrow lists the imports that make it as `{ from, to, typeOnly }` (paths relative to `root`).
 * `rootMutual` maps `${pkg}\0${folder}` to the root files that folder imports and that import it back.
 * @returns {{ pairs: { pkg: string, a: string, b: string, ab: Arrow[], ba: Arrow[] }[], toRoot: { pkg: string, folder: string, imports: Arrow[] }[], rootMutual: Map<string, string[]> }}
 * @typedef {{ from: string, to: string, typeOnly: boolean }} Arrow
 */
export function folderLayers(root, { countTypes = true } = {}, built = importGraph(root, { countTypes })) {
  const { roots, graph } = built;
  const pairs = [];
  const toRoot = [];
  const rootMutual = new Map();
  for (const pkg of roots) {
    const src = join(root, pkg);
    const folderOf = (file) => {
      const parts = relative(src, file).split(sep);
      return parts.length > 1 ? parts[0] : '.';
    };
    /** "A\0B" → the imports from folder A into folder B. */
    const arrows = new Map();
    for (const [file, imports] of graph) {
      if (!file.startsWith(src + sep)) continue;
      for (const { target, typeOnly } of imports) {
        if (!target.startsWith(src + sep)) continue;
        const a = folderOf(file);
        const b = folderOf(target);
        if (a === b) continue;
        const key = `${a}\0${b}`;
        if (!arrows.has(key)) arrows.set(key, []);
        arrows.get(key).push({ from: relative(root, file), to: relative(root, target), typeOnly });
      }
    }
    const sorted = (list) => list.sort((x, y) => x.from.localeCompare(y.from) || x.to.localeCompare(y.to));
    for (const [key, ab] of arrows) {
      const [a, b] = key.split('\0');
      if (b === '.') {
        toRoot.push({ pkg, folder: a, imports: sorted(ab) });
        // Mutual: a root file this folder imports also imports the folder back (host.ts <-> siwx/).
        const back = new Set((arrows.get(`.\0${a}`) ?? []).map((i) => i.from));
        const mutual = [...new Set(ab.map((i) => i.to))].filter((f) => back.has(f));
        if (mutual.length) rootMutual.set(`${pkg}\0${a}`, mutual.sort());
      } else if (a !== '.' && a < b && arrows.has(`${b}\0${a}`)) pairs.push({ pkg, a, b, ab: sorted(ab), ba: sorted(arrows.get(`${b}\0${a}`)) });
    }
  }
  pairs.sort((x, y) => x.pkg.localeCompare(y.pkg) || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
  toRoot.sort((x, y) => x.pkg.localeCompare(y.pkg) || x.folder.localeCompare(y.folder));
  return { pairs, toRoot, rootMutual };
}

/** The allow-list entries for the pairs `folderLayers` found: `{ "kernel/src": ["a <-> b", …] }`. */
export function allowEntries(pairs) {
  const out = {};
  for (const p of pairs) (out[p.pkg] ??= []).push(`${p.a} <-> ${p.b}`);
  return out;
}

/** What differs from the allow list: pairs found but not listed (new) and listed but gone (stale). */
export function compareWithAllow(found, allowed) {
  const flat = (entries) => Object.entries(entries ?? {}).flatMap(([pkg, list]) => list.map((e) => `${pkg}: ${e}`));
  const now = flat(found);
  const listed = flat(allowed);
  return { added: now.filter((e) => !listed.includes(e)), stale: listed.filter((e) => !now.includes(e)) };
}

function describeArrow(imports) {
  return imports.map((i) => `      ${i.from} -> ${i.to}${i.typeOnly ? ' (type-only)' : ''}`).join('\n');
}

function main() {
  const rootArg = process.argv.find((a) => a.startsWith('--root='));
  const root = rootArg ? resolve(rootArg.slice(7)) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const countTypes = !process.argv.includes('--types=false');
  let failed = false;

  const built = importGraph(root, { countTypes });
  const { files, graph } = built;
  const cycles = fileCycles(files, graph);
  if (cycles.length) {
    failed = true;
    console.error(`Import cycles (${cycles.length}):`);
    for (const c of cycles) console.error(`- ${c.map((f) => relative(root, f)).sort().join('\n  ')}`);
  } else console.log(`No import cycles in ${files.length} source files${countTypes ? ' (type imports included)' : ''}.`);

  const layers = folderLayers(root, { countTypes }, built);
  const found = allowEntries(layers.pairs);
  const allowPath = join(root, ALLOW_FILE);
  if (process.argv.includes('--write-allow')) {
    const header = {
      $comment:
        'Pairs of top-level folders inside a package src/ that import each other (type-only imports included), as they were when written. scripts/check-cycles.mjs fails on any pair missing here and on any pair here that no longer exists, so this list only shrinks. Rewrite on purpose: node scripts/check-cycles.mjs --write-allow',
    };
    mkdirSync(dirname(allowPath), { recursive: true });
    writeFileSync(allowPath, `${JSON.stringify({ ...header, pairs: found }, null, 2)}\n`);
    console.log(`Wrote ${relative(root, allowPath)}.`);
  }
  const allowed = existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')).pairs : {};
  const typesNote = countTypes ? 'type-only imports included' : 'run-time imports only';
  if (layers.pairs.length) {
    console.log(`\nFolder pairs that import each other (${layers.pairs.length}, ${typesNote}):`);
    for (const p of layers.pairs) {
      console.log(`- ${p.pkg}: ${p.a} <-> ${p.b}`);
      console.log(`    ${p.a} -> ${p.b}:\n${describeArrow(p.ab)}`);
      console.log(`    ${p.b} -> ${p.a}:\n${describeArrow(p.ba)}`);
    }
  } else console.log(`No folder pairs import each other (${typesNote}).`);
  if (layers.toRoot.length) {
    // Informational: a root file that a folder imports is a shared leaf (types.ts) unless it also imports that folder back.
    console.log(`\nFolders that import a src/ root file (${layers.toRoot.length}; reported, not failed; "mutual" when such a root file imports that folder too):`);
    for (const r of layers.toRoot) {
      const targets = [...new Set(r.imports.map((i) => relative(join(root, r.pkg), join(root, i.to))))];
      const back = layers.rootMutual.get(`${r.pkg}\0${r.folder}`);
      const mutual = back ? ` [mutual: ${back.map((f) => relative(join(root, r.pkg), join(root, f))).join(', ')} imports ${r.folder}/ too]` : '';
      const first = r.imports[0];
      console.log(`- ${r.pkg}: ${r.folder} -> . (${targets.join(', ')})${mutual}, e.g. ${first.from}${first.typeOnly ? ' (type-only)' : ''}`);
    }
  }
  // With --types=false fewer pairs exist, so the ratchet (written with types) only applies to a full run.
  if (countTypes) {
    const { added, stale } = compareWithAllow(found, allowed);
    if (added.length) {
      failed = true;
      console.error(`\nNew folder imports that break the layers (not in ${ALLOW_FILE}):\n${added.map((e) => `- ${e}`).join('\n')}`);
      console.error('Remove the import that closes the loop (see the files above), or, if the lead accepts it, run node scripts/check-cycles.mjs --write-allow.');
    }
    if (stale.length) {
      failed = true;
      console.error(`\nListed in ${ALLOW_FILE} but gone (good, now shrink the list: node scripts/check-cycles.mjs --write-allow):\n${stale.map((e) => `- ${e}`).join('\n')}`);
    }
  }
  if (failed) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
