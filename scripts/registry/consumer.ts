import { copyFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './exec';
import { CONSUMER_TEMPLATE_DIR, OUTSIDE_CHECK, REPO_ROOT } from './paths';
import { PRIVATE_SCOPES, type Registry } from './verdaccio';

/** The version installed at the repo root: the consumer asks for it exactly, so npm's cache has it. */
export function rootVersion(name: string): string {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Writes a new Vite + React app into `dir`: the template's sources, a package.json asking for the
 * published packages, and an `.npmrc` that maps the private scopes to the local registry.
 *
 * Scoped registries, not a Verdaccio uplink: `@latchkey/*` and `@acme/*` come from the local
 * registry alone (it has no uplinks, so a missing package fails instead of being fetched from
 * anywhere else), while React, Vite, viem and the kernel's own dependencies come straight from the
 * user's ordinary npm registry and its warm cache.
 */
export function writeConsumerApp(dir: string, registry: Registry, published: ReadonlyMap<string, string>): void {
  cpSync(CONSUMER_TEMPLATE_DIR, dir, { recursive: true });
  const version = (name: string) => {
    const v = published.get(name);
    if (!v) throw new Error(`${name} was not published`);
    return `^${v}`;
  };
  const pkg = {
    name: 'latchkey-registry-consumer',
    private: true,
    type: 'module',
    dependencies: {
      // Every package published, Latchkey's and the third-party ones: each must install from the
      // registry alone (presets bring the chain plugins; the feature plugins and the outside teams'
      // packages are a dapp's own choice). The testing tools are a dev dependency.
      ...Object.fromEntries([...published.keys()].filter((name) => name !== '@latchkey/testing').sort().map((name) => [name, version(name)])),
      '@latchkey/kernel': version('@latchkey/kernel'),
      '@latchkey/react': version('@latchkey/react'),
      '@latchkey/presets': version('@latchkey/presets'),
      react: rootVersion('react'),
      'react-dom': rootVersion('react-dom'),
      viem: rootVersion('viem'),
    },
    devDependencies: {
      // The dapp's own browser test (e2e/): the mock wallets, Playwright, Node's types.
      '@latchkey/testing': version('@latchkey/testing'),
      'playwright-core': rootVersion('playwright-core'),
      '@types/node': rootVersion('@types/node'),
      '@types/react': rootVersion('@types/react'),
      '@types/react-dom': rootVersion('@types/react-dom'),
      '@vitejs/plugin-react': rootVersion('@vitejs/plugin-react'),
      typescript: rootVersion('typescript'),
      vite: rootVersion('vite'),
    },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const npmrc = [
    '# The private scopes come from the local registry only; everything else from the default one.',
    ...PRIVATE_SCOPES.map((scope) => `${scope}:registry=${registry.url}`),
    '# Record each package\'s origin in package-lock.json, even where the user config omits it.',
    'omit-lockfile-registry-resolved=false',
    '',
  ].join('\n');
  writeFileSync(join(dir, '.npmrc'), npmrc);
}

/**
 * Runs a third-party package's outside check (`OUTSIDE_CHECK` in its folder) with Node inside the
 * installed consumer app: copied next to the app's package.json, so its imports resolve from the
 * app's node_modules (the published tarballs), never from the repo. Rejects unless it exits 0.
 */
export async function runOutsideCheck(dir: string, pkg: { name: string; location: string }): Promise<{ stdout: string; stderr: string }> {
  const file = join(dir, `${pkg.name.replace(/^@/, '').replace('/', '-')}.${OUTSIDE_CHECK}`);
  copyFileSync(join(pkg.location, OUTSIDE_CHECK), file);
  return run(process.execPath, [file], { cwd: dir, timeoutMs: 120_000 });
}

/** `npm install` in the consumer folder (never in the repo). */
export async function installConsumer(dir: string): Promise<void> {
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir, timeoutMs: 240_000 });
}

export interface Installed {
  resolved?: string;
  integrity?: string;
  version?: string;
}

/** Where each top-level installed package came from, read from the consumer's package-lock.json. */
export function installedPackages(dir: string): Map<string, Installed> {
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as { packages: Record<string, Installed> };
  const out = new Map<string, Installed>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(path)?.[1];
    if (name) out.set(name, entry);
  }
  return out;
}

/** The consumer's own TypeScript, strict, over its sources and (skipLibCheck off) every .d.ts they reach. */
export async function typecheckConsumer(dir: string): Promise<void> {
  await run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: dir, timeoutMs: 120_000 });
}

/** The consumer's own Vite production build, to `dist/`. */
export async function buildConsumer(dir: string): Promise<string> {
  await run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: dir, timeoutMs: 180_000 });
  return join(dir, 'dist');
}
