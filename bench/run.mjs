// `npm run bench` (after `npm run size`): builds the same minimal dapp — a connect button that opens
// the kit's modal — with Latchkey, Reown AppKit, RainbowKit, ConnectKit and a React + viem baseline,
// with one esbuild configuration (lib/build.mjs), loads each in headless Chromium with everything
// but 127.0.0.1 blocked, and reports the JavaScript fetched on load and after the click (raw, gzip
// level 9, brotli) and click → visible dialog (median of fresh page loads). Latchkey runs twice:
// the evm() dapp and a multichain() dapp (EVM + Solana), where it also checks that no Solana SDK
// byte is fetched on load, on idle or when the modal opens. In both Latchkey apps it also picks
// WalletConnect against the harness's relay double (started here on 127.0.0.1, passed as
// `?relay=`): no WalletConnect byte may be fetched on load, and it weighs what picking it fetches and
// times pick → visible QR code. Then it checks Latchkey's budgets (kits.mjs) and writes
// bench/results/bench.json (git-ignored).
//
// Latchkey is bundled from the packages' built dist/ (`npm run build`, which `npm run size` runs),
// the way a dapp gets it from npm. The other kits are installed from npm into bench/.kits/<kit>/.
//
// Options: --only=latchkey,appkit  --runs=20  --wc-runs=10 (pick → QR; default min(runs, 10))  --reinstall
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@latchkey/test-harness/e2e/static-server';
import { startRelay } from '@latchkey/test-harness/relay/index';
import { BUDGETS, CHAIN_GROUPS, CHAIN_SDKS, KITS, SOLANA_SDK, WALLET_STANDARD, WALLETCONNECT_PACKAGE, WALLETCONNECT_SOURCE } from './kits.mjs';
import { installKit, installedVersions } from './lib/install.mjs';
import { attribute, buildApp, entryKey, onlyLatchkey, outputsByUrl, ownerOf, sourceShare, staticClosure } from './lib/build.mjs';
import { compress, launch, loadAndClick, loadAndPickWalletConnect } from './lib/browser.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KITS_DIR = join(ROOT, 'bench/.kits');
const RESULTS_DIR = join(ROOT, 'bench/results');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const RUNS = Math.max(1, Number(args.runs ?? 20));
/** Fresh page loads for pick WalletConnect → QR (each opens the modal first, then loads the SDK). */
const WC_RUNS = Math.max(1, Number(args['wc-runs'] ?? Math.min(RUNS, 10)));
/** The harness's WalletConnect relay double, started in main() when a Latchkey app is benched. */
let relay = null;
const only = typeof args.only === 'string' ? new Set(args.only.split(',')) : null;
const kits = KITS.filter((k) => !only || only.has(k.name));

const kb = (n) => (n === null || n === undefined ? '—' : `${(n / 1000).toFixed(1)} kB`);
const ms = (n) => (n === null || n === undefined ? '—' : `${n.toFixed(1)} ms`);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sum = (files, field) => files.reduce((n, f) => n + f[field], 0);
const totals = (files) => ({ files: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') });
const firstLine = (error) => String(error?.message ?? error).split('\n')[0].slice(0, 160);
const version = (pkg, from = ROOT) => {
  try {
    return JSON.parse(readFileSync(join(from, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
};

function machine(chromiumVersion) {
  let distro = null;
  try {
    distro = /PRETTY_NAME="?([^"\n]+)/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? null;
  } catch {
    /* not Linux */
  }
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    /* not a clone */
  }
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    distro,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGB: Math.round(os.totalmem() / 1e9),
    node: process.version,
    chromium: chromiumVersion,
    esbuild: version('esbuild'),
    playwrightCore: version('playwright-core'),
    latchkeyCommit: commit,
  };
}

/** "remote-Bng023lf.js" / "remote.ts" → "remote": a rollup chunk's name without its hash. */
const stem = (p) => p.split('/').pop().replace(/\.[cm]?[jt]sx?$/, '').replace(/-[A-Za-z0-9_]{8}$/, '');

/** The output keys a page loads: the entry's static imports, plus the lazy chunks (and their static imports) whose entry point `wanted` accepts. */
function loadedKeys(metafile, wanted) {
  const keys = new Set(staticClosure(metafile, entryKey(metafile)));
  for (const [key, o] of Object.entries(metafile.outputs)) if (o.entryPoint && wanted(o.entryPoint)) for (const k of staticClosure(metafile, key)) keys.add(k);
  return keys;
}

/**
 * Latchkey's own code on load, measured by a second build of the same app that leaves every
 * non-@latchkey import external: the entry's static imports plus the lazy chunks the full build
 * fetched on load (e.g. the kernel's remote-config chunk), not the modal. A third build from the
 * TypeScript sources (condition "source") names the source modules, which dist's chunks hide.
 */
async function latchkeyOwnCode(kit, lazyOnLoad) {
  const entry = join(ROOT, 'bench/apps', kit.name, 'main.tsx');
  const built = await buildApp({ entry, resolveDir: ROOT, outdir: join(KITS_DIR, `${kit.name}-own/www`), plugins: [onlyLatchkey] });
  const keys = loadedKeys(built.metafile, (ep) => lazyOnLoad.has(ep));
  const files = [...outputsByUrl(built)].filter(([, key]) => keys.has(key)).map(([url]) => ({ path: url, ...compress(readFileSync(join(built.outdir, url))) }));
  const attr = attribute(built.metafile, keys);
  const app = attr.owners.find(([o]) => o === 'app')?.[1] ?? 0;
  const external = [...new Set(Object.values(built.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)))].sort();

  let sources = null;
  try {
    const src = await buildApp({ entry, resolveDir: ROOT, outdir: join(KITS_DIR, `${kit.name}-src/www`), plugins: [onlyLatchkey], conditions: ['source'] });
    const stems = new Set([...lazyOnLoad].map((ep) => `${ownerOf(ep)}:${stem(ep)}`));
    const srcLoad = loadedKeys(src.metafile, (ep) => stems.has(`${ownerOf(ep)}:${stem(ep)}`));
    const modalRoots = Object.entries(src.metafile.outputs).filter(([, o]) => o.entryPoint && /react\/src\/modal\/Modal\.tsx$/.test(o.entryPoint)).map(([k]) => k);
    const srcModal = new Set(modalRoots.flatMap((k) => [...staticClosure(src.metafile, k)]).filter((k) => !srcLoad.has(k)));
    sources = { load: topModules(src.metafile, srcLoad, 15), modal: topModules(src.metafile, srcModal, 15) };
  } catch (error) {
    sources = { error: firstLine(error) };
  }
  return { ...totals(files), appBytesIncluded: app, external, sources };
}

/**
 * esbuild: a kit's app resolves only inside its own folder. A package its install does not have
 * (an optional peer such as React Native's storage, required inside a try) stays unresolved, as it
 * would in that kit's own project, instead of being picked up from the monorepo's node_modules.
 */
function confine(dir) {
  return {
    name: 'confine',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.confined) return undefined;
        const r = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { confined: true } });
        if (r.errors.length || !r.path || r.external || resolve(r.path).startsWith(dir)) return r.errors.length ? { errors: r.errors } : { path: r.path, external: r.external, namespace: r.namespace, sideEffects: r.sideEffects };
        return { path: args.path, external: true };
      });
    },
  };
}

/** esbuild: each named package resolved from the given folder, so the app has one copy of it. */
function dedupe(from) {
  const names = Object.keys(from);
  return {
    name: 'dedupe',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${names.map((n) => n.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&')).join('|')})$`) }, async (args) => {
        if (args.pluginData?.deduped) return undefined;
        const r = await build.resolve(args.path, { kind: args.kind, resolveDir: join(ROOT, from[args.path]), pluginData: { deduped: true } });
        return r.errors.length ? { errors: r.errors } : { path: r.path, external: r.external, namespace: r.namespace, sideEffects: r.sideEffects };
      });
    },
  };
}

async function measureKit(browser, kit, log) {
  const result = { name: kit.name, label: kit.label, status: 'ok', stage: null, error: null };
  const fail = (stage, error) => Object.assign(result, { status: 'failed', stage, error: String(error?.message ?? error).slice(0, 2000) });
  let resolveDir = ROOT;
  if (kit.install) {
    try {
      const t = Date.now();
      const { dir, skipped } = await installKit(KITS_DIR, kit.name, kit.install, { log, force: Boolean(args.reinstall) });
      resolveDir = dir;
      log(`  ${skipped ? 'already installed' : `installed in ${((Date.now() - t) / 1000).toFixed(0)} s`}`);
    } catch (error) {
      return fail('install', error);
    }
  }
  result.versions = installedVersions(resolveDir, kit.packages);
  let built;
  try {
    if (kit.latchkey && !existsSync(join(ROOT, 'react/dist/index.js'))) throw new Error('Latchkey is not built: run `npm run build` (or `npm run bench`, which builds first)');
    built = await buildApp({ entry: join(ROOT, 'bench/apps', kit.name, 'main.tsx'), resolveDir, outdir: join(KITS_DIR, kit.name, 'www'), plugins: kit.dedupe ? [dedupe(kit.dedupe)] : kit.install ? [confine(resolveDir)] : [] });
    // A kit's app must resolve only inside its own folder, never fall back to the monorepo's packages.
    if (kit.install) {
      const leaked = Object.keys(built.metafile.inputs).filter((i) => resolve(resolveDir, i).startsWith(ROOT) && !resolve(resolveDir, i).startsWith(resolveDir));
      if (leaked.length) throw new Error(`resolved outside ${resolveDir}: ${leaked.slice(0, 3).join(', ')}`);
    }
  } catch (error) {
    return fail('build', error);
  }
  const byUrl = outputsByUrl(built);
  const closure = staticClosure(built.metafile, entryKey(built.metafile));
  result.build = { outputs: byUrl.size, staticChunks: closure.size, warnings: built.warnings };
  result.outdir = built.outdir;
  result.resolveDir = resolveDir;

  const server = await serveStatic({ root: built.outdir });
  try {
    const samples = [];
    const runErrors = [];
    for (let i = 0; i < RUNS; i++) {
      let run;
      try {
        run = await loadAndClick(browser, `${server.url}/`, kit, { collect: i === 0 });
      } catch (error) {
        runErrors.push(firstLine(error));
        if (i === 0) return fail('browser', error);
        continue;
      }
      if (run.clickMs !== null) samples.push(run.clickMs);
      if (i === 0) {
        const files = run.files.map((f) => ({ ...f, key: byUrl.get(f.path) ?? null, static: closure.has(byUrl.get(f.path)) }));
        const at = (...phases) => files.filter((f) => phases.includes(f.phase));
        result.files = files;
        result.load = totals(at('load', 'idle'));
        result.loadEvent = totals(at('load'));
        result.idle = totals(at('idle'));
        result.click = totals(at('click'));
        result.lazy = totals(files.filter((f) => !f.static));
        result.blocked = run.blocked;
        result.pageErrors = [...new Set(run.errors)].slice(0, 10);
        result.idleWait = run.idle;
        result.shownBy = run.shownBy;
        result.metafile = built.metafile;
      }
      if (run.clickMs === null) runErrors.push(run.errors.find((e) => e.startsWith('dialog never')) ?? 'no dialog');
    }
    result.clickToDialog = { runs: RUNS, measured: samples.length, median: median(samples), min: samples.length ? Math.min(...samples) : null, max: samples.length ? Math.max(...samples) : null, samples: samples.map((s) => Math.round(s * 10) / 10) };
    if (runErrors.length) result.runErrors = [...new Set(runErrors)];
    if (!samples.length) fail('dialog', `the dialog never became visible (${result.runErrors?.[0] ?? ''})`);
    if (kit.walletConnect && result.status === 'ok') {
      try {
        result.walletConnect = relay ? await measureWalletConnectPick(browser, kit, server, built, byUrl, closure) : { error: 'no relay double (it did not start)' };
      } catch (error) {
        result.walletConnect = { error: firstLine(error) };
      }
    }
  } finally {
    await server.close();
  }
  return result;
}

/**
 * Picks WalletConnect in a Latchkey app, in fresh page loads with `?relay=<the relay double>`: a first
 * one records every JS file fetched from the pick until the QR is shown and the network idle (by file
 * and by package), then WC_RUNS more time pick → visible QR code (median, min, max). The first is
 * not timed with them: reading a 500 kB response body through DevTools delays that page's QR by
 * about a second.
 */
async function measureWalletConnectPick(browser, kit, server, built, byUrl, closure) {
  const meta = built.metafile;
  const samples = [];
  const jsSamples = [];
  const runErrors = [];
  let first = null;
  let relayRequests = null;
  let collectingRunMs = null;
  for (let i = 0; i <= WC_RUNS; i++) {
    const before = i === 0 ? relay.stats.requests : null;
    let run;
    try {
      run = await loadAndPickWalletConnect(browser, `${server.url}/`, relay.url, kit, { collect: i === 0 });
    } catch (error) {
      runErrors.push(firstLine(error));
      if (i === 0) break;
      continue;
    }
    if (i === 0) {
      first = run;
      const after = relay.stats.requests;
      relayRequests = Object.fromEntries(Object.keys(after).map((m) => [m, after[m] - (before[m] ?? 0)]).filter(([, n]) => n > 0));
      collectingRunMs = run.pickMs;
      // No QR in the first page: the others would each wait out the timeout too.
      if (run.pickMs === null) {
        runErrors.push(run.failure ?? 'no QR code');
        break;
      }
      continue;
    }
    if (run.pickMs !== null) samples.push(run.pickMs);
    if (run.pickMs !== null && run.pickJsMs !== null) jsSamples.push(run.pickJsMs);
    if (run.pickMs === null) runErrors.push(run.failure ?? 'no QR code');
  }
  const out = {
    relay: relay.url,
    pickToQr: { runs: WC_RUNS, measured: samples.length, median: median(samples), min: samples.length ? Math.min(...samples) : null, max: samples.length ? Math.max(...samples) : null, samples: samples.map((s) => Math.round(s * 10) / 10) },
    // Of which: from the click until the last script fetched after it had arrived (localhost, no throttling).
    pickToScripts: { median: median(jsSamples), samples: jsSamples.map((s) => Math.round(s * 10) / 10) },
    // The first page load, which read the files' bodies (not among the samples).
    collectingRunMs: collectingRunMs === null ? null : Math.round(collectingRunMs * 10) / 10,
  };
  if (runErrors.length) out.runErrors = [...new Set(runErrors)];
  if (!first) return { ...out, error: out.runErrors?.[0] ?? 'no run completed' };
  if (!samples.length) out.error = `the QR code was never shown: ${out.runErrors?.[0] ?? ''}`;
  const files = first.files
    .filter((f) => f.phase === 'pick')
    .map((f) => {
      const key = byUrl.get(f.path) ?? null;
      return { ...f, key, static: closure.has(key), entryPoint: key ? (meta.outputs[key]?.entryPoint ?? null) : null, walletConnectBytes: key ? walletConnectBytesOf(meta, key, built.resolveDir) : null };
    });
  const keys = files.filter((f) => f.key).map((f) => f.key);
  return {
    ...out,
    pick: totals(files),
    files: files.map(({ key: _k, ...f }) => f),
    // A fetched file the metafile cannot name is counted in the totals but cannot be attributed.
    unattributed: files.filter((f) => !f.key).map((f) => f.path),
    modules: topModules(meta, keys, 15),
    sockets: first.sockets,
    blocked: first.blocked,
    relayRequests,
    pageErrors: [...new Set(first.errors)].slice(0, 10),
    idleWait: first.idle,
    shownBy: first.pickShownBy,
  };
}

/**
 * A Latchkey app's split of what it fetched: the modal chunk(s) (what the Modal dynamic import
 * loads beyond the entry's static imports, plus any lazy chunk fetched after the click) and the
 * rest of the load; its own code measured three ways; the biggest modules.
 */
async function latchkeyDetails(r, base) {
  const meta = r.metafile;
  const mainClosure = staticClosure(meta, entryKey(meta));
  const modalRoots = Object.entries(meta.outputs)
    .filter(([, o]) => o.entryPoint && ownerOf(o.entryPoint) === 'latchkey:react' && /(^|\/)Modal[-.][^/]*$/.test(o.entryPoint))
    .map(([k]) => k);
  const modalKeys = new Set(modalRoots.flatMap((k) => [...staticClosure(meta, k)]).filter((k) => !mainClosure.has(k)));
  const isModal = (f) => (f.key && modalKeys.has(f.key)) || (!f.static && f.phase === 'click') || (!modalRoots.length && !f.static && f.phase !== 'load');
  const modalFiles = r.files.filter(isModal);
  const loadFiles = r.files.filter((f) => f.phase !== 'click' && !isModal(f));
  const loadKeys = loadFiles.filter((f) => f.key).map((f) => f.key);
  const modalKeysFetched = modalFiles.filter((f) => f.key).map((f) => f.key);
  const loadAttr = attribute(meta, loadKeys);
  const ownBytes = loadAttr.owners.filter(([o]) => o.startsWith('latchkey:')).reduce((n, [, b]) => n + b, 0);
  const staticLoad = totals(loadFiles);
  const lazyOnLoad = new Set(loadFiles.filter((f) => !f.static && f.key).map((f) => meta.outputs[f.key]?.entryPoint).filter(Boolean));
  let own = null;
  try {
    own = await latchkeyOwnCode(KITS.find((k) => k.name === r.name), lazyOnLoad);
  } catch (error) {
    own = { error: firstLine(error) };
  }
  return {
    // What the browser fetched before any interaction, split into the entry's static imports and
    // lazy chunks (the modal) that KitProvider prefetches when the browser is idle.
    loadWithoutModal: staticLoad,
    modalPrefetchedOnIdle: totals(modalFiles.filter((f) => f.phase !== 'click')),
    modal: totals(modalFiles),
    modalChunks: modalFiles.map((f) => ({ path: f.path, phase: f.phase, raw: f.raw, gzip: f.gzip, brotli: f.brotli, entryPoint: meta.outputs[f.key]?.entryPoint ?? null })),
    own: {
      // Method 1 (reported against the budget): a second build of the same app with every
      // non-@latchkey import left external; the gzip of the chunks fetched on load (not the modal).
      separateBuild: own,
      // Method 2 (cross-check): esbuild's metafile bytesInOutput of kernel/, react/, plugins/,
      // presets/ in the load chunks, with gzip estimated in proportion to the chunks' gzip.
      metafile: { bytes: ownBytes, ofBytes: loadAttr.total, gzipEstimate: loadAttr.total ? Math.round((ownBytes / loadAttr.total) * staticLoad.gzip) : null },
      // Method 3 (context): Latchkey's load minus the React + viem baseline's load (Latchkey with
      // its own dependencies — zustand, immer, mitt… — minus viem's public client).
      overBaseline: base?.load ? { gzip: r.load.gzip - base.load.gzip, brotli: r.load.brotli - base.load.brotli, raw: r.load.raw - base.load.raw } : null,
    },
    loadModules: topModules(meta, loadKeys),
    modalModules: topModules(meta, modalKeysFetched),
  };
}

const PHASE_NAMES = { load: 'before the load event', idle: 'after it, before the click (the modal prefetched on idle)', click: 'when the modal opens (after the click)' };

/**
 * Where the Solana SDK is in a build and whether the page fetched any of it: for every file the
 * browser fetched, the minified bytes the metafile attributes to SDK packages, by phase; and every
 * output chunk holding SDK code, with its gzip, whether it loads with the page, and the chunks that
 * import() it.
 */
function solanaSdk(r) {
  const meta = r.metafile;
  const bytesOf = (key, test) => Object.entries(meta.outputs[key]?.inputs ?? {}).reduce((n, [input, { bytesInOutput }]) => n + (test(ownerOf(input)) ? bytesInOutput : 0), 0);
  const byPhase = {};
  for (const phase of ['load', 'idle', 'click']) {
    const files = r.files.filter((f) => f.phase === phase);
    const hits = files.filter((f) => f.key && bytesOf(f.key, SOLANA_SDK) > 0);
    byPhase[phase] = {
      files: hits.map((f) => f.path),
      bytes: files.reduce((n, f) => n + (f.key ? bytesOf(f.key, SOLANA_SDK) : 0), 0),
      walletStandardBytes: files.reduce((n, f) => n + (f.key ? bytesOf(f.key, WALLET_STANDARD) : 0), 0),
      // A fetched file the metafile cannot name would hide SDK bytes: counted, so it shows.
      unattributed: files.filter((f) => !f.key).map((f) => f.path),
    };
  }
  const closure = staticClosure(meta, entryKey(meta));
  const byKey = new Map([...outputsByUrl({ metafile: meta, outdir: r.outdir, resolveDir: r.resolveDir })].map(([url, key]) => [key, url]));
  const chunks = Object.keys(meta.outputs)
    .filter((key) => key.endsWith('.js') && bytesOf(key, SOLANA_SDK) > 0)
    .map((key) => {
      // The importing chunk's modules of the package whose import() this is (a chunk may hold several).
      const owner = meta.outputs[key].entryPoint ? ownerOf(meta.outputs[key].entryPoint) : null;
      const importers = (k) => {
        const inputs = Object.keys(meta.outputs[k]?.inputs ?? {});
        const own = inputs.filter((i) => owner && ownerOf(i) === owner);
        return (own.length ? own : inputs.filter((i) => ownerOf(i).startsWith('latchkey:'))).map((i) => i.replace(/^(\.\.\/)+/, ''));
      };
      const reachedBy = Object.entries(meta.outputs)
        .filter(([, o]) => o.imports.some((i) => i.path === key && i.kind === 'dynamic-import'))
        .map(([k]) => importers(k).join(' + ') || byKey.get(k) || k);
      const staticallyFrom = Object.entries(meta.outputs)
        .filter(([, o]) => o.imports.some((i) => i.path === key && i.kind === 'import-statement'))
        .map(([k]) => meta.outputs[k].entryPoint ?? byKey.get(k) ?? k);
      return {
        path: byKey.get(key) ?? key,
        entryPoint: meta.outputs[key].entryPoint ?? null,
        sdkBytes: bytesOf(key, SOLANA_SDK),
        gzip: compress(readFileSync(join(r.resolveDir, key))).gzip,
        static: closure.has(key),
        reachedBy: [...reachedBy, ...staticallyFrom.map((e) => `(static) ${e}`)],
      };
    });
  const fetchedBytes = ['load', 'idle', 'click'].reduce((n, phase) => n + byPhase[phase].bytes, 0);
  const unattributed = ['load', 'idle', 'click'].flatMap((phase) => byPhase[phase].unattributed);
  // A JS file fetched that the metafile does not know cannot be proven free of the SDK.
  return { fetchedBytes: unattributed.length ? null : fetchedBytes, unattributed, byPhase, chunks };
}

/**
 * Each chain of the multichain app: its SDK's minified bytes in the files fetched on load (load +
 * idle, must be 0), its plugin's own bytes there (the wallet listing), and its lazy chunks — the
 * output chunks outside the page's static closure whose biggest owner is the chain's plugin or
 * SDK — with their gzip.
 */
function chainFootprint(r) {
  const meta = r.metafile;
  const bytesOf = (key, test) => Object.entries(meta.outputs[key]?.inputs ?? {}).reduce((n, [input, { bytesInOutput }]) => n + (test(ownerOf(input)) ? bytesInOutput : 0), 0);
  const onLoad = r.files.filter((f) => f.phase !== 'click' && f.key);
  const closure = staticClosure(meta, entryKey(meta));
  const dominant = (key) => {
    const by = new Map();
    for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[key]?.inputs ?? {})) by.set(ownerOf(input), (by.get(ownerOf(input)) ?? 0) + bytesInOutput);
    return [...by.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  };
  const out = {};
  for (const [chain, test] of Object.entries(CHAIN_GROUPS)) {
    const sdk = CHAIN_SDKS[chain];
    const lazy = Object.keys(meta.outputs).filter((key) => key.endsWith('.js') && !closure.has(key) && test(dominant(key)));
    out[chain] = {
      sdkOnLoadBytes: sdk ? onLoad.reduce((n, f) => n + bytesOf(f.key, sdk), 0) : 0,
      pluginOnLoadBytes: onLoad.reduce((n, f) => n + bytesOf(f.key, (o) => o === `latchkey:plugins/${chain === 'bitcoin' ? 'bip122' : chain}`), 0),
      lazy: { files: lazy.length, gzip: lazy.reduce((n, key) => n + compress(readFileSync(join(r.resolveDir, key))).gzip, 0) },
    };
  }
  return out;
}

/**
 * The minified bytes of output `key` that are WalletConnect's (kits.mjs WALLETCONNECT_*): inputs of
 * @walletconnect/* and uqr, and of the plugin's src/wc/ modules, which in a dist build sit in the
 * plugin's rollup chunks and are found through those chunks' source maps.
 */
function walletConnectBytesOf(meta, key, resolveDir) {
  let n = 0;
  for (const [input, { bytesInOutput }] of Object.entries(meta.outputs[key]?.inputs ?? {})) {
    if (!bytesInOutput) continue;
    const owner = ownerOf(input);
    if (WALLETCONNECT_PACKAGE(owner) || WALLETCONNECT_SOURCE.test(input.split('\\').join('/'))) n += bytesInOutput;
    else if (owner === 'latchkey:plugins/walletconnect') {
      const s = sourceShare(resolveDir, input, (src) => WALLETCONNECT_SOURCE.test(src));
      // No source map: the whole chunk counts (it cannot be shown free of the connector).
      n += s ? Math.round(s.share * bytesInOutput) : bytesInOutput;
    }
  }
  return n;
}

/**
 * Whether a Latchkey page fetched any WalletConnect code before WalletConnect was picked: for every
 * JS file the browser fetched, by phase, the bytes walletConnectBytesOf attributes to it; and where
 * WalletConnect's code is in the build (every chunk holding some, with its gzip and whether it loads
 * with the page).
 */
function walletConnectLoad(r) {
  const meta = r.metafile;
  const byPhase = {};
  for (const phase of ['load', 'idle', 'click']) {
    const files = r.files.filter((f) => f.phase === phase);
    const bytes = files.map((f) => [f, f.key ? walletConnectBytesOf(meta, f.key, r.resolveDir) : 0]);
    byPhase[phase] = {
      files: bytes.filter(([, n]) => n > 0).map(([f]) => f.path),
      bytes: bytes.reduce((n, [, b]) => n + b, 0),
      unattributed: files.filter((f) => !f.key).map((f) => f.path),
    };
  }
  const closure = staticClosure(meta, entryKey(meta));
  const byKey = new Map([...outputsByUrl({ metafile: meta, outdir: r.outdir, resolveDir: r.resolveDir })].map(([url, key]) => [key, url]));
  const chunks = Object.keys(meta.outputs)
    .filter((key) => key.endsWith('.js'))
    .map((key) => ({ key, bytes: walletConnectBytesOf(meta, key, r.resolveDir) }))
    .filter((c) => c.bytes > 0)
    .map(({ key, bytes }) => ({ path: byKey.get(key) ?? key, entryPoint: meta.outputs[key].entryPoint ?? null, walletConnectBytes: bytes, gzip: compress(readFileSync(join(r.resolveDir, key))).gzip, static: closure.has(key) }));
  const onLoad = ['load', 'idle'];
  const unattributed = onLoad.flatMap((phase) => byPhase[phase].unattributed);
  return { fetchedOnLoadBytes: unattributed.length ? null : onLoad.reduce((n, p) => n + byPhase[p].bytes, 0), unattributed, byPhase, chunks };
}

/** Names the biggest modules in a set of chunks. */
function topModules(metafile, keys, n = 12) {
  const attr = attribute(metafile, keys);
  const short = (p) => p.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return {
    totalBytesInOutput: attr.total,
    owners: attr.owners.slice(0, n).map(([owner, bytes]) => ({ owner, bytes })),
    modules: attr.modules.slice(0, n).map(([input, bytes]) => ({ module: short(input), owner: ownerOf(input), bytes })),
  };
}

function printTable(results) {
  const head = ['kit', 'JS on load raw', 'gzip', 'brotli', 'files', 'after click gzip', 'brotli', 'files', 'click→dialog median', 'min–max', 'blocked'];
  const rows = results.map((r) =>
    r.status !== 'ok' && !r.load
      ? [r.label, `FAILED at ${r.stage}: ${firstLine(r.error)}`]
      : [
          r.status === 'ok' ? r.label : `${r.label} (FAILED at ${r.stage})`,
          kb(r.load.raw),
          kb(r.load.gzip),
          kb(r.load.brotli),
          String(r.load.files),
          kb(r.click.gzip),
          kb(r.click.brotli),
          String(r.click.files),
          ms(r.clickToDialog?.median),
          r.clickToDialog?.min != null ? `${r.clickToDialog.min.toFixed(0)}–${r.clickToDialog.max.toFixed(0)} ms (${r.clickToDialog.measured}/${r.clickToDialog.runs})` : '—',
          String(r.blocked?.length ?? 0),
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row.length === head.length ? (row[i] ?? '').length : i === 0 ? row[0].length : 0))));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const row of rows) console.log(row.length === head.length ? line(row) : `${row[0].padEnd(widths[0])}  ${row[1]}`);
}

function printWalletConnectTable(rows) {
  const head = ['app', 'WC on load', 'picked: raw', 'gzip', 'brotli', 'files', 'pick→QR median', 'min–max', 'relay WS', 'blocked after pick'];
  const cells = rows.map(({ label, load, pick }) => {
    const t = pick?.pickToQr;
    const onLoad = load.fetchedOnLoadBytes === null ? 'unknown' : `${load.fetchedOnLoadBytes} B`;
    if (!pick?.pick) return [label, onLoad, `FAILED: ${firstLine(pick?.error ?? 'not measured')}`];
    return [label, onLoad, kb(pick.pick.raw), kb(pick.pick.gzip), kb(pick.pick.brotli), String(pick.pick.files), ms(t.median), t.min != null ? `${t.min.toFixed(0)}–${t.max.toFixed(0)} ms (${t.measured}/${t.runs})` : '—', String(pick.sockets.length), String(pick.blocked.filter((b) => b.startsWith('pick ')).length)];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((row) => (row.length === head.length ? row[i].length : i < 2 ? row[i].length : 0))));
  const line = (c) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const row of cells) console.log(row.length === head.length ? line(row) : `${line(row.slice(0, 2))}  ${row[2]}`);
}

function budgetLine(name, value, limit, unit) {
  if (value === null || value === undefined || limit === null || limit === undefined) return { name, value: null, limit, status: 'N/A', margin: null, text: `N/A   ${name}: not measured` };
  const fmt = unit === 'ms' ? ms : unit === 'B' ? (n) => `${n} B` : kb;
  const pass = value <= limit;
  const margin = limit - value;
  return { name, value, limit, status: pass ? 'PASS' : 'MISS', margin, text: `${pass ? 'PASS' : 'MISS'}  ${name}: ${fmt(value)} vs ${fmt(limit)} — ${pass ? `${fmt(margin)} to spare` : `over by ${fmt(-margin)}${limit ? ` (${((-margin / limit) * 100).toFixed(0)} %)` : ''}`}` };
}

async function main() {
  console.log(`\nbench: ${kits.map((k) => k.name).join(', ')}; ${RUNS} fresh page loads per kit for click → dialog\n`);
  mkdirSync(KITS_DIR, { recursive: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  let browser;
  try {
    browser = await launch();
  } catch (error) {
    console.error(`bench: cannot start Chromium: ${firstLine(error)}`);
    process.exitCode = 1;
    return;
  }
  const results = [];
  const chromiumVersion = browser.version();
  if (kits.some((k) => k.walletConnect)) {
    try {
      relay = await startRelay({ port: 0 });
      console.log(`WalletConnect relay double: ${relay.url}\n`);
    } catch (error) {
      console.log(`WalletConnect relay double did not start (${firstLine(error)}): no pick → QR figures\n`);
    }
  }
  try {
    for (const kit of kits) {
      console.log(`${kit.label}`);
      const t = Date.now();
      let r;
      try {
        r = await measureKit(browser, kit, (m) => console.log(m));
      } catch (error) {
        r = { name: kit.name, label: kit.label, status: 'failed', stage: 'bench', error: String(error?.stack ?? error) };
      }
      console.log(`  ${r.status === 'ok' ? 'done' : `FAILED at ${r.stage}: ${firstLine(r.error)}`} (${((Date.now() - t) / 1000).toFixed(0)} s)`);
      results.push(r);
    }
  } finally {
    await browser.close();
    await relay?.stop();
  }

  const by = Object.fromEntries(results.map((r) => [r.name, r]));
  const base = by.baseline;
  const lk = by.latchkey;
  const multi = by['latchkey-multichain'];
  // Per Latchkey app: the load / modal split, its own code, and (multichain) where the Solana SDK is.
  const details = {};
  for (const r of [lk, multi]) {
    if (!r?.load) continue;
    details[r.name] = await latchkeyDetails(r, base);
    if (KITS.find((k) => k.name === r.name)?.multichain) {
      details[r.name].solana = solanaSdk(r);
      details[r.name].chains = chainFootprint(r);
    }
    if (KITS.find((k) => k.name === r.name)?.walletConnect) details[r.name].walletConnect = { load: walletConnectLoad(r), pick: r.walletConnect ?? null };
  }
  const latchkey = details.latchkey ?? null;
  const multichain = details['latchkey-multichain'] ?? null;

  console.log('\nJavaScript fetched (kB = 1000 bytes; gzip level 9, brotli default, per file, summed). "On load" = until the network is idle (500 ms quiet) before any click.\n');
  printTable(results);
  const wcApps = [lk, multi].filter((r) => r && details[r.name]?.walletConnect);
  if (wcApps.length) {
    console.log(`\nWalletConnect in the Latchkey apps: its bytes fetched on load (load + idle, metafile attribution), and what picking it in the modal fetches (from the click on the WalletConnect row until the QR code is visible and the network idle; relay double ${relay?.url ?? 'not started'}); pick → QR: fresh page loads, timed in the page.\n`);
    printWalletConnectTable(wcApps.map((r) => ({ label: r.label, ...details[r.name].walletConnect })));
  }

  const budgets = [];
  if (latchkey) {
    const others = results.filter((r) => r.status === 'ok' && !r.name.startsWith('latchkey') && r.name !== 'baseline' && r.clickToDialog?.median != null);
    const fastest = others.sort((a, b) => a.clickToDialog.median - b.clickToDialog.median)[0];
    budgets.push(budgetLine('evm: JS on load, gzip, all of it (until network idle, incl. the modal prefetched on idle)', lk.load.gzip, BUDGETS.loadGzip));
    budgets.push(budgetLine('evm: JS on load, gzip, without the modal chunk(s) that KitProvider prefetches on idle', latchkey.loadWithoutModal.gzip, BUDGETS.loadGzip));
    budgets.push(budgetLine("evm: Latchkey's own code on load, gzip (separate build, all else external)", latchkey.own.separateBuild?.gzip, BUDGETS.ownGzip));
    budgets.push(budgetLine('evm: modal chunk(s), gzip (what the Modal import loads, prefetched on idle, plus lazy chunks fetched after the click)', latchkey.modal.files ? latchkey.modal.gzip : null, BUDGETS.modalGzip));
    budgets.push(budgetLine('evm: click → dialog, median', lk.clickToDialog?.median, BUDGETS.clickToDialogMs, 'ms'));
    budgets.push(budgetLine(`evm: click → dialog, median, vs the fastest other kit (${fastest?.label ?? 'none measured'})`, lk.clickToDialog?.median, fastest?.clickToDialog.median ?? null, 'ms'));
  }
  if (multichain) {
    const sdk = multichain.solana;
    budgets.push(budgetLine('multichain: JS on load, gzip, all of it (until network idle, incl. the modal prefetched on idle)', multi.load.gzip, BUDGETS.multichainLoadGzip));
    const name = 'multichain: Solana SDK bytes fetched on load, on idle and when the modal opens (@solana/kit, @solana/*, @solana-program/*; metafile attribution of every file fetched)';
    if (sdk.unattributed.length) budgets.push({ name, value: null, limit: BUDGETS.multichainSolanaSdkBytes, status: 'MISS', margin: null, text: `MISS  ${name}: cannot tell, the build does not know ${sdk.unattributed.join(', ')}` });
    else budgets.push(budgetLine(name, sdk.fetchedBytes, BUDGETS.multichainSolanaSdkBytes, 'B'));
    for (const [chain, c] of Object.entries(multichain.chains ?? {})) {
      if (CHAIN_SDKS[chain] && chain !== 'solana') budgets.push(budgetLine(`multichain: ${chain} SDK bytes fetched on load (load + idle; metafile attribution)`, c.sdkOnLoadBytes, 0, 'B'));
    }
  }
  for (const r of wcApps) {
    const prefix = r.name === 'latchkey' ? 'evm' : 'multichain';
    const { load, pick } = details[r.name].walletConnect;
    const name = `${prefix}: WalletConnect bytes fetched on load (load + idle; @walletconnect/*, uqr, plugins/walletconnect/src/wc/*; metafile attribution of every file fetched)`;
    if (load.unattributed.length) budgets.push({ name, value: null, limit: BUDGETS.walletConnectLoadBytes, status: 'MISS', margin: null, text: `MISS  ${name}: cannot tell, the build does not know ${load.unattributed.join(', ')}` });
    else budgets.push(budgetLine(name, load.fetchedOnLoadBytes, BUDGETS.walletConnectLoadBytes, 'B'));
    budgets.push(budgetLine(`${prefix}: JS fetched when WalletConnect is picked, gzip (until the QR code is visible and the network idle)`, pick?.pick?.files && !pick.error ? pick.pick.gzip : null, BUDGETS.walletConnectPickGzip));
  }
  if (budgets.length) {
    console.log('\nLatchkey budgets');
    for (const b of budgets) console.log(`  ${b.text}`);
  }
  for (const r of [lk, multi]) {
    const d = details[r?.name];
    if (!d) continue;
    const o = d.own;
    console.log(`\n${r.label} on load, in detail`);
    console.log(`  before the load event ${kb(r.loadEvent.gzip)} gzip (${r.loadEvent.files} files); after it, before any click ${kb(r.idle.gzip)} (${r.idle.files} files); after the click ${kb(r.click.gzip)} (${r.click.files} files)`);
    console.log(`  modal chunk(s): ${kb(d.modal.raw)} raw, ${kb(d.modal.gzip)} gzip, ${kb(d.modal.brotli)} brotli in ${d.modal.files} file(s), of which ${d.modalPrefetchedOnIdle.files} prefetched on idle`);
    if (o.separateBuild?.gzip != null) console.log(`  own code (separate build): ${kb(o.separateBuild.raw)} raw, ${kb(o.separateBuild.gzip)} gzip, ${kb(o.separateBuild.brotli)} brotli (includes ${o.separateBuild.appBytesIncluded} bytes of the bench app itself; external: ${o.separateBuild.external.join(', ')})`);
    else if (o.separateBuild?.error) console.log(`  own code (separate build) failed: ${o.separateBuild.error}`);
    console.log(`  own code (metafile): ${kb(o.metafile.bytes)} of ${kb(o.metafile.ofBytes)} minified in the load chunks → ≈ ${kb(o.metafile.gzipEstimate)} gzip`);
    if (o.overBaseline) console.log(`  Latchkey app minus the React + viem baseline: ${kb(o.overBaseline.gzip)} gzip (Latchkey with its dependencies)`);
    if (d.solana) {
      const sdk = d.solana;
      for (const phase of ['load', 'idle', 'click']) {
        const p = sdk.byPhase[phase];
        console.log(`  Solana SDK fetched ${PHASE_NAMES[phase]}: ${p.bytes} B${p.files.length ? ` in ${p.files.join(', ')}` : ''}; Wallet Standard: ${p.walletStandardBytes} B`);
      }
      if (sdk.chunks.length) {
        for (const c of sdk.chunks) console.log(`  Solana SDK in the build: ${kb(c.sdkBytes)} minified in ${c.path} (${kb(c.gzip)} gzip, ${c.static ? 'STATIC: loads with the page' : 'lazy'}${c.entryPoint ? `, the chunk of ${c.entryPoint}` : ''}), ${c.reachedBy.length ? `reached by ${c.reachedBy.map((r) => (r.startsWith('(static)') ? r : `import() in ${r}`)).join(', ')}` : 'no importer found'}`);
      } else console.log('  Solana SDK in the build: none');
    }
    if (d.chains) {
      for (const [chain, c] of Object.entries(d.chains)) console.log(`  ${chain}: SDK on load ${c.sdkOnLoadBytes} B; plugin entry on load ${kb(c.pluginOnLoadBytes)} minified; lazy chunks ${c.lazy.files} file(s), ${kb(c.lazy.gzip)} gzip`);
    }
    if (d.walletConnect) {
      const { load, pick } = d.walletConnect;
      for (const phase of ['load', 'idle', 'click']) {
        const p = load.byPhase[phase];
        console.log(`  WalletConnect fetched ${PHASE_NAMES[phase]}: ${p.bytes} B${p.files.length ? ` in ${p.files.join(', ')}` : ''}`);
      }
      for (const c of load.chunks) console.log(`  WalletConnect in the build: ${kb(c.walletConnectBytes)} minified in ${c.path} (${kb(c.gzip)} gzip, ${c.static ? 'STATIC: loads with the page' : 'lazy'}${c.entryPoint ? `, the chunk of ${c.entryPoint}` : ''})`);
      if (pick?.pick) {
        const t = pick.pickToQr;
        console.log(`  WalletConnect picked: ${kb(pick.pick.raw)} raw, ${kb(pick.pick.gzip)} gzip, ${kb(pick.pick.brotli)} brotli in ${pick.pick.files} file(s); pick → QR median ${ms(t.median)} (${t.min != null ? `${t.min.toFixed(0)}–${t.max.toFixed(0)} ms` : '—'}, ${t.measured}/${t.runs} runs; samples ${t.samples.join(', ')}), of which the scripts had arrived by ${ms(pick.pickToScripts.median)} (median)`);
        for (const f of pick.files) console.log(`    ${f.path}  ${kb(f.raw)} raw, ${kb(f.gzip)} gzip, ${kb(f.brotli)} brotli${f.entryPoint ? `  (chunk of ${f.entryPoint})` : ''}${f.walletConnectBytes ? `; WalletConnect ${kb(f.walletConnectBytes)} minified` : ''}`);
        console.log(`  relay: ${pick.sockets.length} WebSocket(s) to the relay double; requests ${Object.entries(pick.relayRequests ?? {}).map(([m, n]) => `${m} ×${n}`).join(', ') || 'none'}; blocked: ${pick.blocked.length ? pick.blocked.join(', ') : 'none'}`);
        if (pick.unattributed.length) console.log(`  not in the metafile: ${pick.unattributed.join(', ')}`);
        if (pick.pageErrors.length) console.log(`  page errors: ${pick.pageErrors.join(' | ')}`);
      }
      if (pick?.runErrors) console.log(`  WalletConnect pick errors: ${pick.runErrors.join(' | ')}`);
      if (pick?.error) console.log(`  WalletConnect pick FAILED: ${pick.error}`);
    }
    const show = (title, t) => {
      console.log(`\n${title} — by package (minified bytes in output)`);
      console.log(`  ${t.owners.map(({ owner, bytes }) => `${owner} ${kb(bytes)}`).join(', ')}`);
      console.log(`${title} — biggest modules`);
      for (const m of t.modules) console.log(`  ${kb(m.bytes).padStart(9)}  ${m.module}`);
    };
    show(`${r.label} load chunks`, d.loadModules);
    show(`${r.label} modal chunk(s)`, d.modalModules);
    if (d.walletConnect?.pick?.modules) show(`${r.label} chunks fetched when WalletConnect is picked`, d.walletConnect.pick.modules);
    const src = o.separateBuild?.sources;
    if (src?.load) {
      const list = (title, t) => {
        console.log(`${title} (minified bytes in output, before gzip; source build)`);
        for (const m of t.modules) console.log(`  ${kb(m.bytes).padStart(9)}  ${m.module}`);
      };
      list(`\n${r.label}: own code on load — biggest source modules`, src.load);
      list(`${r.label}: own code in the modal chunk(s) — biggest source modules`, src.modal);
    } else if (src?.error) console.log(`\n(source attribution failed: ${src.error})`);
  }
  const failed = results.filter((r) => r.status !== 'ok');
  for (const r of failed) console.log(`\n${r.label} FAILED at ${r.stage}:\n  ${String(r.error).split('\n').slice(0, 12).join('\n  ')}`);

  const info = machine(chromiumVersion);
  const json = {
    date: new Date().toISOString(),
    machine: info,
    settings: { runs: RUNS, walletConnectRuns: WC_RUNS, esbuild: 'bundle, minify, format esm, splitting, target es2020, platform browser, NODE_ENV production, jsx automatic', latchkeyFrom: 'dist (npm run build)', idle: '500 ms without a request in flight', kB: 1000, gzip: 'level 9', brotli: 'default (quality 11)' },
    budgets: { limits: BUDGETS, checks: budgets },
    latchkey,
    multichain,
    kits: results.map(({ metafile: _m, ...r }) => r),
  };
  writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nmachine: ${info.distro ?? info.os}, ${info.cpus} × ${info.cpuModel}, Node ${info.node}, Chromium ${info.chromium}`);
  console.log(`results: ${join('bench/results', 'bench.json')}`);
  if (failed.length) console.log(`${failed.length} kit(s) failed: ${failed.map((r) => r.name).join(', ')} (reported above; the bench still completed)`);
}

await main();
