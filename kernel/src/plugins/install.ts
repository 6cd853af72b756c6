import type { SIWXConfig } from '../siwx/types';
import { ConfigError } from '../errors';
import { namespaceTools } from './tools';
import { createPluginContext, type ContextHandle } from './context';
import { stampError } from './stamp';
import type { Host } from '../host';
import type { Kit } from '../kit';
import type { I18n } from '../i18n/i18n';
import type { AfterConnectEvent, AnyPlugin, PluginContext, SlotContribution, ViewContribution } from './types';
import type { ChainNamespace } from '../types/chain';

/** Core views that are placeholders until a plugin brings the real one. */
export const REPLACEABLE_VIEWS: readonly string[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

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
  /** The sign-in contract a plugin supplied (at most one). */
  siwx: SIWXConfig | undefined;
  readonly count: number;
  /** The plugin's context (undefined once disposed). */
  contextOf(pluginId: string): PluginContext | undefined;
  /** Every plugin's `afterConnect`, in plugin order, each awaited; a throwing hook is reported. */
  afterConnect(event: AfterConnectEvent): Promise<void>;
  /** Disposes the plugins in reverse order and forgets their contributions. */
  disposeAll(): void;
}

/**
 * Installs plugins in dependency order: views (a plugin may own any view id not taken, connecting
 * views included), slots, locale, state slice, context, then `setup`. A throwing setup is
 * stamped with the plugin id and rethrown; the caller undoes what was installed.
 */
export function installPlugins(plugins: readonly AnyPlugin[], deps: { host: Host; kit: Kit; i18n: I18n; coreViews: readonly string[]; refreshBalance: (ns: ChainNamespace) => void }): PluginHost {
  const { host } = deps;
  const installed: Installed[] = [];
  const result: PluginHost = {
    views: new Map(),
    slots: [],
    apis: new Map(),
    siwx: undefined,
    get count() {
      return installed.length;
    },
    contextOf: (pluginId) => installed.find((r) => r.id === pluginId)?.handle.ctx,
    async afterConnect(event) {
      for (const record of [...installed]) {
        const hook = record.plugin.afterConnect;
        if (!hook) continue;
        try {
          await (hook as (e: AfterConnectEvent, c: PluginContext<unknown>) => Promise<void> | void)(event, record.handle.ctx);
        } catch (error) {
          host.report(stampError(error, record.id, 'afterConnect'));
        }
      }
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
      result.siwx = undefined;
    },
  };
  const install = (plugin: AnyPlugin) => {
    for (const v of plugin.views ?? []) {
      // A plugin view may replace a core placeholder (WalletConnect's connecting views); never another view.
      if (result.views.has(v.id) || (deps.coreViews.includes(v.id) && !REPLACEABLE_VIEWS.includes(v.id))) throw new ConfigError(`View '${v.id}' is registered twice`, { pluginId: plugin.id });
      result.views.set(v.id, { ...v, pluginId: plugin.id });
    }
    for (const s of plugin.slots ?? []) result.slots.push({ ...s, pluginId: plugin.id });
    const removeLocale = plugin.locale ? deps.i18n.addLayer(plugin.locale) : undefined;
    if (plugin.state) {
      const slice = plugin.state();
      host.store.update((s) => void (s.plugins[plugin.id] = slice));
    }
    const handle = createPluginContext(host, deps.kit, plugin, deps.refreshBalance);
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
      if (setupResult.siwx) {
        const o = deps.host.options;
        if (o.siwx || o.siweConfig || result.siwx) throw new ConfigError(o.siweConfig ? 'Cannot set both `siweConfig` and `siwx` options' : 'Sign-in is set twice', { pluginId: plugin.id });
        result.siwx = setupResult.siwx;
      }
    }
  };
  try {
    for (const plugin of plugins) install(plugin);
  } catch (error) {
    // Undo what the plugins before the failing one set up.
    result.disposeAll();
    throw error;
  }
  return result;
}
