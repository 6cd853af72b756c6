import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { isPortFree } from '../chain/ports';
import { createMailbox } from './mailbox';
import { idKey, parseFrame, protectBigIntegers } from './json';
import { startRelay } from './server';
import type { RelayHandle } from './server';

/** A bare websocket client that keeps every frame it gets. */
interface TestClient {
  socket: WebSocket;
  frames: string[];
  send(frame: unknown): void;
  /** Resolves with the first frame (already received or coming) that matches; rejects after `timeoutMs`. */
  next(match: (frame: Record<string, unknown>, text: string) => boolean, timeoutMs?: number): Promise<{ frame: Record<string, unknown>; text: string }>;
  /** Frames that match, received so far. */
  all(match: (frame: Record<string, unknown>) => boolean): Record<string, unknown>[];
  closed: Promise<number>;
  close(): Promise<void>;
}

function connect(url: string, auth?: string): Promise<TestClient> {
  const socket = new WebSocket(auth ? `${url}/?auth=${auth}&projectId=test` : url);
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(data.toString());
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const parse = (text: string): Record<string, unknown> => JSON.parse(protectBigIntegers(text)) as Record<string, unknown>;
  const client: TestClient = {
    socket,
    frames,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(match, timeoutMs = 2000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = (): void => {
          for (; seen < frames.length; seen++) {
            const text = frames[seen]!;
            const frame = parse(text);
            if (match(frame, text)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve({ frame, text });
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching frame within ${timeoutMs} ms; got ${frames.join(' | ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    all: (match) => frames.map(parse).filter(match),
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

/** A fake relay-auth JWT whose payload names the client (the relay reads `iss`, never verifies). */
function fakeAuth(iss: string): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss, sub: 'x', aud: 'ws://relay', iat: 1, exp: 2 })}.c2ln`;
}

let nextId = 1;
const rpc = (method: string, params: unknown, id: number | string = nextId++) => ({ id, jsonrpc: '2.0', method, params });
const isResponseTo = (id: number | string) => (frame: Record<string, unknown>) => frame.id === id && !('method' in frame);
const isPush = (topic: string) => (frame: Record<string, unknown>) => frame.method === 'irn_subscription' && (frame.params as { data: { topic: string } }).data.topic === topic;
const ack = (client: TestClient, text: string): void => {
  // Answer with the id's exact digits, as the SDK does.
  const raw = /"id":(\d+)/.exec(text)![1]!;
  client.socket.send(`{"id":${raw},"jsonrpc":"2.0","result":true}`);
};
const topic = (name: string): string => `${name}`.padEnd(64, '0');

describe('relay JSON framing', () => {
  it('keeps the digits of ids too large for a double, as numbers or strings', () => {
    expect(JSON.parse('{"id":1730000000000000123}').id).toBe(1730000000000000000); // what a plain parse does
    const frame = parseFrame('{"id":1730000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab","n":9007199254740993}}');
    expect(frame).toMatchObject({ kind: 'request', rawId: '1730000000000000123', method: 'irn_subscribe' });
    expect(parseFrame('{"id":"1730000000000000124","jsonrpc":"2.0","method":"x"}')).toMatchObject({ rawId: '"1730000000000000124"' });
    // The SDK acknowledges a pushed id it parsed as a bigint with "<digits>n".
    expect(idKey('"1730000000000000125n"')).toBe('1730000000000000125');
    expect(idKey('1730000000000000125')).toBe('1730000000000000125');
    // Numbers inside strings are left alone.
    expect(protectBigIntegers('{"a":"12345678901234567890"}')).toBe('{"a":"12345678901234567890"}');
  });

  it('classifies what is not JSON-RPC without throwing', () => {
    expect(parseFrame('{oops')).toMatchObject({ kind: 'invalid', rawId: 'null', error: { code: -32700 } });
    expect(parseFrame('[1,2]')).toMatchObject({ kind: 'invalid', error: { code: -32600 } });
    expect(parseFrame('{"id":1,"jsonrpc":"1.0","method":"x"}')).toMatchObject({ kind: 'invalid', rawId: '1', error: { code: -32600 } });
    expect(parseFrame('{"id":{},"jsonrpc":"2.0","method":"x"}')).toMatchObject({ kind: 'invalid', error: { code: -32600 } });
    expect(parseFrame('{"id":7,"jsonrpc":"2.0","result":true}')).toMatchObject({ kind: 'response', rawId: '7', result: true });
  });
});

describe('mailbox', () => {
  it('honours the ttl, skips the publisher and whoever received it, and drops duplicates', () => {
    let now = 1_000_000;
    const mailbox = createMailbox({ maxMessages: 2, now: () => now });
    const first = mailbox.add({ topic: 't', message: 'm1', ttl: 10, tag: 1, publisher: 'a' });
    expect(mailbox.add({ topic: 't', message: 'm1', ttl: 10, tag: 1, publisher: 'a' }).duplicate).toBe(true);
    expect(mailbox.pendingFor('t', 'a')).toEqual([]);
    expect(mailbox.pendingFor('t', 'b').map((m) => m.message)).toEqual(['m1']);
    mailbox.markReceived(first.stored, 'b');
    expect(mailbox.pendingFor('t', 'b')).toEqual([]);
    expect(mailbox.pendingFor('t', 'c')).toHaveLength(1);
    now += 10_001;
    expect(mailbox.pendingFor('t', 'c')).toEqual([]);
    expect(mailbox.sweep()).toBe(1);
    // Full: the oldest goes.
    mailbox.add({ topic: 'u', message: 'x1', ttl: 60, tag: 0, publisher: 'a' });
    mailbox.add({ topic: 'u', message: 'x2', ttl: 60, tag: 0, publisher: 'a' });
    mailbox.add({ topic: 'u', message: 'x3', ttl: 60, tag: 0, publisher: 'a' });
    expect(mailbox.pendingFor('u', 'b').map((m) => m.message)).toEqual(['x2', 'x3']);
  });
});

describe('relay double', () => {
  let relay: RelayHandle;
  const clients: TestClient[] = [];
  const open = async (name?: string): Promise<TestClient> => {
    const client = await connect(relay.url, name ? fakeAuth(`did:key:${name}`) : undefined);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    relay = await startRelay({ ackTimeoutMs: 150, maxDeliveryAttempts: 3 });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    relay.reset();
  });
  afterAll(async () => {
    const { port } = relay;
    await relay.stop();
    expect(await isPortFree(port)).toBe(true);
    await relay.stop();
  });

  it('listens on 127.0.0.1 and answers /health', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`http://127.0.0.1:${relay.port}/health`);
    expect(await response.text()).toBe('ok');
    await expect(startRelay({ host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('pushes a publish to the topic subscribers (not the publisher) and counts the acknowledgement', async () => {
    const [dapp, wallet] = [await open('dapp'), await open('wallet')];
    const t = topic('a1');
    dapp.send(rpc('irn_subscribe', { topic: t }, 'sub-1'));
    const { frame: subscribed } = await dapp.next(isResponseTo('sub-1'));
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/);
    wallet.send(rpc('irn_subscribe', { topic: t }, 'sub-2'));
    await wallet.next(isResponseTo('sub-2'));
    wallet.send(rpc('irn_publish', { topic: t, message: 'aGVsbG8=', ttl: 300, tag: 1108, prompt: true, correlationId: 5 }, 'pub-1'));
    expect((await wallet.next(isResponseTo('pub-1'))).frame.result).toBe(true);
    const { frame, text } = await dapp.next(isPush(t));
    expect(frame.params).toMatchObject({ id: subscribed.result, data: { topic: t, message: 'aGVsbG8=', tag: 1108 } });
    expect((frame.params as { data: { publishedAt: number } }).data.publishedAt).toBeGreaterThan(Date.now() - 5000);
    // The relay's push ids are ~19 digits: beyond a double, like the real relay's.
    expect(/"id":(\d+)/.exec(text)![1]!.length).toBeGreaterThanOrEqual(19);
    ack(dapp, text);
    await relay.waitFor((stats) => stats.acknowledged === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(wallet.all(isPush(t))).toEqual([]);
    expect(dapp.all(isPush(t))).toHaveLength(1); // acknowledged: never resent
    expect(relay.stats).toMatchObject({ published: 1, delivered: 1, resent: 0 });
  });

  it('echoes request ids exactly, bare numbers beyond a double included', async () => {
    const client = await open();
    client.socket.send('{"id":1730000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"big"}}');
    const { text } = await client.next((_frame, raw) => raw.includes('1730000000000000123'));
    expect(text).toMatch(/^\{"id":1730000000000000123,"jsonrpc":"2.0","result":"[0-9a-f]{64}"\}$/);
    client.socket.send('{"id":"1730000000000000124","jsonrpc":"2.0","method":"irn_unsubscribe","params":{"topic":"big","id":"x"}}');
    const { text: second } = await client.next((_frame, raw) => raw.includes('1730000000000000124'));
    expect(second).toBe('{"id":"1730000000000000124","jsonrpc":"2.0","result":true}');
  });

  it('resends a push that is not acknowledged, and accepts the SDK\'s "<digits>n" acknowledgement', async () => {
    const [sender, receiver] = [await open('sender'), await open('receiver')];
    const t = topic('b2');
    receiver.send(rpc('irn_subscribe', { topic: t }, 'r'));
    await receiver.next(isResponseTo('r'));
    sender.send(rpc('irn_publish', { topic: t, message: 'bWVzc2FnZQ==', ttl: 60, tag: 1 }));
    await receiver.next(isPush(t));
    // No ack: it comes again with a new id after ackTimeoutMs (150 ms).
    await relay.waitFor((stats) => stats.resent >= 1, { timeoutMs: 2000 });
    // The relay counted the resend when it sent it: the receiver has it once it arrives.
    await vi.waitFor(() => expect(receiver.frames.filter((text) => text.includes('irn_subscription')).length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    const pushes = receiver.frames.filter((text) => text.includes('irn_subscription'));
    const lastId = /"id":(\d+)/.exec(pushes.at(-1)!)![1]!;
    receiver.socket.send(`{"id":"${lastId}n","jsonrpc":"2.0","result":true}`);
    await relay.waitFor((stats) => stats.acknowledged === 1);
    const count = receiver.all(isPush(t)).length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.all(isPush(t)).length).toBe(count);
  });

  it('keeps what nobody was subscribed to and delivers it on subscribe (mailbox), once per client', async () => {
    const publisher = await open('publisher');
    const t = topic('c3');
    publisher.send(rpc('irn_batchPublish', { messages: [{ topic: t, message: 'MQ==', ttl: 300, tag: 1 }, { topic: t, message: 'Mg==', ttl: 300, tag: 2 }] }, 'bp'));
    expect((await publisher.next(isResponseTo('bp'))).frame.result).toBe(true);
    expect(relay.stats.mailbox).toBe(2);
    const late = await open('late');
    late.send(rpc('irn_batchSubscribe', { topics: [t, topic('other')] }, 'bs'));
    const { frame } = await late.next(isResponseTo('bs'));
    expect(frame.result).toHaveLength(2);
    const first = await late.next(isPush(t));
    expect((first.frame.params as { data: { message: string } }).data.message).toBe('MQ==');
    for (const text of late.frames.filter((entry) => entry.includes('irn_subscription'))) ack(late, text);
    await relay.waitFor((stats) => stats.acknowledged === 2);
    // The same client (by its auth id) on a new socket does not get them again; another client does.
    await late.close();
    const again = await open('late');
    again.send(rpc('irn_subscribe', { topic: t }, 'again'));
    await again.next(isResponseTo('again'));
    const other = await open('other');
    other.send(rpc('irn_fetchMessages', { topic: t }, 'fetch'));
    const fetched = await other.next(isResponseTo('fetch'));
    expect((fetched.frame.result as { messages: { message: string }[] }).messages.map((m) => m.message)).toEqual(['MQ==', 'Mg==']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.all(isPush(t))).toEqual([]);
  });

  it('subscribes the sender implicitly on wc_proposeSession and wc_approveSession', async () => {
    const [dapp, wallet] = [await open('dapp'), await open('wallet')];
    const pairing = topic('d4');
    const session = topic('e5');
    // The dapp proposes without subscribing to its pairing topic (the SDK's skipSubscribe).
    dapp.send(rpc('wc_proposeSession', { pairingTopic: pairing, sessionProposal: 'cHJvcG9zYWw=', ttl: 300, correlationId: 1 }, 'propose'));
    expect((await dapp.next(isResponseTo('propose'))).frame.result).toBe(true);
    wallet.send(rpc('irn_subscribe', { topic: pairing }, 'pair'));
    const proposal = await wallet.next(isPush(pairing));
    expect((proposal.frame.params as { data: unknown }).data).toMatchObject({ message: 'cHJvcG9zYWw=', tag: 1100 });
    ack(wallet, proposal.text);
    wallet.send(rpc('wc_approveSession', { sessionTopic: session, pairingTopic: pairing, sessionProposalResponse: 'cmVzcG9uc2U=', sessionSettlementRequest: 'c2V0dGxl', ttl: 300 }, 'approve'));
    expect((await wallet.next(isResponseTo('approve'))).frame.result).toBe(true);
    // The dapp hears the response on the pairing topic it never subscribed to itself…
    const response = await dapp.next(isPush(pairing));
    expect((response.frame.params as { data: unknown }).data).toMatchObject({ message: 'cmVzcG9uc2U=', tag: 1101 });
    // …subscribes to the session topic and finds the settlement waiting.
    dapp.send(rpc('irn_subscribe', { topic: session }, 'session'));
    const settle = await dapp.next(isPush(session));
    expect((settle.frame.params as { data: unknown }).data).toMatchObject({ message: 'c2V0dGxl', tag: 1102 });
    // The wallet was subscribed to the session topic by its approval: the dapp's answer reaches it.
    dapp.send(rpc('irn_publish', { topic: session, message: 'YWNr', ttl: 300, tag: 1103 }));
    await wallet.next(isPush(session));
  });

  it('answers bad input with JSON-RPC errors and keeps serving', async () => {
    const client = await open();
    client.send('{not json');
    expect((await client.next((frame) => (frame.error as { code?: number } | undefined)?.code === -32700)).frame.id).toBeNull();
    client.send('[{"id":1}]');
    await client.next((frame) => (frame.error as { code?: number } | undefined)?.code === -32600);
    client.send(rpc('irn_teleport', {}, 'unknown'));
    expect((await client.next(isResponseTo('unknown'))).frame.error).toMatchObject({ code: -32601 });
    client.send(rpc('irn_publish', { topic: 'x', message: 'y', ttl: 99_999_999 }, 'ttl'));
    expect((await client.next(isResponseTo('ttl'))).frame.error).toMatchObject({ code: -32602, message: expect.stringMatching(/ttl/) });
    client.send(rpc('irn_subscribe', { topic: '' }, 'empty'));
    expect((await client.next(isResponseTo('empty'))).frame.error).toMatchObject({ code: -32602 });
    client.send(rpc('irn_subscribe', ['not', 'an', 'object'], 'array'));
    expect((await client.next(isResponseTo('array'))).frame.error).toMatchObject({ code: -32602 });
    client.send(rpc('wc_approveSession', { sessionTopic: 'a' }, 'partial'));
    expect((await client.next(isResponseTo('partial'))).frame.error).toMatchObject({ code: -32602 });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await client.next((frame) => (frame.error as { message?: string } | undefined)?.message?.includes('binary') === true);
    // Unknown acknowledgements are ignored; the socket still works.
    client.send({ id: 42, jsonrpc: '2.0', result: true });
    client.send(rpc('irn_subscribe', { topic: 'fine' }, 'fine'));
    expect((await client.next(isResponseTo('fine'))).frame.result).toMatch(/^[0-9a-f]{64}$/);
    expect(relay.stats.connections).toBe(1);
  });

  it('injects faults: an error, a swallowed request, a late answer, a cut socket', async () => {
    const client = await open();
    relay.faults.set('irn_publish', { kind: 'error', code: -32010, message: 'relay busy' }, { times: 1 });
    client.send(rpc('irn_publish', { topic: 't', message: 'bQ==', ttl: 30 }, 'f1'));
    expect((await client.next(isResponseTo('f1'))).frame.error).toEqual({ code: -32010, message: 'relay busy' });
    client.send(rpc('irn_publish', { topic: 't', message: 'bQ==', ttl: 30 }, 'f2'));
    expect((await client.next(isResponseTo('f2'))).frame.result).toBe(true);
    relay.faults.set('irn_subscribe', { kind: 'drop' }, { times: 1 });
    client.send(rpc('irn_subscribe', { topic: 't' }, 'f3'));
    await expect(client.next(isResponseTo('f3'), 300)).rejects.toThrow(/no matching frame/);
    relay.faults.set('*', { kind: 'delay', ms: 200 }, { times: 1 });
    const started = Date.now();
    client.send(rpc('irn_subscribe', { topic: 't' }, 'f4'));
    await client.next(isResponseTo('f4'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(relay.faults.list()).toEqual([]);
    relay.faults.set('irn_unsubscribe', { kind: 'close' });
    client.send(rpc('irn_unsubscribe', { topic: 't', id: 'x' }));
    expect(await client.closed).toBe(1006);
    expect(relay.requests().map((entry) => entry.outcome)).toContain('fault:close');
    expect(() => relay.faults.set('delivery', { kind: 'error' })).toThrow(/delivery/);
  });

  it('kill drops every socket abruptly; pause refuses connections until resume; restart keeps the mailbox', async () => {
    const a = await open('a');
    const b = await open('b');
    relay.kill();
    expect(await a.closed).toBe(1006);
    expect(await b.closed).toBe(1006);
    // Still listening: a client reconnects at once.
    const publisher = await open('publisher');
    const t = topic('f6');
    publisher.send(rpc('irn_publish', { topic: t, message: 'a2VwdA==', ttl: 300, tag: 1 }, 'kept'));
    await publisher.next(isResponseTo('kept'));

    await relay.pause();
    expect(relay.listening).toBe(false);
    await expect(connect(relay.url)).rejects.toThrow(/ECONNREFUSED/);
    await relay.resume();
    const late = await open('late');
    late.send(rpc('irn_subscribe', { topic: t }, 'late'));
    await late.next(isPush(t));

    await relay.restart({ downMs: 50 });
    expect(relay.listening).toBe(true);
    const afterRestart = await open('after-restart');
    afterRestart.send(rpc('irn_subscribe', { topic: t }, 'again'));
    expect(((await afterRestart.next(isPush(t))).frame.params as { data: { message: string } }).data.message).toBe('a2VwdA==');

    await relay.restart({ clearState: true });
    const fresh = await open('fresh');
    fresh.send(rpc('irn_subscribe', { topic: t }, 'fresh'));
    await fresh.next(isResponseTo('fresh'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fresh.all(isPush(t))).toEqual([]);
  });
});
