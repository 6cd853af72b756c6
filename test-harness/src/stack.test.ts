import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './chain';
import { cloudPath } from './cloud';
import { encodeAccountInfo, systemAccountKey } from './polkadot/storage';
import { formatPlanck, POLKADOT_STACK_BALANCES, PortTakenError, resolvePolkadotPort, resolveStackPorts, startStack } from './stack';

describe('resolveStackPorts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['LATCHKEY_CHAIN_A_PORT', 'LATCHKEY_CHAIN_B_PORT', 'LATCHKEY_CLOUD_PORT', 'LATCHKEY_POLKADOT_PORT']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('uses explicit ports, then env vars, then the defaults', () => {
    delete process.env.LATCHKEY_CHAIN_A_PORT;
    delete process.env.LATCHKEY_CHAIN_B_PORT;
    delete process.env.LATCHKEY_CLOUD_PORT;
    expect(resolveStackPorts()).toEqual({ chains: [8545, 8546], cloud: 4100 });
    process.env.LATCHKEY_CHAIN_B_PORT = '9546';
    process.env.LATCHKEY_CLOUD_PORT = '5100';
    expect(resolveStackPorts({ chainA: 7000 })).toEqual({ chains: [7000, 9546], cloud: 5100 });
    expect(resolveStackPorts('free')).toEqual({ chains: 'free', cloud: 0 });
  });

  it('refuses a malformed port in the environment', () => {
    process.env.LATCHKEY_CLOUD_PORT = 'forty';
    expect(() => resolveStackPorts()).toThrow(/LATCHKEY_CLOUD_PORT="forty"/);
    process.env.LATCHKEY_POLKADOT_PORT = '70000';
    expect(() => resolvePolkadotPort()).toThrow(/LATCHKEY_POLKADOT_PORT="70000"/);
  });

  it('puts the Substrate stand-in on 9944 unless told otherwise', () => {
    delete process.env.LATCHKEY_POLKADOT_PORT;
    expect(resolvePolkadotPort()).toBe(9944);
    process.env.LATCHKEY_POLKADOT_PORT = '9955';
    expect(resolvePolkadotPort()).toBe(9955);
    expect(resolvePolkadotPort({ polkadot: 9966 })).toBe(9966);
    expect(resolvePolkadotPort('free')).toBe(0);
  });
});

describe('formatPlanck', () => {
  it('prints planck as UNIT with every decimal the chain holds and no trailing zeros', () => {
    expect(POLKADOT_STACK_BALANCES.map(formatPlanck)).toEqual(['1000', '500', '250']);
    expect(formatPlanck(1_500_000_000_000n)).toBe('1.5');
    expect(formatPlanck(1n)).toBe('0.000000000001');
    expect(formatPlanck(0n)).toBe('0');
  });
});

describe('startStack', () => {
  it('starts on free ports, wires the cloud to both chains, the Solana endpoint and the Substrate stand-in, and stops cleanly', async () => {
    const stack = await startStack({ ports: 'free' });
    let cloudPort = 0;
    try {
      expect(stack.urls.chainA).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(stack.urls.chainB).not.toBe(stack.urls.chainA);
      expect(stack.urls.cloud).toBe(stack.cloud.url);
      cloudPort = stack.cloud.port;
      for (const [chainId, hex] of [['eip155:31337', '0x7a69'], ['eip155:31338', '0x7a6a']] as const) {
        const response = await fetch(`${stack.urls.cloud}${cloudPath('rpc')}?chainId=${chainId}&projectId=${stack.cloud.projectId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
        });
        expect(await response.json()).toMatchObject({ result: hex });
      }
      // The Solana endpoint behind the proxy, by both of its names.
      for (const chainId of [stack.solana.caip2, 'solana:localnet']) {
        const response = await fetch(`${stack.urls.cloud}${cloudPath('rpc')}?chainId=${chainId}&projectId=${stack.cloud.projectId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
        });
        expect(await response.json()).toMatchObject({ result: stack.solana.genesisHash });
      }
      const balance = await fetch(`${stack.urls.cloud}${cloudPath('balance', { address: stack.chains.accounts[0]!.address })}?chainId=eip155:31338&projectId=${stack.cloud.projectId}`);
      const symbols = ((await balance.json()) as { balances: Array<{ symbol: string }> }).balances.map((row) => row.symbol);
      expect(symbols).toEqual(['ETH', 'USDC', 'USDT']);

      // The Substrate stand-in behind the proxy by its CAIP-2 id: block 0 is its genesis, and the
      // mock extension's dev accounts hold what the stack gave them (System.Account, SCALE).
      expect(stack.urls.polkadot).toBe(stack.polkadot.url);
      expect(stack.polkadot.caip2).toBe(`polkadot:${stack.polkadot.genesisHash.slice(2, 34)}`);
      expect(stack.polkadot.accounts.map((a) => [a.name, a.type])).toEqual([['Alice', 'sr25519'], ['Bob', 'ed25519'], ['Charlie', 'ecdsa']]);
      expect(stack.polkadot.accounts[0]!.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY');
      const substrate = async (body: unknown, chainId = stack.polkadot.caip2) => {
        const response = await fetch(`${stack.urls.cloud}${cloudPath('rpc')}?chainId=${chainId}&projectId=${stack.cloud.projectId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        return (await response.json()) as unknown;
      };
      expect(await substrate({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [0] })).toMatchObject({ result: stack.polkadot.genesisHash });
      const storage = (await substrate(stack.polkadot.accounts.map((a, i) => ({ jsonrpc: '2.0', id: i, method: 'state_getStorage', params: [systemAccountKey(a.address)] })))) as Array<{ result: string }>;
      expect(storage.map((reply) => reply.result)).toEqual(POLKADOT_STACK_BALANCES.map((free) => encodeAccountInfo({ free })));
      expect(stack.polkadot.accounts.map((a) => a.planck)).toEqual([...POLKADOT_STACK_BALANCES]);
      // Another Polkadot chain (Polkadot's own genesis) is not served.
      expect(await substrate({ jsonrpc: '2.0', id: 2, method: 'chain_getBlockHash', params: [0] }, 'polkadot:91b171bb158e2d3848fa23a9f1c25182')).toMatchObject({ error: { code: -32602 } });
    } finally {
      await stack.stop();
    }
    expect(await isPortFree(stack.polkadot.port)).toBe(true);
    expect(await isPortFree(cloudPort)).toBe(true);
    for (const chain of stack.chains.chains) expect(await isPortFree(chain.port)).toBe(true);
    await expect(fetch(stack.urls.chainA)).rejects.toThrow(TypeError);
    await stack.stop();
  });

  it('a port another program holds is named, with the variable that moves it, before anything starts (no stack trace)', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const [chainA, chainB, solana, polkadot, relay, frame] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    try {
      const error = await startStack({ ports: { chainA, chainB, cloud: taken, solana, polkadot, relay, frame } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortTakenError);
      expect((error as PortTakenError).message).toContain(`Port ${taken} on 127.0.0.1 (cloud double) is already in use by another program.`);
      expect((error as PortTakenError).message).toContain('LATCHKEY_CLOUD_PORT=<port> npm run demo');
      expect((error as PortTakenError).message).toContain('LATCHKEY_DEMO_PORT');
      // Nothing was started, so nothing is left on the other ports.
      for (const port of [chainA, chainB, solana, solana + 1, polkadot, relay, frame]) expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('stops the chains, the Solana endpoint and the Substrate stand-in when the cloud cannot start', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const [chainA, chainB, solana, polkadot] = [await freePort(), await freePort(), await freePort(), await freePort()];
    try {
      await expect(startStack({ ports: { chainA, chainB, cloud: taken, solana, polkadot } })).rejects.toThrow(/already in use|EADDRINUSE/);
      // The Solana and Substrate endpoints start before the cloud (the proxy forwards to them) and stop with the chains.
      for (const port of [chainA, chainB, solana, solana + 1, polkadot]) expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
