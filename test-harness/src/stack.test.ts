import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './chain';
import { cloudPath } from './cloud';
import { resolveStackPorts, startStack } from './stack';

describe('resolveStackPorts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['LATCHKEY_CHAIN_A_PORT', 'LATCHKEY_CHAIN_B_PORT', 'LATCHKEY_CLOUD_PORT']) {
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
  });
});

describe('startStack', () => {
  it('starts on free ports, wires the cloud to both chains and the Solana endpoint, and stops cleanly', async () => {
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
    } finally {
      await stack.stop();
    }
    expect(await isPortFree(cloudPort)).toBe(true);
    for (const chain of stack.chains.chains) expect(await isPortFree(chain.port)).toBe(true);
    await expect(fetch(stack.urls.chainA)).rejects.toThrow(TypeError);
    await stack.stop();
  });

  it('stops the chains and the Solana endpoint when the cloud cannot start', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const [chainA, chainB, solana] = [await freePort(), await freePort(), await freePort()];
    try {
      await expect(startStack({ ports: { chainA, chainB, cloud: taken, solana } })).rejects.toThrow(/EADDRINUSE/);
      // The Solana endpoint starts before the cloud (the proxy forwards to it) and stops with the chains.
      for (const port of [chainA, chainB, solana, solana + 1]) expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
