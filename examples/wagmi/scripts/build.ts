// Bundles the example with esbuild for one wagmi major: 3 is the workspace's wagmi; 2 aliases
// `wagmi` and `@wagmi/core` (the connector's import too) to wagmi 2 (./wagmi2.ts).
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installWagmi2 } from './wagmi2';

/** The page's files by path: `/main.js` and its chunks. */
export async function bundleExample(major: 2 | 3): Promise<Record<string, string>> {
  const alias: Record<string, string> = {};
  if (major === 2) {
    const modules = await installWagmi2();
    alias.wagmi = join(modules, 'wagmi');
    alias['@wagmi/core'] = join(modules, '@wagmi', 'core');
  }
  const out = await build({
    entryPoints: { main: fileURLToPath(new URL('../src/main.tsx', import.meta.url)) },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: '/latchkey-wagmi-example',
    write: false,
    conditions: ['source'],
    jsx: 'automatic',
    alias,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return Object.fromEntries(out.outputFiles.map((f) => [`/${f.path.split('/').pop()}`, f.text]));
}
