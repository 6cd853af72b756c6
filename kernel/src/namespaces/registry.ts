import { ConfigError } from '../errors';
import type { MethodSafety, NamespaceAdapter, NamespaceTools } from '../plugins/namespace';
import type { AnyPlugin } from '../plugins/types';
import type { AccountType, CaipNetwork, ChainNamespace } from '../types/chain';

export type { MethodSafety };

/** The namespace adapters the chain plugins contributed, and what the kernel asks of them. */
export interface NamespaceRegistry {
  get(namespace: ChainNamespace): NamespaceAdapter | undefined;
  has(namespace: ChainNamespace): boolean;
  list(): ChainNamespace[];
  /** The plugin that owns a namespace. */
  ownerOf(namespace: ChainNamespace): string | undefined;
  /** A configured network for a wallet-reported chain id, or the 'Unknown Network' (SPEC §4). */
  resolveNetwork(namespace: ChainNamespace, chainId: string | number, networks: readonly CaipNetwork[]): { network: CaipNetwork; supported: boolean };
  /** SPEC §6 default account type of a namespace (the adapter's first kind; 'eoa' without one). */
  defaultAccountType(namespace: ChainNamespace): AccountType;
  /** The namespace's own classification of a method; refused methods are 'unknown'. */
  classify(namespace: ChainNamespace, method: string): MethodSafety | 'refused';
  addressExplorerUrl(network: CaipNetwork, address: string): string | undefined;
  /** Runtime hooks' tools, bound when the owning plugin's context exists. */
  bindTools(namespace: ChainNamespace, tools: NamespaceTools): () => void;
  tools(namespace: ChainNamespace): NamespaceTools | undefined;
  /** The namespace that takes networks given without one (see `bareNamespace`). */
  bare(): ChainNamespace | undefined;
}

/**
 * The namespace whose chain plugin takes networks given without `chainNamespace` or
 * `caipNetworkId` (viem's chain objects): the one adapter with `bareNetworks`. Two namespaces
 * claiming them is a configuration error.
 */
export function bareNamespace(plugins: readonly AnyPlugin[]): ChainNamespace | undefined {
  const claims = new Set(plugins.flatMap((p) => (p.namespaces ?? []).filter((a) => a?.bareNetworks === true).map((a) => a.namespace)));
  if (claims.size > 1) throw new ConfigError(`Networks without a chainNamespace are claimed by ${[...claims].join(' and ')}: give each network its chainNamespace`);
  return [...claims][0];
}

/** The CAIP-2 reference in a bare id or a CAIP-2 id of `namespace`. */
function fallbackReference(namespace: ChainNamespace, chainId: string | number): string | undefined {
  const raw = String(chainId);
  if (!raw.includes(':')) return raw || undefined;
  const [ns, ...rest] = raw.split(':');
  return ns === namespace && rest.length ? rest.join(':') : undefined;
}

/**
 * Collects each chain plugin's namespace adapters. Two plugins serving one namespace is a
 * configuration error; so is a namespace adapter without methods.
 */
export function createNamespaceRegistry(plugins: readonly AnyPlugin[]): NamespaceRegistry {
  const adapters = new Map<ChainNamespace, { adapter: NamespaceAdapter; pluginId: string; safe: Set<string>; unsafe: Set<string>; refused: Set<string> }>();
  const tools = new Map<ChainNamespace, NamespaceTools>();
  const bare = bareNamespace(plugins);
  for (const plugin of plugins) {
    for (const adapter of plugin.namespaces ?? []) {
      if (!adapter || typeof adapter.namespace !== 'string' || !adapter.namespace) throw new ConfigError('Adapter must have a namespace', { pluginId: plugin.id });
      if (adapters.has(adapter.namespace)) throw new ConfigError(`Namespace '${adapter.namespace}' is served by two plugins`, { pluginId: plugin.id });
      adapters.set(adapter.namespace, {
        adapter,
        pluginId: plugin.id,
        safe: new Set(adapter.methods.safe),
        unsafe: new Set(adapter.methods.unsafe),
        refused: new Set(adapter.methods.refused ?? []),
      });
    }
  }
  const reference = (ns: ChainNamespace, chainId: string | number) => {
    const adapter = adapters.get(ns)?.adapter;
    return adapter ? adapter.chainReference(chainId) : fallbackReference(ns, chainId);
  };

  return {
    get: (ns) => adapters.get(ns)?.adapter,
    has: (ns) => adapters.has(ns),
    list: () => [...adapters.keys()],
    ownerOf: (ns) => adapters.get(ns)?.pluginId,
    resolveNetwork(ns, chainId, networks) {
      const ref = reference(ns, chainId) ?? String(chainId);
      const known = networks.find((n) => n.chainNamespace === ns && (n.caipNetworkId === `${ns}:${ref}` || String(n.id) === ref));
      if (known) return { network: known, supported: true };
      const adapter = adapters.get(ns)?.adapter;
      return {
        supported: false,
        network: {
          id: adapter?.networkId?.(ref) ?? ref,
          name: 'Unknown Network',
          caipNetworkId: `${ns}:${ref}`,
          chainNamespace: ns,
          nativeCurrency: { name: '', symbol: '', decimals: 0 },
          rpcUrls: { default: { http: [] } },
        },
      };
    },
    defaultAccountType: (ns) => adapters.get(ns)?.adapter.accountTypes[0] ?? 'eoa',
    classify(ns, method) {
      const entry = adapters.get(ns);
      if (!entry) return 'unknown';
      if (entry.refused.has(method)) return 'refused';
      if (entry.safe.has(method)) return 'safe';
      if (entry.unsafe.has(method)) return 'unsafe';
      return 'unknown';
    },
    addressExplorerUrl(network, address) {
      const adapter = adapters.get(network.chainNamespace)?.adapter;
      try {
        return adapter?.addressExplorerUrl?.(network, address);
      } catch {
        return undefined;
      }
    },
    bindTools(ns, t) {
      tools.set(ns, t);
      return () => void (tools.get(ns) === t && tools.delete(ns));
    },
    tools: (ns) => tools.get(ns),
    bare: () => bare,
  };
}

/**
 * With chain plugins given, every network must be of a namespace one of them serves: the kernel
 * knows no chain family, so a network nobody serves could never connect, sign or read. A kit with
 * no chain plugin at all (a server render, a test) keeps its networks as data.
 * @throws {ConfigError} 'Unsupported chain namespace', naming the network and the namespace.
 *
 * @example
 * assertNetworksServed(options.networks, registry)
 */
export function assertNetworksServed(networks: readonly CaipNetwork[], registry: Pick<NamespaceRegistry, 'has' | 'list'>): void {
  if (registry.list().length === 0) return;
  const index = networks.findIndex((n) => !registry.has(n.chainNamespace));
  if (index < 0) return;
  const network = networks[index]!;
  throw new ConfigError('Unsupported chain namespace', {
    details: `networks[${index}] (${network.caipNetworkId}) is a ${network.chainNamespace} network, and no plugin serves ${network.chainNamespace}: add its chain plugin (served: ${registry.list().join(', ')})`,
  });
}

