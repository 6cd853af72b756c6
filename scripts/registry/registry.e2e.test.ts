import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { walletConfigFromChains } from '@latchkey/test-harness/wallets/index';
import { buildWalletBundle, formatViolations, launchBrowser, openPage, runAxe, serveStatic, type OpenedPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { buildConsumer, installConsumer, installedPackages, typecheckConsumer, writeConsumerApp } from './consumer';
import { consumerConfig, outsideTestEnv } from './fixtures';
import { compileOutsideTest, runOutsideTest } from './outside-dapp';
import { buildAndPublish, type PublishReport } from './pipeline';
import { tarballIntegrity } from './publish';
import { startRegistry, type Registry } from './verdaccio';

const LATCHKEY = ['@latchkey/testing', '@latchkey/kernel', '@latchkey/eip155', '@latchkey/solana', '@latchkey/walletconnect', '@latchkey/embedded-wallet', '@latchkey/email', '@latchkey/socials', '@latchkey/siwx', '@latchkey/polkadot', '@latchkey/bip122', '@latchkey/cosmos', '@latchkey/send', '@latchkey/activity', '@latchkey/names', '@latchkey/onramp', '@latchkey/pay', '@latchkey/swaps', '@latchkey/presets', '@latchkey/react', '@latchkey/wagmi'];
const THIRD_PARTY = '@acme/latchkey-greeter';

let work: string;
let registry: Registry | undefined;
let stackStart: Promise<Stack> | undefined;
let stack: Stack | undefined;
let server: StaticServer | undefined;
let browser: Browser | undefined;
let walletBundle: string;
let report: PublishReport;
let appDir: string;
let distDir: string;
let viteBuild: Promise<string>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'latchkey-registry-e2e-'));
  // The chains boot while packages build and install: independent, and it saves half a minute.
  stackStart = startStack({ ports: 'free' });
  stackStart.catch(() => undefined); // awaited (and reported) by the browser step
  registry = await startRegistry();
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await server?.close().catch(() => undefined);
  await (stack ?? (await stackStart?.catch(() => undefined)))?.stop();
  await registry?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('publishing to a private registry and installing from it', () => {
  it('builds, packs (dist + package.json only) and publishes every package; the repo manifests stay as they were', async () => {
    report = await buildAndPublish(registry!, work);
    expect(report.packages.map((p) => p.name).sort()).toEqual([THIRD_PARTY, ...LATCHKEY].sort());
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
    for (const name of [...LATCHKEY, THIRD_PARTY]) {
      const res = await fetch(`${registry!.url}${name.replace('/', '%2f')}`);
      expect(res.status, name).toBe(200);
      const doc = (await res.json()) as { 'dist-tags': { latest: string }; versions: Record<string, { exports?: unknown }> };
      const latest = doc.versions[doc['dist-tags'].latest];
      expect(JSON.stringify(latest?.exports), name).not.toContain('source');
    }
  });

  it('a new Vite + React app installs the kit and the plugin from that registry alone', async () => {
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
});
