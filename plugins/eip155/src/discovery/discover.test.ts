import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kit } from '@latchkey/kernel';
import { HARDHAT_ACCOUNTS } from '@latchkey/test-harness/chain/index';
import { announceProvider, createMockWallet, DEV_WALLET_ICON, installDevWallets } from '@latchkey/test-harness/wallets/index';
import { fakeWindow, makeKit } from '../test/kit';
import { internals } from '@latchkey/kernel';

// Nothing here reaches a chain: the wallets answer accounts and chain ids themselves.
const OFFLINE_RPC = 'http://127.0.0.1:9';
const network = { id: 31337, name: 'Local', testnet: true, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.invalid'] } } };
const config = { chains: [{ chainId: 31337, rpcUrl: OFFLINE_RPC }], privateKeys: [HARDHAT_ACCOUNTS[1]!.privateKey] };
const wallet = () => createMockWallet({ ...config, verifyAddedChains: false });
const uuid = '350670db-19fa-4704-a166-e52e178b59d2';

const kits: Kit[] = [];
const track = (kit: Kit) => (kits.push(kit), kit);
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()));
});

const ids = (kit: Kit) => kit.getState().connectors.map((c) => c.id);

describe('EIP-6963 discovery', () => {
  it('lists each announced wallet as an ANNOUNCED connector with the SPEC §3 fields, and the legacy wallet as Browser Wallet', () => {
    const win = fakeWindow();
    installDevWallets(win, config);
    const kit = track(makeKit(win, [network]));
    expect(kit.getState().connectors).toEqual([
      { id: 'dev.latchkey.wallet', name: 'Latchkey Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], info: { rdns: 'dev.latchkey.wallet' }, installed: true, imageUrl: DEV_WALLET_ICON },
      expect.objectContaining({ id: 'dev.latchkey.second', name: 'Latchkey Second Wallet', type: 'ANNOUNCED' }),
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', namespaces: ['eip155'], installed: true },
    ]);
  });

  it('keeps one connector per rdns; a re-announcement with a new provider object replaces the provider', async () => {
    const win = fakeWindow();
    const first = wallet();
    const second = wallet();
    const info = { uuid, name: 'Twice', icon: DEV_WALLET_ICON, rdns: 'com.example.twice' };
    announceProvider(win, { info, provider: first.provider });
    const kit = track(makeKit(win, [network]));
    announceProvider(win, { info: { ...info, name: 'Renamed' }, provider: second.provider });
    win.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(kit.getState().connectors.filter((c) => c.id === 'com.example.twice')).toEqual([expect.objectContaining({ name: 'Twice' })]);

    await kit.connect('com.example.twice');
    expect(second.requests().map((r) => r.method)).toContain('eth_requestAccounts');
    expect(first.requests().map((r) => r.method)).not.toContain('eth_requestAccounts');
  });

  it('while connected, a re-announcement (same uuid) moves the wallet events to the new provider object', async () => {
    const win = fakeWindow();
    const first = wallet();
    const second = wallet();
    const info = { uuid, name: 'Twice', icon: DEV_WALLET_ICON, rdns: 'com.example.twice' };
    announceProvider(win, { info, provider: first.provider });
    const kit = track(makeKit(win, [network]));
    await kit.connect('com.example.twice');
    announceProvider(win, { info, provider: second.provider });
    // The old object's events no longer reach the kit; the new one's do.
    first.disconnect();
    expect(kit.getState().chains.eip155!.account.status).toBe('connected');
    second.disconnect();
    await vi.waitFor(() => expect(kit.getState().chains.eip155!.account.status).toBe('disconnected'));
  });

  it('before connecting, a second announcement reusing a known rdns (another uuid) cannot slip its provider in', async () => {
    const win = fakeWindow();
    const genuine = wallet();
    const impostor = wallet();
    const info = { uuid, name: 'Latchkey Dev Wallet', icon: DEV_WALLET_ICON, rdns: 'com.example.genuine' };
    announceProvider(win, { info, provider: genuine.provider });
    const kit = track(makeKit(win, [network]));
    announceProvider(win, { info: { ...info, uuid: '9f1c2b4e-0d3a-4c5b-8e7f-a1b2c3d4e5f6', name: 'Impostor' }, provider: impostor.provider });
    // Clicking "Latchkey Dev Wallet" connects the wallet that first announced that name.
    await kit.connect('com.example.genuine');
    expect(genuine.requests().map((r) => r.method)).toContain('eth_requestAccounts');
    expect(impostor.requests()).toEqual([]);
  });

  it('while connected, another announcement under the same rdns cannot take over signing', async () => {
    const win = fakeWindow();
    const genuine = wallet();
    const impostor = wallet();
    const info = { uuid, name: 'Genuine', icon: DEV_WALLET_ICON, rdns: 'com.example.genuine' };
    announceProvider(win, { info, provider: genuine.provider });
    const kit = track(makeKit(win, [network]));
    await kit.connect('com.example.genuine');
    announceProvider(win, { info: { ...info, uuid: '9f1c2b4e-0d3a-4c5b-8e7f-a1b2c3d4e5f6' }, provider: impostor.provider });
    const signing = kit.request({ method: 'personal_sign', params: ['0x68656c6c6f', kit.getState().chains.eip155!.account.address] });
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    await signing;
    expect(genuine.requests().map((r) => r.method)).toContain('personal_sign');
    expect(impostor.requests()).toEqual([]);
  });

  it('picks up a wallet that announces after the kit started', () => {
    const win = fakeWindow();
    const kit = track(makeKit(win, [network]));
    expect(ids(kit)).toEqual([]);
    announceProvider(win, { info: { uuid, name: 'Late Wallet', icon: DEV_WALLET_ICON, rdns: 'com.example.late' }, provider: wallet().provider });
    expect(ids(kit)).toEqual(['com.example.late']);
  });

  it('ignores malformed announcements and keeps a good wallet whose icon is unsafe, without the icon', () => {
    const win = fakeWindow();
    const kit = track(makeKit(win, [network]));
    const provider = wallet().provider;
    const good = { uuid, name: 'Good', icon: DEV_WALLET_ICON, rdns: 'com.example.good' };
    const announce = (detail: unknown) => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    announce(undefined);
    announce({ info: null, provider });
    announce({ info: good, provider: {} });
    announce({ info: { ...good, uuid: undefined }, provider });
    announce({ info: { ...good, name: '' }, provider });
    announce({ info: { ...good, icon: 42 }, provider });
    announce({ info: { ...good, rdns: 'not a domain' }, provider });
    announce({ info: { ...good, rdns: 'javascript:alert(1)' }, provider });
    expect(ids(kit)).toEqual([]);

    announce({ info: { ...good, rdns: 'com.example.script', icon: 'javascript:alert(1)' }, provider });
    announce({ info: { ...good, rdns: 'com.example.http', icon: 'http://icons.example/w.png' }, provider });
    announce({ info: { ...good, rdns: 'com.example.gif', icon: 'data:image/gif;base64,R0lGOD' } , provider });
    announce({ info: { ...good, rdns: 'com.example.https', icon: 'https://icons.example/w.png', name: `  ${'N'.repeat(200)}\u202e ` }, provider });
    const connectors = kit.getState().connectors;
    expect(connectors.map((c) => [c.id, c.imageUrl])).toEqual([
      ['com.example.script', undefined],
      ['com.example.http', undefined],
      ['com.example.gif', undefined],
      ['com.example.https', 'https://icons.example/w.png'],
    ]);
    expect(connectors[3]!.name).toBe('N'.repeat(64));
  });

  it('stops listening on destroy: a later announcement adds nothing to a new kit on the page', async () => {
    const win = fakeWindow();
    const kit = makeKit(win, [network]);
    await kit.destroy();
    const requests: string[] = [];
    win.addEventListener('eip6963:requestProvider', () => requests.push('request'));
    announceProvider(win, { info: { uuid, name: 'After', icon: DEV_WALLET_ICON, rdns: 'com.example.after' }, provider: wallet().provider });
    expect(kit.getState().connectors).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('Browser Wallet (legacy window.ethereum)', () => {
  it('is absent when there is no window.ethereum', () => {
    const win = fakeWindow();
    announceProvider(win, { info: { uuid, name: 'Only', icon: DEV_WALLET_ICON, rdns: 'com.example.only' }, provider: wallet().provider });
    expect(ids(track(makeKit(win, [network])))).toEqual(['com.example.only']);
  });

  it('is absent when an announced wallet exposes the same provider object, also when it announces late', () => {
    const win = fakeWindow();
    const shared = wallet().provider;
    win.ethereum = shared;
    const kit = track(makeKit(win, [network]));
    expect(ids(kit)).toEqual(['injected']);
    announceProvider(win, { info: { uuid, name: 'Shared', icon: DEV_WALLET_ICON, rdns: 'com.example.shared' }, provider: shared });
    expect(ids(kit)).toEqual(['com.example.shared']);
  });

  it('appears when an extension injects window.ethereum late (ethereum#initialized)', () => {
    const win = fakeWindow();
    const kit = track(makeKit(win, [network]));
    expect(ids(kit)).toEqual([]);
    win.ethereum = wallet().provider;
    win.dispatchEvent(new Event('ethereum#initialized'));
    expect(ids(kit)).toEqual(['injected']);
  });

  it('on mobile needs a provider that identifies its wallet (SPEC §5)', () => {
    const bare = fakeWindow();
    bare.ethereum = { request: async () => null, isMetaMask: false };
    expect(ids(track(makeKit(bare, [network], { isMobile: () => true })))).toEqual([]);
    expect(ids(track(makeKit(bare, [network], { isMobile: () => false })))).toEqual(['injected']);
    const named = fakeWindow();
    named.ethereum = { request: async () => null, isTrust: true };
    expect(ids(track(makeKit(named, [network], { isMobile: () => true })))).toEqual(['injected']);
  });

  it('can be turned off', () => {
    const win = fakeWindow();
    win.ethereum = wallet().provider;
    expect(ids(track(makeKit(win, [network], { eip155: { injected: false } })))).toEqual([]);
  });
});
