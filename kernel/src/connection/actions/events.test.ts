import { describe, expect, it } from 'vitest';
import { createKit } from '../../createKit';
import { ADDRESS, baseOptions, fakeWallet, walletsPlugin } from '../../testing/fixtures';
import { internals } from '../../kit/internals';

describe('the connection actions say what they did on the bus', () => {
  it('connection:connected, connectFlowDone and disconnected follow a visitor’s connect and disconnect; the modal reacts', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    const seen: Array<[string, unknown]> = [];
    for (const event of ['connection:connected', 'connection:connectFlowDone', 'connection:balanceStale', 'connection:disconnected'] as const) kit.on(event, (p) => seen.push([event, p]));
    kit.open();
    await kit.connect('dev.wallet');
    expect(kit.getState().modal.open).toBe(false);
    expect(seen.map(([e]) => e)).toEqual(['connection:balanceStale', 'connection:connected', 'connection:connectFlowDone']);
    expect(seen[1]![1]).toMatchObject({ account: { namespace: 'eip155', address: ADDRESS, connectorId: 'dev.wallet' }, source: 'connect', walletName: 'Wallet dev.wallet' });
    expect(seen[2]![1]).toMatchObject({ namespaces: ['eip155'], held: false });
    kit.open();
    await kit.disconnect();
    expect(seen.at(-1)).toEqual(['connection:disconnected', { namespace: 'eip155', connectorId: 'dev.wallet', keepModalOpen: false }]);
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
    // Only this test's four listeners are left: the kit's reactions went with it.
    expect(kit.stats().listeners).toBe(4);
  });

  it('a network switch says switching, then switched or failed; the modal shows SwitchNetwork and goes back, the failure is a toast', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    const seen: string[] = [];
    for (const event of ['connection:switchingNetwork', 'connection:networkSwitched', 'connection:networkSwitchFailed', 'connection:networkNotFound', 'connection:balanceStale'] as const) kit.on(event, () => seen.push(event));
    const views: string[] = [];
    kit.on('viewChanged', ({ view }) => views.push(view.view));
    kit.open();
    internals(kit).router.push('Networks');
    await kit.switchNetwork('eip155:8453');
    expect(seen).toEqual(['connection:switchingNetwork', 'connection:balanceStale', 'connection:networkSwitched']);
    expect(views).toEqual(['Account', 'Networks', 'SwitchNetwork', 'Networks']);

    seen.length = 0;
    w.state.switchReject = { code: 4001, message: 'User rejected the request.' };
    await expect(kit.switchNetwork('eip155:1')).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(seen).toEqual(['connection:switchingNetwork', 'connection:networkSwitchFailed']);
    expect(internals(kit).router.current?.view).toBe('Networks');
    expect(kit.getState().alerts.at(-1)).toMatchObject({ code: 'SWITCH_NETWORK_FAILED' });

    seen.length = 0;
    await expect(kit.switchNetwork('eip155:424242')).rejects.toMatchObject({ shortMessage: 'Network not found' });
    expect(seen).toEqual(['connection:networkNotFound']);
    expect(kit.getState().alerts.at(-1)).toMatchObject({ code: 'SWITCH_NETWORK_NOT_FOUND' });
    await kit.destroy();
  });
});
