// Next.js (Turbopack) builds this example against the workspace's TypeScript sources: each
// @latchkey/* import (and subpath) resolves to its `source` file, as the repo's tests do. A dapp
// installing the published packages needs none of this.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const packageDirs = ['kernel', 'react', 'presets', ...readdirSync(join(root, 'plugins')).map((p) => `plugins/${p}`)];
const resolveAlias = {};
for (const dir of packageDirs) {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'object' || !target.source) continue;
    resolveAlias[`${pkg.name}${subpath.slice(1)}`] = `./${relative(here, join(root, dir, target.source))}`;
  }
}

/** @type {import('next').NextConfig} */
export default {
  turbopack: { root, resolveAlias },
  // The repo's `npm test` type-checks this example with everything else.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
};
