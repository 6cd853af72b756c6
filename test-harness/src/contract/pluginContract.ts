import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_VIEWS, createKit, createMemoryStorage, isKitError, type AnyPlugin, type KitOptions, type PluginInput, type LocaleBundle, type Messages } from '@latchkey/kernel';

export interface PluginContractOptions {
  /** Networks the kit is created with (defaults to a local EVM network). */
  networks?: KitOptions['networks'];
  /** Plugins the one under test requires, installed before it. */
  companions?: () => PluginInput;
  /** Extra kit options (endpoints pointing at the cloud double, a fetch double …). */
  kitOptions?: Partial<KitOptions>;
}

const localNetwork = {
  id: 31337,
  chainNamespace: 'eip155' as const,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

function flatten(input: AnyPlugin | PluginInput): AnyPlugin[] {
  const list = Array.isArray(input) ? input : [input];
  return list.flatMap((p) => (!p ? [] : Array.isArray(p) ? flatten(p as PluginInput) : [p as AnyPlugin]));
}

/**
 * The contract every Latchkey plugin passes. Call it from the plugin's own test file:
 *
 * @example
 * runPluginContract('eip155', () => eip155())
 */
export function runPluginContract(name: string, factory: () => AnyPlugin | PluginInput, options: PluginContractOptions = {}): void {
  // The published kernel's createKit, not the test kit: this suite ships in @latchkey/testing, whose
  // dist must import the kernel as a peer, not bundle the kernel's sources.
  const silent = { warn() {}, error() {}, info() {}, debug() {} };
  const makeKit = (plugins: PluginInput) =>
    createKit({
      metadata: { name: 'Contract', description: 'Plugin contract suite', url: 'http://127.0.0.1', icons: [] },
      networks: options.networks ?? [localNetwork],
      storage: createMemoryStorage(),
      logger: silent,
      basic: true,
      ...options.kitOptions,
      plugins: [options.companions?.() ?? [], plugins],
    });
  const subject = () => {
    const all = flatten(factory());
    const main = all.at(-1);
    if (!main) throw new Error(`${name}: the factory returned no plugin`);
    return main;
  };

  describe(`plugin contract: ${name}`, () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is a well-formed plugin object', () => {
      const p = subject();
      expect(p.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(['chain', 'feature']).toContain(p.kind);
      if (p.kind === 'chain') {
        // A chain plugin brings a namespace adapter for each namespace it serves.
        expect(p.namespaces?.length).toBeGreaterThan(0);
        for (const ns of p.namespaces ?? []) {
          // Any CAIP-2 namespace (the registry is open).
          expect(ns.namespace).toMatch(/^[-a-z0-9]{3,8}$/);
          expect(ns.accountTypes.length).toBeGreaterThan(0);
          expect(Array.isArray(ns.methods.safe) && Array.isArray(ns.methods.unsafe)).toBe(true);
          expect(ns.addressError(42)).toEqual(expect.any(String));
        }
      }
      // Two calls of the factory give two independent objects (no shared module state).
      expect(subject()).not.toBe(subject());
    });

    it('installs, then disposes without leaving anything behind', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });
      const timersBefore = vi.getTimerCount();
      const kit = makeKit([factory()]);
      const p = subject();
      expect(kit.stats().plugins).toBeGreaterThanOrEqual(1);
      await kit.destroy();
      expect(kit.stats()).toEqual({ listeners: 0, connectors: 0, views: 0, rpcMethods: 0, plugins: 0 });
      expect(kit.getState().plugins[p.id]).toBeUndefined();
      expect(kit.getState().connectors).toEqual([]);
      expect(vi.getTimerCount()).toBe(timersBefore);
    });

    it('is refused when installed twice', () => {
      const id = subject().id;
      let error: unknown;
      try {
        makeKit([factory(), factory()]);
      } catch (e) {
        error = e;
      }
      expect(isKitError(error, 'CONFIG_ERROR')).toBe(true);
      expect(String((error as Error).message)).toContain(`'${id}'`);
    });

    it('has errors from its setup stamped with its id', () => {
      const p = subject();
      const broken = {
        ...p,
        setup(ctx: Parameters<NonNullable<AnyPlugin['setup']>>[0]) {
          p.setup?.(ctx);
          throw new Error('contract-induced failure');
        },
      };
      let error: unknown;
      try {
        makeKit([broken]);
      } catch (e) {
        error = e;
      }
      expect((error as { pluginId?: string }).pluginId).toBe(p.id);
    });

    it('keeps every locale complete and every referenced string and view real', async () => {
      const p = subject();
      const en = p.locale?.en ?? {};
      const keys = Object.keys(en).sort();
      // Every other locale has at least English's strings (a lazy one may add its views' strings).
      const bundle: LocaleBundle = p.locale ?? { en: {} };
      const entries: Array<[string, Partial<Messages> | undefined, boolean]> = [];
      for (const [tag, entry] of Object.entries(bundle)) {
        if (tag === 'load') continue;
        entries.push(typeof entry === 'function' ? [tag, await (entry as () => Promise<Partial<Messages>>)(), true] : [tag, entry as Partial<Messages>, false]);
      }
      // A bundle-level `load(tag)`: each catalogue it has answers for the whole key set; none for an unknown tag.
      if (typeof bundle.load === 'function') {
        expect(await bundle.load('zz-unknown'), `${p.id}: load of an unknown locale`).toBeUndefined();
        for (const tag of ['ar', 'de', 'ja', 'he']) entries.push([tag, await bundle.load(tag), true]);
      }
      for (const [locale, messages, lazy] of entries) {
        if (messages === undefined) continue;
        expect(lazy || locale === 'en' || Object.keys(messages).length === keys.length, `inline locale '${locale}' of ${p.id} has extra keys`).toBe(true);
        for (const key of keys) expect(messages[key], `'${key}' in locale '${locale}' of ${p.id}`).toBeTypeOf('string');
      }
      const views = new Set([...CORE_VIEWS, ...flatten(factory()).flatMap((x) => (x.views ?? []).map((v) => v.id)), ...flatten(options.companions?.() ?? []).flatMap((x) => (x.views ?? []).map((v) => v.id))]);
      for (const v of p.views ?? []) if (v.titleKey) expect(keys, `title of ${v.id}`).toContain(v.titleKey);
      for (const s of p.slots ?? []) {
        expect(keys, `label of slot ${s.id}`).toContain(s.labelKey);
        if (s.view) expect(views.has(s.view), `slot ${s.id} opens unknown view ${s.view}`).toBe(true);
      }
    });

    it('serves two kits on one page independently', async () => {
      const a = makeKit([factory()]);
      const b = makeKit([factory()]);
      const id = subject().id;
      expect(a.plugin(id)).not.toBe(b.plugin(id) ?? {});
      await a.destroy();
      expect(b.stats().plugins).toBeGreaterThanOrEqual(1);
      await b.destroy();
    });
  });
}
