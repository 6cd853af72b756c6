/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit, internals, createMemoryStorage, defineNamespace, definePlugin, isKitError, type ChainNamespace, type Kit } from '@latchkey/kernel';
import { embeddedWallet, AUTH_CONNECTOR_ID } from './index';
import { FRAME_REQUEST_TIMEOUT_MS } from './frame/client';
import { ethereum } from '@latchkey/test-harness/kit';

const ORIGIN = 'http://127.0.0.1:4300';
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SOL_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SOL_REF = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SIGNATURE = `0x${'ab'.repeat(65)}`;

const ns = (namespace: ChainNamespace) =>
  defineNamespace({
    namespace,
    chainReference: (id) => String(id).replace(`${namespace}:`, '') || undefined,
    networkId: (ref) => (/^\d+$/.test(ref) ? Number(ref) : ref),
    bareNetworks: namespace === 'eip155',
    accountTypes: namespace === 'eip155' ? ['smartAccount', 'eoa'] : ['eoa'],
    methods: { safe: ['eth_chainId'], unsafe: ['personal_sign', 'solana_signMessage'] },
    addressError: () => undefined,
  });

type Sent = { type: string; id: string; payload: Record<string, unknown> };

/** The secure frame as the page sees it: answers posted back from the iframe's window and origin. */
function frameDouble(options: { signedIn?: boolean; hangSignOut?: boolean; hangRpc?: boolean; smartAccountFails?: boolean } = {}) {
  const sent: Sent[] = [];
  let frame: HTMLIFrameElement | undefined;
  const reply = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: frame!.contentWindow }));
  const answer = (m: Sent, payload: unknown) => reply({ type: `FRAME_${m.type.slice(4)}_SUCCESS`, id: m.id, payload });
  const fail = (m: Sent, message: string) => reply({ type: `FRAME_${m.type.slice(4)}_ERROR`, id: m.id, payload: { message } });
  let preferred: 'eoa' | 'smartAccount' = 'smartAccount';
  const observer = new MutationObserver(() => {
    const el = document.querySelector('iframe');
    if (!el || el === frame) return;
    frame = el;
    vi.spyOn(el.contentWindow!, 'postMessage').mockImplementation(((m: Sent, target: string) => {
      expect(target).toBe(ORIGIN);
      sent.push(m);
      queueMicrotask(() => {
        switch (m.type) {
          case 'APP_IS_CONNECTED':
            return answer(m, { isConnected: Boolean(options.signedIn) });
          case 'APP_GET_USER': {
            const chainId = String(m.payload.chainId);
            // As the reference frame: the asked kind becomes the session's preference.
            if (!chainId.startsWith('solana:') && (m.payload.preferredAccountType === 'eoa' || m.payload.preferredAccountType === 'smartAccount')) preferred = m.payload.preferredAccountType;
            if (chainId.startsWith('solana:')) return answer(m, { address: SOL_ADDRESS, chainId, email: 'alice@example.org', accounts: [{ address: SOL_ADDRESS, type: 'eoa' }] });
            return answer(m, { address: preferred === 'eoa' ? EOA : SMART, chainId, email: 'alice@example.org', userName: 'alice0', socialProvider: 'discord', smartAccountDeployed: true, preferredAccountType: preferred, accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }] });
          }
          case 'APP_SET_PREFERRED_ACCOUNT':
            if (options.smartAccountFails && m.payload.type === 'smartAccount') return fail(m, 'Smart accounts are not enabled on this network');
            preferred = m.payload.type as 'eoa' | 'smartAccount';
            return answer(m, { type: preferred, address: preferred === 'eoa' ? EOA : SMART });
          case 'APP_RPC_REQUEST':
            return options.hangRpc ? undefined : answer(m, SIGNATURE);
          case 'APP_SIGN_OUT':
            return options.hangSignOut ? undefined : answer(m, {});
          default:
            return answer(m, {});
        }
      });
    }) as never);
    // The frame page announces itself once loaded.
    queueMicrotask(() => reply({ type: 'FRAME_READY', payload: { version: '0.1.0' } }));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { sent, types: () => sent.map((m) => m.type), stop: () => observer.disconnect() };
}

let kit: Kit | undefined;
function makeKit(extra: { basic?: boolean; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  kit = createKit({
    metadata: { name: 'Embedded test', description: 't', url: 'http://127.0.0.1:5173', icons: [] },
    networks: [
      ethereum,
      { id: SOL_REF, chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['https://sol.example'] } } },
    ],
    storage: extra.storage ?? createMemoryStorage(),
    projectId: 'p1',
    basic: extra.basic,
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: [ns('eip155'), ns('solana')] }), embeddedWallet({ url: `${ORIGIN}/frame` })],
  });
  return kit;
}

afterEach(async () => {
  vi.useRealTimers();
  await kit?.destroy();
  kit = undefined;
  document.body.innerHTML = '';
});

describe('the embedded wallet plugin', () => {
  it('refuses a frame URL that is not https (or a loopback reference frame)', () => {
    expect(() => embeddedWallet({ url: 'http://secure.example/frame' })).toThrow('The embedded wallet URL must be https');
  });

  it('loads nothing with the page; the frame loads when the Connect view shows, and gets the dapp data and theme', async () => {
    const frame = frameDouble();
    const k = makeKit();
    expect(document.querySelector('iframe')).toBeNull();
    expect(k.getState().connectors.find((c) => c.id === AUTH_CONNECTOR_ID)).toMatchObject({ type: 'AUTH', namespaces: ['eip155', 'solana'] });
    k.open();
    await vi.waitFor(() => expect(k.getState().plugins['embedded-wallet']?.frame).toBe('ready'), { timeout: 3000 });
    const src = new URL(document.querySelector('iframe')!.src);
    expect(src.origin).toBe(ORIGIN);
    expect(src.searchParams.get('projectId')).toBe('p1');
    await vi.waitFor(() => expect(frame.types()).toEqual(expect.arrayContaining(['APP_SYNC_DAPP_DATA', 'APP_SYNC_THEME'])));
    expect(frame.sent.find((m) => m.type === 'APP_SYNC_DAPP_DATA')?.payload).toMatchObject({ metadata: { name: 'Embedded test' } });
    k.setThemeMode('light');
    await vi.waitFor(() => expect(frame.sent.filter((m) => m.type === 'APP_SYNC_THEME').at(-1)?.payload).toEqual({ themeMode: 'light' }));
    frame.stop();
  });

  it("before signing in, connecting says 'Address or auth connector not found'", async () => {
    const frame = frameDouble({ signedIn: false });
    const k = makeKit();
    await expect(k.connect(AUTH_CONNECTOR_ID)).rejects.toThrow('Address or auth connector not found');
    frame.stop();
  });

  it('signed in: eip155 (smart account first, SPEC §6) and solana connect; the display name is written; requests go to the frame with their chain', async () => {
    const frame = frameDouble({ signedIn: true });
    const k = makeKit();
    await k.connect(AUTH_CONNECTOR_ID);
    expect(k.getState().chains.eip155?.account.address).toBe(SMART);
    expect(k.getState().chains.solana?.account.address).toBe(SOL_ADDRESS);
    expect(k.getState().connections.eip155?.[0]?.accounts.map((a) => a.type)).toEqual(['smartAccount', 'eoa']);
    await vi.waitFor(() => expect(k.getState().chains.eip155?.account.profileName).toBe('alice'));
    expect(k.getState().chains.eip155?.account.socialProvider).toBe('discord');
    const signing = k.request({ method: 'personal_sign', params: ['0x48656c6c6f', SMART] });
    const id = await vi.waitFor(() => k.getState().requests[0]?.id ?? Promise.reject(new Error('no request')));
    internals(k).requests.approve(id);
    await expect(signing).resolves.toBe(SIGNATURE);
    expect(frame.sent.find((m) => m.type === 'APP_RPC_REQUEST')?.payload).toEqual({ method: 'personal_sign', params: ['0x48656c6c6f', SMART], chainId: 'eip155:1' });
    frame.stop();
  });

  it('a smart account that cannot be set up falls back to the EOA (SPEC §6)', async () => {
    const frame = frameDouble({ signedIn: true, smartAccountFails: true });
    const k = makeKit();
    await k.connect(AUTH_CONNECTOR_ID);
    await expect(k.plugin('embedded-wallet').setPreferredAccountType('smartAccount')).resolves.toBe('eoa');
    expect(k.getState().chains.eip155?.account.address).toBe(EOA);
    frame.stop();
  });

  it('setPreferredAccountType moves the eip155 account to the chosen kind (SPEC §6), and the choice is stored for the next connection (SPEC §3)', async () => {
    const frame = frameDouble({ signedIn: true });
    const storage = createMemoryStorage();
    const k = makeKit({ storage });
    await k.connect(AUTH_CONNECTOR_ID);
    expect(k.getState().chains.eip155?.account.address).toBe(SMART);
    await expect(k.plugin('embedded-wallet').setPreferredAccountType('eoa')).resolves.toBe('eoa');
    expect(k.getState().chains.eip155?.account.address).toBe(EOA);
    expect(k.getState().chains.eip155?.account.preferredAccountType).toBe('eoa');
    expect(k.getState().chains.solana?.account.address).toBe(SOL_ADDRESS);
    expect(JSON.parse(storage.data.get('@appkit-wallet/embedded-wallet:preferred_account_types')!)).toEqual({ eip155: 'eoa' });
    expect(frame.sent.filter((m) => m.type === 'APP_GET_USER' && !String(m.payload.chainId).startsWith('solana:')).at(-1)?.payload.preferredAccountType).toBe('eoa');
    await k.destroy();
    frame.stop();

    // A new kit on the same storage (a reload): it asks the frame for the EOA again.
    document.body.innerHTML = '';
    const again = frameDouble({ signedIn: true });
    const k2 = makeKit({ storage });
    await k2.connect(AUTH_CONNECTOR_ID);
    expect(k2.getState().chains.eip155?.account.address).toBe(EOA);
    await expect(k2.plugin('embedded-wallet').setPreferredAccountType('smartAccount')).resolves.toBe('smartAccount');
    expect(k2.getState().chains.eip155?.account.address).toBe(SMART);
    again.stop();
  });

  it('disconnecting one namespace keeps the frame signed in for the other; the last one signs out', async () => {
    const frame = frameDouble({ signedIn: true });
    const k = makeKit();
    await k.connect(AUTH_CONNECTOR_ID);
    await k.disconnect({ namespace: 'eip155' });
    expect(k.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(k.getState().chains.solana?.account.status).toBe('connected');
    expect(frame.types()).not.toContain('APP_SIGN_OUT');
    expect(Object.keys(k.getState().plugins['embedded-wallet']!.users)).toEqual(['solana']);
    await k.disconnect({ namespace: 'solana' });
    expect(k.getState().chains.solana?.account.status).toBe('disconnected');
    expect(frame.types().filter((t) => t === 'APP_SIGN_OUT')).toHaveLength(1);
    expect(k.getState().plugins['embedded-wallet']!.users).toEqual({});
    frame.stop();
  });

  it("an approved request the frame never answers: IFRAME_REQUEST_TIMEOUT at 120 s (before the kit's own 120 s wait gives a bare 'timed out'), and the frame is told to stop", async () => {
    const frame = frameDouble({ signedIn: true, hangRpc: true });
    const k = makeKit();
    await k.connect(AUTH_CONNECTOR_ID);
    vi.useFakeTimers();
    const signing = k.request({ method: 'personal_sign', params: ['0x48656c6c6f', SMART] }).catch((e: unknown) => e);
    const id = await vi.waitFor(() => k.getState().requests[0]?.id ?? Promise.reject(new Error('no request')));
    internals(k).requests.approve(id);
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1);
    expect(k.getState().alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await signing;
    expect(isKitError(error, 'TIMEOUT')).toBe(true);
    expect(k.getState().alerts.map((a) => a.code)).toEqual(['IFRAME_REQUEST_TIMEOUT']);
    expect(frame.types()).toContain('APP_RPC_ABORT');
    frame.stop();
  });

  it('disconnect completes within 3 s even when the frame never answers', async () => {
    const frame = frameDouble({ signedIn: true, hangSignOut: true });
    const k = makeKit();
    await k.connect(AUTH_CONNECTOR_ID);
    const started = Date.now();
    await k.disconnect();
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(k.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(frame.types()).toContain('APP_SIGN_OUT');
    frame.stop();
  });

  it('basic mode turns email and socials off: no AUTH connector, no frame', async () => {
    const k = makeKit({ basic: true });
    k.open();
    expect(k.getState().connectors.some((c) => c.type === 'AUTH')).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('iframe')).toBeNull();
  });
});
