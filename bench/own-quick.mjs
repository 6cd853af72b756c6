// Quick, browser-free estimate of Latchkey's own code on load: builds bench/apps/<app>/main.tsx
// from the sources (condition "source") with every non-@latchkey import external, and reports the
// gzip of the entry's static closure and its biggest modules. `npm run bench` stays the measure.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { buildApp, staticClosure, entryKey, onlyLatchkey, outputsByUrl } from './lib/build.mjs';
import { compress } from './lib/browser.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = process.argv[2] ?? 'latchkey';
for (const conditions of [undefined, ['source']]) {
  const built = await buildApp({ entry: join(ROOT, 'bench/apps', app, 'main.tsx'), resolveDir: ROOT, outdir: join(process.env.OWN_QUICK_OUT ?? '/tmp/own-quick', app, conditions ? 'src' : 'dist'), plugins: [onlyLatchkey], conditions });
  const keys = staticClosure(built.metafile, entryKey(built.metafile));
  let gz = 0, raw = 0;
  for (const [url, key] of outputsByUrl(built)) if (keys.has(key)) { const c = compress(readFileSync(join(built.outdir, url))); gz += c.gzip; raw += c.raw; }
  console.log(`${conditions ? 'source' : 'dist  '}: static closure ${raw} B raw, ${gz} B gzip`);
  if (conditions) {
    const mods = new Map();
    for (const key of keys) for (const [m, { bytesInOutput }] of Object.entries(built.metafile.outputs[key].inputs)) mods.set(m, (mods.get(m) ?? 0) + bytesInOutput);
    for (const [m, b] of [...mods].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40))) console.log(String(b).padStart(7), m);
  }
}
