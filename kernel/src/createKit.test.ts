import { describe, expect, it, vi } from 'vitest';
import { createKit } from './createKit';
import { ADDRESS, baseOptions, fakeWallet, walletsPlugin } from './testing/fixtures';

describe('createKit', () => {
  it('connects through a plugin connector and exposes the account in state', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.ready;
    const account = await kit.connect('dev.wallet');
    expect(account.caipAddress).toBe(`eip155:1:${ADDRESS}`);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    // The balance code is a lazy chunk: the read lands once it is fetched (not within one tick).
    await vi.waitFor(() => expect(kit.getState().chains.eip155?.account.balance).toBe('1.234'));
    await kit.destroy();
  });

  it('works in Node with no window (SSR) and two kits share nothing', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const a = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    const b = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await a.connect('dev.wallet');
    expect(a.getState().chains.eip155?.account.status).toBe('connected');
    expect(b.getState().chains.eip155?.account.status).toBe('disconnected');
    a.open();
    expect(b.getState().modal.open).toBe(false);
    await Promise.all([a.destroy(), b.destroy()]);
  });
});
