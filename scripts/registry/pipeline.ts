import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { dryRunFiles, packProblems, tarballManifest } from './pack-check';
import { THIRD_PARTY_DIR } from './paths';
import {
  buildPublicPackages,
  buildThirdParty,
  changedManifests,
  listPublicPackages,
  packDirectory,
  packPublicPackages,
  publishTarballs,
  readPackage,
  restoreManifests,
  snapshotManifests,
  type PublicPackage,
} from './publish';
import type { Registry } from './verdaccio';

export interface PackedPackage extends PublicPackage {
  tarball: string;
  /** `npm pack --dry-run --json` file list. */
  files: string[];
  /** Rule violations found by packProblems (empty when the package is publishable). */
  problems: string[];
}

export interface PublishReport {
  packages: PackedPackage[];
  /** name → version, for the consumer's package.json. */
  versions: Map<string, string>;
  /** Repo manifests a pack left modified (restored before returning; should be empty). */
  changedManifests: string[];
}

/**
 * Build → pack → check → publish: the Latchkey packages (Rollup, packed through Lerna) and the
 * third-party plugin (its own build), all to `registry`. Publishing stops before anything is sent
 * if a package breaks a rule, or a pack left a repo manifest modified.
 */
export async function buildAndPublish(registry: Registry, workDir: string): Promise<PublishReport> {
  const latchkey = await listPublicPackages();
  await buildPublicPackages(latchkey);
  const thirdParty = readPackage(THIRD_PARTY_DIR);
  const all = [...latchkey, thirdParty];

  const tarballDir = join(workDir, 'tarballs');
  mkdirSync(tarballDir, { recursive: true });
  const snapshot = snapshotManifests(all.map((p) => p.location));
  let packed: PackedPackage[];
  let changed: string[];
  try {
    // The plugin builds after the kit (its types resolve against the kit's published
    // declarations) and alongside the kit's packing, which only reads dist/.
    const [kitTarballs] = await Promise.all([packPublicPackages(latchkey, tarballDir), buildThirdParty()]);
    const tarballs = new Map([...kitTarballs, ...(await packDirectory(thirdParty, tarballDir))]);
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
  const report: PublishReport = { packages: packed, versions: new Map(all.map((p) => [p.name, p.version])), changedManifests: changed };
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
