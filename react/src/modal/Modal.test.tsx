/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { internals, definePlugin, type ConnectorAdapter } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import { adapter, makeKit } from '../views/connect/testKit';
import { OVERLAY_GUARD_MS } from './Modal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hanging = (seen: { signal?: AbortSignal }) =>
  adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true }, { connect: ({ signal }) => ((seen.signal = signal), new Promise<never>(() => {})) });

const overlay = () => document.querySelector<HTMLElement>('.lk-overlay')!;
/** A whole press: pointer down, mouse down and the click, each on `el`. */
const press = (el: HTMLElement) => {
  fireEvent.pointerDown(el);
  fireEvent.mouseDown(el);
  fireEvent.mouseUp(el);
  fireEvent.click(el);
};

describe('the overlay', () => {
  it('a double-click on a wallet row keeps the modal open and the connection waiting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const seen: { signal?: AbortSignal } = {};
    const kit = makeKit([hanging(seen)]);
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'Connect' }));
    const row = await screen.findByRole('button', { name: /Dev Wallet/ });
    // First click: the row, which opens the (smaller) connecting view.
    press(row);
    await screen.findByText('Continue in Dev Wallet');
    // Second click of the double-click: the dialog shrank, so it lands on the overlay.
    vi.setSystemTime(Date.now() + 250);
    press(overlay());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Continue in Dev Wallet')).toBeTruthy();
    await waitFor(() => expect(seen.signal).toBeDefined());
    expect(seen.signal!.aborted).toBe(false);
    await kit.destroy();
  });

  it('a press that starts in the dialog and ends on the overlay does not close it; a whole press on the overlay does', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kit = makeKit([hanging({})]);
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'Connect' }));
    const dialog = await screen.findByRole('dialog');
    vi.setSystemTime(Date.now() + OVERLAY_GUARD_MS + 1);
    // Selecting text from inside the dialog and letting go outside it: the click goes to the overlay.
    fireEvent.pointerDown(dialog);
    fireEvent.mouseDown(dialog);
    fireEvent.click(overlay());
    expect(screen.getByRole('dialog')).toBeTruthy();
    press(overlay());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });

  it('a click on the overlay just after the modal opened (a double-click on the page button) is ignored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const kit = makeKit([hanging({})]);
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open());
    await screen.findByRole('dialog');
    press(overlay());
    expect(kit.getState().modal.open).toBe(true);
    await kit.destroy();
  });
});

describe('ViewOutlet', () => {
  it("a relay plugin's connecting view renders with its title; the kit has no WalletConnect view of its own", async () => {
    const walletConnect = definePlugin({
      id: 'wc-test',
      kind: 'feature',
      locale: { en: { 'wcTest.title': 'Scan with your phone' } },
      views: [{ id: 'ConnectingWalletConnect', titleKey: 'wcTest.title', role: 'connect-directory', load: async () => ({ default: () => <p>QR code for pairing</p> }) }],
    });
    const kit = makeKit([] as ConnectorAdapter[], { plugins: [walletConnect] });
    render(<KitProvider kit={kit} prefetch={false} />);
    act(() => kit.open({ view: 'ConnectingWalletConnect' }));
    expect(await screen.findByText('QR code for pairing')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Scan with your phone' })).toBeTruthy();
    // Without a plugin that brings it, the basic connecting view is no view at all.
    expect(() => internals(kit).router.push('ConnectingWalletConnectBasic')).toThrow("Unknown view 'ConnectingWalletConnectBasic'");
    await kit.destroy();
  });
});
