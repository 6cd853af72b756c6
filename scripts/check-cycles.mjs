// Fails when source files import each other in a cycle (`npm test` runs it). Every import
// counts, type-only ones too: a cycle of types is still two modules that cannot be read apart.
// Usage: node scripts/check-cycles.mjs [--types=false] [--root=DIR]
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const rootArg = process.argv.find((a) => a.startsWith('--root='));
const root = rootArg ? resolve(rootArg.slice(7)) : resolve(dirname(new URL(import.meta.url).pathname), '..');
const countTypes = !process.argv.includes('--types=false');
const roots = ['kernel/src', 'react/src', 'presets/src', 'testing/src', 'test-harness/src', ...(existsSync(join(root, 'plugins')) ? readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}/src`) : [])].filter((d) => existsSync(join(root, d)));
const isSource = (f) => /\.(ts|tsx)$/.test(f) && !/\.(test|e2e\.test)\.tsx?$/.test(f) && !f.endsWith('.d.ts');

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

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out = [];
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      let typeOnly = false;
      if (ts.isImportDeclaration(st)) {
        const c = st.importClause;
        typeOnly = Boolean(c?.isTypeOnly || (c && !c.name && c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.length > 0 && c.namedBindings.elements.every((e) => e.isTypeOnly)));
      } else typeOnly = st.isTypeOnly || Boolean(st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.length > 0 && st.exportClause.elements.every((e) => e.isTypeOnly));
      if (typeOnly && !countTypes) continue;
      const target = resolveImport(file, st.moduleSpecifier.text);
      if (target) out.push(target);
    }
  }
  return out;
}

const files = roots.flatMap((r) => walk(join(root, r)));
const graph = new Map(files.map((f) => [f, importsOf(f)]));
// Tarjan's strongly connected components: each component of more than one file is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function strong(v) {
  meta.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
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
    if (comp.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(comp);
  }
}
for (const f of files) if (!meta.has(f)) strong(f);
if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const c of cycles) console.error(`- ${c.map((f) => relative(root, f)).sort().join('\n  ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${files.length} source files${countTypes ? ' (type imports included)' : ''}.`);
