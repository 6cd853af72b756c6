// Bundles the example with esbuild (`source` condition, code splitting: the kit's lazy chunks stay
// lazy, as a dapp's bundler keeps them).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The page's files by path: `/main.js` and its chunks. */
export async function bundleExample(): Promise<Record<string, string>> {
  const out = await build({
    entryPoints: { main: fileURLToPath(new URL('../src/main.tsx', import.meta.url)) },
    bundle: true,
    format: 'esm',
    splitting: true,
    outdir: '/latchkey-solana-adapter-example',
    write: false,
    // `module` as Vite and webpack resolve it: the WalletConnect SDK's ESM build (its `default` is CommonJS).
    conditions: ['source', 'module'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return Object.fromEntries(out.outputFiles.map((f) => [`/${f.path.split('/').pop()}`, f.text]));
}
