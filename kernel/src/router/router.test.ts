import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { baseOptions, fakeWallet, testNamespace, walletsPlugin } from '../testing/fixtures';
import { initialView, viewWithRole } from './openingRules';
import { internals } from '../kit/internals';

describe('opening rules (SPEC §2)', () => {
  const base = { requested: undefined, connected: false, pendingRequests: 0, noAdapters: false, manualControl: false, isMobile: false };
  it('pick the requested view, then Account when connected, else Connect', () => {
    expect(initialView({ ...base, requested: { view: 'Networks' }, connected: true })).toEqual({ view: 'Networks' });
    expect(initialView({ ...base, connected: true })).toEqual({ view: 'Account' });
    expect(initialView(base)).toEqual({ view: 'Connect' });
  });
  it("with no adapters or under manual control: AllWallets on mobile, the plugins' basic connecting view otherwise", () => {
    const basicView = 'RelayBasic';
    expect(initialView({ ...base, noAdapters: true, isMobile: true, basicView })).toEqual({ view: 'AllWallets' });
    expect(initialView({ ...base, noAdapters: true, basicView })).toEqual({ view: 'RelayBasic' });
    expect(initialView({ ...base, manualControl: true, basicView })).toEqual({ view: 'RelayBasic' });
    // No plugin brings a basic connecting view: the kit names none of its own, AllWallets it is.
    expect(initialView({ ...base, manualControl: true })).toEqual({ view: 'AllWallets' });
  });
  it('finds the view that plays a role, the first registered winning', () => {
    const views = [{ id: 'A' }, { id: 'B', role: 'connect-directory' as const }, { id: 'C', role: 'connect-directory' as const }];
    expect(viewWithRole(views, 'connect-directory')).toBe('B');
    expect(viewWithRole(views, 'connect-basic')).toBeUndefined();
  });
});

describe('the modal and its view stack', () => {
  it('opens on Connect, then Account once connected; closing resets to Connect', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    const opened = vi.fn();
    kit.on('modalOpened', opened);
    kit.open();
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('Connect');
    expect(opened).toHaveBeenCalledWith({ view: { view: 'Connect' } });
    internals(kit).router.push('AllWallets');
    expect(internals(kit).router.history.map((h) => h.view)).toEqual(['Connect', 'AllWallets']);
    expect(internals(kit).router.goBack()).toBe(true);
    expect(internals(kit).router.goBack()).toBe(false);
    internals(kit).router.replace('ConnectingExternal', { connectorId: 'dev.wallet' });
    expect(internals(kit).router.current).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'dev.wallet' } });
    kit.close();
    expect(kit.getState().modal.open).toBe(false);
    expect(internals(kit).router.history).toEqual([{ view: 'Connect' }]);
    await kit.connect('dev.wallet');
    kit.open();
    expect(internals(kit).router.current?.view).toBe('Account');
    await kit.destroy();
  });

  it('embedded mode shows Account after close when connected', async () => {
    const kit = createKit(baseOptions({ embedded: true, plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.connect('dev.wallet');
    kit.open();
    internals(kit).router.push('Networks');
    kit.close();
    expect(internals(kit).router.current?.view).toBe('Account');
    await kit.destroy();
  });

  it('clears the per-namespace loading flag on close', async () => {
    const w = fakeWallet();
    w.state.never = true;
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    kit.open();
    void kit.connect('dev.wallet').catch(() => undefined);
    await vi.waitFor(() => expect(kit.getState().modal.loading.eip155).toBe(true));
    kit.close();
    expect(kit.getState().modal.loading).toEqual({});
    await kit.destroy();
  });

  it('an unknown view id is a clear error; plugin views are known', async () => {
    const plugin = definePlugin({ id: 'extras', kind: 'feature', views: [{ id: 'ExtrasHome', load: async () => ({}) }] });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([]), plugin] }));
    expect(() => kit.open({ view: 'Nowhere' })).toThrow("Unknown view 'Nowhere': no plugin registers it");
    kit.open({ view: 'ExtrasHome' });
    expect(internals(kit).router.current?.view).toBe('ExtrasHome');
    expect(() => internals(kit).router.push('Typo')).toThrow("Unknown view 'Typo'");
    await kit.destroy();
  });

  it('open({ namespace }) makes that namespace active', async () => {
    const kit = createKit(
      baseOptions({
        networks: [
          { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://e.example'] } } },
          { id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', name: 'Solana', nativeCurrency: { name: 'SOL', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['https://s.example'] } } },
        ],
        plugins: [walletsPlugin([]), definePlugin({ id: 'solana-chain', kind: 'chain', namespaces: [testNamespace('solana')] })],
      }),
    );
    kit.open({ namespace: 'solana' });
    expect(kit.getState().activeNamespace).toBe('solana');
    // Not connected: Connect opens for that namespace only (it offers only what serves it).
    expect(internals(kit).router.current).toEqual({ view: 'Connect', params: { namespace: 'solana' } });
    kit.close();
    kit.open({ view: 'AllWallets', namespace: 'solana' });
    expect(internals(kit).router.current).toEqual({ view: 'AllWallets', params: { namespace: 'solana' } });
    kit.close();
    kit.open();
    expect(internals(kit).router.current).toEqual({ view: 'Connect' });
    await kit.destroy();
  });
});
