import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The page pays for the plugin object only: the views, their strings, the API calls and their
// validators are lazy chunks (README "Staying off the page's load").
describe('names on the page', () => {
  it("keeps the page's load path small: no view, view string, API call or validator in the entry's static closure", async () => {
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: '/tmp/latchkey-names-size',
      write: false,
      metafile: true,
      minify: true,
      conditions: ['source'],
      external: ['@latchkey/*', 'react', 'react/*', 'react-dom'],
      jsx: 'automatic',
      logLevel: 'silent',
    });
    const outputs = out.metafile.outputs;
    const entryKey = Object.keys(outputs).find((k) => outputs[k]!.entryPoint)!;
    const closure = new Set<string>();
    const walk = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    walk(entryKey);
    const inputs = [...closure].flatMap((k) => Object.keys(outputs[k]!.inputs)).map((p) => p.replace(/^.*plugins\/names\//, ''));
    expect(inputs.sort()).toEqual(['src/api.ts', 'src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/titles.ts', 'src/rules.ts', 'src/state.ts']);
    const files = out.outputFiles.filter((f) => [...closure].some((k) => f.path.endsWith(k.replace(/^.*\//, ''))));
    expect(files).toHaveLength(closure.size);
    const text = files.map((f) => f.text).join('\n');
    for (const lazyOnly of ['/v1/profile', 'Names you hold', 'signMessage', 'validSuggestions']) expect(text).not.toContain(lazyOnly);
    const lazy = out.outputFiles.filter((f) => !files.includes(f) && f.path.endsWith('.js'));
    expect(lazy.some((f) => f.text.includes('/v1/profile/reverse/'))).toBe(true);
    expect(lazy.some((f) => f.text.includes('Names you hold'))).toBe(true);
    const gzip = files.reduce((n, f) => n + gzipSync(f.contents).length, 0);
    expect(gzip).toBeLessThan(2_500);
  });
});
