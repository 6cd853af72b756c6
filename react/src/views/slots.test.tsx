/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { internals, definePlugin, type Kit, type SlotContribution } from '@latchkey/kernel';
import { KitProvider } from '../KitProvider';
import type { ViewProps } from './types';
import Connect from './Connect';
import { ADDRESS, SOL_ADDRESS, adapter, directoryFetch, makeKit, makeMultiKit, multiAdapter } from './connect/testKit';

afterEach(() => cleanup());

const SVG = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const Shows = ({ params }: ViewProps) => <p>Plugin view {JSON.stringify(params)}</p>;

/** A feature plugin with connect methods, wallet features and the views they open. */
function features(slots: SlotContribution[]) {
  return definePlugin({
    id: 'features',
    kind: 'feature',
    locale: { en: { 'f.email': 'Email', 'f.google': 'Google', 'f.bad': 'Bad icon', 'f.http': 'Plain http icon', 'f.onramp': 'Buy crypto', 'f.send': 'Send', 'f.receive': 'Receive' } },
    views: ['EmailLogin', 'SocialLogin', 'Onramp', 'Send', 'Receive'].map((id) => ({ id, load: async () => ({ default: Shows }) })),
    slots,
  });
}

const CONNECT_METHODS: SlotContribution[] = [
  { slot: 'connectMethods', id: 'social', labelKey: 'f.google', order: 2, icon: SVG, view: 'SocialLogin', params: { provider: 'google' }, when: { connected: false } },
  { slot: 'connectMethods', id: 'email', labelKey: 'f.email', order: 1, icon: 'mail', view: 'EmailLogin', params: { mode: 'otp' }, when: { connected: false } },
  { slot: 'connectMethods', id: 'bad', labelKey: 'f.bad', order: 3, icon: 'javascript:alert(1)', view: 'EmailLogin' },
  { slot: 'connectMethods', id: 'http', labelKey: 'f.http', order: 4, icon: 'http://evil.example/x.png', view: 'EmailLogin' },
];

const devWallet = () => adapter({ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true });
const modal = (kit: Kit) => render(<KitProvider kit={kit} prefetch={false} />);
const rowLabels = () => within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('button').map((b) => b.querySelector('.lk-item-label')?.textContent);
/** What a screen reader says (jsdom spaces inline runs apart: normalised here). */
const spoken = (expected: string) => (name: string) => name.replace(/\s+/g, ' ').replace(/ ,/g, ',').trim() === expected;
const row = (label: string) => within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('button').find((b) => b.querySelector('.lk-item-label')?.textContent === label)!;

describe('Connect: the connectMethods slot', () => {
  it('with an injected wallet: the wallet first, then email, then social (SPEC §9); icons drawn safely; an entry opens its view with its params', async () => {
    const kit = makeKit([devWallet()], { fetch: directoryFetch([]).fetch }, [features(CONNECT_METHODS)]);
    modal(kit);
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('list', { name: 'Ways to connect' });
    expect(rowLabels()).toEqual(['Dev Wallet', 'Email', 'Google', 'Bad icon', 'Plain http icon', 'All Wallets']);
    // A named icon is the kit's SVG, an image URL goes through the safe image; anything else draws nothing.
    expect(row('Email').querySelector('svg')).not.toBeNull();
    expect(row('Google').querySelector('img')?.getAttribute('src')).toBe(SVG);
    for (const label of ['Bad icon', 'Plain http icon']) {
      expect(row(label).querySelector('img, svg, .lk-img')).toBeNull();
    }
    fireEvent.click(row('Google'));
    expect(await screen.findByText('Plugin view {"provider":"google"}')).toBeTruthy();
    expect(internals(kit).router.current).toEqual({ view: 'SocialLogin', params: { provider: 'google' } });
    await kit.destroy();
  });
});

describe('Connect: the connectMethods slot, continued', () => {
  it('without an injected wallet the connect methods come first', async () => {
    const external = adapter({ id: 'ext', name: 'Custom Wallet', type: 'EXTERNAL', namespaces: ['eip155'] });
    const kit = makeKit([external], { fetch: directoryFetch([]).fetch }, [features(CONNECT_METHODS.slice(0, 2))]);
    modal(kit);
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('list', { name: 'Ways to connect' });
    expect(rowLabels()).toEqual(['Email', 'Google', 'Custom Wallet', 'All Wallets']);
    await kit.destroy();
  });

  it('entries follow their conditions as the state changes: email and social go once connected', async () => {
    const kit = makeKit([devWallet()], { fetch: directoryFetch([]).fetch }, [features(CONNECT_METHODS.slice(0, 2))]);
    render(
      <KitProvider kit={kit} modal={false} prefetch={false}>
        <Connect params={{}} />
      </KitProvider>,
    );
    expect(rowLabels()).toEqual(['Dev Wallet', 'Email', 'Google', 'All Wallets']);
    await act(async () => void (await kit.connect('dev.wallet')));
    expect(rowLabels()).toEqual(['Dev Wallet', 'All Wallets']);
    await act(async () => void (await kit.disconnect()));
    expect(rowLabels()).toEqual(['Dev Wallet', 'Email', 'Google', 'All Wallets']);
    await kit.destroy();
  });
});

const WALLET_FEATURES: SlotContribution[] = [
  { slot: 'walletFeatures', id: 'send', labelKey: 'f.send', order: 4, icon: 'send', view: 'Send', when: { namespaces: ['eip155'] } },
  { slot: 'walletFeatures', id: 'onramp', labelKey: 'f.onramp', order: 1, icon: SVG, view: 'Onramp', params: { amount: 10 } },
  { slot: 'walletFeatures', id: 'receive', labelKey: 'f.receive', order: 3, icon: 'receive', view: 'Receive' },
];
const featureLabels = () => within(screen.getByRole('region', { name: 'Wallet features' })).getAllByRole('button').map((b) => b.textContent);

describe('Account', () => {
  it('lists the wallet features in order with their icons; an entry opens its view with its params', async () => {
    const kit = makeKit([devWallet()], {}, [features(WALLET_FEATURES)]);
    await kit.connect('dev.wallet');
    modal(kit);
    act(() => kit.open());
    await screen.findByRole('dialog', { name: 'Account' });
    expect(featureLabels()).toEqual(['Buy crypto', 'Receive', 'Send']);
    const buttons = within(screen.getByRole('region', { name: 'Wallet features' })).getAllByRole('button');
    expect(buttons[0]!.querySelector('img')?.getAttribute('src')).toBe(SVG);
    expect(buttons[1]!.querySelector('svg')).not.toBeNull();
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('Plugin view {"amount":10}')).toBeTruthy();
    // Multi-wallet is off here: no 'Wallets' entry.
    act(() => internals(kit).router.goBack());
    await screen.findByRole('dialog', { name: 'Account' });
    expect(screen.queryByRole('button', { name: 'Wallets' })).toBeNull();
    await kit.destroy();
  });

  it('connected on EVM and Solana: a radio group names both with their networks and switches the active namespace', async () => {
    const kit = makeMultiKit([multiAdapter('alpha', 'Alpha Wallet', { eip155: ADDRESS }), multiAdapter('sol', 'Sol Wallet', { solana: SOL_ADDRESS })], {}, [features(WALLET_FEATURES)]);
    await kit.connect('alpha');
    modal(kit);
    act(() => kit.open());
    await screen.findByRole('dialog', { name: 'Account' });
    // One namespace connected: nothing to switch between.
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await act(async () => void (await kit.connect('sol')));
    act(() => kit.open());
    const group = await screen.findByRole('group', { name: 'Active chain' });
    const evm = within(group).getByRole('radio', { name: spoken('EVM, Ethereum') }) as HTMLInputElement;
    const solana = within(group).getByRole('radio', { name: 'Solana' }) as HTMLInputElement;
    expect(solana.checked).toBe(true);
    expect(evm.checked).toBe(false);
    expect(screen.getByText('9xQeWv…VFin')).toBeTruthy();
    // Send applies to EVM only.
    expect(featureLabels()).toEqual(['Buy crypto', 'Receive']);
    fireEvent.click(evm);
    expect(kit.getState().activeNamespace).toBe('eip155');
    await waitFor(() => expect((screen.getByRole('radio', { name: spoken('EVM, Ethereum') }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByText('0x7099…79C8')).toBeTruthy();
    expect(featureLabels()).toEqual(['Buy crypto', 'Receive', 'Send']);
    expect(screen.getByRole('button', { name: /Ethereum/ }).textContent).toContain('Network');
    await kit.destroy();
  });

  it("with multi-wallet on, 'Wallets' opens ProfileWallets", async () => {
    const kit = makeKit([devWallet()], { basic: false, features: { multiWallet: true } });
    await kit.ready;
    await kit.connect('dev.wallet');
    modal(kit);
    act(() => kit.open());
    fireEvent.click(await screen.findByRole('button', { name: 'Wallets' }));
    expect(await screen.findByRole('dialog', { name: 'Wallets' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Wallets on Ethereum (EVM)' })).toBeTruthy();
    await kit.destroy();
  });
});

/** A connect method drawn inside the Connect view: a form with a field and a button. */
const InlineForm = ({ params }: ViewProps) => (
  <form aria-label={`Inline form ${String(params.flavour ?? '')}`}>
    <label htmlFor="inline-field">Inline field</label>
    <input id="inline-field" />
  </form>
);

describe('Connect: inline connect methods (a slot entry with `load`)', () => {
  it('draws the loaded component in its place among the methods, with its params; rows with a view stay rows', async () => {
    let loads = 0;
    const inline: SlotContribution = {
      slot: 'connectMethods',
      id: 'inline',
      labelKey: 'f.email',
      order: 1,
      params: { flavour: 'mint' },
      when: { connected: false },
      load: async () => (loads++, { default: InlineForm }),
    };
    const kit = makeKit([devWallet()], { fetch: directoryFetch([]).fetch }, [features([inline, CONNECT_METHODS[0]!])]);
    modal(kit);
    act(() => kit.open({ view: 'Connect' }));
    const form = await screen.findByRole('form', { name: 'Inline form mint' });
    const items = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    // With an injected wallet: that wallet, then the methods in order (the inline one first, then Google's row), then the rest.
    expect(items.map((li) => (li.contains(form) ? 'inline' : li.querySelector('.lk-item-label')?.textContent))).toEqual(['Dev Wallet', 'inline', 'Google', 'All Wallets']);
    expect(within(items[1]!).getByRole('textbox', { name: 'Inline field' })).toBeTruthy();
    // No row (and no label of its own) for an inline entry.
    expect(rowLabels()).not.toContain('Email');
    // Leaving and coming back does not load it again.
    fireEvent.click(row('Google'));
    await screen.findByText('Plugin view {"provider":"google"}');
    act(() => void internals(kit).router.goBack());
    await screen.findByRole('form', { name: 'Inline form mint' });
    expect(loads).toBe(1);
    // Gone once connected, like any method with `connected: false`.
    await act(async () => void (await kit.connect('dev.wallet')));
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('list', { name: 'Ways to connect' });
    expect(screen.queryByRole('form', { name: 'Inline form mint' })).toBeNull();
    await kit.destroy();
  });

  it('shows a spinner while the chunk loads, and a retry when it fails; the retry loads it again', async () => {
    let attempt = 0;
    let release: (() => void) | undefined;
    const inline: SlotContribution = {
      slot: 'connectMethods',
      id: 'inline',
      labelKey: 'f.email',
      load: () => {
        attempt += 1;
        if (attempt === 1) return new Promise((_, reject) => void (release = () => reject(new Error('offline'))));
        return Promise.resolve({ default: InlineForm });
      },
    };
    const kit = makeKit([], { fetch: directoryFetch([]).fetch }, [features([inline])]);
    modal(kit);
    act(() => kit.open({ view: 'Connect' }));
    const list = await screen.findByRole('list', { name: 'Ways to connect' });
    expect(within(list).getByRole('progressbar')).toBeTruthy();
    await act(async () => release?.());
    const alert = await within(list).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('form', { name: 'Inline form' })).toBeTruthy();
    expect(attempt).toBe(2);
    await kit.destroy();
  });
});
