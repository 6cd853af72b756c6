import type { CaipNetwork, ChainNamespace, NetworkInput } from '../types/chain';
import type { BaseOptions, Endpoints, NormalizedOptions } from './types';
import { ConfigError } from '../errors';
import { formatCaipNetworkId, parseCaipNetworkId } from '../caip';
import { collectFeatureFlags } from './features';

export type { Endpoints, Metadata, BaseOptions, NormalizedOptions } from './types';

/** Defaults: the Reown-compatible public services. Override any of them with `endpoints`. */
export const DEFAULT_ENDPOINTS: Endpoints = {
  api: 'https://api.web3modal.org',
  rpc: 'https://rpc.walletconnect.org',
  analytics: 'https://pulse.walletconnect.org',
  blockchainApi: 'https://rpc.walletconnect.org',
};

/**
 * Turns a network input into a full CAIP network, or throws a ConfigError saying what is wrong.
 * A network with neither `chainNamespace` nor `caipNetworkId` (viem's chain objects) belongs to
 * `bare`: the namespace whose chain plugin takes such networks (`NamespaceAdapter.bareNetworks`).
 */
export function normalizeNetwork(input: NetworkInput, index: number, bare?: ChainNamespace): CaipNetwork {
  const where = `networks[${index}]`;
  if (!input || typeof input !== 'object') throw new ConfigError(`${where} must be a network object`);
  if (typeof input.name !== 'string' || !input.name) throw new ConfigError(`${where}.name is required`);
  if (input.id === undefined || input.id === null || input.id === '') throw new ConfigError(`${where}.id is required`);
  const nc = input.nativeCurrency;
  if (!nc || typeof nc.symbol !== 'string' || typeof nc.decimals !== 'number') {
    throw new ConfigError(`${where}.nativeCurrency needs name, symbol and decimals`);
  }
  if (!input.rpcUrls?.default?.http || !Array.isArray(input.rpcUrls.default.http)) {
    throw new ConfigError(`${where}.rpcUrls.default.http must be a list of URLs`);
  }
  let caipNetworkId = input.caipNetworkId;
  let chainNamespace = input.chainNamespace;
  // A malformed CAIP id is a developer's option mistake: report it as a ConfigError naming the network.
  const caip = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (cause) {
      throw new ConfigError(`${where} has an invalid CAIP network id`, { cause, details: cause instanceof Error ? cause.message : String(cause) });
    }
  };
  if (caipNetworkId) {
    const id = caipNetworkId;
    const parsed = caip(() => parseCaipNetworkId(id));
    if (chainNamespace && chainNamespace !== parsed.namespace) {
      throw new ConfigError(`${where}: chainNamespace '${chainNamespace}' does not match '${caipNetworkId}'`);
    }
    chainNamespace = parsed.namespace;
  } else {
    chainNamespace ??= bare;
    if (!chainNamespace) throw new ConfigError(`${where} needs a chainNamespace or a caipNetworkId (no chain plugin takes networks without one)`);
    const ns = chainNamespace;
    caipNetworkId = caip(() => formatCaipNetworkId(ns, String(input.id)));
  }
  // A plain copy: the store freezes what it holds, and the caller's object (a viem chain, say) must stay theirs.
  const copy = JSON.parse(
    JSON.stringify({
      id: input.id,
      name: input.name,
      nativeCurrency: input.nativeCurrency,
      rpcUrls: input.rpcUrls,
      blockExplorers: input.blockExplorers,
      testnet: input.testnet,
      assets: input.assets,
    }),
  ) as Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>;
  return { ...copy, caipNetworkId, chainNamespace };
}

function isMobileDefault(): boolean {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  if (!nav) return false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent ?? '');
}

/**
 * Checks `KitOptions` and fills in defaults. Throws {@link ConfigError} with a sentence a developer
 * can act on; never lets a bad option surface later as an odd runtime failure.
 */
export function normalizeOptions(options: BaseOptions & { plugins?: unknown }, version: string, bare?: ChainNamespace): NormalizedOptions {
  if (!options || typeof options !== 'object') throw new ConfigError('createKit needs an options object');
  if (options.siweConfig && options.siwx) throw new ConfigError('Cannot set both `siweConfig` and `siwx` options');
  const m = options.metadata;
  if (!m || typeof m.name !== 'string' || typeof m.url !== 'string' || !Array.isArray(m.icons)) {
    throw new ConfigError('metadata needs name, description, url and icons');
  }
  if (!Array.isArray(options.networks) || options.networks.length === 0) {
    throw new ConfigError('networks must list at least one network');
  }
  const networks = options.networks.map((n, i) => normalizeNetwork(n, i, bare));
  const seen = new Set<string>();
  for (const n of networks) {
    if (seen.has(n.caipNetworkId)) throw new ConfigError(`Network ${n.caipNetworkId} is listed twice`);
    seen.add(n.caipNetworkId);
  }
  let defaultNetwork = networks[0]!;
  if (options.defaultNetwork) {
    const wanted = normalizeNetwork(options.defaultNetwork, -1, bare).caipNetworkId;
    const found = networks.find((n) => n.caipNetworkId === wanted);
    if (!found) throw new ConfigError(`defaultNetwork ${wanted} is not in networks`);
    defaultNetwork = found;
  }
  if (options.themeMode !== undefined && options.themeMode !== 'light' && options.themeMode !== 'dark') {
    throw new ConfigError(`themeMode must be 'light' or 'dark'`);
  }
  if (options.projectId !== undefined && (typeof options.projectId !== 'string' || !options.projectId.trim())) {
    throw new ConfigError('projectId must be a non-empty string');
  }
  if (options.approvals !== undefined && options.approvals !== 'auto' && options.approvals !== 'all') {
    throw new ConfigError(`approvals must be 'auto' or 'all'`);
  }
  for (const [key, value] of Object.entries(options.endpoints ?? {})) {
    if (value !== undefined && !/^https?:\/\//.test(String(value))) throw new ConfigError(`endpoints.${key} must be an http(s) URL`);
  }
  return {
    ...options,
    networks,
    defaultNetwork,
    endpoints: { ...DEFAULT_ENDPOINTS, ...stripSlash(options.endpoints ?? {}) },
    enableReconnect: options.enableReconnect ?? true,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    embedded: options.embedded ?? false,
    approvals: options.approvals ?? 'auto',
    themeMode: options.themeMode ?? 'dark',
    locale: options.locale ?? 'en',
    sdkType: options.sdkType ?? 'latchkey',
    sdkVersion: options.sdkVersion ?? `latchkey-kernel-${version}`,
    isMobile: options.isMobile ?? isMobileDefault,
    featureFlags: collectFeatureFlags(options.plugins),
  };
}

function stripSlash(e: Partial<Endpoints>): Partial<Endpoints> {
  const out: Partial<Endpoints> = {};
  for (const [k, v] of Object.entries(e)) if (v) out[k as keyof Endpoints] = v.replace(/\/+$/, '');
  return out;
}

export function namespacesOf(networks: CaipNetwork[]): ChainNamespace[] {
  return [...new Set(networks.map((n) => n.chainNamespace))];
}
