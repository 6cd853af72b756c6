import type { CaipNetwork, ChainNamespace } from '../types/chain';

/** Finds a configured network by CAIP id or chain reference (number or string, hex accepted for EVM). */
export function findNetwork(networks: readonly CaipNetwork[], namespace: ChainNamespace, chainId: string | number): CaipNetwork | undefined {
  const raw = String(chainId);
  const reference = raw.includes(':') ? raw.split(':').slice(1).join(':') : raw;
  const normalized = namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference) ? String(Number.parseInt(reference, 16)) : reference;
  return networks.find((n) => n.chainNamespace === namespace && (String(n.id) === normalized || n.caipNetworkId === `${namespace}:${normalized}`));
}

/** SPEC §4: a chain id the kit does not know becomes the 'Unknown Network'. */
export function unknownNetwork(namespace: ChainNamespace, chainId: string | number): CaipNetwork {
  const raw = String(chainId);
  let reference = raw.includes(':') ? raw.split(':').slice(1).join(':') : raw;
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference)) reference = String(Number.parseInt(reference, 16));
  return {
    id: namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    name: 'Unknown Network',
    caipNetworkId: `${namespace}:${reference}`,
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

export const isUnknownNetwork = (n: CaipNetwork | undefined) => n?.name === 'Unknown Network' && n.rpcUrls.default.http.length === 0;
