import type { CaipNetwork } from '../types/chain';

/** Where a network's reads may go: the RPC proxy (SPEC §7) or one of the network's own URLs. */
export type RpcEndpointSource = { kind: 'proxy' } | { kind: 'url'; url: string };

/**
 * A network's RPC endpoints in the order they are first tried: the RPC proxy when the kit has a
 * project id, then every `rpcUrls.default.http` URL and every `rpcUrls.fallback.http` URL, once
 * each. A network with no URL and no project id still goes to the proxy (as it always did).
 *
 * @example
 * rpcEndpointSources(mainnet, true) // [{ kind: 'proxy' }, { kind: 'url', url: 'https://eth.example' }]
 */
export function rpcEndpointSources(network: CaipNetwork, hasProjectId: boolean): RpcEndpointSource[] {
  const urls = [...(network.rpcUrls?.default?.http ?? []), ...(network.rpcUrls?.fallback?.http ?? [])].filter((url): url is string => typeof url === 'string' && url !== '');
  const sources: RpcEndpointSource[] = [...(hasProjectId ? [{ kind: 'proxy' as const }] : []), ...[...new Set(urls)].map((url) => ({ kind: 'url' as const, url }))];
  return sources.length ? sources : [{ kind: 'proxy' }];
}
