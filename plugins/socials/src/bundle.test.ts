import { describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

// The page pays for the plugin object only: its views, their strings, the QR encoder and the
// sign-in steps are lazy chunks that load with the Connect view (README "Staying off the page's load").
describe('socials on the page', () => {
  it("keeps the page's load path small: no view, step, QR encoder or view string in the entry's static closure", async () => {
    const out = await build({
      entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: '/tmp/latchkey-socials-size',
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
    const inputs = [...closure].flatMap((k) => Object.keys(outputs[k]!.inputs)).map((p) => p.replace(/^.*plugins\/socials\//, ''));
    expect(inputs.sort()).toEqual(['src/constants.ts', 'src/errors.ts', 'src/index.ts', 'src/locale/titles.ts', 'src/origin.ts', 'src/providers.ts']);
    const files = out.outputFiles.filter((f) => [...closure].some((k) => f.path.endsWith(k.replace(/^.*\//, ''))));
    expect(files).toHaveLength(closure.size);
    const text = files.map((f) => f.text).join('\n');
    expect(text).not.toContain('Continue in the popup');
    expect(text).not.toContain('CONNECT_SOCIAL');
    expect(text).not.toContain('GET_SOCIAL_REDIRECT_URI');
    // The lazy chunks: the views with their strings and the QR encoder, and the steps.
    const lazy = out.outputFiles.filter((f) => !files.includes(f) && f.path.endsWith('.js'));
    expect(lazy.some((f) => f.text.includes('CONNECT_SOCIAL'))).toBe(true);
    expect(lazy.some((f) => f.text.includes('Continue in the popup'))).toBe(true);
    const gzip = files.reduce((n, f) => n + gzipSync(f.contents).length, 0);
    expect(gzip).toBeLessThan(3_200);
  });
});
