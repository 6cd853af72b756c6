import type { CaipNetwork, ChainNamespace } from '../types/chain';

/** The chain reference of a CAIP-2 id or a bare chain id (EVM hex ids as decimal). */
function chainReference(namespace: ChainNamespace, chainId: string | number): string {
  const raw = String(chainId);
  const reference = raw.includes(':') ? raw.split(':').slice(1).join(':') : raw;
  return namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(reference) ? String(Number.parseInt(reference, 16)) : reference;
}

/** Finds a configured network by CAIP id or chain reference (number or string, hex accepted for EVM). */
export function findNetwork(networks: readonly CaipNetwork[], namespace: ChainNamespace, chainId: string | number): CaipNetwork | undefined {
  const reference = chainReference(namespace, chainId);
  return networks.find((n) => n.chainNamespace === namespace && (String(n.id) === reference || n.caipNetworkId === `${namespace}:${reference}`));
}

/** SPEC §4: a chain id the kit does not know becomes the 'Unknown Network'. */
export function unknownNetwork(namespace: ChainNamespace, chainId: string | number): CaipNetwork {
  const reference = chainReference(namespace, chainId);
  return {
    id: namespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    name: 'Unknown Network',
    caipNetworkId: `${namespace}:${reference}`,
    chainNamespace: namespace,
    nativeCurrency: { name: '', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}
