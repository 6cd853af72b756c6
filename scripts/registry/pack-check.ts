import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './exec';

/** Packages a dapp chooses (one copy per page): a published package may only peer-depend on them. */
export const PEER_ONLY = ['react', 'react-dom', 'viem', '@latchkey/kernel', '@latchkey/react'];

const ALLOWED_TOP_LEVEL = /^(package\.json|(README|LICENSE|LICENCE|CHANGELOG)(\.(md|txt))?)$/i;
const DEV_FILE = /(^|\/)(src|tests?|__tests__|e2e|fixtures|scripts)\/|\.(test|spec)\.[cm]?[jt]sx?(\.map)?$|\.tsbuildinfo$|(^|\/)(tsconfig[^/]*\.json|vitest\.config\.\w+)$/;
const EXPORT_KEYS = ['types', 'import', 'default'];

export interface Manifest {
  name: string;
  version: string;
  type?: string;
  sideEffects?: unknown;
  types?: string;
  exports?: Record<string, unknown>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** `npm pack --dry-run --json` for one folder: what the tarball would hold (runs prepack/postpack). */
export async function dryRunFiles(dir: string): Promise<string[]> {
  const { stdout } = await run('npm', ['pack', '--dry-run', '--json'], { cwd: dir });
  const [report] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
  if (!report) throw new Error(`npm pack --dry-run --json printed no report in ${dir}`);
  return report.files.map((f) => f.path).sort();
}

/** The package.json inside a packed tarball, i.e. what consumers install. */
export async function tarballManifest(tgz: string, cwd: string): Promise<Manifest> {
  const { stdout } = await run('tar', ['-xzOf', tgz, 'package/package.json'], { cwd });
  return JSON.parse(stdout) as Manifest;
}

/**
 * Bare module specifiers a built file imports (static, dynamic and re-exports), read by
 * TypeScript's scanner, so `from` or `import` inside strings and template literals never count.
 */
export function bareImports(code: string): string[] {
  const found = new Set<string>();
  for (const { fileName: spec } of ts.preProcessFile(code, true, true).importedFiles) {
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue;
    found.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
  }
  return [...found];
}

/**
 * Every rule a published package keeps, as a list of problems (empty when the package is fine):
 * only dist + package.json + README/LICENSE in the tarball; `exports` entries of exactly types →
 * import → default pointing at packed files, no repo-only `source` condition; `sideEffects: false`;
 * chosen-by-the-dapp packages only as peers; every import of the built code declared.
 */
export function packProblems(dir: string, files: readonly string[], manifest: Manifest): string[] {
  const problems: string[] = [];
  const packed = new Set(files);
  for (const f of files) {
    if (!f.startsWith('dist/') && !ALLOWED_TOP_LEVEL.test(f)) problems.push(`unexpected file in tarball: ${f}`);
    if (DEV_FILE.test(f)) problems.push(`dev file in tarball: ${f}`);
  }
  if (!packed.has('package.json')) problems.push('package.json missing from tarball');
  if (manifest.type !== 'module') problems.push(`type is ${String(manifest.type)}, expected "module"`);
  if (manifest.sideEffects !== false) problems.push(`sideEffects is ${JSON.stringify(manifest.sideEffects)}, expected false`);
  if (JSON.stringify(manifest.exports ?? {}).includes('"source"')) problems.push('exports still carry the repo-only "source" condition');
  if (manifest.scripts?.prepack || manifest.scripts?.postpack) problems.push('repo-only prepack/postpack scripts were published');
  const at = (p: string) => p.replace(/^\.\//, '');
  if (!manifest.types || !packed.has(at(manifest.types))) problems.push(`top-level types ${String(manifest.types)} not in tarball`);
  const entries = Object.entries(manifest.exports ?? {}).filter(([k]) => k !== './package.json');
  if (!entries.length) problems.push('no exports');
  for (const [subpath, target] of entries) {
    if (!target || typeof target !== 'object') {
      problems.push(`exports["${subpath}"] is not a conditions object`);
      continue;
    }
    const keys = Object.keys(target);
    if (keys.join() !== EXPORT_KEYS.join()) problems.push(`exports["${subpath}"] has conditions ${keys.join(', ')}; expected ${EXPORT_KEYS.join(', ')} in that order`);
    for (const [condition, file] of Object.entries(target as Record<string, unknown>)) {
      if (typeof file !== 'string' || !packed.has(at(file))) problems.push(`exports["${subpath}"].${condition} → ${String(file)} is not in the tarball`);
      else if (condition === 'types' && !file.endsWith('.d.ts')) problems.push(`exports["${subpath}"].types → ${file} is not a .d.ts`);
    }
  }
  const deps = Object.keys(manifest.dependencies ?? {});
  const peers = Object.keys(manifest.peerDependencies ?? {});
  for (const d of deps) if (PEER_ONLY.includes(d)) problems.push(`${d} is a dependency; the dapp chooses it, so it must be a peer dependency`);
  const declared = new Set([...deps, ...peers, manifest.name]);
  for (const f of files.filter((x) => /\.(js|d\.ts)$/.test(x))) {
    for (const spec of bareImports(readFileSync(join(dir, f), 'utf8'))) {
      if (!declared.has(spec)) problems.push(`${f} imports ${spec}, which is neither a dependency nor a peer dependency`);
    }
  }
  return problems;
}
