#!/usr/bin/env node
// `prepack` / `postpack` of every publishable package: `node <root>/scripts/registry/manifest.mjs strip|restore`.
//
// The repo's package.json files carry a `source` export condition that points at src/ so that
// Vitest, Vite and tsc inside the monorepo read TypeScript sources. src/ is not in the tarball, so
// a published manifest must not mention it: `strip` writes the publishable manifest just before
// npm (or Lerna) packs the folder, and `restore` puts the original bytes back right after.
//
// The original is kept verbatim in a side file rather than re-serialised, so a publish leaves the
// repo's package.json byte-for-byte unchanged. If a pack was interrupted between the two steps, the
// side file is still there and is the true original: `strip` then reuses it instead of saving the
// already-stripped manifest over it, and `restore` heals the folder.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Side file holding the repo's own manifest while a pack runs (not matched by `files`). */
export const BACKUP = '.package.json.prepack';

/** Lifecycle scripts that only make sense inside this repo. */
const REPO_ONLY_SCRIPTS = ['prepack', 'postpack'];

/** Removes the repo-only `source` condition from an `exports` value, recursively. */
function stripConditions(value) {
  if (Array.isArray(value)) return value.map(stripConditions);
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'source') continue;
    out[key] = stripConditions(inner);
  }
  return out;
}

/** The manifest as published: same fields, minus what only works inside the monorepo. */
export function publishableManifest(pkg) {
  const out = { ...pkg };
  if (pkg.exports) out.exports = stripConditions(pkg.exports);
  if (pkg.scripts) {
    const scripts = Object.fromEntries(Object.entries(pkg.scripts).filter(([name]) => !REPO_ONLY_SCRIPTS.includes(name)));
    if (Object.keys(scripts).length) out.scripts = scripts;
    else delete out.scripts;
  }
  return out;
}

export function strip(dir) {
  const manifest = join(dir, 'package.json');
  const backup = join(dir, BACKUP);
  if (!existsSync(backup)) writeFileSync(backup, readFileSync(manifest));
  const original = JSON.parse(readFileSync(backup, 'utf8'));
  // Written aside and renamed into place: npm processes packing other workspaces at the same time
  // read this manifest too, and must never see it half written (an empty file fails their parse).
  const next = join(dir, '.package.json.next');
  writeFileSync(next, `${JSON.stringify(publishableManifest(original), null, 2)}\n`);
  renameSync(next, manifest);
}

export function restore(dir) {
  const backup = join(dir, BACKUP);
  if (existsSync(backup)) renameSync(backup, join(dir, 'package.json'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [command, dir = process.cwd()] = process.argv.slice(2);
  if (command === 'strip') strip(dir);
  else if (command === 'restore') restore(dir);
  else {
    console.error('usage: manifest.mjs strip|restore [package dir]');
    process.exit(2);
  }
}
