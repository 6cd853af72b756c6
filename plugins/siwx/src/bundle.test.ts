import { describe, expect, it } from 'vitest';
import { rollup, type OutputChunk } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// A dapp importing the factory pays for the plugin object only: the flow, its view, the message writers, the
// verifiers (viem, ed25519) and the sessions load with the first connection. Built with Rollup,
// as Vite ships a dapp. (esbuild's code splitting links the chunks the lazy code shares with the
// index's re-exports of parseSiweMessage and the others, so an esbuild build of a dapp that
// imports only `siwx` carries them too: README, "Sign-in with any wallet".)
describe('siwx on the page', () => {
  it("keeps the page's load path small: no message grammar, verifier or session code in the factory's static closure", async () => {
    const index = fileURLToPath(new URL('./index.ts', import.meta.url));
    const bundle = await rollup({
      input: 'dapp',
      plugins: [
        { name: 'dapp', resolveId: (id) => (id === 'dapp' ? id : null), load: (id) => (id === 'dapp' ? `import { siwx } from ${JSON.stringify(index)}; window.p = siwx({ required: true });` : null) },
        nodeResolve({ browser: true, exportConditions: ['source', 'import', 'default'], extensions: ['.ts', '.js', '.mjs'] }),
        esbuild({ target: 'es2022', minify: true, jsx: 'automatic' }),
      ],
      external: (id) => id.startsWith('@latchkey/') || id === 'react' || id.startsWith('react/'),
      onwarn: () => undefined,
    });
    const { output } = await bundle.generate({ format: 'es' });
    const chunks = output.filter((c): c is OutputChunk => c.type === 'chunk');
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    const closure = new Set<OutputChunk>();
    const walk = (c: OutputChunk) => {
      if (closure.has(c)) return;
      closure.add(c);
      for (const i of c.imports) if (byName.has(i)) walk(byName.get(i)!);
    };
    walk(chunks.find((c) => c.isEntry)!);
    const modules = [...closure].flatMap((c) => Object.entries(c.modules).filter(([, m]) => m.renderedLength > 0).map(([id]) => id));
    expect(modules.filter((id) => id.includes('node_modules'))).toEqual([]);
    expect(modules.map((id) => id.replace(/^.*plugins\/siwx\//, '')).sort()).toEqual(['dapp', 'src/constants.ts', 'src/index.ts', 'src/locale/load.generated.ts', 'src/locale/titles.ts']);
    const gzip = [...closure].reduce((n, c) => n + gzipSync(c.code).length, 0);
    expect(gzip).toBeLessThan(1_500);
    // The lazy chunks hold the grammar and the verifiers.
    const lazy = chunks.filter((c) => !closure.has(c)).map((c) => c.code).join('\n');
    expect(lazy).toContain('wants you to sign in with your');
    // The sign-in flow and its view (with its strings) load with the first connection, not the page.
    const eager = [...closure].map((c) => c.code).join('\n');
    for (const lazyOnly of ['SIWX_AUTH_SUCCESS', 'SIWX_INIT_FAILED', 'Sign the message in your wallet']) {
      expect(eager).not.toContain(lazyOnly);
      expect(lazy).toContain(lazyOnly);
    }
  }, 60_000);
});
