import { ConfigError, type CaipNetwork, type CaipNetworkId } from '@latchkey/kernel';
import { sha256 } from '@noble/hashes/sha2.js';
import { toHex, utf8Bytes } from './encoding';

/** A chain id the cosmos CAIP-2 profile uses as the reference as it is. */
const DIRECT_CHAIN_ID = /^[-a-zA-Z0-9]{1,32}$/;
/** A reference: CAIP-2's grammar; `hashed-` is reserved for 16 hex digits of a hash. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
const HASHED = /^hashed-[0-9a-f]{16}$/;

/**
 * The CAIP-2 reference of a Cosmos chain id (the cosmos namespace profile): the chain id itself
 * when it is 1 to 32 letters, digits and `-` and does not start with `hashed-`; otherwise
 * `hashed-` and the first 16 hex digits of sha256 of the chain id.
 *
 * @example
 * referenceOfChainId('cosmoshub-4'); // 'cosmoshub-4'
 * referenceOfChainId('hashed-');     // 'hashed-c904589232422def'
 */
export function referenceOfChainId(chainId: string): string {
  if (DIRECT_CHAIN_ID.test(chainId) && !chainId.startsWith('hashed-')) return chainId;
  return `hashed-${toHex(sha256(utf8Bytes(chainId))).slice(0, 16)}`;
}

/**
 * The CAIP-2 reference in what a wallet or a dapp calls a Cosmos chain: a CAIP-2 id
 * (`cosmos:cosmoshub-4`) or a bare chain id (hashed when the profile says so). Undefined for
 * other namespaces and malformed references (`cosmos:hashed-123`).
 *
 * @example
 * cosmosChainReference('cosmos:osmosis-1'); // 'osmosis-1'
 * cosmosChainReference('osmosis-1');        // 'osmosis-1'
 * cosmosChainReference('eip155:1');         // undefined
 */
export function cosmosChainReference(chainId: string | number): string | undefined {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId >= 0 ? String(chainId) : undefined;
  if (typeof chainId !== 'string' || !chainId) return undefined;
  const colon = chainId.indexOf(':');
  if (colon < 0) return referenceOfChainId(chainId);
  const namespace = chainId.slice(0, colon);
  const reference = chainId.slice(colon + 1);
  if (namespace !== 'cosmos' || !REFERENCE.test(reference)) return undefined;
  if (reference.startsWith('hashed-') && !HASHED.test(reference)) return undefined;
  return reference;
}

/**
 * The chain id a Keplr-compatible wallet knows a network by: the CAIP-2 reference, or for a
 * hashed reference the network's `id` (which {@link cosmosNetwork} sets to the chain id).
 *
 * @example
 * walletChainIdOf(cosmosHub); // 'cosmoshub-4'
 */
export function walletChainIdOf(network: Pick<CaipNetwork, 'id' | 'caipNetworkId'>): string {
  const reference = network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1);
  return reference.startsWith('hashed-') ? String(network.id) : reference;
}

/** Bech32 account prefixes of the chains the plugin knows, by CAIP-2 id. */
export const COSMOS_BECH32_PREFIXES: Readonly<Record<string, string>> = Object.freeze({
  'cosmos:cosmoshub-4': 'cosmos',
  'cosmos:osmosis-1': 'osmo',
  'cosmos:osmo-test-5': 'osmo',
});

/** What {@link cosmosNetwork} takes. */
export interface CosmosNetworkParameters {
  /** The chain id (`juno-1`); long or unusual ids get a hashed CAIP-2 reference. */
  chainId: string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** Tendermint RPC URL. */
  rpcUrl: string;
  /** LCD / REST URL (kept as `rpcUrls.rest`). */
  restUrl?: string;
  /** Block explorer base; an address page is `<url>/address/<address>` (Mintscan's form). */
  explorerUrl?: string;
  testnet?: boolean;
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

const httpUrl = (value: string, what: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new ConfigError(`cosmosNetwork needs an http(s) ${what}`, { cause, details: String(value) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`cosmosNetwork needs an http(s) ${what}`, { details: value });
  return value;
};

/**
 * A Cosmos SDK chain as a kit network: `id` is the chain id, `caipNetworkId` is `cosmos:<reference>`.
 * Pass its bech32 prefix to `cosmos({ bech32Prefixes })` when the plugin does not know it.
 *
 * @example
 * const juno = cosmosNetwork({ chainId: 'juno-1', name: 'Juno', nativeCurrency: { name: 'Juno', symbol: 'JUNO', decimals: 6 }, rpcUrl: 'https://rpc.juno.example' })
 */
export function cosmosNetwork(params: CosmosNetworkParameters): CaipNetwork {
  if (typeof params?.chainId !== 'string' || !params.chainId || params.chainId.length > 128) throw new ConfigError('cosmosNetwork needs a chainId');
  const rpcUrls: CaipNetwork['rpcUrls'] = { default: { http: [httpUrl(params.rpcUrl, 'RPC URL')] } };
  if (params.restUrl !== undefined) rpcUrls.rest = { http: [httpUrl(params.restUrl, 'REST URL')] };
  return {
    id: params.chainId,
    name: params.name,
    caipNetworkId: `cosmos:${referenceOfChainId(params.chainId)}` as CaipNetworkId,
    chainNamespace: 'cosmos',
    nativeCurrency: { ...params.nativeCurrency },
    rpcUrls,
    ...(params.explorerUrl ? { blockExplorers: { default: { name: 'Mintscan', url: httpUrl(params.explorerUrl, 'explorer URL') } } } : {}),
    testnet: params.testnet ?? false,
  };
}

/** Cosmos Hub (cosmos:cosmoshub-4): ATOM, 6 decimals, bech32 prefix `cosmos`. */
export const cosmosHub: CaipNetwork = deepFreeze({
  ...cosmosNetwork({
    chainId: 'cosmoshub-4',
    name: 'Cosmos Hub',
    nativeCurrency: { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 },
    rpcUrl: 'https://cosmos-rpc.publicnode.com',
    restUrl: 'https://cosmos-rest.publicnode.com',
    explorerUrl: 'https://www.mintscan.io/cosmos',
  }),
  // Its picture on the config service (SPEC §3 `assets.imageId`, `/public/getAssetImage/{id}`).
  assets: { imageId: 'f092dff3-3818-fc07-a899-8702607f5fa1' },
});

/** Osmosis (cosmos:osmosis-1): OSMO, 6 decimals, bech32 prefix `osmo`. */
export const osmosis: CaipNetwork = deepFreeze({
  ...cosmosNetwork({
    chainId: 'osmosis-1',
    name: 'Osmosis',
    nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
    rpcUrl: 'https://osmosis-rpc.publicnode.com',
    restUrl: 'https://osmosis-rest.publicnode.com',
    explorerUrl: 'https://www.mintscan.io/osmosis',
  }),
  assets: { imageId: '5680fb1f-b584-05d3-0950-43747e15dd5c' },
});

/** Osmosis testnet (cosmos:osmo-test-5): a testnet, bech32 prefix `osmo`. */
export const osmosisTestnet: CaipNetwork = deepFreeze({
  ...cosmosNetwork({
    chainId: 'osmo-test-5',
    name: 'Osmosis Testnet',
    nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
    rpcUrl: 'https://osmosis-testnet-rpc.polkachu.com',
    restUrl: 'https://osmosis-testnet-api.polkachu.com',
    explorerUrl: 'https://www.mintscan.io/osmosis-testnet',
    testnet: true,
  }),
  assets: { imageId: '14acf4af-6ff7-c409-1be3-ad07fc72729a' },
});
