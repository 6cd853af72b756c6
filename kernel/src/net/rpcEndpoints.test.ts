import { describe, expect, it } from 'vitest';
import { rpcEndpointSources } from './rpcEndpoints';
import type { CaipNetwork } from '../types/chain';

const network = (rpcUrls: CaipNetwork['rpcUrls']): CaipNetwork => ({ id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls });

describe('rpcEndpointSources', () => {
  it('puts the RPC proxy first with a project id, then the default and fallback URLs, each once', () => {
    expect(rpcEndpointSources(network({ default: { http: ['https://a', 'https://b'] }, fallback: { http: ['https://b', 'https://c'] } }), true)).toEqual([
      { kind: 'proxy' },
      { kind: 'url', url: 'https://a' },
      { kind: 'url', url: 'https://b' },
      { kind: 'url', url: 'https://c' },
    ]);
  });

  it('uses the URLs alone without a project id; one URL stays one endpoint', () => {
    expect(rpcEndpointSources(network({ default: { http: ['https://a'] } }), false)).toEqual([{ kind: 'url', url: 'https://a' }]);
  });

  it('falls back to the proxy when the network has no URL (as before), and ignores empty entries', () => {
    expect(rpcEndpointSources(network({ default: { http: [''] } }), false)).toEqual([{ kind: 'proxy' }]);
    expect(rpcEndpointSources(network({ default: { http: [] } }), true)).toEqual([{ kind: 'proxy' }]);
  });
});
