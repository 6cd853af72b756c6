import { describe, expect, it } from 'vitest';
import { createKit } from '../../createKit';
import { ADDRESS, baseOptions, fakeWallet, walletsPlugin } from '../../testing/fixtures';

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
});
