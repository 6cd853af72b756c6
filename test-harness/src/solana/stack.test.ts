// The Solana endpoint inside startStack (stack.ts); the rest of the stack is tested in ../stack.test.ts.
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from '../chain/ports';
import { resolveSolanaPort, startStack } from '../stack';
import { SOLANA_TEST_ACCOUNTS } from './accounts';
import { solanaRpc } from './rpc-client';

describe('resolveSolanaPort', () => {
  const saved = process.env.LATCHKEY_SOLANA_PORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.LATCHKEY_SOLANA_PORT;
    else process.env.LATCHKEY_SOLANA_PORT = saved;
  });

  it('uses the explicit port, then LATCHKEY_SOLANA_PORT, then 8899; free means 0', () => {
    delete process.env.LATCHKEY_SOLANA_PORT;
    expect(resolveSolanaPort()).toBe(8899);
    process.env.LATCHKEY_SOLANA_PORT = '9899';
    expect(resolveSolanaPort({ cloud: 5000 })).toBe(9899);
    expect(resolveSolanaPort({ solana: 7899 })).toBe(7899);
    expect(resolveSolanaPort('free')).toBe(0);
  });

  it('refuses a malformed port and one without room for the websocket port', () => {
    process.env.LATCHKEY_SOLANA_PORT = 'eighty';
    expect(() => resolveSolanaPort()).toThrow(/LATCHKEY_SOLANA_PORT="eighty"/);
    expect(() => resolveSolanaPort({ solana: 65_535 })).toThrow(/no room/);
  });
});

describe('startStack with Solana', () => {
  it('starts the Solana endpoint with the chains and the cloud, and stops it with them', async () => {
    const stack = await startStack({ ports: 'free' });
    try {
      expect(stack.urls.solana).toBe(stack.solana.url);
      expect(stack.urls.solanaWs).toBe(`ws://127.0.0.1:${stack.solana.port + 1}`);
      expect(stack.solana.accounts).toBe(SOLANA_TEST_ACCOUNTS);
      const { value } = await solanaRpc<{ value: number }>(stack.urls.solana, 'getBalance', [SOLANA_TEST_ACCOUNTS[0]!.address]);
      expect(value).toBe(100_000_000_000);
    } finally {
      await stack.stop();
    }
    expect(await isPortFree(stack.solana.port)).toBe(true);
    expect(await isPortFree(stack.solana.wsPort)).toBe(true);
    expect(await isPortFree(stack.cloud.port)).toBe(true);
  });

  it('stops the chains and the cloud when the Solana endpoint cannot start', async () => {
    const [chainA, chainB, cloud, solana] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(solana + 1, '127.0.0.1', resolve));
    try {
      await expect(startStack({ ports: { chainA, chainB, cloud, solana } })).rejects.toThrow(/Port \d+ on 127\.0\.0\.1 .* is already in use/);
      for (const port of [chainA, chainB, cloud, solana]) expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
