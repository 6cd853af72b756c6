import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { buildWalletBundle, formatViolations, launchBrowser, openPage, runAxe, serveStatic, type OpenedPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { run } from './exec';
import { buildConsumer, installConsumer, installedPackages, runOutsideCheck, typecheckConsumer, writeConsumerApp } from './consumer';
import { consumerConfig, outsideTestEnv } from './fixtures';
import { compileOutsideTest, runOutsideTest } from './outside-dapp';
import { buildAndPublish, type PublishReport } from './pipeline';
import { OUTSIDE_CHECK } from './paths';
import { tarballIntegrity } from './publish';
import { buildTemplateApp, composite, contrastRatio, copySamples, createTemplateApp, readQuickStart, runPageCommand, vendorTarballs, writeScopeLine, type QuickStartSteps } from './quick-start';
import { startRegistry, type Registry } from './verdaccio';

const LATCHKEY = ['@latchkey/testing', '@latchkey/kernel', '@latchkey/eip155', '@latchkey/solana', '@latchkey/walletconnect', '@latchkey/embedded-wallet', '@latchkey/email', '@latchkey/socials', '@latchkey/siwx', '@latchkey/polkadot', '@latchkey/bip122', '@latchkey/cosmos', '@latchkey/send', '@latchkey/activity', '@latchkey/names', '@latchkey/onramp', '@latchkey/pay', '@latchkey/swaps', '@latchkey/presets', '@latchkey/react', '@latchkey/wagmi'];
/** One third-party package known by name (the consumer page uses it); every other one is found in examples/. */
const THIRD_PARTY = '@acme/latchkey-greeter';

let work: string;
let registry: Registry | undefined;
let stackStart: Promise<Stack> | undefined;
let stack: Stack | undefined;
let server: StaticServer | undefined;
let browser: Browser | undefined;
let walletBundle: string | undefined;
let report: PublishReport;
let appDir: string;
let distDir: string;
let viteBuild: Promise<string>;
let quickStartServer: StaticServer | undefined;

interface QuickStartApp {
  steps: QuickStartSteps;
  /** The app installed from the registry and built. */
  dir: string;
  dist: string;
  /** The `.npmrc` line written (the page's, with the local registry's URL). */
  npmrcLine: string;
  /** A second copy of the fresh template, for the install from tarballs. */
  tarballDir: string;
}
let quickStart: Promise<QuickStartApp>;

/**
 * docs/guide/quick-start.md, word for word, in a fresh `create-vite` react-ts app whose CSS
 * (index.css, App.css) stays in place: the page's `.npmrc` line (the local registry's URL for the
 * page's), the page's install command through the shell, the page's kit.ts and App.tsx copied
 * into src/ unchanged, then the template's own `npm run build` (tsc -b && vite build).
 */
async function followQuickStart(): Promise<QuickStartApp> {
  const steps = readQuickStart();
  const dir = await createTemplateApp(join(work, 'quick-start'), steps.appName);
  const tarballDir = join(work, 'quick-start-tarballs', steps.appName);
  cpSync(dir, tarballDir, { recursive: true });
  const npmrcLine = writeScopeLine(dir, steps, registry!.url);
  await runPageCommand(dir, steps.install);
  copySamples(dir, steps);
  const dist = await buildTemplateApp(dir);
  return { steps, dir, dist, npmrcLine, tarballDir };
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'latchkey-registry-e2e-'));
  // The chains boot while packages build and install: independent, and it saves half a minute.
  stackStart = startStack({ ports: 'free' });
  stackStart.catch(() => undefined); // awaited (and reported) by the browser step
  registry = await startRegistry();
});

/** A cleanup step that may not hold the run: after `ms` it is left to finish (or not) on its own. */
const within = (ms: number, step: Promise<unknown> | undefined) => Promise.race([Promise.resolve(step).catch(() => undefined), new Promise((r) => setTimeout(r, ms).unref())]);

afterAll(async () => {
  await within(15_000, browser?.close());
  await within(10_000, server?.close());
  await within(10_000, quickStartServer?.close());
  await within(60_000, (async () => (stack ?? (await stackStart?.catch(() => undefined)))?.stop())());
  await within(15_000, registry?.stop());
  // Three apps' node_modules: removed by a detached `rm`, which a loaded machine may take minutes over.
  if (work) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref();
});

describe('publishing to a private registry and installing from it', () => {
  it('builds, packs (dist + package.json only) and publishes every package; the repo manifests stay as they were', async () => {
    report = await buildAndPublish(registry!, work);
    const thirdParty = report.thirdParty.map((p) => p.name);
    expect(thirdParty).toContain(THIRD_PARTY);
    expect(thirdParty.every((name) => name.startsWith('@acme/'))).toBe(true);
    expect(report.packages.map((p) => p.name).sort()).toEqual([...thirdParty, ...LATCHKEY].sort());
    expect(report.changedManifests).toEqual([]);
    for (const p of report.packages) {
      expect(p.problems, p.name).toEqual([]);
      expect(p.files).toContain('dist/index.js');
      expect(p.files).toContain('dist/index.d.ts');
    }
    expect(report.packages.find((p) => p.name === '@latchkey/react')?.files).toEqual(expect.arrayContaining(['dist/ui.js', 'dist/ui.d.ts']));
    // The testing tools: the wallets' page runtimes prebuilt into dist, the stack with the files it reads.
    expect(report.packages.find((p) => p.name === '@latchkey/testing')?.files).toEqual(
      expect.arrayContaining(['dist/stack.js', 'dist/stack.d.ts', 'dist/contract.js', 'dist/contract.d.ts', 'dist/harness/chain/hardhat.config.cjs', 'dist/harness/chain/LocalTokens.sol']),
    );
    // The registry now serves them, and its metadata is the stripped manifest.
    for (const name of [...LATCHKEY, ...thirdParty]) {
      const res = await fetch(`${registry!.url}${name.replace('/', '%2f')}`);
      expect(res.status, name).toBe(200);
      const doc = (await res.json()) as { 'dist-tags': { latest: string }; versions: Record<string, { exports?: unknown }> };
      const latest = doc.versions[doc['dist-tags'].latest];
      expect(JSON.stringify(latest?.exports), name).not.toContain('source');
    }
  }, 600_000);

  it('a new Vite + React app installs the kit and the plugin from that registry alone', async () => {
    // The Quick start's app is created, installed and built alongside (checked in its own steps below).
    quickStart = followQuickStart();
    quickStart.catch(() => undefined);
    appDir = join(work, 'app');
    writeConsumerApp(appDir, registry!, report.versions);
    await installConsumer(appDir);
    const installed = installedPackages(appDir);
    for (const p of report.packages) {
      const entry = installed.get(p.name);
      expect(entry?.resolved, p.name).toMatch(new RegExp(`^${registry!.url}`));
      // Same bytes as the tarball packed above: not some other build of the same name.
      expect(entry?.integrity, p.name).toBe(tarballIntegrity(p.tarball));
    }
    for (const name of ['react', 'viem', 'zustand', 'vite', 'playwright-core']) {
      expect(installed.get(name)?.resolved, name).toMatch(/^https:\/\/registry\.npmjs\.org\//);
    }
    // A dapp that only wants the mock wallets gets none of the stack's heavy optional peers.
    for (const name of ['hardhat', 'solc', 'litesvm']) expect(installed.has(name), name).toBe(false);
    const kernel = JSON.parse(readFileSync(join(appDir, 'node_modules/@latchkey/kernel/package.json'), 'utf8')) as { exports: unknown };
    expect(kernel.exports).toEqual({
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
      './ssr': { types: './dist/ssr.d.ts', import: './dist/ssr.js', default: './dist/ssr.js' },
      './links': { types: './dist/links.d.ts', import: './dist/links.js', default: './dist/links.js' },
      './units': { types: './dist/units.d.ts', import: './dist/units.js', default: './dist/units.js' },
      './cache': { types: './dist/cache.d.ts', import: './dist/cache.js', default: './dist/cache.js' },
      './project-id': { types: './dist/project-id.d.ts', import: './dist/project-id.js', default: './dist/project-id.js' },
      './package.json': './package.json',
    });
  });

  it('type-checks in strict mode against the published declarations (skipLibCheck off)', async () => {
    // The Vite build is independent of tsc: start it now, check its output in the next step.
    viteBuild = buildConsumer(appDir);
    viteBuild.catch(() => undefined);
    await typecheckConsumer(appDir);
  });

  it('builds with Vite; the plugin view stays a lazily loaded chunk', async () => {
    distDir = await viteBuild;
    const assets = readdirSync(join(distDir, 'assets'));
    expect(assets.some((f) => /^GreeterView-.*\.js$/.test(f))).toBe(true);
  });

  it('plain Node ESM (server rendering, scripts) imports @latchkey/walletconnect, and its connector starts the official SDK', async () => {
    stack = await stackStart!;
    // Node's own resolution (no bundler): the SDK's CommonJS build is what it reaches.
    const script = [
      "import { createKit, createMemoryStorage } from '@latchkey/kernel';",
      "import { eip155 } from '@latchkey/eip155';",
      "import { walletConnect, WALLET_CONNECT_ID } from '@latchkey/walletconnect';",
      'const kit = createKit({',
      "  metadata: { name: 'node', description: 'node', url: 'http://127.0.0.1', icons: [] },",
      "  networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],",
      '  storage: createMemoryStorage(), basic: true, logger: { warn() {}, error() {}, info() {}, debug() {} },',
      `  plugins: [eip155({ injected: false }), walletConnect({ relayUrl: ${JSON.stringify(stack.urls.relay)} })],`,
      '});',
      'kit.connect(WALLET_CONNECT_ID).catch(() => undefined);',
      'const started = Date.now();',
      'while (!kit.getState().plugins.walletconnect?.uri && Date.now() - started < 20000) await new Promise((r) => setTimeout(r, 50));',
      'console.log(JSON.stringify({ uri: kit.getState().plugins.walletconnect?.uri ?? null, error: kit.getState().plugins.walletconnect?.error ?? null }));',
      'await kit.destroy();',
      'process.exit(0);',
    ].join('\n');
    const { execFile } = await import('node:child_process');
    const out = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: appDir, timeout: 60_000 }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout))),
    );
    const last = JSON.parse(out.trim().split('\n').at(-1)!) as { uri: string | null; error: string | null };
    expect(last.error).toBeNull();
    expect(last.uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  }, 90_000);

  it('every third-party package’s own outside check passes in the installed app, beside the kit from the registry', async () => {
    const withCheck = report.thirdParty.filter((p) => existsSync(join(p.location, OUTSIDE_CHECK)));
    // At least one outside team ships a check of its package as installed (the hook is not idle).
    expect(withCheck.length).toBeGreaterThan(0);
    const installed = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const p of report.thirdParty) expect(installed.dependencies[p.name], p.name).toBe(`^${p.version}`);
    for (const p of withCheck) {
      const { stdout } = await runOutsideCheck(appDir, p);
      expect(stdout.trim(), p.name).not.toBe('');
      console.log(`${p.name}:\n${stdout.trim()}`);
    }
  }, 240_000);

  it('in Chromium: connects the dev wallet, opens the plugin from the Account view, and answers its RPC method', async () => {
    stack = await stackStart!;
    server = await serveStatic({ root: distDir, files: { '/runtime-config.json': JSON.stringify(consumerConfig(stack)) } });
    const [launched, bundle] = await Promise.all([launchBrowser(), buildWalletBundle()]);
    browser = launched;
    walletBundle = bundle;
    const wallets = walletConfigFromChains(stack.chains, { wallets: ['dev'] });
    const user = stack.chains.accounts[0]!.address;
    const short = `${user.slice(0, 6)}…${user.slice(-4)}`;

    const opened: OpenedPage = await openPage(browser, `${server.url}/`, { wallets, walletBundle: bundle, name: 'registry-consumer' });
    const { page } = opened;
    await expect.poll(() => page.getByTestId('api-answer').textContent()).toBe('Hello, API! (Acme greeter)');

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await connect.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: /^Account 0x/ }).click();

    const account = page.getByRole('dialog', { name: 'Account' });
    await account.getByRole('button', { name: 'Acme greeter' }).click();
    const view = page.getByRole('dialog', { name: 'Acme Greeter' });
    await view.getByText(`Hello from Acme, ${short}!`).waitFor();
    await view.getByRole('button', { name: 'Wave back' }).click();
    await view.getByText(`Hello, ${short}! (Acme greeter)`).waitFor();
    await opened.screenshot('plugin-view');
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Greet through RPC' }).click();
    await expect.poll(() => page.getByTestId('rpc-answer').textContent()).toBe('Hello, consumer dapp! (Acme greeter)');
    const direct = await page.evaluate(() => window.__kit!.request({ method: 'acme_greet', params: ['evaluate'] }));
    expect(direct).toBe('Hello, evaluate! (Acme greeter)');
    opened.assertNoErrors();
    await opened.close();
  });

  it('the dapp’s own Playwright test passes with the mock wallet from @latchkey/testing: connect, sign, declined once', async () => {
    await compileOutsideTest(appDir);
    const { stdout } = await runOutsideTest(appDir, outsideTestEnv(stack!, server!.url));
    expect(stdout).toMatch(/✔ connects with the mock wallet, signs, and shows the wallet declining once/);
    expect(stdout).toMatch(/ℹ pass 1\n/);
    expect(stdout).toMatch(/ℹ fail 0\n/);
  });

  it('shows the plugin’s own Arabic strings when the dapp runs in Arabic', async () => {
    const wallets = walletConfigFromChains(stack!.chains, { wallets: ['dev'] });
    const opened = await openPage(browser!, `${server!.url}/?lang=ar`, { wallets, walletBundle, name: 'registry-consumer-ar' });
    await opened.page.waitForFunction(() => Boolean(window.__kit));
    await opened.page.evaluate(() => window.__kit!.open({ view: 'AcmeGreeter' }));
    const view = opened.page.getByRole('dialog', { name: 'مُرحِّب أكمي' });
    await view.getByText('مرحبًا من أكمي، أيها الزائر!').waitFor();
    opened.assertNoErrors();
    await opened.close();
  });
  it('the Quick start, verbatim, in a fresh create-vite react-ts app: the .npmrc line, the install, the samples, `npm run build`', async () => {
    const app = await quickStart;
    expect(app.steps.samples.sort()).toEqual(['App.tsx', 'kit.ts']);
    expect(app.npmrcLine).toBe(`@latchkey:registry=${registry!.url}`);
    // The template's CSS is still there, and its main.tsx is the template's own (it imports App by default).
    for (const file of ['src/index.css', 'src/App.css']) expect(existsSync(join(app.dir, file)), file).toBe(true);
    expect(readFileSync(join(app.dir, 'src/main.tsx'), 'utf8')).toContain("import App from './App.tsx'");
    const installed = installedPackages(app.dir);
    for (const name of ['@latchkey/kernel', '@latchkey/react', '@latchkey/presets', '@latchkey/eip155', '@latchkey/walletconnect']) {
      const packed = report.packages.find((p) => p.name === name)!;
      expect(installed.get(name)?.resolved, name).toMatch(new RegExp(`^${registry!.url}`));
      expect(installed.get(name)?.integrity, name).toBe(tarballIntegrity(packed.tarball));
    }
    for (const name of ['react', 'viem', 'vite', 'typescript']) expect(installed.get(name)?.resolved, name).toMatch(/^https:\/\/registry\.npmjs\.org\//);
    expect(readdirSync(join(app.dist, 'assets')).some((f) => f.endsWith('.css'))).toBe(true);
  });

  it('the Quick start in Chromium: the template app opens the modal with a readable title and connects the dev wallet', async () => {
    const app = await quickStart;
    stack = await stackStart!;
    browser ??= await launchBrowser();
    walletBundle ??= await buildWalletBundle();
    quickStartServer = await serveStatic({ root: app.dist });
    // The sample is not touched: its networks are Ethereum and Base and its projectId a placeholder.
    // The visitor's wallet is on Ethereum, as a real one would be (the mock wallet's reads go to
    // the local chains). What the kit itself sends out of the machine (remote configuration for the
    // placeholder id, the RPC proxy, the chains' public RPCs) is refused here, as it would be offline.
    const [chainA, chainB] = stack.chains.chains;
    const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
    const wallets = {
      ...walletConfigFromChains(stack.chains, { wallets: ['dev'] }),
      chains: [
        { chainId: 1, rpcUrl: chainA!.rpcUrl, name: 'Ethereum', nativeCurrency: ether },
        { chainId: 8453, rpcUrl: chainB!.rpcUrl, name: 'Base', nativeCurrency: ether },
      ],
    };
    const opened = await openPage(browser, 'about:blank', { wallets, walletBundle, name: 'registry-quick-start' });
    const { page, context } = opened;
    const outside: Array<{ url: string; type: string }> = [];
    await context.route(
      (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
      (route) => {
        outside.push({ url: route.request().url(), type: route.request().resourceType() });
        return route.abort('internetdisconnected');
      },
    );
    const localFailures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith('Failed to load resource') && m.location().url.startsWith(quickStartServer!.url)) localFailures.push(`${m.location().url}: ${m.text()}`);
    });
    await page.goto(`${quickStartServer.url}/`);

    // The template's CSS is in effect: a plain h2 takes index.css's --text-h.
    const templateH2 = await page.evaluate(() => {
      const probe = document.createElement('h2');
      probe.textContent = 'probe';
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return { color, textH: getComputedStyle(document.documentElement).getPropertyValue('--text-h').trim() };
    });
    expect(templateH2.textH).not.toBe('');

    await page.getByRole('button', { name: 'Connect Wallet' }).click();
    const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
    await connect.getByRole('button', { name: /Latchkey Dev Wallet/ }).waitFor();
    const title = await connect.locator('h2').first().evaluate((el) => {
      const backgrounds: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null)) backgrounds.push(getComputedStyle(node).backgroundColor);
      return { text: el.textContent, color: getComputedStyle(el).color, backgrounds };
    });
    expect(title.text).toBe('Connect Wallet');
    // Every colour as [r, g, b, a] through a canvas (computed colours may be rgb(), color(srgb …), oklch …).
    const rgba = (colors: string[]) =>
      page.evaluate((list) => {
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        return list.map((c) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = c;
          ctx.fillRect(0, 0, 1, 1);
          const d = ctx.getImageData(0, 0, 1, 1).data;
          return [d[0]!, d[1]!, d[2]!, d[3]! / 255];
        });
      }, colors);
    const [titleColor, templateColor, ...layers] = await rgba([title.color, templateH2.color, ...title.backgrounds]);
    // The dialog's background as painted: its layers from the page's canvas (white) up to the title.
    const background = layers.reduceRight((under, layer) => composite(layer, under), [255, 255, 255, 1]);
    const text = composite(titleColor!, background);
    const ratio = contrastRatio(text.slice(0, 3), background.slice(0, 3));
    await opened.screenshot('connect-modal');
    expect(titleColor, `title ${title.color} vs the template's h2 ${templateH2.color}`).not.toEqual(templateColor);
    expect(ratio, `title ${title.color} on ${JSON.stringify(background)}`).toBeGreaterThanOrEqual(4.5);

    await connect.getByRole('button', { name: /Latchkey Dev Wallet/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 15_000 });
    const user = stack.chains.accounts[0]!.address;
    const account = page.getByRole('button', { name: /^Account 0x/ });
    await account.waitFor();
    expect(await account.textContent()).toContain(`${user.slice(0, 6)}…${user.slice(-4)}`);
    await page.getByRole('button', { name: /Ethereum/ }).waitFor();
    await opened.screenshot('connected');

    // The built app is self-contained: nothing it needs to run comes from outside the machine.
    expect(outside.filter((r) => ['document', 'script', 'stylesheet', 'font'].includes(r.type))).toEqual([]);
    expect(localFailures).toEqual([]);
    expect(opened.errors.filter((e) => e !== 'console.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED')).toEqual([]);
    await opened.close();
  });

  it('the Quick start from tarballs: the page’s install by path works in a fresh template app and type-checks the samples', async () => {
    const app = await quickStart;
    vendorTarballs(
      app.tarballDir,
      report.packages.map((p) => p.tarball),
    );
    // No scope line here: every @latchkey package must come from the tarballs the command names.
    await runPageCommand(app.tarballDir, app.steps.installTarballs);
    const installed = installedPackages(app.tarballDir);
    for (const p of report.packages.filter((x) => app.steps.installTarballs.includes(`./vendor/${x.tarball.split('/').pop()}`))) {
      expect(installed.get(p.name)?.resolved, p.name).toMatch(/^file:vendor\//);
    }
    for (const name of ['@latchkey/kernel', '@latchkey/react', '@latchkey/presets']) expect(installed.has(name), name).toBe(true);
    copySamples(app.tarballDir, app.steps);
    await run(join(app.tarballDir, 'node_modules/.bin/tsc'), ['-b'], { cwd: app.tarballDir, timeoutMs: 120_000 });
  });
});
