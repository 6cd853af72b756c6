import { ConfigError } from '../errors';
import { namespaceTools } from './tools';
import { createPluginContext, type ContextHandle } from './context';
import { stampError } from './stamp';
import type { Host } from '../host';
import type { Kit } from '../kit';
import type { I18n } from '../i18n/i18n';
import type { AfterConnectEvent, AfterConnectHold, AnyPlugin, PluginCarriedOption, PluginContext, PluginWallet, SlotContribution, ViewContribution } from './types';
import type { ChainNamespace } from '../types/chain';

/** The plugin that carries out each carried option (named in the error when it is missing). */
const CARRIED_BY: Record<PluginCarriedOption, string> = { siwx: 'siwx() from @latchkey/siwx', siweConfig: 'siwx() from @latchkey/siwx' };

export type InstalledView = ViewContribution & { pluginId: string };
export type InstalledSlot = SlotContribution & { pluginId: string };

interface Installed {
  id: string;
  plugin: AnyPlugin;
  handle: ContextHandle;
  dispose?: () => void;
  removeLocale?: () => void;
  unbind: Array<() => void>;
}

/** What the plugins contributed, and how to undo it. */
export interface PluginHost {
  views: Map<string, InstalledView>;
  slots: InstalledSlot[];
  apis: Map<string, unknown>;
  readonly count: number;
  /** The plugin's context (undefined once disposed). */
  contextOf(pluginId: string): PluginContext | undefined;
  /**
   * Every plugin's `afterConnect`, in plugin order, each awaited; a throwing hook is reported.
   * Undefined once all ran; else (a hook holds) `settled`, true once the held steps and the hooks
   * after them ran, false when the connection ended first.
   */
  afterConnect(event: AfterConnectEvent): Promise<{ settled: Promise<boolean> } | undefined>;
  /** Disposes the plugins in reverse order and forgets their contributions. */
  disposeAll(): void;
}

/**
 * Installs plugins in dependency order: views (a plugin may own any view id not taken, connecting
 * views included), slots, locale, state slice, context, then `setup`. A throwing setup is
 * stamped with the plugin id and rethrown; the caller undoes what was installed.
 */
export function installPlugins(plugins: readonly AnyPlugin[], deps: { host: Host; kit: Kit; i18n: I18n; coreViews: readonly string[]; refreshBalance: (ns: ChainNamespace) => void; wallet: PluginWallet }): PluginHost {
  const { host } = deps;
  const installed: Installed[] = [];
  const result: PluginHost = {
    views: new Map(),
    slots: [],
    apis: new Map(),
    get count() {
      return installed.length;
    },
    contextOf: (pluginId) => installed.find((r) => r.id === pluginId)?.handle.ctx,
    async afterConnect(event) {
      const records = [...installed];
      /** Runs the hooks from `from` on; wrapped, since an async function would flatten a hold's promise. */
      const run = async (from: number): Promise<{ settled: Promise<boolean> } | undefined> => {
        for (let i = from; i < records.length; i++) {
          const record = records[i]!;
          const hook = record.plugin.afterConnect;
          if (!hook || record.handle.ctx.signal.aborted) continue;
          let held: unknown;
          try {
            held = await (hook as (e: AfterConnectEvent, c: PluginContext<unknown>) => Promise<AfterConnectHold | void> | AfterConnectHold | void)(event, record.handle.ctx);
          } catch (error) {
            host.report(stampError(error, record.id, 'afterConnect'));
            continue;
          }
          const hold = (held as Partial<AfterConnectHold> | undefined)?.hold;
          if (!(hold instanceof Promise)) continue;
          const next = i + 1;
          return {
            settled: hold.then(
              async (go) => (go === true ? ((await run(next))?.settled ?? true) : false),
              (error: unknown) => {
                host.report(stampError(error, record.id, 'afterConnect'));
                return false;
              },
            ),
          };
        }
        return undefined;
      };
      return run(0);
    },
    disposeAll() {
      for (const record of installed.splice(0).reverse()) {
        try {
          record.dispose?.();
        } catch (error) {
          host.report(stampError(error, record.id, 'dispose'));
        }
        record.handle.dispose();
        record.removeLocale?.();
        record.unbind.forEach((f) => f());
      }
      result.views.clear();
      result.slots.length = 0;
      result.apis.clear();
    },
  };
  const install = (plugin: AnyPlugin) => {
    for (const v of plugin.views ?? []) {
      // A view id has one owner: no plugin replaces a core view or another plugin's.
      if (result.views.has(v.id) || deps.coreViews.includes(v.id)) throw new ConfigError(`View '${v.id}' is registered twice`, { pluginId: plugin.id });
      result.views.set(v.id, { ...v, pluginId: plugin.id });
    }
    for (const s of plugin.slots ?? []) result.slots.push({ ...s, pluginId: plugin.id });
    const removeLocale = plugin.locale ? deps.i18n.addLayer(plugin.locale) : undefined;
    if (plugin.state) {
      const slice = plugin.state();
      host.store.update((s) => void (s.plugins[plugin.id] = slice));
    }
    const handle = createPluginContext(host, deps.kit, plugin, deps.refreshBalance, deps.wallet);
    const record: Installed = { id: plugin.id, plugin, handle, removeLocale, unbind: [] };
    installed.push(record);
    for (const adapter of plugin.namespaces ?? []) {
      const ns = adapter.namespace;
      record.unbind.push(host.namespaces.bindTools(ns, namespaceTools(handle.ctx, ns)));
    }
    let setupResult;
    try {
      setupResult = plugin.setup?.(handle.ctx);
    } catch (error) {
      throw stampError(error, plugin.id, 'setup');
    }
    if (setupResult) {
      record.dispose = setupResult.dispose;
      if (setupResult.api !== undefined) result.apis.set(plugin.id, setupResult.api);
    }
  };
  try {
    for (const plugin of plugins) install(plugin);
    // An option a plugin carries out (sign-in) is set, and no plugin here carries it out.
    const o = host.options;
    for (const key of Object.keys(CARRIED_BY) as PluginCarriedOption[]) {
      if (o[key] !== undefined && !plugins.some((p) => p.carries?.includes(key))) throw new ConfigError(`createKit({ ${key} }) needs a plugin that carries it out: add ${CARRIED_BY[key]} to plugins`);
    }
  } catch (error) {
    // Undo what the plugins before the failing one set up.
    result.disposeAll();
    throw error;
  }
  return result;
}
