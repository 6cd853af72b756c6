import { ConfigError, type CaipNetwork, type CaipNetworkId } from '@latchkey/kernel';

/** The namespace this package serves (CAIP-2), as the Sui Wallet Standard names its chains (`sui:mainnet`). */
export const SUI_NAMESPACE = 'sui';

/** The CAIP-2 references of the Sui networks: the names the Sui Wallet Standard uses. */
export const SUI_REFERENCES = ['mainnet', 'testnet', 'devnet', 'localnet'] as const;
export type SuiReference = (typeof SUI_REFERENCES)[number];

/**
 * What `sui_getChainIdentifier` answers on the public networks (the first four bytes of the
 * genesis checkpoint's digest, hex). Devnet is wiped now and then and a local network is new each
 * time, so there any identifier is accepted unless the dapp pins one.
 */
export const SUI_CHAIN_IDENTIFIERS: Readonly<Partial<Record<SuiReference, string>>> = Object.freeze({ mainnet: '35834a8a', testnet: '4c78adac' });

/** SUI: 9 decimals, base unit MIST. */
export const SUI_DECIMALS = 9;
/** The native coin's Move type. */
export const SUI_COIN_TYPE = '0x2::sui::SUI';

const SUI = { name: 'Sui', symbol: 'SUI', decimals: SUI_DECIMALS } as const;
const EXPLORER = 'https://suiscan.xyz';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

function network(reference: SuiReference, name: string, rpc: string, testnet: boolean): CaipNetwork {
  return deepFreeze({
    id: reference,
    name,
    caipNetworkId: `${SUI_NAMESPACE}:${reference}` as CaipNetworkId,
    chainNamespace: SUI_NAMESPACE,
    nativeCurrency: { ...SUI },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Suiscan', url: `${EXPLORER}/${reference}` } },
    testnet,
  });
}

/** Sui mainnet. */
export const suiMainnet: CaipNetwork = network('mainnet', 'Sui', 'https://fullnode.mainnet.sui.io:443', false);
/** Sui testnet. */
export const suiTestnet: CaipNetwork = network('testnet', 'Sui Testnet', 'https://fullnode.testnet.sui.io:443', true);
/** Sui devnet. */
export const suiDevnet: CaipNetwork = network('devnet', 'Sui Devnet', 'https://fullnode.devnet.sui.io:443', true);

/** Options of {@link suiLocalnet}. */
export interface SuiLocalnetOptions {
  /** Display name. Default 'Sui Localnet'. */
  name?: string;
}

/**
 * A local Sui network (`sui start`, or a test double) at `rpcUrl`, as the kit network `sui:localnet`.
 * It has no block explorer.
 *
 * @example
 * createKit({ networks: [suiLocalnet('http://127.0.0.1:9000')], plugins: [sui()] })
 */
export function suiLocalnet(rpcUrl: string, options: SuiLocalnetOptions = {}): CaipNetwork {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch (cause) {
    throw new ConfigError('suiLocalnet needs an http(s) RPC URL', { cause, details: String(rpcUrl) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('suiLocalnet needs an http(s) RPC URL', { details: rpcUrl });
  return deepFreeze({
    id: 'localnet',
    name: options.name ?? 'Sui Localnet',
    caipNetworkId: `${SUI_NAMESPACE}:localnet` as CaipNetworkId,
    chainNamespace: SUI_NAMESPACE,
    nativeCurrency: { ...SUI },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  });
}

const isReference = (value: string): value is SuiReference => (SUI_REFERENCES as readonly string[]).includes(value);

/**
 * The CAIP-2 reference in what a wallet or a dapp calls a Sui chain: `sui:mainnet` or `mainnet`
 * (testnet, devnet, localnet likewise). Undefined for anything else (numbers, other namespaces,
 * unknown names).
 *
 * @example
 * suiChainReference('sui:testnet'); // 'testnet'
 * suiChainReference('eip155:1');    // undefined
 */
export function suiChainReference(chainId: string | number): SuiReference | undefined {
  if (typeof chainId !== 'string') return undefined;
  const parts = chainId.split(':');
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== SUI_NAMESPACE)) return undefined;
  const raw = parts.at(-1)!;
  return isReference(raw) ? raw : undefined;
}

/** The reference of a kit network of this namespace (`sui:devnet` → 'devnet'). */
export const referenceOf = (network: Pick<CaipNetwork, 'caipNetworkId'>): string => network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1);

/**
 * Whether an endpoint's `sui_getChainIdentifier` answer is the network's: the known identifier
 * on mainnet and testnet, any 8-hex-digit identifier on devnet and a local network.
 *
 * @example
 * chainIdentifierMatches('35834a8a', suiMainnet); // true
 * chainIdentifierMatches('4c78adac', suiMainnet); // false: a testnet endpoint
 */
export function chainIdentifierMatches(result: unknown, network: CaipNetwork): boolean {
  if (typeof result !== 'string' || !/^[0-9a-f]{8}$/.test(result)) return false;
  const reference = referenceOf(network);
  const known = isReference(reference) ? SUI_CHAIN_IDENTIFIERS[reference] : undefined;
  return known === undefined || known === result;
}
