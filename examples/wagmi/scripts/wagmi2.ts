// wagmi 2 for the example's wagmi-2 build: installed from the npm registry into
// examples/wagmi/.wagmi2 (git-ignored) the first time a test or build needs it, then reused.
//
// Only `wagmi` and `@wagmi/core` 2 are installed. React, viem and TanStack Query resolve from the
// workspace (the same copies the wagmi-3 build uses), and wagmi 2's `@wagmi/connectors` — the
// MetaMask, Coinbase, Safe and WalletConnect SDKs behind the `wagmi/connectors` subpath, about
// 650 MB — is replaced by a package that throws when imported: the dapp uses only the `latchkey()`
// connector, and the bundler would fail loudly if anything reached for one of those.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const WAGMI_2 = '2.19.5';
export const WAGMI2_DIR = fileURLToPath(new URL('../.wagmi2/', import.meta.url));

/** Installs wagmi 2 once (about 2 s from the registry) and returns its node_modules folder. */
export async function installWagmi2(): Promise<string> {
  const modules = join(WAGMI2_DIR, 'node_modules');
  if (existsSync(join(modules, 'wagmi', 'package.json'))) return modules;
  mkdirSync(join(WAGMI2_DIR, 'unused-connectors'), { recursive: true });
  writeFileSync(join(WAGMI2_DIR, 'unused-connectors', 'package.json'), JSON.stringify({ name: '@wagmi/connectors', version: '0.0.0-unused', private: true, type: 'module', main: 'index.js' }));
  writeFileSync(join(WAGMI2_DIR, 'unused-connectors', 'index.js'), "throw new Error('wagmi/connectors is not installed in this example: the dapp uses only latchkey()');\n");
  writeFileSync(
    join(WAGMI2_DIR, 'package.json'),
    JSON.stringify({ name: 'latchkey-example-wagmi2', private: true, dependencies: { wagmi: WAGMI_2 }, overrides: { '@wagmi/connectors': 'file:./unused-connectors' } }, null, 2),
  );
  await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--no-package-lock', '--ignore-scripts'], { cwd: WAGMI2_DIR, timeout: 180_000 });
  return modules;
}
