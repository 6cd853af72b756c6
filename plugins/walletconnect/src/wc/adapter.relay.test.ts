// The connector when the relay comes back while a request waits, against a stand-in for the
// universal provider whose relayer behaves as the SDK's does once its own reconnect attempts have
// given up: it tries again only when asked (transportOpen) or at its next heartbeat, up to 5 s later
// (here: never). Found end to end in Chromium (examples/demo/e2e/walletconnect.e2e.test.ts): after
// the relay returned, a signature waited ~7 s for that heartbeat, near the kit's 10 s grace.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit, createMemoryStorage, isKitError, type Kit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { walletConnect, WALLET_CONNECT_ID } from '../index';
import { RELAY_GRACE_MS, RELAY_RETRY_MS } from './timeouts';

const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const emitter = () => {
    const listeners = new Map<string, Set<Listener>>();
    return {
      on(event: string, fn: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(fn);
      },
      off(event: string, fn: Listener) {
        listeners.get(event)?.delete(fn);
      },
      emit(event: string, ...args: unknown[]) {
        for (const fn of [...(listeners.get(event) ?? [])]) fn(...args);
      },
    };
  };
  const relayer = {
    ...emitter(),
    /** The relay accepts connections. */
    up: true,
    /** The SDK's socket is open. */
    connected: true,
    opens: 0,
    /** The SDK's transportOpen: connects if the relay is there, else fails; never retries by itself. */
    async transportOpen() {
      relayer.opens += 1;
      if (relayer.connected) return;
      if (!relayer.up) throw new Error("Couldn't establish socket connection to the relay server");
      relayer.connected = true;
      relayer.emit('relayer_connect');
    },
    async transportClose() {},
    /** The relay goes away: the socket drops and connections are refused. */
    drop() {
      relayer.up = false;
      relayer.connected = false;
      relayer.emit('relayer_disconnect');
    },
  };
  const session = {
    topic: 't'.repeat(64),
    expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
    namespaces: { eip155: { accounts: ['eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
  };
  /** What the wallet answers once its answer can reach the page (the socket is open). */
  const SIGNATURE = `0x${'11'.repeat(65)}`;
  const provider = {
    ...emitter(),
    client: { core: { verify: {}, relayer, heartbeat: { stop() {} } } },
    session: undefined as typeof session | undefined,
    async connect() {
      provider.emit('display_uri', `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`);
      provider.session = session;
      return session;
    },
    /** Answered at once while connected; otherwise when the socket is open again (the mailbox delivers it). */
    request(): Promise<string> {
      if (relayer.connected) return Promise.resolve(SIGNATURE);
      return new Promise((resolve) => relayer.on('relayer_connect', () => resolve(SIGNATURE)));
    },
    /** A request sent while connected whose answer is still on its way when the relay drops. */
    held: false,
    requests: 0,
    setDefaultChain() {},
    async disconnect() {
      provider.session = undefined;
    },
  };
  const request = provider.request;
  provider.request = () => {
    provider.requests += 1;
    if (!provider.held) return request();
    return new Promise((resolve) => relayer.on('relayer_connect', () => resolve(SIGNATURE)));
  };
  return { relayer, provider, SIGNATURE };
});

vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init: async () => fake.provider } }));

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };

describe('the WalletConnect connector when the relay returns while a request waits', () => {
  let kit: Kit | undefined;
  afterEach(async () => {
    await kit?.destroy();
    kit = undefined;
    Object.assign(fake.relayer, { up: true, connected: true, opens: 0 });
    Object.assign(fake.provider, { held: false, requests: 0, session: undefined });
  });

  async function connected(): Promise<Kit> {
    const k = createKit({
      metadata: { name: 'wc', description: 'wc', url: 'http://127.0.0.1', icons: [] },
      networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
      storage: createMemoryStorage(),
      logger: quiet,
      basic: true,
      plugins: [eip155({ injected: false }), walletConnect({ relayUrl: 'ws://127.0.0.1:9' })],
    });
    kit = k;
    await k.connect(WALLET_CONNECT_ID);
    expect(k.getState().chains.eip155?.account.status).toBe('connected');
    return k;
  }
  async function sign(k: Kit) {
    // Straight to the wallet, which confirms on its own screen: nothing waits in the kit.
    const signing = k.plugin('eip155').signMessage('across a lost relay');
    expect(k.getState().requests).toEqual([]);
    return signing;
  }

  it('a request made while the relay is down goes through as soon as the relay is back, not at the SDK’s next heartbeat', async () => {
    const k = await connected();
    fake.relayer.drop();
    const started = Date.now();
    const signing = sign(k);
    setTimeout(() => (fake.relayer.up = true), 1_000);
    await expect(signing).resolves.toBe(fake.SIGNATURE);
    // Well inside the grace: one retry interval after the relay returned (plus scheduling).
    expect(Date.now() - started).toBeLessThan(1_000 + 4 * RELAY_RETRY_MS);
    expect(fake.relayer.opens).toBeGreaterThan(1);
  }, 15_000);

  it('a request made once the relay is back but before the SDK reconnected goes through at once (the first reconnect succeeds within the call)', async () => {
    const k = await connected();
    fake.relayer.drop();
    // The relay accepts again; the SDK's socket is still closed, and the kit's first reconnect opens it synchronously.
    fake.relayer.up = true;
    const started = Date.now();
    await expect(sign(k)).resolves.toBe(fake.SIGNATURE);
    expect(Date.now() - started).toBeLessThan(2 * RELAY_RETRY_MS);
  }, 15_000);

  it('a request whose answer was under way when the relay dropped gets it once the relay is back', async () => {
    const k = await connected();
    fake.provider.held = true;
    const signing = sign(k);
    await vi.waitFor(() => expect(fake.provider.requests).toBe(1));
    fake.relayer.drop();
    const dropped = Date.now();
    setTimeout(() => (fake.relayer.up = true), 1_000);
    await expect(signing).resolves.toBe(fake.SIGNATURE);
    expect(Date.now() - dropped).toBeLessThan(1_000 + 4 * RELAY_RETRY_MS);
  }, 15_000);

  it('a relay that stays away still fails the request after the grace, with the clear error', async () => {
    const k = await connected();
    fake.relayer.drop();
    const started = Date.now();
    const error = await sign(k).catch((e: unknown) => e);
    expect(isKitError(error)).toBe(true);
    expect((error as Error).message).toContain('The WalletConnect relay is unreachable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(RELAY_GRACE_MS - 50);
    expect(Date.now() - started).toBeLessThan(RELAY_GRACE_MS + 2 * RELAY_RETRY_MS + 500);
    // It kept asking the SDK to reconnect while it waited.
    expect(fake.relayer.opens).toBeGreaterThanOrEqual(RELAY_GRACE_MS / RELAY_RETRY_MS - 2);
  }, 20_000);
});
