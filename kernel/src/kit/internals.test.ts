import { describe, expect, it } from 'vitest';
import { createKit } from '../createKit';
import { ConfigError } from '../errors';
import type { Kit } from '../kit';
import { baseOptions, fakeWallet, walletsPlugin } from '../testing/fixtures';
import { internals } from './internals';

const PLUGIN_ONLY = ['router', 'http', 'views', 'slots', 'requests', 'shake', 'track'] as const;

describe('internals(kit): the plugin API, off the public kit', () => {
  it('the kit a dapp gets has no router, http, views, slots, requests, shake or track', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    for (const key of PLUGIN_ONLY) {
      expect(key in kit, key).toBe(false);
      expect(Object.keys(kit)).not.toContain(key);
    }
    await kit.destroy();
  });

  it('gives a working router, views, request classes, shake and track', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    const lk = internals(kit);
    expect(internals(kit)).toBe(lk);
    kit.open();
    lk.router.push('AllWallets');
    // The push is the kit's: its modal state shows the view.
    expect(kit.getState().modal.history.map((h) => h.view)).toEqual(['Connect', 'AllWallets']);
    expect(lk.router.goBack()).toBe(true);
    expect(kit.getState().modal.history.map((h) => h.view)).toEqual(['Connect']);
    expect(lk.views.get('Nope')).toBeUndefined();
    expect(lk.requests.classify('eth_sendTransaction', 'eip155')).toBe('unsafe');
    expect(() => lk.shake()).not.toThrow();
    expect(() => lk.track('CUSTOM_EVENT')).not.toThrow();
    await kit.destroy();
  });

  it('two kits keep their own internals', async () => {
    const a = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    const b = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    a.open();
    internals(a).router.push('AllWallets');
    expect(internals(b).router.history).toEqual([{ view: 'Connect' }]);
    expect(internals(b)).not.toBe(internals(a));
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it('refuses what is not a kit with a ConfigError', () => {
    for (const notKit of [{}, null, undefined, 'kit', { router: {} }]) {
      expect(() => internals(notKit as unknown as Kit)).toThrow(ConfigError);
    }
    expect(() => internals({} as Kit)).toThrow('internals() needs a kit that createKit returned');
  });
});
