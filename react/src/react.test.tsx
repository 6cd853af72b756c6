/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, render, screen, fireEvent, waitFor } from '@testing-library/react';
import { createKit, definePlugin, type ConnectorAdapter } from '@latchkey/kernel';
import { KitProvider, ConnectButton, NetworkButton, useKitState, useAccount } from './index';
import { loadLocale, translate } from './i18n/useT';
import { testEip155Namespace } from './views/connect/testKit';
import { en } from './i18n/en';
import { enModal } from './i18n/enModal';
import { ar } from './i18n/ar';
// The kernel's English catalogues (the base one and the alerts' chunk), read from its source.
import { en as kernelEn } from '../../kernel/src/i18n/en';
import { alertsEn } from '../../kernel/src/i18n/alertsEn';
import { ethereum } from '@latchkey/test-harness/kit';

// The modal is a lazy chunk; on a busy 2-core machine its first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function wallet(): ConnectorAdapter {
  return {
    info: { id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'] },
    connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: ADDRESS }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async () => null,
  };
}

function makeKit(extra: object = {}) {
  const map = new Map<string, string>();
  return createKit({
    metadata: { name: 'Test', description: 'Test', url: 'https://dapp.example', icons: [] },
    networks: [ethereum],
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
    basic: true,
    plugins: [definePlugin({ id: 'chain', kind: 'chain', namespaces: [{ ...testEip155Namespace, getBalance: async () => ({ balance: '1.234', symbol: 'ETH' }) }], setup: (ctx) => void ctx.connectors.add(wallet()) })],
    ...extra,
  });
}

afterEach(() => cleanup());

describe('@latchkey/react', () => {
  it('ConnectButton is named "Connect Wallet", then shows the short address and balance', async () => {
    const kit = makeKit();
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
        <NetworkButton />
      </KitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeTruthy();
    await act(async () => {
      await kit.connect('dev.wallet');
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /Account 0x7099…79C8 · 1.234 ETH/ })).toBeTruthy());
    await kit.destroy();
  });

  it('a component re-renders only when what it selected changes', async () => {
    const kit = makeKit();
    let renders = 0;
    function Probe() {
      renders++;
      const open = useKitState((s) => s.modal.open);
      return <span>{String(open)}</span>;
    }
    let accountRenders = 0;
    function AccountProbe() {
      accountRenders++;
      const { address } = useAccount();
      return <span>{address ?? 'none'}</span>;
    }
    render(
      <KitProvider kit={kit} modal={false} prefetch={false}>
        <Probe />
        <AccountProbe />
      </KitProvider>,
    );
    const before = renders;
    const accountBefore = accountRenders;
    // Theme changes touch state the probes did not select.
    act(() => kit.setThemeMode('light'));
    act(() => kit.setThemeMode('dark'));
    expect(renders).toBe(before);
    expect(accountRenders).toBe(accountBefore);
    act(() => kit.open());
    expect(renders).toBe(before + 1);
    expect(accountRenders).toBe(accountBefore);
    await act(async () => {
      await kit.connect('dev.wallet');
    });
    expect(accountRenders).toBeGreaterThan(accountBefore);
    await kit.destroy();
  });

  it('opens a labelled dialog from the button; Escape closes it and focus returns to the button', async () => {
    const kit = makeKit();
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.getState().modal.open).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
    await kit.destroy();
  });

  it('the Arabic catalogue has every React and kernel string, and the modal turns right-to-left', async () => {
    const keys = [...Object.keys(en), ...Object.keys(enModal), ...Object.keys(kernelEn), ...Object.keys(alertsEn)].sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    const kit = makeKit({ locale: 'ar' });
    // The Arabic catalogue is a chunk of its own, fetched when the locale is set.
    await loadLocale('ar');
    expect(translate(kit, 'ar', 'button.connect')).toBe('ربط المحفظة');
    expect(translate(kit, 'ar', 'alert.MULTI_WALLET_NOT_ENABLED')).toBe('المحافظ المتعددة غير مفعّلة');
    render(
      <KitProvider kit={kit} prefetch={false}>
        <ConnectButton />
      </KitProvider>,
    );
    act(() => kit.open());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.lk-root')?.getAttribute('dir')).toBe('rtl');
    await kit.destroy();
  });

  it("the dapp's messages override the kit's strings", () => {
    const kit = makeKit({ messages: { en: { 'button.connect': 'Sign in with wallet' } } });
    expect(translate(kit, 'en', 'button.connect')).toBe('Sign in with wallet');
    void kit.destroy();
  });
});
