import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { baseOptions, fakeWallet, walletsPlugin } from '../testing/fixtures';
import type { KitOptions } from '../plugins/types';
import { internals } from '../kit/internals';

const TX = { to: '0x0000000000000000000000000000000000000001', value: '0x1' };

async function kitWith(confirmsRequests: boolean | undefined, extra: Partial<KitOptions> = {}) {
  const w = fakeWallet('dev.wallet', confirmsRequests === undefined ? {} : { confirmsRequests });
  const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])], ...extra }));
  await kit.connect('dev.wallet');
  const views: string[] = [];
  kit.on('viewChanged', (e: { view: { view: string } }) => views.push(e.view.view));
  const queued: string[] = [];
  const settled: boolean[] = [];
  kit.on('requestQueued', (info) => queued.push(info.method));
  kit.on('requestSettled', (e) => settled.push(e.ok));
  return { kit, w, views, queued, settled };
}

describe('one approval per action', () => {
  it('a wallet that confirms requests itself is asked straight away: no ApproveTransaction view', async () => {
    const { kit, w, views, queued, settled } = await kitWith(true);
    await expect(kit.request({ method: 'eth_sendTransaction', params: [TX] })).resolves.toBeNull();
    expect(w.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(1);
    expect(views).not.toContain('ApproveTransaction');
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().requests).toEqual([]);
    // Plugins that follow requests (activity, send) still see it queued and settled.
    expect(queued).toEqual(['eth_sendTransaction']);
    expect(settled).toEqual([true]);
    await kit.destroy();
  });

  it('a wallet rejection reaches the caller as a rejection, with nothing left pending', async () => {
    const w = fakeWallet('dev.wallet', {
      confirmsRequests: true,
      request: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      },
    });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    const settled: boolean[] = [];
    kit.on('requestSettled', (e) => settled.push(e.ok));
    await expect(kit.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] })).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(kit.getState().requests).toEqual([]);
    expect(settled).toEqual([false]);
    await kit.destroy();
  });

  it('a wallet without a screen of its own (or one that does not say) gets the kit’s approval first', async () => {
    for (const flag of [false, undefined]) {
      const { kit, w, views } = await kitWith(flag);
      const sent = kit.request({ method: 'eth_sendTransaction', params: [TX] });
      await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
      expect(views).toContain('ApproveTransaction');
      expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
      internals(kit).requests.approve(kit.getState().requests[0]!.id);
      await expect(sent).resolves.toBeNull();
      expect(w.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(1);
      await kit.destroy();
    }
  });

  it("approvals: 'all' puts the kit's review before every wallet", async () => {
    const { kit, w, views } = await kitWith(true, { approvals: 'all' });
    const sent = kit.request({ method: 'eth_sendTransaction', params: [TX] });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    expect(views).toContain('ApproveTransaction');
    expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    await expect(sent).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    await kit.destroy();
  });

  it('an unknown approvals value is a ConfigError', () => {
    expect(() => createKit(baseOptions({ approvals: 'none' as never }))).toThrow("approvals must be 'auto' or 'all'");
  });
});
