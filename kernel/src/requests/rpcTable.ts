import { ConfigError } from '../errors';
import type { NamespaceRegistry } from '../namespaces/registry';
import type { AnyPlugin, RpcContribution } from '../plugins/types';
import type { ChainNamespace } from '../types/chain';

export type RpcEntry = RpcContribution & { pluginId: string; namespaces: readonly ChainNamespace[] | undefined };

/** The methods plugins classify or answer, looked up per (namespace, method). */
export interface RpcTable {
  /** First match: an entry naming `namespace`, else one naming no namespace. */
  find(namespace: ChainNamespace, method: string): RpcEntry | undefined;
  readonly size: number;
  clear(): void;
}

const listOf = (ns: RpcContribution['namespace']): readonly ChainNamespace[] | undefined => (ns === undefined ? undefined : typeof ns === 'string' ? [ns] : ns);

/**
 * Builds the table and checks it: two plugins may not claim one method on one namespace, and a
 * plugin may not make a method the namespace lists as unsafe or refused safe, unless it answers
 * that method itself (then the wallet never sees it).
 */
export function createRpcTable(plugins: readonly AnyPlugin[], namespaces: NamespaceRegistry): RpcTable {
  const byMethod = new Map<string, RpcEntry[]>();
  let size = 0;
  for (const plugin of plugins) {
    for (const [method, contribution] of Object.entries(plugin.rpc ?? {})) {
      const entry: RpcEntry = { ...contribution, pluginId: plugin.id, namespaces: listOf(contribution.namespace) };
      const others = byMethod.get(method) ?? [];
      const clash = others.find((o) => (o.namespaces === undefined && entry.namespaces === undefined) || (o.namespaces && entry.namespaces && o.namespaces.some((n) => entry.namespaces!.includes(n))));
      if (clash) throw new ConfigError(`RPC method '${method}' is handled by two plugins`, { pluginId: plugin.id, details: `'${clash.pluginId}' already handles it` });
      // Without a handler the wallet answers, so an entry may only be as strict as the namespace
      // or stricter: never approvable where the namespace refuses, never safe where it asks approval.
      if (!entry.handler) {
        for (const ns of entry.namespaces ?? namespaces.list()) {
          const own = namespaces.classify(ns, method);
          if (own === 'refused' || (entry.safe && own === 'unsafe')) {
            throw new ConfigError(`Plugin '${plugin.id}' cannot make '${method}' ${entry.safe ? 'safe' : 'approvable'}`, { pluginId: plugin.id, details: `namespace ${ns} lists it as ${own}; only a plugin that answers it itself may` });
          }
        }
      }
      byMethod.set(method, [...others, entry]);
      size++;
    }
  }
  return {
    find(namespace, method) {
      const list = byMethod.get(method);
      if (!list) return undefined;
      return list.find((e) => e.namespaces?.includes(namespace)) ?? list.find((e) => e.namespaces === undefined);
    },
    get size() {
      return size;
    },
    clear() {
      byMethod.clear();
      size = 0;
    },
  };
}
