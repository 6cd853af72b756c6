import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The page pays for the plugin object only: its views, their strings and the frame steps are lazy
// chunks that load with the Connect view (README "Staying off the page's load").
describe('email on the page', () => {
  it("keeps the page's load path small: no view, step or view string in the entry's static closure", async () => {
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: '/tmp/latchkey-email-size',
      write: false,
      metafile: true,
      minify: true,
      conditions: ['source'],
      external: ['@latchkey/*', 'react', 'react/*', 'react-dom'],
      jsx: 'automatic',
      logLevel: 'silent',
    });
    // The entry and the chunks it imports statically: what the page loads.
    const outputs = out.metafile.outputs;
    const entryKey = Object.keys(outputs).find((k) => outputs[k]!.entryPoint)!;
    const closure = new Set<string>();
    const walk = (key: string) => {
      if (closure.has(key)) return;
      closure.add(key);
      for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
    };
    walk(entryKey);
    const inputs = [...closure].flatMap((k) => Object.keys(outputs[k]!.inputs)).map((p) => p.replace(/^.*plugins\/email\//, ''));
    expect(inputs.sort()).toEqual(['src/constants.ts', 'src/cooldown.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/titles.ts']);
    const files = out.outputFiles.filter((f) => [...closure].some((k) => f.path.endsWith(k.replace(/^.*\//, ''))));
    expect(files).toHaveLength(closure.size);
    const text = files.map((f) => f.text).join('\n');
    expect(text).not.toContain('One-time code');
    expect(text).not.toContain('CONNECT_EMAIL');
    const gzip = files.reduce((n, f) => n + gzipSync(f.contents).length, 0);
    expect(gzip).toBeLessThan(2_500);
  });
});
