/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import type { ConnectorAdapter, Kit } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import { ADDRESS, adapter, directoryFetch, makeDirectory, makeKit } from './connect/testKit';
import { internals } from '@latchkey/kernel';

afterEach(() => cleanup());

/** axe over the open dialog. jsdom has no layout, so contrast (and anything measured) is the browser suite's job. */
async function violations(): Promise<string[]> {
  const dialog = screen.getByRole('dialog');
  const result = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const wallet = (o: Partial<ConnectorAdapter> = {}) => adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }, o);

async function open(kit: Kit, view: string, params?: Record<string, unknown>) {
  act(() => (kit.getState().modal.open ? internals(kit).router.reset(view, params) : kit.open({ view, params })));
  await screen.findByRole('dialog');
}

describe('views have no axe violations', () => {
  it('Connect, AllWallets (and its wallet panel), ConnectingExternal after a failure', async () => {
    const directory = directoryFetch(makeDirectory(20));
    const kit = makeKit([wallet({ connect: async () => Promise.reject(new Error('locked')) }), adapter({ id: 'ext', name: 'External', type: 'EXTERNAL', namespaces: ['eip155'] })], { fetch: directory.fetch });
    render(<KitProvider kit={kit} prefetch={false} />);
    await open(kit, 'Connect');
    await screen.findByText('Wallet 009', {}, { timeout: 3_000 });
    expect(await violations()).toEqual([]);
    await open(kit, 'AllWallets');
    // The Connect view lists Wallet 018 too: wait for the grid itself.
    await waitFor(() => expect(document.querySelector('.lk-vgrid')?.textContent).toContain('Wallet 018'), { timeout: 3_000 });
    expect(await violations()).toEqual([]);
    act(() => document.querySelector<HTMLButtonElement>('.lk-vgrid button[data-wallet-id="w018"]')!.click());
    await screen.findByRole('heading', { name: 'Wallet 018' });
    expect(await violations()).toEqual([]);
    await open(kit, 'ConnectingExternal', { connectorId: 'dev.wallet' });
    await screen.findByText('Connection failed', {}, { timeout: 2_000 });
    expect(await violations()).toEqual([]);
    await kit.destroy();
  });

  it('ApproveTransaction', async () => {
    const kit = makeKit([wallet()]);
    render(<KitProvider kit={kit} prefetch={false} />);
    await kit.connect('dev.wallet');
    const pending = kit.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, JSON.stringify({ domain: { name: 'Mail' }, primaryType: 'Mail', types: {}, message: { a: 1 } })] });
    pending.catch(() => {});
    await screen.findByText('Sign typed data');
    expect(await violations()).toEqual([]);
    await kit.destroy();
  });
});
