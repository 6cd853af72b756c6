import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from './definePlugin';
import { baseOptions, fakeWallet, testNamespace, walletsPlugin } from '../testing/fixtures';
import { isKitError } from '../errors/flowErrors';

afterEach(() => vi.useRealTimers());

const feature = (id: string, extra: object = {}) => definePlugin({ id, kind: 'feature', ...extra });

describe('plugin registry', () => {
  it('accepts nested arrays and falsy entries', async () => {
    const kit = createKit(baseOptions({ plugins: [[feature('a'), [feature('b')]], false, null, undefined, 0, ''] }));
    expect(kit.stats().plugins).toBe(2);
    await kit.destroy();
  });

  it('refuses two plugins with one id, naming it', () => {
    expect(() => createKit(baseOptions({ plugins: [feature('twin'), feature('twin')] }))).toThrow("Plugin 'twin' is installed twice");
  });

  it('checks requires with a clear error and sets up dependencies first', async () => {
    expect(() => createKit(baseOptions({ plugins: [feature('needy', { requires: ['missing'] })] }))).toThrow("Plugin 'needy' requires 'missing', which is not installed");
    expect(() => createKit(baseOptions({ plugins: [feature('x', { requires: ['y'] }), feature('y', { requires: ['x'] })] }))).toThrow(/cycle: x → y → x/);
    const order: string[] = [];
    const kit = createKit(
      baseOptions({
        plugins: [
          feature('top', { requires: ['dep'], setup: () => void order.push('top') }),
          feature('dep', { setup: () => void order.push('dep') }),
          feature('last', { setup: () => void order.push('last') }),
        ],
      }),
    );
    expect(order).toEqual(['dep', 'top', 'last']);
    await kit.destroy();
  });

  it('stamps errors a plugin throws with its id, and undoes the plugins set up before it', () => {
    const disposed = vi.fn();
    const error = (() => {
      try {
        createKit(baseOptions({ plugins: [feature('fine', { setup: () => ({ dispose: disposed }) }), feature('broken', { setup: () => { throw new TypeError('bad wiring'); } })] }));
      } catch (e) {
        return e;
      }
    })();
    expect(isKitError(error)).toBe(true);
    expect((error as { pluginId: string }).pluginId).toBe('broken');
    expect((error as Error).message).toContain("Plugin 'broken' failed in setup: bad wiring");
    expect(disposed).toHaveBeenCalledTimes(1);
  });

  it('stamps errors thrown by a plugin connector', async () => {
    const w = fakeWallet('dev.wallet', { async request() { throw new Error('provider crashed'); } });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'evm-ish')] }));
    await kit.connect('dev.wallet');
    const error = await kit.request({ method: 'eth_chainId' }).catch((e: unknown) => e);
    expect((error as { pluginId?: string }).pluginId).toBe('evm-ish');
    await kit.destroy();
  });

  it('a throwing event handler of a plugin is reported with its id and does not stop other handlers', async () => {
    const errors: unknown[] = [];
    const plugin = feature('noisy', { setup: (ctx: { bus: { on(e: string, h: () => void): void } }) => void ctx.bus.on('modalOpened', () => { throw new Error('oops'); }) });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([]), plugin] }));
    kit.on('error', ({ error }) => errors.push(error));
    const other = vi.fn();
    kit.on('modalOpened', other);
    kit.open();
    expect(other).toHaveBeenCalledTimes(1);
    expect((errors[0] as { pluginId?: string }).pluginId).toBe('noisy');
    await kit.destroy();
  });

  it('gives a plugin a typed public API, its own state slice and namespaced events', async () => {
    const plugin = definePlugin({
      id: 'counter',
      kind: 'feature',
      state: () => ({ count: 0 }),
      setup(ctx) {
        return {
          api: {
            increment() {
              ctx.store.set((s) => void (s.count += 1));
              ctx.bus.emit('incremented', { count: ctx.store.get().count });
            },
          },
        };
      },
    });
    const kit = createKit(baseOptions({ plugins: [plugin] }));
    const seen = vi.fn();
    kit.on('counter:incremented', seen);
    kit.plugin<{ increment(): void }>('counter')!.increment();
    expect(kit.getState().plugins.counter).toEqual({ count: 1 });
    expect(seen).toHaveBeenCalledWith({ count: 1 });
    await kit.destroy();
  });

  it('dispose releases every listener, timer, connector, view and slice made through the context', async () => {
    vi.useFakeTimers();
    const tick = vi.fn();
    const plugin = definePlugin({
      id: 'busy',
      kind: 'chain',
      namespaces: [testNamespace()],
      state: () => ({ ready: true }),
      views: [{ id: 'BusyView', load: async () => ({}) }],
      rpc: { busy_ping: { safe: true, handler: async () => 'pong' } },
      setup(ctx) {
        ctx.bus.on('connected', () => {});
        ctx.bus.on('modalOpened', () => {});
        ctx.setInterval(tick, 1_000);
        ctx.setTimeout(tick, 5_000);
        ctx.connectors.add(fakeWallet('busy.wallet').adapter);
        ctx.store.subscribe(() => {});
      },
    });
    const kit = createKit(baseOptions({ plugins: [plugin] }));
    expect(kit.stats()).toEqual({ listeners: 2, connectors: 1, views: 1, rpcMethods: 1, plugins: 1 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await kit.destroy();
    expect(kit.stats()).toEqual({ listeners: 0, connectors: 0, views: 0, rpcMethods: 0, plugins: 0 });
    expect(kit.getState().plugins).toEqual({});
    expect(kit.getState().connectors).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tick).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('two plugins cannot claim one view or one RPC method', () => {
    const v = { id: 'SameView', load: async () => ({}) };
    expect(() => createKit(baseOptions({ plugins: [feature('a', { views: [v] }), feature('b', { views: [v] })] }))).toThrow("View 'SameView' is registered twice");
    expect(() => createKit(baseOptions({ plugins: [feature('a', { views: [{ id: 'Account', load: async () => ({}) }] })] }))).toThrow("View 'Account' is registered twice");
    const rpc = { m_x: { safe: true } };
    expect(() => createKit(baseOptions({ plugins: [feature('a', { rpc }), feature('b', { rpc })] }))).toThrow("RPC method 'm_x' is handled by two plugins");
  });

  it('refuses malformed plugins', () => {
    expect(() => createKit(baseOptions({ plugins: [{ id: 'Bad Id', kind: 'feature' }] }))).toThrow('lower-case');
    expect(() => createKit(baseOptions({ plugins: [{ id: 'nokind' } as never] }))).toThrow("needs kind 'chain' or 'feature'");
    // Its events would be the kit's own (`connection:connected`), which the modal and sign-in trust.
    expect(() => createKit(baseOptions({ plugins: [feature('connection')] }))).toThrow("Plugin id 'connection' is reserved for the kit's own events");
  });

  it('after destroy the kit refuses work with a typed error', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.destroy();
    await expect(kit.connect('dev.wallet')).rejects.toMatchObject({ code: 'DESTROYED' });
    expect(() => kit.open()).toThrow('The kit was destroyed');
  });
});
