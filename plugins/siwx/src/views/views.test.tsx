/** @vitest-environment jsdom */
// The sign-in view (the plugin's, SPEC §2 SIWXSignMessage) in React: what it says, Sign in and
// Cancel through the plugin, progress and failure, and axe in light, dark and Arabic.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ConnectorAdapter, Kit, SIWXConfig } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { dialogViolations as violations } from '@latchkey/test-harness/a11y/jsdom';
import { adapter, makeKit } from '../../../../react/src/views/connect/testKit';
import { siwx } from '../index';
import { ar } from '../locale/ar';
import SIWXSignMessage from './SIWXSignMessage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wallet = (overrides: Partial<ConnectorAdapter> = {}) => adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }, overrides);
const view = (kit: Kit) => render(<KitProvider kit={kit} prefetch={false}>{<SIWXSignMessage params={{}} />}</KitProvider>);

function siwxKit(sign: () => Promise<string>, required = false) {
  const sessions: unknown[] = [];
  const contract: SIWXConfig = {
    getRequired: () => required,
    createMessage: async ({ accountAddress, chainId }) => ({ accountAddress, chainId, domain: 'dapp.example', uri: 'https://dapp.example', version: '1', nonce: 'n0nce', serializedMessage: 'Sign in to dapp.example' }),
    addSession: async (s) => void sessions.push(s),
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  };
  const kit = makeKit([wallet({ signMessage: sign })], { siwx: contract }, [siwx()]);
  return { kit, sessions };
}

describe('SIWXSignMessage', () => {
  it('Sign in asks the plugin, shows progress, and a failure says so as an alert', async () => {
    let pending: { resolve: (s: string) => void; reject: (e: Error) => void } | undefined;
    const { kit, sessions } = siwxKit(() => new Promise<string>((resolve, reject) => (pending = { resolve, reject })));
    await kit.connect('dev.wallet');
    const signIn = vi.spyOn(kit.plugin('siwx'), 'signIn');
    const { container } = view(kit);
    expect(screen.getByText('Test Dapp wants you to sign in with your wallet to prove you own this account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('progressbar', { name: 'Sign the message in your wallet…' })).toBeTruthy();
    await waitFor(() => expect(pending).toBeTruthy());
    pending!.reject(new Error('nope'));
    // The view's own alert (the kit's toast says it too).
    await waitFor(() => expect(within(container.querySelector('.lk-center')!).getByRole('alert').textContent).toBe('Error signing message'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    pending = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(pending).toBeTruthy());
    pending!.resolve('0xsig');
    await waitFor(() => expect(sessions).toHaveLength(1));
    expect(kit.getState().plugins.siwx?.status).toBe('success');
    await kit.destroy();
  });

  it('Cancel asks the plugin: an optional sign-in just closes', async () => {
    const { kit } = siwxKit(async () => '0xsig');
    await kit.connect('dev.wallet');
    const cancel = vi.spyOn(kit.plugin('siwx'), 'cancel');
    view(kit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    await cancel.mock.results[0]!.value;
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it.each([
    ['light', 'en'],
    ['dark', 'en'],
    ['dark', 'ar'],
  ] as const)('opens after a connection in the modal with its title, and axe finds nothing (%s, %s)', async (mode, locale) => {
    const { kit } = siwxKit(async () => '0xsig', true);
    act(() => {
      kit.setThemeMode(mode);
      kit.setLocale(locale);
    });
    render(<KitProvider kit={kit} prefetch={false} />);
    await act(async () => void (await kit.connect('dev.wallet')));
    const title = locale === 'ar' ? ar['siwx.title'] : 'Sign In';
    const dialog = await screen.findByRole('dialog', { name: title });
    const sign = locale === 'ar' ? ar['siwx.sign'] : 'Sign in';
    await waitFor(() => expect(within(dialog).getByRole('button', { name: sign })).toBeTruthy());
    expect(await violations()).toEqual([]);
    await kit.destroy();
  });
});
