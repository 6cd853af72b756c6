// The one esbuild call behind every test page: a plugin's Chromium page, a view page, an inline
// page script, the mock wallets' init scripts and the load-path checks. Nothing is written to disk.
import { build, type Metafile, type OutputFile } from 'esbuild';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BundlePageOptions {
  /** The entry module: a path or a file URL (`new URL('./browser.page.tsx', import.meta.url)`). */
  entry?: string | URL;
  /** Or the entry's source text, resolved from `resolveDir` (a page script written in the test). */
  contents?: string;
  resolveDir?: string;
  /** The entry's output name without `.js` (default: the entry file's own, `browser.page.tsx` → `/browser.page.js`). */
  name?: string;
  /** How `contents` is read; default 'ts'. */
  loader?: 'js' | 'ts' | 'tsx';
  /** 'esm' (default) splits into chunks, the entry named after its file; 'iife' is one classic script. */
  format?: 'esm' | 'iife';
  /** Default `process.env.NODE_ENV` = "production", as a dapp's build has it. */
  define?: Record<string, string>;
  /** Default ['source']: workspace imports resolve to their TypeScript sources. */
  conditions?: string[];
  external?: string[];
  alias?: Record<string, string>;
  minify?: boolean;
  target?: string;
  legalComments?: 'none';
}

export interface PageBundle {
  /** Every output by its served path (`/browser.page.js`, `/chunk-….js`), for `serveStatic({ files })`. */
  files: Record<string, string>;
  /** The entry's output (an 'iife' bundle is only this). */
  text: string;
  outputFiles: OutputFile[];
  /** esbuild's metafile: what each output holds and imports (for load-path checks). */
  metafile: Metafile;
}

const OUTDIR = '/latchkey-page';

/**
 * Bundles a test page for Chromium with the repo's defaults: browser platform, the `source`
 * condition, the automatic JSX runtime, a production `NODE_ENV`, code splitting for 'esm'.
 *
 * @example
 * const { files } = await bundlePage({ entry: new URL('./browser.page.tsx', import.meta.url) });
 * files['/index.html'] = '…<script type="module" src="/browser.page.js"></script>…';
 * const client = (await bundlePage({ contents: "import { x } from './x'; window.x = x;", resolveDir: HERE, format: 'iife' })).text;
 */
export async function bundlePage(options: BundlePageOptions): Promise<PageBundle> {
  const { entry, contents, resolveDir, name, loader = 'ts', format = 'esm', define = { 'process.env.NODE_ENV': '"production"' }, conditions = ['source'], ...rest } = options;
  if ((entry === undefined) === (contents === undefined)) throw new Error('bundlePage: give an entry or contents, not both');
  const file = entry === undefined ? undefined : typeof entry === 'string' ? entry : fileURLToPath(entry);
  const out = await build({
    ...(file ? { entryPoints: name ? { [name]: file } : [file] } : { stdin: { contents: contents!, resolveDir, loader } }),
    bundle: true,
    format,
    platform: 'browser',
    ...(format === 'esm' ? { splitting: true, outdir: OUTDIR } : {}),
    write: false,
    metafile: true,
    conditions,
    jsx: 'automatic',
    define,
    logLevel: 'silent',
    ...rest,
  });
  const files = Object.fromEntries(out.outputFiles.map((f) => [`/${basename(f.path)}`, f.text]));
  const entryName = file ? `/${name ?? basename(file).replace(/\.[cm]?[jt]sx?$/, '')}.js` : undefined;
  const main = format === 'iife' ? out.outputFiles[0] : out.outputFiles.find((f) => `/${basename(f.path)}` === entryName);
  if (!main) throw new Error(`bundlePage: esbuild produced no output for ${file ?? 'the page script'}`);
  return { files, text: main.text, outputFiles: out.outputFiles, metafile: out.metafile };
}
