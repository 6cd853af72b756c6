import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort, isPortFree } from '@latchkey/test-harness/chain/index';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Every module the page imports, transformed by the dev server: a missing file is a 500. */
async function crawl(base: string, path: string, seen: Set<string>): Promise<void> {
  if (seen.has(path) || seen.size > 400) return;
  seen.add(path);
  const res = await fetch(new URL(path, base));
  expect(res.status, path).toBe(200);
  if (!/\.(tsx?|jsx?|mjs)(\?|$)/.test(path) && !path.startsWith('/@')) return;
  const code = await res.text();
  for (const [, spec] of code.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+)["']/g)) {
    if (spec!.startsWith('/') && !spec!.startsWith('/@vite/') && !spec!.startsWith('/@react-refresh') && !spec!.includes('/node_modules/')) await crawl(base, spec!, seen);
  }
}

/** A free port whose neighbour is free too (the Solana endpoint's websockets take port + 1). */
async function freePair(): Promise<number> {
  for (let i = 0; i < 20; i++) {
    const port = await freePort();
    if (port < 65_535 && (await isPortFree(port + 1))) return port;
  }
  throw new Error('no free port pair');
}

describe('npm run demo', () => {
  it('starts the stack and the dev server, prints every URL, serves every module of the page, and stops on Ctrl-C', async () => {
    const [a, b, cloud, demo, solana, relay, frame, polkadot] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePair(), freePort(), freePort(), freePort()]);
    child = spawn('npm', ['run', 'demo'], {
      cwd: repo,
      env: {
        ...process.env,
        LATCHKEY_CHAIN_A_PORT: String(a),
        LATCHKEY_CHAIN_B_PORT: String(b),
        LATCHKEY_CLOUD_PORT: String(cloud),
        LATCHKEY_SOLANA_PORT: String(solana),
        LATCHKEY_DEMO_PORT: String(demo),
        LATCHKEY_RELAY_PORT: String(relay),
        LATCHKEY_FRAME_PORT: String(frame),
        LATCHKEY_POLKADOT_PORT: String(polkadot),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    const url = `http://127.0.0.1:${demo}/`;
    // A clean clone starts cold (contracts compiled, bundles built) while the other suites run.
    await expect
      .poll(() => out.includes(`demo dapp     ${url}`), { timeout: 200_000, interval: 250 })
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(`npm run demo printed no demo URL; its output ends with:\n${out.slice(-3000)}`, { cause: error });
      });

    for (const line of [`multi-wallet  ${url}?multiwallet=1`, `chain A       http://127.0.0.1:${a}`, `chain B       http://127.0.0.1:${b}`, `solana rpc    http://127.0.0.1:${solana}`, `ws://127.0.0.1:${solana + 1}`, `cloud double  http://127.0.0.1:${cloud}`, `relay         ws://127.0.0.1:${relay}`, `secure frame  http://127.0.0.1:${frame}`, `polkadot rpc  http://127.0.0.1:${polkadot}`, 'bitcoin       Bitcoin Testnet', 'cosmos        Osmosis Testnet']) {
      await expect.poll(() => out, { timeout: 5_000 }).toContain(line);
    }

    const config = (await (await fetch(`${url}demo-config.json`)).json()) as {
      chains: Array<{ rpcUrl: string }>;
      solana: { rpcUrl: string; genesisHash: string };
      polkadot: { rpcUrl: string; genesisHash: string };
      devWallets?: { solanaSeeds: string[]; polkadotAccounts: unknown[]; bitcoinMnemonic: string; cosmosSeeds: string[] };
    };
    expect(config.chains.map((c) => c.rpcUrl)).toEqual([`http://127.0.0.1:${a}`, `http://127.0.0.1:${b}`]);
    expect(config.solana.rpcUrl).toBe(`http://127.0.0.1:${solana}`);
    expect(config.devWallets?.solanaSeeds).toHaveLength(3);
    expect(config.devWallets?.polkadotAccounts).toHaveLength(2);
    expect(config.devWallets?.bitcoinMnemonic.split(' ')).toHaveLength(12);
    expect(config.devWallets?.cosmosSeeds).toHaveLength(2);
    // The genesis hash the page builds its Solana network from is the endpoint's own.
    const genesis = await fetch(config.solana.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }) });
    expect(((await genesis.json()) as { result: string }).result).toBe(config.solana.genesisHash);
    // So is the Polkadot one's (block 0 of the Substrate stand-in).
    expect(config.polkadot.rpcUrl).toBe(`http://127.0.0.1:${polkadot}`);
    const block0 = await fetch(config.polkadot.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] }) });
    expect(((await block0.json()) as { result: string }).result).toBe(config.polkadot.genesisHash);
    const seen = new Set<string>();
    await crawl(url, '/src/main.tsx', seen);
    expect(seen.size).toBeGreaterThan(20);

    // Ctrl-C reaches the whole process group, as it does in a terminal.
    process.kill(-child.pid!, 'SIGINT');
    await new Promise((resolve) => child!.once('exit', resolve));
    // npm may die by the signal itself; what counts is that the demo, the cloud, every chain, the relay and the frame stopped.
    for (const port of [demo, cloud, a, b, solana, solana + 1, relay, frame, polkadot]) await expect.poll(() => isPortFree(port), { timeout: 15_000 }).toBe(true);
  }, 280_000);

  it('with a port taken, says which one and the variable that moves it, without a stack trace, and exits 1', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const [a, b, demo, solana, relay, frame, polkadot] = await Promise.all([freePort(), freePort(), freePort(), freePair(), freePort(), freePort(), freePort()]);
      const run = spawn('npm', ['run', 'demo'], {
        cwd: repo,
        env: { ...process.env, LATCHKEY_CHAIN_A_PORT: String(a), LATCHKEY_CHAIN_B_PORT: String(b), LATCHKEY_CLOUD_PORT: String(taken), LATCHKEY_SOLANA_PORT: String(solana), LATCHKEY_DEMO_PORT: String(demo), LATCHKEY_RELAY_PORT: String(relay), LATCHKEY_FRAME_PORT: String(frame), LATCHKEY_POLKADOT_PORT: String(polkadot) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      run.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      run.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
      expect(out).toContain(`The demo could not start: Port ${taken} on 127.0.0.1 (cloud double) is already in use by another program.`);
      expect(out).toContain('LATCHKEY_CLOUD_PORT=<port> npm run demo');
      expect(out).not.toMatch(/^\s+at /m);
      expect(code).toBe(1);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 120_000);
});
