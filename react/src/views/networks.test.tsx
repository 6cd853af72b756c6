/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { KitProvider } from '../KitProvider';
import { NetworkButton } from '../components/NetworkButton';
import { ADDRESS, ADDRESS_2, SOL_ADDRESS, directoryFetch, makeDirectory, makeMultiKit, multiAdapter } from './connect/testKit';
import { internals } from '@latchkey/kernel';

afterEach(() => cleanup());

const wallets = () => [
  multiAdapter('alpha', 'Alpha Wallet', { eip155: ADDRESS }),
  multiAdapter('beta', 'Beta Wallet', { eip155: ADDRESS_2, solana: SOL_ADDRESS }),
  multiAdapter('gamma', 'Gamma Wallet', { solana: SOL_ADDRESS }),
];
const names = (list: HTMLElement) => within(list).getAllByRole('button').map((b) => b.querySelector('.lk-item-label')?.textContent);

describe('Networks, grouped by namespace', () => {
  it('lists every namespace under its heading, marks the current network, and switches within a connected namespace', async () => {
    const kit = makeMultiKit(wallets(), { fetch: directoryFetch([]).fetch });
    await kit.connect('alpha');
    render(
      <KitProvider kit={kit} prefetch={false}>
        <NetworkButton />
      </KitProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }));
    await screen.findByRole('dialog', { name: 'Choose Network' });
    const evm = screen.getByRole('list', { name: 'EVM networks' });
    const solana = screen.getByRole('list', { name: 'Solana networks' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['EVM networks', 'Solana networks']);
    expect(names(evm)).toEqual(['Ethereum', 'Base']);
    expect(names(solana)).toEqual(['Solana', 'Solana Devnet']);
    expect(within(evm).getByRole('button', { name: /Ethereum/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(within(evm).getByRole('button', { name: /Base/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Network: Base' })).toBeTruthy());
    await kit.destroy();
  });

  it("a network of a namespace the visitor is not connected on: SwitchActiveChain, then only that namespace's wallets; connecting one keeps the EVM wallet", async () => {
    const kit = makeMultiKit(wallets(), { fetch: directoryFetch([]).fetch });
    await kit.connect('alpha');
    const switchNetwork = vi.spyOn(kit, 'switchNetwork');
    render(
      <KitProvider kit={kit} prefetch={false}>
        <NetworkButton />
      </KitProvider>,
    );
    act(() => kit.open({ view: 'Networks' }));
    fireEvent.click(within(await screen.findByRole('list', { name: 'Solana networks' })).getByRole('button', { name: 'Solana' }));
    expect(switchNetwork).toHaveBeenCalledWith(expect.objectContaining({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }));
    await screen.findByRole('dialog', { name: 'Switch Chain' });
    expect(screen.getByText('Switch to Solana')).toBeTruthy();
    expect(screen.getByText('Your connected wallet does not support Solana.')).toBeTruthy();
    expect(internals(kit).router.current).toEqual({ view: 'SwitchActiveChain', params: { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', navigateTo: 'Connect', replace: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    // replace: Connect takes SwitchActiveChain's place (nothing to go back to).
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(internals(kit).router.history.map((e) => e.view)).toEqual(['Connect']);
    expect(screen.getByText('Choose a wallet for Solana.')).toBeTruthy();
    const methods = screen.getByRole('list', { name: 'Ways to connect' });
    expect(names(methods)).toEqual(['Beta Wallet', 'Gamma Wallet', 'All Wallets']);
    fireEvent.click(within(methods).getByRole('button', { name: /Beta Wallet/ }));
    await waitFor(() => expect(kit.getState().chains.solana?.account.status).toBe('connected'));
    // Only Solana was asked of Beta: Alpha stays the EVM wallet.
    expect(kit.getState().chains.eip155?.connectorId).toBe('alpha');
    expect(kit.getState().activeNamespace).toBe('solana');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Network: Solana' })).toBeTruthy());
    await kit.destroy();
  });

  it("adding a Solana wallet, Connect and AllWallets ask the directory for Solana's chains only", async () => {
    const solanaOnly = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'];
    const directory = directoryFetch(makeDirectory(6).map((e, i) => (i === 10 || i === 12 ? { ...e, chains: solanaOnly } : e)));
    const kit = makeMultiKit(wallets(), { fetch: directory.fetch });
    await kit.connect('alpha');
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(() => kit.switchNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
    fireEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    const list = await screen.findByRole('list', { name: 'Ways to connect' });
    await waitFor(() => expect(names(list)).toEqual(['Beta Wallet', 'Gamma Wallet', 'Wallet 001', 'Wallet 003', 'All Wallets']));
    fireEvent.click(within(list).getByRole('button', { name: /All Wallets/ }));
    await waitFor(() => expect(document.querySelectorAll('.lk-vgrid button[data-wallet-id]').length).toBe(2));
    expect(screen.getByText('Choose a wallet for Solana.')).toBeTruthy();
    for (const call of directory.wallets()) expect(call.url.searchParams.get('chains')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    await kit.destroy();
  });

  it('NetworkButton shows the network of the active namespace', async () => {
    const kit = makeMultiKit(wallets());
    await kit.connect('alpha');
    await kit.connect('gamma');
    render(
      <KitProvider kit={kit} modal={false} prefetch={false}>
        <NetworkButton />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Network: Solana' })).toBeTruthy();
    act(() => kit.setActiveNamespace('eip155'));
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy();
    await kit.destroy();
  });
});

describe('namespace badges on wallet rows', () => {
  it('a kit serving EVM and Solana says which of them each wallet serves, in Connect and in AllWallets', async () => {
    const directory = makeDirectory(3).map((e, i) => (i === 10 ? { ...e, chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } : i === 11 ? { ...e, chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } : e));
    const kit = makeMultiKit(wallets(), { fetch: directoryFetch(directory).fetch });
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'Connect' }));
    const list = await screen.findByRole('list', { name: 'Ways to connect' });
    // What a screen reader says for each row (jsdom spaces inline runs apart: normalised here).
    const spoken = (expected: string) => (name: string) => name.replace(/\s+/g, ' ').replace(/ ,/g, ',') === expected;
    for (const name of ['Alpha Wallet, EVM Installed', 'Beta Wallet, EVM, Solana Installed', 'Gamma Wallet, Solana Installed']) expect(within(list).getByRole('button', { name: spoken(name) })).toBeTruthy();
    // What everyone sees.
    expect([...list.querySelectorAll('.lk-badges')].map((b) => [...b.querySelectorAll('.lk-badge')].map((x) => x.lastChild?.textContent))).toEqual([['EVM'], ['EVM', 'Solana'], ['Solana']]);
    act(() => internals(kit).router.push('AllWallets'));
    await waitFor(() => expect(document.querySelector('.lk-vgrid')?.textContent).toContain('Wallet 002'));
    const tile = (id: string) => document.querySelector<HTMLButtonElement>(`.lk-vgrid button[data-wallet-id="${id}"]`)!;
    expect(tile('w001').textContent).toBe('Wallet 001, EVM, Solana');
    expect(tile('w002').textContent).toBe('Wallet 002, Solana');
    await kit.destroy();
  });
});
