import { ConfigError } from '../errors';

/** Ids a plugin may not take: the prefixes of the kernel's own events (`connection:connected`, …). */
const RESERVED_IDS: readonly string[] = ['connection'];
import type { AnyPlugin, PluginInput } from './types';

/** Flattens nested plugin arrays and drops falsy entries (`[evm(), debug && devtools()]`). */
export function flattenPlugins(input: PluginInput | undefined): AnyPlugin[] {
  const out: AnyPlugin[] = [];
  const walk = (list: PluginInput) => {
    for (const item of list) {
      if (!item) continue;
      if (Array.isArray(item)) walk(item as PluginInput);
      else out.push(item as AnyPlugin);
    }
  };
  if (input) walk(input);
  return out;
}

/**
 * Checks ids and `requires`, then orders plugins so each comes after what it requires (otherwise
 * keeping the given order). Throws ConfigError naming the plugin at fault.
 */
export function orderPlugins(plugins: AnyPlugin[]): AnyPlugin[] {
  const byId = new Map<string, AnyPlugin>();
  for (const p of plugins) {
    if (!p || typeof p !== 'object' || typeof p.id !== 'string' || !p.id) {
      throw new ConfigError('A plugin must be an object with a string id (use definePlugin)');
    }
    if (!/^[a-z][a-z0-9-]*$/.test(p.id)) throw new ConfigError(`Plugin id '${p.id}' must be lower-case letters, digits and hyphens`);
    // A plugin's events are `${id}:${name}`: the kit's own namespaced events must not be forgeable.
    if (RESERVED_IDS.includes(p.id)) throw new ConfigError(`Plugin id '${p.id}' is reserved for the kit's own events`);
    if (p.kind !== 'chain' && p.kind !== 'feature') throw new ConfigError(`Plugin '${p.id}' needs kind 'chain' or 'feature'`);
    if (byId.has(p.id)) throw new ConfigError(`Plugin '${p.id}' is installed twice`);
    byId.set(p.id, p);
  }
  const ordered: AnyPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: AnyPlugin, chain: string[]) => {
    const s = state.get(p.id);
    if (s === 'done') return;
    if (s === 'visiting') throw new ConfigError(`Plugins require each other in a cycle: ${[...chain, p.id].join(' → ')}`);
    state.set(p.id, 'visiting');
    for (const dep of p.requires ?? []) {
      const d = byId.get(dep);
      if (!d) throw new ConfigError(`Plugin '${p.id}' requires '${dep}', which is not installed`);
      visit(d, [...chain, p.id]);
    }
    state.set(p.id, 'done');
    ordered.push(p);
  };
  for (const p of plugins) visit(p, []);
  return ordered;
}

export { stampError } from './stamp';
