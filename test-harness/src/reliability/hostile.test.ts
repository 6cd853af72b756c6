/** @vitest-environment jsdom */
// Hostile directory and wallet data stays inert (jsdom, React): what the existing tests check
// with hand-made data (react/src/views/wallets.test.tsx: a fake directory; eip155's discover and
// adapter tests: the connector state), here with the harness's REAL cloud double (its hostile
// directory entries) and the real eip155 plugin, rendered by the real views. Inert means: no
// element or attribute injected (markup stays text), no image or link that is not a safe scheme,
// no name that reorders the text around it (bidi overrides), no unbounded size, nothing run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createKit, createMemoryStorage, definePlugin, type Kit, type NetworkInput } from '@latchkey/kernel';
import { KitProvider, NetworkButton } from '@latchkey/react';
import { eip155 } from '@latchkey/eip155';
import AllWallets from '../../../react/src/views/AllWallets';
import Connect from '../../../react/src/views/Connect';
import ConnectingExternal from '../../../react/src/views/ConnectingExternal';
import { fetchWallets, walletImageUrl, walletLink } from '../../../react/src/ui/directory/directory';
import { safeLink } from '../../../react/src/ui/safe';
import { DIRECTORY_IDS, startCloud, type CloudHandle } from '../cloud/index';
import { HARDHAT_ACCOUNTS } from '../chain/index';
import { fulfilment, watchUnhandledRejections } from './settle';

const quiet = { warn() {}, error() {}, info() {}, debug() {} };
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };
// Chain A's id: the directory's hostile entries serve it (its RPC is never reached: no test connects a real account to it).
const networks: NetworkInput[] = [{ id: 31337, name: 'Latchkey Chain A', chainNamespace: 'eip155', nativeCurrency: ether, rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc'] } } }];
/** Bidi embeddings, overrides and isolates, zero-width characters, C0/C1 controls. */
// eslint-disable-next-line no-control-regex
const REORDERING = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

let cloud: CloudHandle;
const unhandled = watchUnhandledRejections();
const kits: Kit[] = [];

beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterEach(async () => {
  cleanup();
  for (const kit of kits.splice(0)) await kit.destroy();
  expect(unhandled.take()).toEqual([]);
  expect((globalThis as { __xss?: unknown }).__xss).toBeUndefined();
});
afterAll(async () => {
  unhandled.stop();
  await cloud?.stop();
});

/** A fetch in front of the cloud double that adds `entry` to the top of every directory page. */
function withEntry(entry: Record<string, unknown>): typeof fetch {
  return async (input, init) => {
    const answer = await fetch(input, init);
    if (!new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith('/getWallets')) return answer;
    const page = (await answer.json()) as { data: unknown[]; count: number };
    return Response.json({ data: [entry, ...page.data], count: page.count + 1 });
  };
}

/** A relay plugin's connecting view for directory wallets (WalletConnect's role): with it, Connect lists the directory's wallets. */
const directoryView = definePlugin({ id: 'relay', kind: 'feature', views: [{ id: 'DirectoryConnect', role: 'connect-directory', load: async () => ({ default: () => null }) }] });

function makeKit(win?: EventTarget, fetcher: typeof fetch = globalThis.fetch): Kit {
  const kit = createKit({
    metadata: { name: 'Hostile data', description: 'inert', url: 'http://127.0.0.1:5173', icons: [] },
    networks,
    projectId: cloud.projectId,
    basic: true,
    storage: createMemoryStorage(),
    fetch: fetcher,
    endpoints: { api: cloud.url, rpc: cloud.url, analytics: cloud.url, blockchainApi: cloud.url },
    logger: quiet,
    plugins: [eip155({ window: (win ?? new EventTarget()) as never, injected: false }), directoryView],
  });
  kits.push(kit);
  return kit;
}

const view = (kit: Kit, node: ReactNode) => render(createElement(KitProvider, { kit, modal: false, prefetch: false, children: node }));

/** Every image and link the page shows may be shown; nothing was injected; no text reorders its neighbours. */
function expectInert(root: HTMLElement): void {
  expect(root.querySelectorAll('script, iframe, object, embed, b, style:not([data-lk])').length).toBe(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) expect(`${el.tagName} ${attr.name}`).not.toMatch(/ on\w+$/i);
  }
  for (const a of root.querySelectorAll('a[href]')) expect(safeLink(a.getAttribute('href'))).toBe(a.getAttribute('href'));
  for (const img of root.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    expect(src.startsWith('https://') || /^data:image\/(svg\+xml|png|webp)[;,]/i.test(src) || src.startsWith(`${cloud.url}/getWalletImage/`), `image ${src.slice(0, 80)}`).toBe(true);
  }
  const texts = [...root.querySelectorAll('*')].flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? ''));
  expect(texts.filter((t) => REORDERING.test(t)).map((t) => JSON.stringify(t.slice(0, 60)))).toEqual([]);
}

/** The button of a wallet, by the start of its visible name. */
const walletButton = (start: string) => [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').replace(REORDERING, '').includes(start));

describe('the wallet directory of the cloud double (its hostile entries)', () => {
  it('every link a directory entry could open is https or a wallet app scheme, never javascript: or data:; images only from the config service', async () => {
    const kit = makeKit();
    const page = await fulfilment(fetchWallets(kit, { page: 1, entries: 40 }), 'the first directory page');
    const hostile = page.data.filter((e) => Object.values(DIRECTORY_IDS).includes(e.id as never));
    expect(hostile.length).toBeGreaterThanOrEqual(7);
    for (const entry of page.data) {
      for (const link of [walletLink(entry, true), walletLink(entry, false)]) if (link !== undefined) expect(safeLink(link)).toBe(link);
      const image = walletImageUrl(kit, entry);
      if (image !== undefined) expect(image.startsWith(`${cloud.url}/getWalletImage/`)).toBe(true);
    }
    for (const id of [DIRECTORY_IDS.javascriptLinks, DIRECTORY_IDS.dataLinks]) {
      const entry = page.data.find((e) => e.id === id)!;
      expect([walletLink(entry, true), walletLink(entry, false)]).toEqual([undefined, undefined]);
    }
    // Names are kept to a displayable size.
    expect(Math.max(...page.data.map((e) => e.name.length))).toBeLessThanOrEqual(201);
  });

  it('All Wallets renders the hostile names as text: nothing injected, no unsafe image or link', async () => {
    const kit = makeKit();
    view(kit, createElement(AllWallets, { params: {} }));
    await screen.findByText('Latchkey Dev Wallet', undefined, { timeout: 10_000 });
    expect(screen.getByText('<script>alert("xss")</script>Script Wallet')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>Bold</b> Wallet')).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(walletButton('Javascript Link Wallet')).toBeTruthy();
    const long = walletButton('VeryLongLong')!;
    expect((long.textContent ?? '').length).toBeLessThanOrEqual(260);
    expectInert(document.body);
  });

  it('a directory name with a right-to-left override or zero-width characters inside the length shown is displayed without them', async () => {
    // The double's long-name entry has its override past the 200 characters shown; this one (the
    // same trick in a short name, added to the double's first page) keeps it in view.
    const kit = makeKit(undefined, withEntry({ id: 'hostile-bidi', name: 'Safe\u202eLLAW\u202c\u200b Wallet', image_id: null, rdns: null, chains: ['eip155:31337'], mobile_link: null, desktop_link: null, webapp_link: null, homepage: null, badge_type: 'none' }));
    view(kit, createElement(AllWallets, { params: {} }));
    await screen.findByText('Latchkey Dev Wallet', undefined, { timeout: 10_000 });
    const button = walletButton('SafeLLAW')!;
    expect(button).toBeTruthy();
    expectInert(document.body);
  });

  it('Connect (featured and recommended from the directory) stays inert too', async () => {
    const kit = makeKit();
    view(kit, createElement(Connect, { params: {} }));
    const list = await screen.findByRole('list', { name: 'Ways to connect' }, { timeout: 10_000 });
    await waitFor(() => expect(within(list).getAllByRole('button').length).toBeGreaterThan(3), { timeout: 10_000 });
    expectInert(document.body);
  });
});

/** An EIP-1193 provider a hostile page or extension could announce: answers and events the test scripts. */
function hostileProvider(answers: Record<string, () => unknown>) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  return {
    async request({ method }: { method: string }) {
      const answer = answers[method];
      if (!answer) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      return answer();
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.get(event)?.delete(listener);
    },
    emit(event: string, ...args: unknown[]) {
      for (const l of listeners.get(event) ?? []) l(...args);
    },
  };
}

let uuid = 0;
function announce(win: EventTarget, info: { name: string; icon: string; rdns: string }, provider: object): void {
  const detail = Object.freeze({ info: Object.freeze({ uuid: `0000000${++uuid}-0000-4000-8000-000000000000`, ...info }), provider });
  win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
}

const ADDRESS = HARDHAT_ACCOUNTS[1]!.address;
const honest = () => hostileProvider({ eth_requestAccounts: () => [ADDRESS], eth_accounts: () => [ADDRESS], eth_chainId: () => '0x7a69' });

describe('hostile wallets (EIP-6963 announcements and answers)', () => {
  it('names with markup, bidi overrides or 10,000 characters, and unsafe or huge icons: shown as clean, bounded text without the icon', async () => {
    const win = new EventTarget();
    const kit = makeKit(win);
    announce(win, { name: '<img src=x onerror="globalThis.__xss=1">Evil Wallet', icon: 'javascript:globalThis.__xss=1', rdns: 'com.evil.markup' }, honest());
    announce(win, { name: 'Meta\u202eksaM\u200b Wallet\u2066', icon: 'data:text/html,<script>globalThis.__xss=1</script>', rdns: 'com.evil.bidi' }, honest());
    announce(win, { name: 'N'.repeat(10_000), icon: 'http://evil.example/icon.png', rdns: 'com.evil.long' }, honest());
    announce(win, { name: 'Svg Wallet', icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="globalThis.__xss=1"/>', rdns: 'com.evil.svg' }, honest());
    announce(win, { name: 'Huge Icon Wallet', icon: `data:image/png;base64,${'A'.repeat(2_000_000)}`, rdns: 'com.evil.huge' }, honest());
    expect(kit.getState().connectors.map((c) => [c.name, c.imageUrl === undefined ? 'no icon' : c.imageUrl.slice(0, 19)])).toEqual([
      ['<img src=x onerror="globalThis.__xss=1">Evil Wallet', 'no icon'],
      ['MetaksaM Wallet', 'no icon'],
      ['N'.repeat(64), 'no icon'],
      ['Svg Wallet', 'data:image/svg+xml,'],
      ['Huge Icon Wallet', 'no icon'],
    ]);
    view(kit, createElement(Connect, { params: {} }));
    await screen.findByText('<img src=x onerror="globalThis.__xss=1">Evil Wallet', undefined, { timeout: 10_000 });
    expect(screen.getByText('MetaksaM Wallet')).toBeTruthy();
    expect(screen.getByText('N'.repeat(64))).toBeTruthy();
    expectInert(document.body);
  });

  it('a wallet error with markup and a megabyte of text: the view says it failed, as bounded text', async () => {
    const win = new EventTarget();
    const kit = makeKit(win);
    const rude = hostileProvider({
      eth_requestAccounts: () => Promise.reject(Object.assign(new Error(`<img src=x onerror="globalThis.__xss=1">${'A'.repeat(1_000_000)}`), { code: -32000 })),
    });
    announce(win, { name: 'Rude Wallet', icon: 'https://icons.example/rude.png', rdns: 'com.evil.rude' }, rude);
    view(kit, createElement(ConnectingExternal, { params: { connectorId: 'com.evil.rude' } }));
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain('Connection failed'));
    expect((alert.textContent ?? '').length).toBeLessThan(400);
    expect(alert.textContent).toContain('<img src=x');
    expect(kit.getState().chains.eip155!.account.status).toBe('disconnected');
    expectInert(document.body);
  });

  it('accounts that are not addresses and a chain id that is not a number: the connect fails with a typed error, nothing is shown as connected', async () => {
    const win = new EventTarget();
    const kit = makeKit(win);
    announce(win, { name: 'Junk Accounts', icon: 'https://icons.example/a.png', rdns: 'com.evil.accounts' }, hostileProvider({ eth_requestAccounts: () => ['<script>globalThis.__xss=1</script>', 42, '0xZZ', '', null], eth_chainId: () => '0x7a69' }));
    announce(win, { name: 'Junk Chain', icon: 'https://icons.example/c.png', rdns: 'com.evil.chain' }, hostileProvider({ eth_requestAccounts: () => [ADDRESS], eth_chainId: () => '<b>one</b>' }));
    const accounts = await kit.connect('com.evil.accounts').catch((e: { code?: string; shortMessage?: string }) => e);
    expect(accounts).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet returned no account' });
    const chain = await kit.connect('com.evil.chain').catch((e: { code?: string; shortMessage?: string }) => e);
    expect(chain).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet returned an invalid chain id' });
    expect(kit.getState().chains.eip155!.account).toMatchObject({ status: 'disconnected', address: undefined });
    expect(JSON.stringify(kit.getState())).not.toMatch(/<script|<b>/);
  });

  it('connected, then junk events (markup accounts, 100,000 of them, chain ids that are not numbers): ignored quickly, the page keeps the real account and network', async () => {
    const win = new EventTarget();
    const kit = makeKit(win);
    const wallet = hostileProvider({ eth_requestAccounts: () => [ADDRESS], eth_accounts: () => [ADDRESS], eth_chainId: () => '0x539' });
    announce(win, { name: 'Noisy Wallet', icon: 'https://icons.example/n.png', rdns: 'com.evil.noisy' }, wallet);
    await fulfilment(kit.connect('com.evil.noisy'), 'connect');
    // A chain the dapp does not have: 'Unknown Network', said as such on the page.
    view(kit, createElement(NetworkButton));
    expect(screen.getByText('Unknown network')).toBeTruthy();
    const before = JSON.stringify({ account: kit.getState().chains.eip155!.account, network: kit.getState().chains.eip155!.network.caipNetwork });
    const started = Date.now();
    wallet.emit('accountsChanged', ['<img src=x onerror="globalThis.__xss=1">']);
    wallet.emit('accountsChanged', Array.from({ length: 100_000 }, (_, i) => `junk-${i}`));
    wallet.emit('accountsChanged', '<script>');
    wallet.emit('chainChanged', '<b>1</b>');
    wallet.emit('chainChanged', { toString: () => '0x1' });
    wallet.emit('chainChanged', `0x${'f'.repeat(40)}`);
    wallet.emit('chainChanged', -1);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(JSON.stringify({ account: kit.getState().chains.eip155!.account, network: kit.getState().chains.eip155!.network.caipNetwork })).toBe(before);
    expect(screen.getByText('Unknown network')).toBeTruthy();
    expectInert(document.body);
  });
});
