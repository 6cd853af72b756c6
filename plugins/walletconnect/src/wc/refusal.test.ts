// The relay refusing the project or the session's token (SPEC §8: universal provider errors are
// matched by message and shown once each, as 'Invalid Project ID' and 'Session Expired'), against a
// stand-in for the universal provider whose relayer reports the relay closing the socket with code
// 3000 and its reason, as the SDK's WebSocket provider does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { walletConnect, WALLET_CONNECT_ID } from '../index';

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
  const relayer = { ...emitter(), async transportOpen() {}, async transportClose() {} };
  /** The reason the relay closes with, once a pairing is asked for. */
  let reason = 'Unauthorized: invalid key';
  const provider = {
    ...emitter(),
    client: { core: { verify: {}, relayer, heartbeat: { stop() {} } } },
    session: undefined,
    /** The proposal never reaches the relay: it closed the socket on the project id. */
    connect() {
      setTimeout(() => relayer.emit('relayer_error', new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)), 10);
      return new Promise(() => {});
    },
    setDefaultChain() {},
    async disconnect() {},
  };
  return { relayer, provider, setReason: (r: string) => void (reason = r) };
});

vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: { init: async () => fake.provider } }));

describe('the WalletConnect relay refusing the project', () => {
  let kit: Kit | undefined;
  afterEach(async () => {
    await kit?.destroy();
    kit = undefined;
    fake.setReason('Unauthorized: invalid key');
  });

  const make = (projectId: string) => {
    const warnings: string[] = [];
    const logger = { warn: (...a: unknown[]) => void warnings.push(String(a[0])), error: () => {}, info: () => {}, debug: () => {} };
    kit = createKit({
      metadata: { name: 'wc', description: 'wc', url: 'http://127.0.0.1', icons: [] },
      networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }],
      storage: createMemoryStorage(),
      logger,
      basic: true,
      projectId,
      plugins: [eip155({ injected: false }), walletConnect({ relayUrl: 'ws://127.0.0.1:9' })],
    });
    return { kit, warnings };
  };

  it('fails the connect at once with Invalid Project ID, raises the alert once over two attempts, and says in the console what to do', async () => {
    const { kit, warnings } = make('0123456789abcdef0123456789abcdef');
    const started = Date.now();
    const first = await kit.connect(WALLET_CONNECT_ID).catch((e: unknown) => e);
    expect((first as Error).message).toContain('Invalid Project ID');
    // Not after the 20 s wait for a pairing URI: the refusal ends it.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(kit.getState().plugins.walletconnect?.status).toBe('error');
    await kit.connect(WALLET_CONNECT_ID).catch(() => undefined);
    expect(kit.getState().alerts.map((a) => a.code)).toEqual(['INVALID_PROJECT_ID']);
    const hints = warnings.filter((w) => w.includes('Invalid Project ID'));
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('projectId "0123456789abcdef0123456789abcdef" was refused by the WalletConnect relay');
    expect(hints[0]).toContain('docs/guide/self-hosting.md');
  });

  it("a relay refusing the session's token raises Session Expired", async () => {
    fake.setReason('JWT validation error: JWT Token is not yet valid');
    const { kit } = make('0123456789abcdef0123456789abcdef');
    const error = await kit.connect(WALLET_CONNECT_ID).catch((e: unknown) => e);
    expect((error as Error).message).toContain('Session Expired');
    expect(kit.getState().alerts.map((a) => a.code)).toEqual(['SESSION_EXPIRED']);
  });
});
