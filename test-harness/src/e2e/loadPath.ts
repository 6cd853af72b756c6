// What a page pays for when it imports a package entry: esbuild bundles the entry with code
// splitting (as a dapp's bundler would) and the entry's static closure is what loads with the page;
// every other chunk loads on `import()`. The plugins' load-path tests share this.
import { bundlePage } from './bundle';
import { gzipSync } from 'node:zlib';

/** What {@link entryLoadPath} measured. Input paths are as esbuild's metafile names them. */
export interface LoadPath {
  /** Inputs of the chunks that load with the page (the entry and what it imports statically). */
  eager: string[];
  /** Inputs of the chunks that load on `import()`. */
  lazy: string[];
  /** The page's chunks, joined (to look for a string that must not be there). */
  eagerText: string;
  /** The lazy chunks, joined. */
  lazyText: string;
  /** gzip of the page's chunks, summed per file. */
  gzip: number;
}

/**
 * Bundles `entry` with splitting and minification (`source` condition, `external` left out) and
 * splits its output into what loads with the page and what loads later.
 *
 * @example
 * const { eager, eagerText, gzip } = await entryLoadPath({ entry: fileURLToPath(new URL('./index.ts', import.meta.url)) });
 * expect(eagerText).not.toContain('One-time code');
 */
export async function entryLoadPath(options: { entry: string; external?: string[]; outdir?: string }): Promise<LoadPath> {
  const out = await bundlePage({
    entry: options.entry,
    external: options.external ?? ['@latchkey/*', 'react', 'react/*', 'react-dom'],
    define: {},
    minify: true,
  });
  const outputs = out.metafile.outputs;
  // Dynamic-import targets are entry points too: the entry is the one built from `options.entry`.
  const wanted = options.entry.replace(/\\/g, '/');
  const entryKey = Object.keys(outputs).find((k) => outputs[k]!.entryPoint && wanted.endsWith(outputs[k]!.entryPoint!.replace(/^(\.\.\/)+/, '')));
  if (!entryKey) throw new Error(`entryLoadPath: no output for ${options.entry}`);
  const closure = new Set<string>();
  const walk = (key: string) => {
    if (closure.has(key)) return;
    closure.add(key);
    for (const i of outputs[key]!.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(entryKey);
  const fileOf = (key: string) => out.outputFiles.find((f) => f.path.endsWith(key.replace(/^.*\//, '/')));
  const inputsOf = (keys: string[]) => keys.flatMap((k) => Object.keys(outputs[k]!.inputs));
  const eagerKeys = [...closure];
  const lazyKeys = Object.keys(outputs).filter((k) => !closure.has(k) && k.endsWith('.js'));
  const eagerFiles = eagerKeys.map(fileOf);
  if (eagerFiles.some((f) => !f)) throw new Error('entryLoadPath: an output chunk has no file');
  return {
    eager: inputsOf(eagerKeys),
    lazy: inputsOf(lazyKeys),
    eagerText: eagerFiles.map((f) => f!.text).join('\n'),
    lazyText: lazyKeys.map((k) => fileOf(k)?.text ?? '').join('\n'),
    gzip: eagerFiles.reduce((n, f) => n + gzipSync(f!.contents).length, 0),
  };
}
