/** @vitest-environment jsdom */
// Where email and social login sit in the Connect view (SPEC §9 order, `collapseWallets`,
// `emailShowWallets`), what Connect offers for one namespace, and how a wallet on many chains
// and a visitor on five namespaces are drawn.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { defineNamespace, definePlugin, type ChainNamespace, type ConnectorAdapter, type KitOptions, type SlotContribution } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import type { ViewProps } from './types';
import { ADDRESS, SOL_ADDRESS, adapter, directoryFetch, makeKit, makeMultiKit, testEip155Namespace, testSolanaNamespace } from './connect/testKit';

afterEach(() => cleanup());

const Shows = ({ params }: ViewProps) => <p>Plugin view {JSON.stringify(params)}</p>;
/** Email and social connect methods, as the email and socials plugins contribute them. */
const methods = (ids: Array<'email' | 'socials'> = ['email', 'socials']) =>
  definePlugin({
    id: 'methods',
    kind: 'feature',
    locale: { en: { 'm.email': 'Email', 'm.socials': 'Google' } },
    views: [{ id: 'MethodView', load: async () => ({ default: Shows }) }],
    slots: ids.map((id, i): SlotContribution => ({ slot: 'connectMethods', id, labelKey: `m.${id}`, order: i, view: 'MethodView', when: { connected: false } })),
  });
/** The embedded wallet's connector, which email and social sign in to. */
const auth = (namespaces: ChainNamespace[]) => adapter({ id: 'AUTH', name: 'Email and socials', type: 'AUTH', namespaces });
const installed = () => adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true });
const external = () => adapter({ id: 'ext', name: 'Custom Wallet', type: 'EXTERNAL', namespaces: ['eip155'] });

const list = () => screen.getByRole('list', { name: 'Ways to connect' });
const rowLabels = () => within(list()).getAllByRole('button').map((b) => b.querySelector('.lk-item-label')?.textContent);
const open = async (kit: ReturnType<typeof makeKit>, params?: Record<string, unknown>) => {
  render(<KitProvider kit={kit} prefetch={false} />);
  act(() => kit.open({ view: 'Connect', ...(params ? { params } : {}) }));
  await screen.findByRole('list', { name: 'Ways to connect' });
};

describe('Connect: where email and social sit', () => {
  it('with an injected wallet: that wallet, then email and social, then the other wallets (not below every wallet row)', async () => {
    const kit = makeKit([installed(), external()], { fetch: directoryFetch([]).fetch }, [methods()]);
    await open(kit);
    expect(rowLabels()).toEqual(['Dev Wallet', 'Email', 'Google', 'Custom Wallet', 'All Wallets']);
    await kit.destroy();
  });

  it('collapseWallets: email and social first, the wallets behind one "Continue with a wallet" entry that opens them in place', async () => {
    const kit = makeKit([installed(), external()], { fetch: directoryFetch([]).fetch, features: { collapseWallets: true } }, [methods()]);
    await open(kit);
    expect(rowLabels()).toEqual(['Email', 'Google', 'Continue with a wallet']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    expect(rowLabels()).toEqual(['Email', 'Google', 'Dev Wallet', 'Custom Wallet', 'All Wallets']);
    // The entry is gone: focus moves to the first wallet rather than to the page.
    await waitFor(() => expect(document.activeElement?.querySelector('.lk-item-label')?.textContent).toBe('Dev Wallet'));
    await kit.destroy();
  });

  it('collapseWallets with nothing but wallets: the wallets are listed (there is nothing to put first)', async () => {
    const kit = makeKit([installed()], { fetch: directoryFetch([]).fetch, features: { collapseWallets: true } });
    await open(kit);
    expect(rowLabels()).toEqual(['Dev Wallet', 'All Wallets']);
    await kit.destroy();
  });

  it('emailShowWallets off: with email offered the wallets wait behind "Continue with a wallet"; without email they show', async () => {
    let kit = makeKit([installed()], { fetch: directoryFetch([]).fetch, features: { emailShowWallets: false } }, [methods()]);
    await open(kit);
    expect(rowLabels()).toEqual(['Email', 'Google', 'Continue with a wallet']);
    await kit.destroy();
    cleanup();
    kit = makeKit([installed()], { fetch: directoryFetch([]).fetch, features: { emailShowWallets: false } }, [methods(['socials'])]);
    await open(kit);
    expect(rowLabels()).toEqual(['Dev Wallet', 'Google', 'All Wallets']);
    await kit.destroy();
  });
});

/** A namespace for these tests: any non-empty reference and address. */
const loose = (namespace: ChainNamespace) =>
  defineNamespace({ namespace, chainReference: (id) => String(id).replace(new RegExp(`^${namespace}:`), '') || undefined, accountTypes: ['eoa'], methods: { safe: [], unsafe: [] }, addressError: () => undefined });
const rpc = (url: string) => ({ default: { http: [url] } });
const FIVE_NETWORKS: KitOptions['networks'] = [
  { id: 1, name: 'Latchkey Chain A With A Long Name', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: rpc('https://eth.example') },
  { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana Localnet', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: rpc('https://sol.example') },
  { id: '91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot', name: 'Polkadot Relay Chain', nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 }, rpcUrls: rpc('https://dot.example') },
  { id: '000000000933ea01ad0ee984209779ba', chainNamespace: 'bip122', name: 'Bitcoin Testnet', nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, rpcUrls: rpc('https://btc.example') },
  { id: 'cosmoshub-4', chainNamespace: 'cosmos', name: 'Cosmos Hub', nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 }, rpcUrls: rpc('https://atom.example') },
];
const FIVE: ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];
const ADDRESSES: Record<string, string> = { eip155: ADDRESS, solana: SOL_ADDRESS, polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', bip122: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', cosmos: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu' };
/** A kit serving all five namespaces, with the given connectors and plugins. */
function makeFiveKit(adapters: ConnectorAdapter[], extra: Partial<KitOptions> = {}, more: KitOptions['plugins'] = []) {
  return makeKit(adapters, {
    networks: FIVE_NETWORKS,
    plugins: [definePlugin({ id: 'chains', kind: 'chain', namespaces: [testEip155Namespace, testSolanaNamespace, loose('polkadot'), loose('bip122'), loose('cosmos')], setup: (ctx) => void adapters.forEach((a) => ctx.connectors.add(a)) }), more],
    ...extra,
  });
}
/** A wallet on every namespace it is given, granting a session on each. */
const everywhere = (id: string, name: string, namespaces: ChainNamespace[]) =>
  adapter(
    { id, name, type: 'MULTI_CHAIN', namespaces, installed: true },
    { connect: async (request) => ({ sessions: request.namespaces.map((ns) => ({ namespace: ns, accounts: [{ address: ADDRESSES[ns]! }], chainId: FIVE_NETWORKS.find((n) => (n.chainNamespace ?? 'eip155') === ns)!.id })) }) },
  );

describe('Connect for one namespace', () => {
  it('offers email and social only where the embedded wallet serves: not on Polkadot, yes on EVM', async () => {
    const wallets = [everywhere('multi', 'Many Chains Wallet', FIVE), adapter({ id: 'evm-only', name: 'EVM Only', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }), auth(['eip155', 'solana'])];
    let kit = makeFiveKit(wallets, { fetch: directoryFetch([]).fetch }, [methods()]);
    await open(kit, { namespace: 'polkadot' });
    expect(screen.getByText('Choose a wallet for Polkadot.')).toBeTruthy();
    expect(rowLabels()).toEqual(['Many Chains Wallet', 'All Wallets']);
    await kit.destroy();
    cleanup();
    kit = makeFiveKit(wallets, { fetch: directoryFetch([]).fetch }, [methods()]);
    await open(kit, { namespace: 'eip155' });
    expect(rowLabels()).toEqual(['Many Chains Wallet', 'EVM Only', 'Email', 'Google', 'All Wallets']);
    await kit.destroy();
  });

  it('All Wallets opened from there asks the directory for that namespace only', async () => {
    const dir = directoryFetch([]);
    const kit = makeFiveKit([auth(['eip155'])], { fetch: dir.fetch });
    await open(kit, { namespace: 'cosmos' });
    fireEvent.click(within(list()).getByRole('button', { name: /All Wallets/ }));
    await waitFor(() => expect(dir.wallets().some((c) => c.url.searchParams.get('chains') === 'cosmos:cosmoshub-4')).toBe(true));
    expect(screen.getByText('Choose a wallet for Cosmos.')).toBeTruthy();
    await kit.destroy();
  });
});

describe('a wallet on many chains, a visitor on five', () => {
  it('a wallet serving five namespaces shows its first chain and "+4"; a screen reader hears all five', async () => {
    const kit = makeFiveKit([everywhere('multi', 'Many Chains Wallet', FIVE)], { fetch: directoryFetch([]).fetch });
    await open(kit);
    const row = within(list()).getByRole('button', { name: /Many Chains Wallet/ });
    expect([...row.querySelectorAll('.lk-badge')].map((b) => b.querySelector('[aria-hidden="true"]')?.textContent ?? b.lastChild?.textContent)).toEqual(['EVM', '+4']);
    expect(row.querySelector('.lk-badge-more')?.getAttribute('title')).toBe('Solana, Polkadot, Bitcoin, Cosmos');
    const spoken = (row.textContent ?? '').replace(/\+4/, '');
    for (const chain of ['EVM', 'Solana', 'Polkadot', 'Bitcoin', 'Cosmos']) expect(spoken).toContain(chain);
    await kit.destroy();
  });

  it('two namespaces keep both badges', async () => {
    const kit = makeMultiKit([adapter({ id: 'two', name: 'Two Chains', type: 'MULTI_CHAIN', namespaces: ['eip155', 'solana'], installed: true })], { fetch: directoryFetch([]).fetch });
    await open(kit);
    const row = within(list()).getByRole('button', { name: /Two Chains/ });
    expect([...row.querySelectorAll('.lk-badge')].map((b) => b.lastChild?.textContent)).toEqual(['EVM', 'Solana']);
    await kit.destroy();
  });

  it('connected on five namespaces: one radio each, named by namespace and network, the network on a line of its own', async () => {
    const kit = makeFiveKit([everywhere('multi', 'Many Chains Wallet', FIVE)]);
    for (const ns of FIVE) await kit.connect('multi', { namespace: ns });
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'Account' }));
    const group = await screen.findByRole('group', { name: 'Active chain' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    const normalise = (s: string) => s.replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
    expect(radios.map((r) => normalise(r.closest('label')?.textContent ?? ''))).toEqual(['EVM, Latchkey Chain A With A Long Name', 'Solana, Solana Localnet', 'Polkadot, Polkadot Relay Chain', 'Bitcoin, Bitcoin Testnet', 'Cosmos, Cosmos Hub']);
    expect(group.querySelectorAll('.lk-seg-detail')).toHaveLength(5);
    expect(group.querySelector('label')?.getAttribute('title')).toBe('Latchkey Chain A With A Long Name (EVM)');
    fireEvent.click(within(group).getByRole('radio', { name: /Bitcoin Testnet/ }));
    expect(kit.getState().activeNamespace).toBe('bip122');
    await kit.destroy();
  });
});
