import { ConfigError, type CaipNetwork } from '@latchkey/kernel';

/** CAIP-2 references of the public clusters: the first 32 characters of each genesis hash (SPEC §3). */
export const SOLANA_REFERENCES = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
} as const;

/** Wallet Standard's name of a local validator (it has no genesis hash known in advance). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet';

/** Wallet Standard cluster names (`solana:mainnet`) → CAIP-2 references. */
export const CLUSTER_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  mainnet: SOLANA_REFERENCES.mainnet,
  'mainnet-beta': SOLANA_REFERENCES.mainnet,
  devnet: SOLANA_REFERENCES.devnet,
  testnet: SOLANA_REFERENCES.testnet,
});

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const EXPLORER = { name: 'Solana Explorer', url: 'https://explorer.solana.com' } as const;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** `imageId`: the cluster's picture on the config service (SPEC §3 `assets.imageId`, `/public/getAssetImage/{id}`). */
function cluster(reference: string, name: string, rpc: string, testnet: boolean, imageId: string): CaipNetwork {
  return deepFreeze({
    id: reference,
    name,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: { ...SOL },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { ...EXPLORER } },
    testnet,
    assets: { imageId },
  });
}

/** Solana mainnet-beta (SPEC §3). */
export const solanaMainnet: CaipNetwork = cluster(SOLANA_REFERENCES.mainnet, 'Solana', 'https://api.mainnet-beta.solana.com', false, '2fa1b5ec-a877-500d-fda7-e6a4dadaebb5');
/** Solana devnet: a testnet, so no balance is shown there (SPEC §9). */
export const solanaDevnet: CaipNetwork = cluster(SOLANA_REFERENCES.devnet, 'Solana Devnet', 'https://api.devnet.solana.com', true, 'd537ec4d-4601-8e91-5001-a279398575e6');
/** Solana testnet: no balance is shown there (SPEC §9). */
export const solanaTestnet: CaipNetwork = cluster(SOLANA_REFERENCES.testnet, 'Solana Testnet', 'https://api.testnet.solana.com', true, 'a8de243f-433a-fc0c-0311-5e3548cd7082');

/** Options of {@link solanaLocalnet}. */
export interface SolanaLocalnetOptions {
  /** The validator's genesis hash (`getGenesisHash`); its first 32 characters become the CAIP-2 reference. Default: the reference `localnet`. */
  genesisHash?: string;
  /** Display name. Default 'Solana Localnet'. */
  name?: string;
}

/**
 * A local validator (solana-test-validator, the test harness's endpoint) as a kit network. It is a
 * testnet with a loopback RPC, so balances are still shown there (SPEC §9 exempts local networks).
 *
 * @example
 * createKit({ networks: [solanaLocalnet('http://127.0.0.1:8899', { genesisHash })], plugins: solana() })
 */
export function solanaLocalnet(rpcUrl: string, options: SolanaLocalnetOptions = {}): CaipNetwork {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch (cause) {
    throw new ConfigError('solanaLocalnet needs an http(s) RPC URL', { cause, details: String(rpcUrl) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('solanaLocalnet needs an http(s) RPC URL', { details: rpcUrl });
  const genesis = options.genesisHash;
  if (genesis !== undefined && !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(genesis)) throw new ConfigError('solanaLocalnet: genesisHash must be base58', { details: genesis });
  const reference = genesis ? genesis.slice(0, 32) : 'localnet';
  return {
    id: reference,
    name: options.name ?? 'Solana Localnet',
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    nativeCurrency: { ...SOL },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { ...EXPLORER } },
    testnet: true,
  };
}

/**
 * True when the network's RPC is on this machine (a local validator): balances are shown there
 * even though it is a testnet.
 *
 * @example
 * isLocalNetwork(solanaLocalnet('http://127.0.0.1:8899')); // true
 */
export function isLocalNetwork(network: Pick<CaipNetwork, 'rpcUrls'>): boolean {
  return network.rpcUrls.default.http.some((url) => {
    try {
      return LOOPBACK.has(new URL(url).hostname);
    } catch {
      return false;
    }
  });
}

/**
 * The CAIP-2 reference in what a wallet or a dapp calls a Solana chain: a CAIP-2 id
 * (`solana:5eykt…`), a Wallet Standard cluster name (`solana:mainnet`, `devnet`), a bare reference
 * or a full genesis hash. Undefined for anything else (numbers, other namespaces).
 *
 * @example
 * solanaChainReference('solana:mainnet'); // '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 * solanaChainReference('eip155:1');       // undefined
 */
export function solanaChainReference(chainId: string | number): string | undefined {
  if (typeof chainId !== 'string') return undefined;
  const parts = chainId.split(':');
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'solana')) return undefined;
  const raw = parts.at(-1)!;
  const alias = CLUSTER_ALIASES[raw];
  if (alias) return alias;
  // A full genesis hash (43–44 characters) is cut to its CAIP-2 reference.
  if (/^[1-9A-HJ-NP-Za-km-z]{33,44}$/.test(raw)) return raw.slice(0, 32);
  return /^[-_a-zA-Z0-9]{1,32}$/.test(raw) ? raw : undefined;
}

/**
 * The Wallet Standard cluster name of a network (`solana:mainnet`), for wallets that only know
 * those; `solana:localnet` for a local validator; undefined for any other network.
 *
 * @example
 * clusterChainOf(solanaDevnet); // 'solana:devnet'
 */
export function clusterChainOf(network: Pick<CaipNetwork, 'caipNetworkId' | 'rpcUrls'>): `solana:${string}` | undefined {
  const reference = network.caipNetworkId.split(':')[1];
  for (const name of ['mainnet', 'devnet', 'testnet'] as const) if (SOLANA_REFERENCES[name] === reference) return `solana:${name}`;
  return isLocalNetwork(network) || reference === 'localnet' ? SOLANA_LOCALNET_CHAIN : undefined;
}

/** SPEC §9: RPC calls give up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000;
