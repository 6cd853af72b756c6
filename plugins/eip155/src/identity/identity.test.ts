import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit, createMemoryStorage, definePlugin, type Kit, type KitPlugin, type NetworkInput } from '@latchkey/kernel';
import { eip155 } from '../index';
import type { EIP1193Provider, Eip155Options } from '../types';
import { IDENTITY_MAX_BYTES, safeAvatar } from './identity';
import { ethereum } from '@latchkey/test-harness/kit';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const API = 'https://blockchain.example';
const AVATAR = 'https://images.example/alice.png';

const mainnet = ethereum;
const sepolia: NetworkInput = { ...mainnet, id: 11155111, name: 'Sepolia', testnet: true, rpcUrls: { default: { http: ['https://sepolia.example'] } } };
const local: NetworkInput = { ...mainnet, id: 31337, name: 'Local', testnet: true, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };

type Answer = { status?: number; body: string } | 'hang';

/** A wallet on `chainId` holding `accounts`, that can move to another account. */
function wallet(chainId: number) {
  let accounts = [ALICE];
  const listeners = new Map<string, Set<(v: unknown) => void>>();
  const provider: EIP1193Provider = {
    request: async ({ method }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts;
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
    on: (event, listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener as (v: unknown) => void),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener as (v: unknown) => void),
  };
  return {
    provider,
    moveTo(address: string) {
      accounts = [address];
      for (const l of listeners.get('accountsChanged') ?? []) l([address]);
    },
  };
}

/** The blockchain API double: identities by lower-case address; every identity request recorded. */
function api(identities: Record<string, Answer> = {}) {
  const asked: URL[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.startsWith('/v1/identity/')) {
      asked.push(url);
      const answer = identities[decodeURIComponent(url.pathname.split('/')[3]!).toLowerCase()] ?? { body: '{"name":null,"avatar":null}' };
      if (answer === 'hang') return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
      return new Response(answer.body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    // The balance read through the RPC proxy.
    return new Response('{"jsonrpc":"2.0","id":1,"result":"0x0"}', { headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked, identityRequests: () => asked.length };
}

const identity = (name: string | null, avatar: string | null = null): Answer => ({ body: JSON.stringify({ name, avatar }) });

function kitWith(options: { fetch: typeof fetch; networks?: NetworkInput[]; chainId?: number; plugins?: KitPlugin[]; projectId?: string | null; blockchainApi?: string; eip155?: Eip155Options; storage?: ReturnType<typeof createMemoryStorage> }) {
  const w = wallet(options.chainId ?? 1);
  const kit = createKit({
    metadata: { name: 'identity tests', description: 'tests', url: 'http://127.0.0.1', icons: [] },
    networks: options.networks ?? [mainnet],
    ...(options.projectId === null ? {} : { projectId: options.projectId ?? 'test-project' }),
    storage: options.storage ?? createMemoryStorage(),
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    basic: true,
    features: { analytics: false },
    fetch: options.fetch,
    endpoints: { blockchainApi: options.blockchainApi ?? API, rpc: API },
    plugins: [eip155({ injected: false, connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: w.provider }], ...options.eip155 }), ...(options.plugins ?? [])],
  });
  return { kit, wallet: w };
}

const account = (kit: Kit) => kit.getState().chains.eip155!.account;
const settle = () => new Promise((r) => setTimeout(r, 20));

let kits: Kit[] = [];
const track = <T extends { kit: Kit }>(made: T): T => (kits.push(made.kit), made);
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(kits.map((k) => k.destroy()));
  kits = [];
});

describe('the EVM account identity (ENS name and avatar, SPEC §9 identity cache)', () => {
  it('shows the ENS name and avatar the identity API gives for the connected account, asked with the project and the network', async () => {
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth', AVATAR) });
    const { kit } = track(kitWith({ fetch: cloud.fetch }));
    expect(account(kit).profileName).toBeUndefined();
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(kit)).toMatchObject({ profileName: 'alice.eth', profileImage: AVATAR }));
    const [url] = cloud.asked;
    expect(url!.origin + url!.pathname).toBe(`${API}/v1/identity/${ALICE}`);
    expect(url!.searchParams.get('projectId')).toBe('test-project');
    expect(url!.searchParams.get('chainId')).toBe('eip155:1');
  });

  it('an address without a name keeps the short address (nothing written), and another account gets its own identity', async () => {
    const cloud = api({ [BOB.toLowerCase()]: identity('bob.eth') });
    const { kit, wallet: w } = track(kitWith({ fetch: cloud.fetch }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(cloud.identityRequests()).toBe(1));
    await settle();
    expect(account(kit)).toMatchObject({ profileName: undefined, profileImage: undefined });
    w.moveTo(BOB);
    await vi.waitFor(() => expect(account(kit)).toMatchObject({ address: BOB, profileName: 'bob.eth', profileImage: undefined }));
    w.moveTo(ALICE);
    await vi.waitFor(() => expect(account(kit).address).toBe(ALICE));
    await settle();
    // Bob's name is not carried over to Alice.
    expect(account(kit).profileName).toBeUndefined();
  });

  it('answers from the cache within 5 minutes and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth'), [BOB.toLowerCase()]: identity('bob.eth') });
    const { kit, wallet: w } = track(kitWith({ fetch: cloud.fetch }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
    w.moveTo(BOB);
    await vi.waitFor(() => expect(account(kit).profileName).toBe('bob.eth'));
    vi.advanceTimersByTime(4 * 60_000);
    w.moveTo(ALICE);
    await vi.waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
    expect(cloud.asked.map((u) => u.pathname)).toEqual([`/v1/identity/${ALICE}`, `/v1/identity/${BOB}`]);
    vi.advanceTimersByTime(60_001);
    w.moveTo(BOB);
    await vi.waitFor(() => expect(account(kit).profileName).toBe('bob.eth'));
    w.moveTo(ALICE);
    await vi.waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
    expect(cloud.asked.map((u) => u.pathname)).toEqual([`/v1/identity/${ALICE}`, `/v1/identity/${BOB}`, `/v1/identity/${BOB}`, `/v1/identity/${ALICE}`]);
  });

  it('the cache survives a reload (the same storage): a second kit shows the name without asking', async () => {
    const storage = createMemoryStorage();
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth', AVATAR) });
    const first = track(kitWith({ fetch: cloud.fetch, storage }));
    await first.kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(first.kit).profileName).toBe('alice.eth'));
    await first.kit.destroy();
    const second = track(kitWith({ fetch: cloud.fetch, storage }));
    await second.kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(second.kit)).toMatchObject({ profileName: 'alice.eth', profileImage: AVATAR }));
    expect(cloud.identityRequests()).toBe(1);
  });

  it.each<[string, Answer]>([
    ['an HTTP error', { status: 500, body: '{"message":"down"}' }],
    ['a body that is not JSON', { body: '{"name":"alice.e' }],
    ['a name that is not a string', { body: '{"name":5,"avatar":null}' }],
    ['a reply without its fields', { body: '{"ens":"alice.eth"}' }],
    ['a reply over the size cap', { body: JSON.stringify({ name: 'alice.eth', avatar: `data:image/png;base64,${'A'.repeat(IDENTITY_MAX_BYTES)}` }) }],
  ])('ignores %s: nothing shown, nothing cached (the next look asks again)', async (_what, answer) => {
    const cloud = api({ [ALICE.toLowerCase()]: answer });
    const { kit, wallet: w } = track(kitWith({ fetch: cloud.fetch }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(cloud.identityRequests()).toBe(1));
    await settle();
    expect(account(kit)).toMatchObject({ address: ALICE, status: 'connected', profileName: undefined, profileImage: undefined });
    w.moveTo(BOB);
    w.moveTo(ALICE);
    await vi.waitFor(() => expect(cloud.asked.filter((u) => u.pathname.endsWith(ALICE))).toHaveLength(2));
  });

  it('gives up on a reply that never comes (5 s) and the account stays as it was', async () => {
    const cloud = api({ [ALICE.toLowerCase()]: 'hang' });
    const { kit } = track(kitWith({ fetch: cloud.fetch }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(cloud.identityRequests()).toBe(1));
    const aborted = vi.fn();
    const call = (cloud.fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.find(([input]) => String(input).includes('/v1/identity/'))!;
    (call[1] as RequestInit).signal!.addEventListener('abort', aborted);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(aborted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(aborted).toHaveBeenCalled();
    expect(account(kit).profileName).toBeUndefined();
  });

  it('cleans the name and drops avatars that are not safe images', async () => {
    const cloud = api({
      [ALICE.toLowerCase()]: identity('\u202Ehte.ecila\u202C  alice.eth', 'javascript:alert(1)'),
      [BOB.toLowerCase()]: identity('bob.eth', 'http://127.0.0.1:9/avatar.png'),
    });
    const { kit, wallet: w } = track(kitWith({ fetch: cloud.fetch }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(kit).profileName).toBe('hte.ecila  alice.eth'));
    expect(account(kit).profileImage).toBeUndefined();
    w.moveTo(BOB);
    await vi.waitFor(() => expect(account(kit).profileName).toBe('bob.eth'));
    // A loopback avatar from a remote name server could probe the visitor's machine.
    expect(account(kit).profileImage).toBeUndefined();
  });

  it('keeps a loopback avatar when the blockchain API itself runs on loopback (local development, tests)', () => {
    expect(safeAvatar('http://127.0.0.1:4100/identity/avatar/0xabc', true)).toBe('http://127.0.0.1:4100/identity/avatar/0xabc');
    expect(safeAvatar('http://127.0.0.1:4100/identity/avatar/0xabc', false)).toBeUndefined();
    expect(safeAvatar('http://evil.example/a.png', true)).toBeUndefined();
    expect(safeAvatar('data:image/svg+xml,<svg/>', false)).toBe('data:image/svg+xml,<svg/>');
    expect(safeAvatar('data:text/html,<script>', false)).toBeUndefined();
  });

  it('looks up on mainnet-like and local networks, never on a testnet, without a project id or when turned off', async () => {
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth') });
    const onSepolia = track(kitWith({ fetch: cloud.fetch, networks: [sepolia], chainId: 11155111 }));
    await onSepolia.kit.connect('test-wallet');
    const noProject = track(kitWith({ fetch: cloud.fetch, projectId: null }));
    await noProject.kit.connect('test-wallet');
    const off = track(kitWith({ fetch: cloud.fetch, eip155: { identity: false } }));
    await off.kit.connect('test-wallet');
    await settle();
    expect(cloud.identityRequests()).toBe(0);
    expect([onSepolia.kit, noProject.kit, off.kit].map((k) => account(k).profileName)).toEqual([undefined, undefined, undefined]);
    const onLocal = track(kitWith({ fetch: cloud.fetch, networks: [local], chainId: 31337 }));
    await onLocal.kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(onLocal.kit).profileName).toBe('alice.eth'));
    expect(cloud.asked[0]!.searchParams.get('chainId')).toBe('eip155:31337');
  });

  it('a burst of account changes looks up a couple of identities, not one per change', async () => {
    const cloud = api({ [BOB.toLowerCase()]: identity('bob.eth') });
    const { kit, wallet: w } = track(kitWith({ fetch: cloud.fetch }));
    await kit.connect('test-wallet');
    for (let i = 0; i < 200; i++) w.moveTo(i % 2 ? BOB : ALICE);
    await vi.waitFor(() => expect(account(kit)).toMatchObject({ address: BOB, profileName: 'bob.eth' }));
    await settle();
    expect(cloud.identityRequests()).toBeLessThanOrEqual(2);
  });
});

describe('which name wins', () => {
  /** A plugin that writes a registered name, as the names plugin and the embedded wallet do: at connect, or later. */
  const namer = (name: string, delay: 'at-connect' | Promise<void>, image?: string) =>
    definePlugin({
      id: 'namer',
      kind: 'feature',
      afterConnect(event, ctx) {
        const write = () => ctx.account.update('eip155', event.account.address, { profileName: name, ...(image ? { profileImage: image } : {}) });
        if (delay === 'at-connect') write();
        else void delay.then(write);
      },
    });

  it('a name another plugin wrote first (a registered name, the embedded user) is never replaced by the ENS name', async () => {
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth', AVATAR) });
    const { kit } = track(kitWith({ fetch: cloud.fetch, plugins: [namer('ada.reown.id', 'at-connect')] }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(cloud.identityRequests()).toBe(1));
    await settle();
    // Not even the ENS avatar: it belongs to another name.
    expect(account(kit)).toMatchObject({ profileName: 'ada.reown.id', profileImage: undefined });
  });

  it('a registered name arriving after the ENS name replaces it, and the ENS avatar goes with it', async () => {
    let release!: () => void;
    const later = new Promise<void>((r) => (release = r));
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth', AVATAR) });
    const { kit } = track(kitWith({ fetch: cloud.fetch, plugins: [namer('ada.reown.id', later)] }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(kit)).toMatchObject({ profileName: 'alice.eth', profileImage: AVATAR }));
    release();
    await vi.waitFor(() => expect(account(kit).profileName).toBe('ada.reown.id'));
    expect(account(kit).profileImage).toBeUndefined();
  });

  it('a later name that brings its own avatar keeps it', async () => {
    let release!: () => void;
    const later = new Promise<void>((r) => (release = r));
    const own = 'https://names.example/ada.png';
    const cloud = api({ [ALICE.toLowerCase()]: identity('alice.eth', AVATAR) });
    const { kit } = track(kitWith({ fetch: cloud.fetch, plugins: [namer('ada.reown.id', later, own)] }));
    await kit.connect('test-wallet');
    await vi.waitFor(() => expect(account(kit).profileName).toBe('alice.eth'));
    release();
    await vi.waitFor(() => expect(account(kit)).toMatchObject({ profileName: 'ada.reown.id', profileImage: own }));
  });
});
