import { defineNamespace, type CaipNetwork, type NamespaceAdapter } from '@latchkey/kernel';
import { cosmosAddressError, prefixMap, type PrefixMap } from '../address';
import { cosmosChainReference } from '../networks';

/**
 * Signing methods: each waits for the visitor's approval. The last two are named as WalletConnect's
 * Cosmos RPC names them, with its params, so a relay wallet can take them unchanged:
 * - `cosmos_signArbitrary` / `signArbitrary` `{ signerAddress?, data, encoding?: 'utf8' | 'base64' }` → StdSignature (ADR-36)
 * - `cosmos_signDirect` `{ signerAddress, signDoc: { chainId, accountNumber, authInfoBytes, bodyBytes } }` → `{ signed, signature }`
 * - `cosmos_signAmino` `{ signerAddress, signDoc: StdSignDoc }` → `{ signed, signature }`
 */
export const COSMOS_UNSAFE_METHODS = ['cosmos_signArbitrary', 'signArbitrary', 'cosmos_signDirect', 'cosmos_signAmino'] as const;

/**
 * Reads that run without approval, answered by the connected wallet: `cosmos_getAccounts` →
 * `[{ algo, address, pubkey }]` (WalletConnect's form) and `getKey` → the key (bytes as base64).
 */
export const COSMOS_SAFE_METHODS = ['cosmos_getAccounts', 'getKey'] as const;

/**
 * The explorer's page of an address on a network (Mintscan: `<explorer>/address/<address>`), or
 * undefined when the address is not one of that network.
 *
 * @example
 * cosmosAddressExplorerUrl(cosmosHub, 'cosmos1…'); // 'https://www.mintscan.io/cosmos/address/cosmos1…'
 */
export function cosmosAddressExplorerUrl(network: CaipNetwork, address: string, prefixes: PrefixMap = prefixMap()): string | undefined {
  const base = network.blockExplorers?.default.url;
  if (!base || cosmosAddressError(address, network.caipNetworkId, prefixes)) return undefined;
  try {
    const url = new URL(`${base.replace(/\/+$/, '')}/address/${address}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cosmos namespace adapter for a set of bech32 prefixes (by CAIP-2 id): CAIP-2 chain ids
 * (`cosmos:<chain-id>`, hashed per the cosmos profile when needed), Mintscan pages, the eoa
 * account kind, the method lists, approval descriptions (loaded when a request is shown), address checks (the kernel's bech32
 * check, then the network's prefix) and the ADR-36 sign-in verifier (loaded when used).
 *
 * @example
 * definePlugin({ id: 'cosmos', kind: 'chain', namespaces: [createCosmosNamespace(prefixMap({ 'juno-1': 'juno' }))] })
 */
export function createCosmosNamespace(prefixes: PrefixMap): NamespaceAdapter {
  return Object.freeze(
    defineNamespace({
      namespace: 'cosmos',
      chainReference: cosmosChainReference,
      addressExplorerUrl: (network, address) => cosmosAddressExplorerUrl(network, address, prefixes),
      accountTypes: ['eoa'],
      methods: { safe: COSMOS_SAFE_METHODS, unsafe: COSMOS_UNSAFE_METHODS },
      // A lazy chunk: the approval view waits for it, the page does not load it.
      describeRequest: (request) => import('./describe').then((m) => m.describeCosmosRequest(request)),
      addressError: (address, network) => cosmosAddressError(address, network, prefixes),
      siwx: {
        async verify({ message, signature, address, network }) {
          if (cosmosAddressError(address, network.caipNetworkId, prefixes)) return false;
          const { verifySignInSignature } = await import('../adr36/verify');
          return verifySignInSignature({ message, signature, address });
        },
      },
    }),
  );
}

/**
 * The cosmos namespace adapter with the prefixes of the chains the plugin knows (cosmoshub-4,
 * osmosis-1, osmo-test-5). `cosmos()` builds its own with the dapp's extra prefixes.
 *
 * @example
 * cosmosNamespace.addressError('osmo1xc6unv7l44lh5md7l6meg5shq93ww23sch8ag6', 'cosmos:cosmoshub-4'); // 'Expected a cosmos1… address'
 */
export const cosmosNamespace: NamespaceAdapter = createCosmosNamespace(prefixMap());
