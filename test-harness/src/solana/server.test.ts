import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { ed25519 } from '@noble/curves/ed25519';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { freePort, isPortFree } from '../chain/ports';
import { SOLANA_TEST_ACCOUNTS, SOLANA_TEST_ACCOUNT_LAMPORTS, hexToBytes } from './accounts';
import { CLUSTER_GENESIS_HASHES, LOCALNET_GENESIS_HASH, SOLANA_CAIP2 } from './chains';
import { BLOCKHASH_VALIDITY } from './ledger';
import { solanaRpc } from './rpc-client';
import { startSolana } from './server';
import type { SolanaEndpoint } from './server';
import { base58, base64 } from './wire';

const [alice, bob] = SOLANA_TEST_ACCOUNTS;
const timeout = () => AbortSignal.timeout(5_000);

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body), signal: timeout() });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** A legacy System Program transfer, signed with a real ed25519 key, built by hand (no SDK). */
function transferWire(from: { address: string; seed: string }, to: string, lamports: bigint, blockhash: string): Uint8Array {
  const data = new Uint8Array(12);
  new DataView(data.buffer).setUint32(0, 2, true); // SystemInstruction::Transfer
  new DataView(data.buffer).setBigUint64(4, lamports, true);
  const message = Uint8Array.from([
    1, 0, 1, // header: 1 signer, 0 readonly signed, 1 readonly unsigned (the program)
    3, ...base58.decode(from.address), ...base58.decode(to), ...new Uint8Array(32), // accounts; System Program is 32 zero bytes
    ...base58.decode(blockhash),
    1, 2, 2, 0, 1, data.length, ...data, // one instruction: program #2, accounts [0, 1], data
  ]);
  const signature = ed25519.sign(message, hexToBytes(from.seed));
  return Uint8Array.from([1, ...signature, ...message]);
}

function openSocket(url: string): Promise<{ socket: WebSocket; next(): Promise<Record<string, unknown>>; send(message: unknown): void }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const queue: Record<string, unknown>[] = [];
    const waiting: ((message: Record<string, unknown>) => void)[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      const waiter = waiting.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        socket,
        send: (message) => socket.send(JSON.stringify(message)),
        next: () =>
          new Promise((resolveNext, rejectNext) => {
            const queued = queue.shift();
            if (queued) return resolveNext(queued);
            const timer = setTimeout(() => rejectNext(new Error('no websocket message within 5 s')), 5_000);
            waiting.push((message) => {
              clearTimeout(timer);
              resolveNext(message);
            });
          }),
      }),
    );
  });
}

describe('startSolana: JSON-RPC over HTTP', () => {
  let solana: SolanaEndpoint;
  beforeAll(async () => {
    solana = await startSolana({ slotMs: 0 });
  });
  afterAll(() => solana?.stop());

  it('listens on 127.0.0.1 with websockets on port + 1, and reports the local cluster', async () => {
    expect(solana.url).toBe(`http://127.0.0.1:${solana.port}`);
    expect(solana.wsUrl).toBe(`ws://127.0.0.1:${solana.port + 1}`);
    expect(solana.chain).toBe('solana:localnet');
    expect(solana.caip2).toBe(SOLANA_CAIP2.localnet);
    expect(await solanaRpc(solana.url, 'getGenesisHash')).toBe(LOCALNET_GENESIS_HASH);
    expect(await solanaRpc(solana.url, 'getHealth')).toBe('ok');
    expect(await (await fetch(`${solana.url}/health`, { signal: timeout() })).text()).toBe('ok');
    expect(await solanaRpc(solana.url, 'getVersion')).toEqual({ 'solana-core': expect.stringMatching(/^\d+\.\d+\.\d+$/), 'feature-set': 0 });
  });

  it('funds every test account with 100 SOL', async () => {
    for (const account of SOLANA_TEST_ACCOUNTS) {
      const { value } = await solanaRpc<{ value: number }>(solana.url, 'getBalance', [account.address]);
      expect(BigInt(value)).toBe(SOLANA_TEST_ACCOUNT_LAMPORTS);
    }
  });

  it('answers batches in order, leaves notifications out, and writes u64 values as JSON numbers', async () => {
    const { text } = await post(solana.url, [
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'noSuchMethod' },
      { jsonrpc: '2.0', id: 3, method: 'getAccountInfo', params: [alice!.address, { encoding: 'base64' }] },
    ]);
    expect(text).toContain('"rentEpoch":18446744073709551615');
    const answers = JSON.parse(text) as { id: unknown; result?: unknown; error?: { code: number } }[];
    expect(answers.map((entry) => entry.id)).toEqual(['a', 2, 3]);
    expect(answers[0]!.result).toBe(0);
    expect(answers[1]!.error).toEqual({ code: -32601, message: 'Method not found' });
    expect(answers[2]!.result).toMatchObject({ context: { slot: 0 }, value: { data: ['', 'base64'], executable: false, owner: '11111111111111111111111111111111', space: 0 } });
  });

  it('answers malformed requests with the JSON-RPC errors', async () => {
    expect(JSON.parse((await post(solana.url, '{not json')).text)).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
    expect(JSON.parse((await post(solana.url, [])).text)).toMatchObject({ error: { code: -32600 } });
    expect(JSON.parse((await post(solana.url, { jsonrpc: '1.0', id: 1, method: 'getSlot' })).text)).toMatchObject({ id: 1, error: { code: -32600 } });
    await expect(solanaRpc(solana.url, 'getBalance', ['not-an-address'])).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid params/) });
    await expect(solanaRpc(solana.url, 'sendTransaction', ['AQID', { encoding: 'base64' }])).rejects.toMatchObject({ code: -32602 });
    await expect(solanaRpc(solana.url, 'getSlot', [{ minContextSlot: 1_000_000 }])).rejects.toMatchObject({ code: -32016, data: { contextSlot: 0 } });
    expect((await post(solana.url, 'x'.repeat(6 * 1024 * 1024))).status).toBe(413);
    expect((await fetch(solana.url, { signal: timeout() })).status).toBe(405);
  });

  it('lets a page on another localhost port call it (CORS preflight and answers)', async () => {
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
      signal: timeout(),
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const answer = await post(solana.url, { jsonrpc: '2.0', id: 1, method: 'getHealth' }, { origin });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('sends a base58 and a base64 transaction; balances move, statuses are final, the blockhash advances', async () => {
    const before = await solanaRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solana.url, 'getLatestBlockhash');
    expect(before.value.lastValidBlockHeight).toBe((await solanaRpc<number>(solana.url, 'getBlockHeight')) + BLOCKHASH_VALIDITY);
    const first = transferWire(alice!, bob!.address, 1_000n, before.value.blockhash);
    const signature = await solanaRpc<string>(solana.url, 'sendTransaction', [base58.encode(first)]);
    expect(signature).toBe(base58.encode(first.subarray(1, 65)));

    const after = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
    expect(after.value.blockhash).not.toBe(before.value.blockhash);
    // The same transfer again, with a fresh blockhash, is a different transaction and lands too.
    const second = transferWire(alice!, bob!.address, 1_000n, after.value.blockhash);
    const secondSignature = await solanaRpc<string>(solana.url, 'sendTransaction', [base64.encode(second), { encoding: 'base64' }]);
    expect(secondSignature).not.toBe(signature);

    const statuses = await solanaRpc<{ value: unknown[] }>(solana.url, 'getSignatureStatuses', [[signature, secondSignature, base58.encode(new Uint8Array(64))]]);
    expect(statuses.value).toEqual([
      { slot: expect.any(Number), confirmations: null, err: null, confirmationStatus: 'finalized', status: { Ok: null } },
      { slot: expect.any(Number), confirmations: null, err: null, confirmationStatus: 'finalized', status: { Ok: null } },
      null,
    ]);
    const { value: bobBalance } = await solanaRpc<{ value: number }>(solana.url, 'getBalance', [bob!.address]);
    expect(BigInt(bobBalance)).toBe(SOLANA_TEST_ACCOUNT_LAMPORTS + 2_000n);
    const { value: aliceBalance } = await solanaRpc<{ value: number }>(solana.url, 'getBalance', [alice!.address]);
    expect(BigInt(aliceBalance)).toBe(SOLANA_TEST_ACCOUNT_LAMPORTS - 2_000n - 2n * 5_000n);
    // The older blockhash is still within its window; a duplicate is refused.
    expect((await solanaRpc<{ value: boolean }>(solana.url, 'isBlockhashValid', [before.value.blockhash])).value).toBe(true);
    await expect(solanaRpc(solana.url, 'sendTransaction', [base58.encode(first)])).rejects.toMatchObject({ code: -32002, data: { err: 'AlreadyProcessed' } });
  });

  it('refuses a bad signature and an unknown blockhash', async () => {
    const { value } = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
    const forged = transferWire(alice!, bob!.address, 7n, value.blockhash);
    forged[1] = forged[1]! ^ 0xff;
    await expect(solanaRpc(solana.url, 'sendTransaction', [base64.encode(forged), { encoding: 'base64' }])).rejects.toMatchObject({ code: -32003, message: 'Transaction signature verification failure' });
    const stale = transferWire(alice!, bob!.address, 7n, base58.encode(new Uint8Array(32).fill(9)));
    await expect(solanaRpc(solana.url, 'sendTransaction', [base64.encode(stale), { encoding: 'base64' }])).rejects.toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound' },
    });
    await expect(solanaRpc(solana.url, 'sendTransaction', [base64.encode(stale), { encoding: 'base64', skipPreflight: true }])).rejects.toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } });
  });

  it('expires a blockhash after 150 blocks', async () => {
    const { value } = await solanaRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solana.url, 'getLatestBlockhash');
    const wire = transferWire(alice!, bob!.address, 11n, value.blockhash);
    while (solana.ledger.blockHeight() <= value.lastValidBlockHeight) solana.ledger.advance();
    expect((await solanaRpc<{ value: boolean }>(solana.url, 'isBlockhashValid', [value.blockhash])).value).toBe(false);
    await expect(solanaRpc(solana.url, 'sendTransaction', [base64.encode(wire), { encoding: 'base64' }])).rejects.toMatchObject({ data: { err: 'BlockhashNotFound' } });
    const message = base64.encode(wire.subarray(65));
    expect((await solanaRpc<{ value: unknown }>(solana.url, 'getFeeForMessage', [message])).value).toBeNull();
  });

  it('airdrops in a real transaction', async () => {
    const fresh = base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()));
    expect(await solanaRpc<{ value: unknown }>(solana.url, 'getAccountInfo', [fresh, { encoding: 'base64' }])).toMatchObject({ value: null });
    const signature = await solanaRpc<string>(solana.url, 'requestAirdrop', [fresh, 2_000_000_000]);
    expect((await solanaRpc<{ value: unknown[] }>(solana.url, 'getSignatureStatuses', [[signature]])).value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect((await solanaRpc<{ value: number }>(solana.url, 'getBalance', [fresh])).value).toBe(2_000_000_000);
    await expect(solanaRpc(solana.url, 'requestAirdrop', [fresh, 0])).rejects.toMatchObject({ code: -32602 });
  });

  it('reports the fee, rent minimum, epoch and transaction count', async () => {
    const { value } = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
    const message = base64.encode(transferWire(alice!, bob!.address, 1n, value.blockhash).subarray(65));
    expect((await solanaRpc<{ value: number }>(solana.url, 'getFeeForMessage', [message])).value).toBe(5_000);
    expect(await solanaRpc(solana.url, 'getMinimumBalanceForRentExemption', [0])).toBe(890_880);
    const slot = await solanaRpc<number>(solana.url, 'getSlot');
    expect(await solanaRpc(solana.url, 'getEpochInfo')).toEqual({ absoluteSlot: slot, blockHeight: slot, epoch: 0, slotIndex: slot, slotsInEpoch: 432_000, transactionCount: await solanaRpc(solana.url, 'getTransactionCount') });
  });
});

describe('startSolana: websocket subscriptions', () => {
  let solana: SolanaEndpoint;
  beforeAll(async () => {
    solana = await startSolana({ slotMs: 0 });
  });
  afterAll(() => solana?.stop());

  it('notifies slots and signatures on port + 1 and on the HTTP port', async () => {
    for (const url of [solana.wsUrl, solana.url.replace('http:', 'ws:')]) {
      const ws = await openSocket(url);
      try {
        ws.send({ jsonrpc: '2.0', id: 1, method: 'slotSubscribe' });
        const { result: slotSubscription } = await ws.next();
        expect(slotSubscription).toEqual(expect.any(Number));
        const signature = await solanaRpc<string>(solana.url, 'requestAirdrop', [alice!.address, 1]);
        expect(await ws.next()).toEqual({ jsonrpc: '2.0', method: 'slotNotification', params: { subscription: slotSubscription, result: { slot: solana.ledger.slot(), parent: solana.ledger.slot() - 1, root: solana.ledger.slot() } } });
        ws.send({ jsonrpc: '2.0', id: 2, method: 'slotUnsubscribe', params: [slotSubscription] });
        expect(await ws.next()).toEqual({ jsonrpc: '2.0', id: 2, result: true });

        // Already landed: the notification follows the subscription at once, then the subscription is gone.
        ws.send({ jsonrpc: '2.0', id: 3, method: 'signatureSubscribe', params: [signature, { commitment: 'confirmed' }] });
        const { result: signatureSubscription } = await ws.next();
        expect(await ws.next()).toEqual({ jsonrpc: '2.0', method: 'signatureNotification', params: { subscription: signatureSubscription, result: { context: { slot: solana.ledger.status(signature)!.slot }, value: { err: null } } } });
        ws.send({ jsonrpc: '2.0', method: 'ping' });
        ws.send({ jsonrpc: '2.0', id: 4, method: 'signatureUnsubscribe', params: [signatureSubscription] });
        expect(await ws.next()).toMatchObject({ id: 4, error: { code: -32602, message: 'Invalid params: Invalid subscription id.' } });
      } finally {
        ws.socket.close();
      }
    }
  });

  it('notifies a signature when it lands', async () => {
    const ws = await openSocket(solana.wsUrl);
    try {
      const { value } = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
      const wire = transferWire(bob!, alice!.address, 3n, value.blockhash);
      ws.send({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: [base58.encode(wire.subarray(1, 65))] });
      const { result: subscription } = await ws.next();
      await solanaRpc(solana.url, 'sendTransaction', [base64.encode(wire), { encoding: 'base64' }]);
      expect(await ws.next()).toMatchObject({ method: 'signatureNotification', params: { subscription, result: { value: { err: null } } } });
    } finally {
      ws.socket.close();
    }
  });
});

describe('startSolana: ports, clock and options', () => {
  it('advances a slot every slotMs, poses as another cluster, and frees both ports on stop', async () => {
    const solana = await startSolana({ slotMs: 20, genesisHash: CLUSTER_GENESIS_HASHES.devnet, accounts: [SOLANA_TEST_ACCOUNTS[0]!], lamportsEach: 5n });
    try {
      expect(solana.caip2).toBe(SOLANA_CAIP2.devnet);
      expect(await solanaRpc(solana.url, 'getGenesisHash')).toBe(CLUSTER_GENESIS_HASHES.devnet);
      expect((await solanaRpc<{ value: number }>(solana.url, 'getBalance', [alice!.address])).value).toBe(5);
      expect((await solanaRpc<{ value: number }>(solana.url, 'getBalance', [bob!.address])).value).toBe(0);
      const first = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
      await new Promise((resolve) => setTimeout(resolve, 150));
      const later = await solanaRpc<{ value: { blockhash: string } }>(solana.url, 'getLatestBlockhash');
      expect(later.value.blockhash).not.toBe(first.value.blockhash);
      expect(await solanaRpc<number>(solana.url, 'getSlot')).toBeGreaterThanOrEqual(3);
    } finally {
      await solana.stop();
    }
    expect(await isPortFree(solana.port)).toBe(true);
    expect(await isPortFree(solana.wsPort)).toBe(true);
    await solana.stop();
  });

  it('uses an explicit port and fails when it or its neighbour is taken', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port + 1, '127.0.0.1', resolve));
    try {
      await expect(startSolana({ port })).rejects.toThrow(/EADDRINUSE/);
      expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const solana = await startSolana({ port });
    try {
      expect(solana.url).toBe(`http://127.0.0.1:${port}`);
      expect(solana.wsPort).toBe(port + 1);
    } finally {
      await solana.stop();
    }
    await expect(startSolana({ port: 65_535 })).rejects.toThrow(/port 65535/);
  });
});
