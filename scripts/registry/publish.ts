import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './exec';
import { EXAMPLES_DIR, REPO_ROOT, THIRD_PARTY_SCOPE } from './paths';
import { BACKUP } from './manifest.mjs';
import type { Registry } from './verdaccio';

export interface PublicPackage {
  name: string;
  version: string;
  location: string;
}

const LERNA = join(REPO_ROOT, 'node_modules/.bin/lerna');

/** The packages Lerna publishes: every non-private one of lerna.json's `packages`. */
export async function listPublicPackages(): Promise<PublicPackage[]> {
  const { stdout } = await run(LERNA, ['list', '--json', '--no-private', '--loglevel', 'silent'], { cwd: REPO_ROOT });
  const list = JSON.parse(stdout) as PublicPackage[];
  if (!list.length) throw new Error('lerna list found no public package');
  return list;
}

/**
 * `npm run build` (codegen + Rollup) from empty dist folders: Rollup never deletes old output, and
 * a chunk left over from an earlier build would otherwise ship in the tarball.
 */
export async function buildPublicPackages(packages: readonly PublicPackage[]): Promise<void> {
  for (const p of packages) rmSync(join(p.location, 'dist'), { recursive: true, force: true });
  await run('npm', ['run', 'build'], { cwd: REPO_ROOT, timeoutMs: 240_000 });
}

/**
 * The third-party packages: every folder of `examplesDir` with a package.json that is not private
 * and names a package in the third-party scope, by name. Nothing is known of them beyond that.
 */
export function listThirdPartyPackages(examplesDir: string = EXAMPLES_DIR): PublicPackage[] {
  const found: PublicPackage[] = [];
  for (const entry of readdirSync(examplesDir, { withFileTypes: true })) {
    const location = join(examplesDir, entry.name);
    if (!entry.isDirectory() || !existsSync(join(location, 'package.json'))) continue;
    const pkg = JSON.parse(readFileSync(join(location, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown; private?: unknown };
    if (pkg.private === true || typeof pkg.name !== 'string' || !pkg.name.startsWith(`${THIRD_PARTY_SCOPE}/`)) continue;
    if (typeof pkg.version !== 'string') throw new Error(`${pkg.name} (${location}) has no version`);
    found.push({ name: pkg.name, version: pkg.version, location });
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** A third-party package's own `npm run build`, from its own folder as its team runs it. */
export async function buildThirdParty(pkg: PublicPackage): Promise<void> {
  await run('npm', ['run', 'build'], { cwd: pkg.location, timeoutMs: 180_000 });
}

/** npm's tarball name for a package (`@latchkey/kernel@0.1.0` → `latchkey-kernel-0.1.0.tgz`). */
export const tarballName = (name: string, version: string) => `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;

/**
 * Packs every public package with `lerna exec -- npm pack`: npm runs each package's prepack
 * (strips the `source` condition) and postpack (restores the repo's manifest). Publishing these
 * tarballs, rather than running `lerna publish`, keeps Lerna away from git (no clean-tree check,
 * no temporary `gitHead` written into the manifests, no `git checkout` of files others edit) and
 * makes the registry's metadata the stripped manifest inside the tarball.
 */
export async function packPublicPackages(packages: readonly PublicPackage[], outDir: string): Promise<Map<string, string>> {
  await run(LERNA, ['exec', '--no-private', '--concurrency', '2', '--loglevel', 'warn', '--', 'npm', 'pack', '--pack-destination', outDir], { cwd: REPO_ROOT, timeoutMs: 180_000 });
  return collectTarballs(packages, outDir);
}

/** `npm pack` of one folder (a third-party package has no repo-only fields to strip). */
export async function packDirectory(pkg: PublicPackage, outDir: string): Promise<Map<string, string>> {
  await run('npm', ['pack', '--pack-destination', outDir], { cwd: pkg.location });
  return collectTarballs([pkg], outDir);
}

function collectTarballs(packages: readonly PublicPackage[], outDir: string): Map<string, string> {
  const present = new Set(readdirSync(outDir));
  const out = new Map<string, string>();
  for (const p of packages) {
    const file = tarballName(p.name, p.version);
    if (!present.has(file)) throw new Error(`npm pack produced no ${file} in ${outDir}`);
    out.set(p.name, join(outDir, file));
  }
  return out;
}

/** Reads a package folder as `{ name, version, location }`. */
export function readPackage(location: string): PublicPackage {
  const pkg = JSON.parse(readFileSync(join(location, 'package.json'), 'utf8')) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version, location };
}

/**
 * Publishes packed tarballs to the registry. npm needs some token to publish; Verdaccio lets
 * anyone publish the private scopes (`publish: $all`), so a dummy one in a throw-away `.npmrc`
 * (the working folder's project config) does. The user's own npm config is left untouched.
 */
export async function publishTarballs(tarballs: Iterable<string>, registry: Registry, workDir: string): Promise<void> {
  writeFileSync(join(workDir, '.npmrc'), `${registry.nerfDart}:_authToken=latchkey-local-dummy-token\n`);
  await Promise.all([...tarballs].map((tgz) => run('npm', ['publish', tgz, '--registry', registry.url, '--access', 'public', '--no-provenance'], { cwd: workDir, timeoutMs: 60_000 })));
}

/** Byte snapshots of the repo manifests a pack rewrites, to prove a publish leaves them unchanged. */
export function snapshotManifests(locations: readonly string[]): Map<string, string> {
  return new Map(locations.map((l) => [join(l, 'package.json'), readFileSync(join(l, 'package.json'), 'utf8')]));
}

/** Manifests that differ from their snapshot, or still have a prepack side file next to them. */
export function changedManifests(snapshot: ReadonlyMap<string, string>): string[] {
  const changed: string[] = [];
  for (const [file, text] of snapshot) {
    if (readFileSync(file, 'utf8') !== text) changed.push(file);
    if (existsSync(join(file, '..', BACKUP))) changed.push(`${join(file, '..', BACKUP)} (left behind)`);
  }
  return changed;
}

/** Puts snapshotted manifests back (after an interrupted pack) and removes stray side files. */
export function restoreManifests(snapshot: ReadonlyMap<string, string>): void {
  for (const [file, text] of snapshot) {
    if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    rmSync(join(file, '..', BACKUP), { force: true });
  }
}

/** The `integrity` npm records for a tarball: proves an installed package is the one we packed. */
export function tarballIntegrity(tgz: string): string {
  return `sha512-${createHash('sha512').update(readFileSync(tgz)).digest('base64')}`;
}
