import { hooksOf, toKitError, type KitErrorHookOwner } from './errors';
import { stampError } from '../plugins/stamp';
import type { ConnectorAdapter } from '../plugins/connector';
import type { ChainNamespace } from '../types/chain';

/** Where the namespaces' adapters are found (their `toKitError` hooks: the chain plugins'). */
export interface NamespaceErrorHooks {
  get(namespace: ChainNamespace): KitErrorHookOwner | undefined;
}

export interface ConnectorEntry {
  adapter: ConnectorAdapter;
  pluginId: string;
}

/** The live connector implementations, by id. The store holds only their `info`. */
export interface ConnectorRegistry {
  get(id: string): ConnectorEntry | undefined;
  has(id: string): boolean;
  /** Adds a connector (errors it throws are stamped with the plugin id); false when the id is taken. */
  add(adapter: ConnectorAdapter, pluginId: string): boolean;
  remove(id: string): void;
  entries(): IterableIterator<[string, ConnectorEntry]>;
  readonly size: number;
  /** Fires when a connector is added, so a reconnect waiting for it can go on. */
  onAdded(listener: (id: string) => void): () => void;
  clear(): void;
}

/** The namespaces a connector call targets, read from its first argument. */
function targetsOf(args: unknown[]): ChainNamespace[] {
  const first = args[0] as { namespace?: unknown; namespaces?: unknown } | undefined;
  if (Array.isArray(first?.namespaces)) return first.namespaces as ChainNamespace[];
  return typeof first?.namespace === 'string' ? [first.namespace as ChainNamespace] : [];
}

/**
 * Wraps an adapter so errors it throws carry the plugin's id, and wallet errors stay typed: the
 * connector's `toKitError` is asked first, then that of each namespace the call targets.
 */
function stampAdapter(adapter: ConnectorAdapter, pluginId: string, namespaceHooks: NamespaceErrorHooks | undefined): ConnectorAdapter {
  const wrap =
    <A extends unknown[], R>(name: string, fn: ((...args: A) => Promise<R>) | undefined) =>
    fn &&
    (async (...args: A): Promise<R> => {
      try {
        return await fn.apply(adapter, args);
      } catch (error) {
        // Wallet errors become typed kit errors first (the plugins' hooks know their wallets'
        // rejections), so a rejection stays a rejection once stamped with the plugin id.
        const mappers = hooksOf(adapter, ...targetsOf(args).map((ns) => namespaceHooks?.get(ns)));
        throw stampError(toKitError(error, `connector ${adapter.info.id}.${name} failed`, mappers), pluginId, `connector ${adapter.info.id}.${name}`);
      }
    });
  return {
    ...adapter,
    connect: wrap('connect', adapter.connect)!,
    disconnect: wrap('disconnect', adapter.disconnect)!,
    request: wrap('request', adapter.request)!,
    reconnect: wrap('reconnect', adapter.reconnect),
    switchNetwork: wrap('switchNetwork', adapter.switchNetwork),
    signMessage: wrap('signMessage', adapter.signMessage),
  };
}

/**
 * @param namespaceHooks the namespace registry, whose adapters' `toKitError` hooks are asked for a wallet error its connector
 * did not recognise.
 */
export function createConnectorRegistry(namespaceHooks?: NamespaceErrorHooks): ConnectorRegistry {
  const map = new Map<string, ConnectorEntry>();
  const listeners = new Set<(id: string) => void>();
  return {
    get: (id) => map.get(id),
    has: (id) => map.has(id),
    add(adapter, pluginId) {
      if (map.has(adapter.info.id)) return false;
      map.set(adapter.info.id, { adapter: stampAdapter(adapter, pluginId, namespaceHooks), pluginId });
      for (const l of [...listeners]) l(adapter.info.id);
      return true;
    },
    remove: (id) => void map.delete(id),
    entries: () => map.entries(),
    get size() {
      return map.size;
    },
    onAdded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      map.clear();
      listeners.clear();
    },
  };
}
