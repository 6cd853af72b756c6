import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './exec';
import { dryRunFiles, packProblems, tarballManifest } from './pack-check';
import { REPO_ROOT } from './paths';
import {
  buildThirdParty,
  changedManifests,
  listPublicPackages,
  listThirdPartyPackages,
  packDirectory,
  packPublicPackages,
  publishTarballs,
  readPackage,
  restoreManifests,
  snapshotManifests,
  type PublicPackage,
} from './publish';
import type { Registry } from './verdaccio';

/**
 * `buildPublicPackages` with a larger heap: the one Rollup process of `npm run build` keeps every
 * package's declaration program (rollup-plugin-dts) to the end, about 6 GB for the whole repo now,
 * past Node's default limit of about 4 GB. (To do in the build itself; then this goes.) Its limit
 * is generous: on two cores shared with other test runs the build alone has taken five minutes.
 */
async function buildWithHeadroom(packages: readonly PublicPackage[]): Promise<void> {
  for (const p of packages) rmSync(join(p.location, 'dist'), { recursive: true, force: true });
  await run('npm', ['run', 'build'], { cwd: REPO_ROOT, timeoutMs: 540_000, env: { NODE_OPTIONS: '--max-old-space-size=8192' } });
}

export interface PackedPackage extends PublicPackage {
  tarball: string;
  /** `npm pack --dry-run --json` file list. */
  files: string[];
  /** Rule violations found by packProblems (empty when the package is publishable). */
  problems: string[];
}

export interface PublishReport {
  packages: PackedPackage[];
  /** The third-party packages among them (see `listThirdPartyPackages`), sorted by name. */
  thirdParty: PublicPackage[];
  /** name → version, for the consumer's package.json. */
  versions: Map<string, string>;
  /** Repo manifests a pack left modified (restored before returning; should be empty). */
  changedManifests: string[];
}

/**
 * Build → pack → check → publish: the Latchkey packages (Rollup, packed through Lerna) and every
 * third-party package of examples/ (each with its own build), all to `registry`. Publishing stops
 * before anything is sent if a package breaks a rule, or a pack left a repo manifest modified.
 */
export async function buildAndPublish(registry: Registry, workDir: string): Promise<PublishReport> {
  const listed = await listPublicPackages();
  // @latchkey/testing is packed on its own while lerna.json does not list it (the Rollup build does).
  const testing = readPackage(join(REPO_ROOT, 'testing'));
  const separately = listed.some((p) => p.name === testing.name) ? [] : [testing];
  const latchkey = [...listed, ...separately];
  await buildWithHeadroom(latchkey);
  const thirdParty = listThirdPartyPackages();
  const all = [...latchkey, ...thirdParty];

  const tarballDir = join(workDir, 'tarballs');
  mkdirSync(tarballDir, { recursive: true });
  const snapshot = snapshotManifests(all.map((p) => p.location));
  let packed: PackedPackage[];
  let changed: string[];
  try {
    // The third-party packages build after the kit (their types resolve against the kit's
    // published declarations), one after the other, alongside the kit's packing, which only reads dist/.
    const buildAll = async () => {
      for (const p of thirdParty) await buildThirdParty(p);
    };
    const [kitTarballs] = await Promise.all([packPublicPackages(listed, tarballDir), buildAll()]);
    const alone = await Promise.all([...separately, ...thirdParty].map((p) => packDirectory(p, tarballDir)));
    const tarballs = new Map([...kitTarballs, ...alone.flatMap((m) => [...m])]);
    packed = await Promise.all(
      all.map(async (p) => {
        const tarball = tarballs.get(p.name)!;
        const files = await dryRunFiles(p.location);
        const problems = packProblems(p.location, files, await tarballManifest(tarball, workDir));
        return { ...p, tarball, files, problems };
      }),
    );
  } finally {
    changed = changedManifests(snapshot);
    if (changed.length) restoreManifests(snapshot);
  }
  const report: PublishReport = { packages: packed, thirdParty, versions: new Map(all.map((p) => [p.name, p.version])), changedManifests: changed };
  const broken = packed.filter((p) => p.problems.length);
  if (broken.length || changed.length) {
    const lines = [...broken.flatMap((p) => p.problems.map((x) => `${p.name}: ${x}`)), ...changed.map((f) => `modified by pack: ${f}`)];
    throw Object.assign(new Error(`not publishing:\n${lines.join('\n')}`), { report });
  }
  await publishTarballs(
    packed.map((p) => p.tarball),
    registry,
    workDir,
  );
  return report;
}
