/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import { ADDRESS, ADDRESS_2, SOL_ADDRESS, SOL_ADDRESS_2, directoryFetch, makeKit, makeMultiKit, multiAdapter, adapter } from './connect/testKit';

afterEach(() => cleanup());

/** Alpha (EVM), Beta (EVM + Solana), Gamma (Solana), connected in that order with multi-wallet on. */
async function threeWallets() {
  const kit = makeMultiKit(
    [multiAdapter('alpha', 'Alpha Wallet', { eip155: ADDRESS }), multiAdapter('beta', 'Beta Wallet', { eip155: ADDRESS_2, solana: SOL_ADDRESS_2 }), multiAdapter('gamma', 'Gamma Wallet', { solana: SOL_ADDRESS })],
    { basic: false, features: { multiWallet: true }, fetch: directoryFetch([]).fetch },
  );
  await kit.ready;
  for (const id of ['alpha', 'beta', 'gamma']) await kit.connect(id);
  render(<KitProvider kit={kit} prefetch={false} />);
  act(() => kit.open({ view: 'ProfileWallets' }));
  await screen.findByRole('dialog', { name: 'Wallets' });
  return kit;
}

const list = (name: string) => screen.getByRole('list', { name });
/** Each row as the visitor reads it: name, short address, and 'Active' or 'Use'. */
const rows = (name: string) =>
  within(list(name))
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('.lk-wrow-name')!.textContent, li.querySelector('.lk-address')!.textContent, li.querySelector('.lk-tag')?.textContent ?? li.querySelector('.lk-btn')!.textContent].join(' '));

describe('ProfileWallets', () => {
  it('lists the wallets of each connected namespace, marks the active one in words, and Use switches to another', async () => {
    const kit = await threeWallets();
    // Focus starts on the first heading, not on a Disconnect button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ethereum (EVM)' })));
    await new Promise((r) => setTimeout(r, 60));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ethereum (EVM)' }));
    expect(screen.getByRole('heading', { name: 'Solana' })).toBeTruthy();
    expect(rows('Wallets on Ethereum (EVM)')).toEqual(['Beta Wallet 0x3C44…93BC Active', 'Alpha Wallet 0x7099…79C8 Use']);
    expect(rows('Wallets on Solana')).toEqual(['Gamma Wallet 9xQeWv…VFin Active', 'Beta Wallet HN7cAB…YWrH Use']);
    const active = within(list('Wallets on Ethereum (EVM)')).getAllByRole('listitem')[0]!;
    expect(active.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Use Alpha Wallet on EVM' }));
    await waitFor(() => expect(rows('Wallets on Ethereum (EVM)')).toEqual(['Beta Wallet 0x3C44…93BC Use', 'Alpha Wallet 0x7099…79C8 Active']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Now using Alpha Wallet.'));
    expect(kit.getState().chains.eip155!.account.address).toBe(ADDRESS);
    // The other namespace is untouched.
    expect(rows('Wallets on Solana')).toEqual(['Gamma Wallet 9xQeWv…VFin Active', 'Beta Wallet HN7cAB…YWrH Use']);
    await kit.destroy();
  });

  it('removing the active wallet makes the first remaining one active; removing the last disconnects the namespace', async () => {
    const kit = await threeWallets();
    act(() => kit.setActiveNamespace('eip155'));
    // Beta is listed under both namespaces: each button says which.
    expect(screen.getByRole('button', { name: 'Use Beta Wallet on Solana' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Beta Wallet from EVM' }));
    await waitFor(() => expect(rows('Wallets on Ethereum (EVM)')).toEqual(['Alpha Wallet 0x7099…79C8 Active']));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Beta Wallet disconnected. Now using Alpha Wallet.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ethereum (EVM)' })));
    // Beta is still connected on Solana.
    expect(rows('Wallets on Solana')).toEqual(['Gamma Wallet 9xQeWv…VFin Active', 'Beta Wallet HN7cAB…YWrH Use']);

    fireEvent.click(within(list('Wallets on Ethereum (EVM)')).getByRole('button', { name: 'Disconnect Alpha Wallet from EVM' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ethereum (EVM)' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Alpha Wallet disconnected.'));
    expect(kit.getState().chains.eip155!.account.status).toBe('disconnected');
    expect(kit.getState().activeNamespace).toBe('solana');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add wallet' })));
    expect(screen.getByRole('dialog', { name: 'Wallets' })).toBeTruthy();
    await kit.destroy();
  });

  it("'Add wallet' opens Connect; with nothing left it says no wallet is connected", async () => {
    const kit = await threeWallets();
    for (const [ns, id] of [['solana', 'gamma'], ['solana', 'beta'], ['eip155', 'beta'], ['eip155', 'alpha']] as const) await act(() => kit.connections.remove(id, ns));
    expect(screen.getByText('No wallet is connected.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    await kit.destroy();
  });

  it("with multi-wallet off, Disconnect only shows 'Multi-Wallet Not Enabled' and the wallet stays", async () => {
    const kit: Kit = makeKit([adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true })]);
    await kit.connect('dev.wallet');
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'ProfileWallets' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Dev Wallet' }));
    expect(await screen.findByText('Multi-Wallet Not Enabled')).toBeTruthy();
    expect(rows('Wallets on Ethereum (EVM)')).toEqual(['Dev Wallet 0x7099…79C8 Active']);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(kit.getState().chains.eip155!.account.status).toBe('connected');
    await kit.destroy();
  });
});
