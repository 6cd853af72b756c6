import { defineNamespace, type CaipNetwork, type NamespaceAdapter } from '@latchkey/kernel';
import { getSuiAddressError, isSuiAddress } from './address';
import { suiAssets } from './assets';
import { describeSuiRequest } from './describe';
import { SUI_SAFE_METHODS, SUI_UNSAFE_METHODS } from './methods';
import { chainIdentifierMatches, SUI_NAMESPACE, suiChainReference } from './networks';
import { suiSiwx } from './siwx';

/**
 * The explorer's page of an address (Suiscan, on the network's own path); none where the network
 * has no explorer (a local network).
 *
 * @example
 * suiAddressExplorerUrl(suiMainnet, '0xab…'); // 'https://suiscan.xyz/mainnet/account/0xab…'
 */
export function suiAddressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || !isSuiAddress(address)) return undefined;
  return `${base.replace(/\/+$/, '')}/account/${address.toLowerCase()}`;
}

/**
 * What the kit asks of the sui namespace: chain ids as Sui wallets name them, the one account kind
 * (eoa), the safe read methods and the two wallet methods, how a request reads for approval, the
 * address rule, RPC ranking and identity, assets and sign-in.
 *
 * @example
 * definePlugin({ id: 'acme-sui', kind: 'chain', namespaces: [suiNamespace] })
 */
export const suiNamespace: NamespaceAdapter = Object.freeze(
  defineNamespace({
    namespace: SUI_NAMESPACE,
    chainReference: suiChainReference,
    addressExplorerUrl: suiAddressExplorerUrl,
    accountTypes: ['eoa'],
    methods: { safe: SUI_SAFE_METHODS, unsafe: SUI_UNSAFE_METHODS },
    describeRequest: describeSuiRequest,
    addressError: (address) => getSuiAddressError(address),
    // The ranked RPC's sample: the latest checkpoint, the cheapest read.
    rpcPing: { method: 'sui_getLatestCheckpointSequenceNumber' },
    // Each endpoint proves its network by the genesis checkpoint's identifier.
    rpcIdentity: { request: { method: 'sui_getChainIdentifier' }, matches: chainIdentifierMatches },
    assets: suiAssets,
    siwx: suiSiwx,
  }),
);
