import { ConfigError, type CaipNetwork } from '@latchkey/kernel';

/** Block-0 hashes of the public relay chains (as @polkadot/networks lists them). */
export const POLKADOT_GENESIS_HASHES = {
  polkadot: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  kusama: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  westend: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
} as const;

/**
 * CAIP-2 reference of a genesis hash: its first 32 hex characters, without 0x, lower case (CAIP-13).
 *
 * @example
 * referenceOfGenesis('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'); // '91b171bb158e2d3848fa23a9f1c25182'
 */
export const referenceOfGenesis = (genesisHash: string): string => genesisHash.replace(/^0x/i, '').slice(0, 32).toLowerCase();

/** CAIP-2 references of the public relay chains. */
export const POLKADOT_REFERENCES = {
  polkadot: referenceOfGenesis(POLKADOT_GENESIS_HASHES.polkadot),
  kusama: referenceOfGenesis(POLKADOT_GENESIS_HASHES.kusama),
  westend: referenceOfGenesis(POLKADOT_GENESIS_HASHES.westend),
} as const;

/** The SS58 prefix of generic Substrate addresses (Westend and dev chains use it too). */
export const GENERIC_SS58_PREFIX = 42;

/** SS58 address prefixes by CAIP-2 reference: 0 Polkadot, 2 Kusama, 42 Westend. */
export const SS58_PREFIXES: Readonly<Record<string, number>> = Object.freeze({
  [POLKADOT_REFERENCES.polkadot]: 0,
  [POLKADOT_REFERENCES.kusama]: 2,
  [POLKADOT_REFERENCES.westend]: 42,
});

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** `imageId`: the chain's picture on the config service (SPEC §3 `assets.imageId`, `/public/getAssetImage/{id}`). */
function relayChain(reference: string, name: string, currency: { name: string; symbol: string; decimals: number }, rpc: string, explorer: string, testnet: boolean, imageId: string): CaipNetwork {
  return deepFreeze({
    id: reference,
    name,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: { default: { name: 'Subscan', url: explorer } },
    testnet,
    assets: { imageId },
  });
}

/** The Polkadot relay chain: DOT, 10 decimals, SS58 prefix 0. */
export const polkadotMainnet: CaipNetwork = relayChain(POLKADOT_REFERENCES.polkadot, 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, 'https://rpc.polkadot.io', 'https://polkadot.subscan.io', false, 'd003bfd9-1710-c9b4-04b6-0862609d9c31');
/** Kusama: KSM, 12 decimals, SS58 prefix 2. */
export const kusama: CaipNetwork = relayChain(POLKADOT_REFERENCES.kusama, 'Kusama', { name: 'Kusama', symbol: 'KSM', decimals: 12 }, 'https://kusama-rpc.polkadot.io', 'https://kusama.subscan.io', false, 'bf368983-a150-4700-80fe-70632aa28b86');
/** Westend, Parity's test relay chain: WND, 12 decimals, SS58 prefix 42; a testnet, so no balance is shown (SPEC §9). */
export const westend: CaipNetwork = relayChain(POLKADOT_REFERENCES.westend, 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, 'https://westend-rpc.polkadot.io', 'https://westend.subscan.io', true, '0f847cff-af27-a59a-0ea5-928eba62450d');

/** Options of {@link polkadotLocalnet}. */
export interface PolkadotLocalnetOptions {
  /** The node's genesis hash (`chain_getBlockHash(0)`), 0x and 64 hex digits. */
  genesisHash: string;
  /** Display name. Default 'Polkadot Localnet'. */
  name?: string;
  /** Default `{ name: 'Unit', symbol: 'UNIT', decimals: 12 }` (a dev chain's). */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
}

/**
 * A local Substrate node (a dev chain, the test harness's RPC stand-in) as a kit network. It is a
 * testnet with a loopback RPC, so balances are still shown there. Its SS58 prefix is 42 unless
 * the plugin's `ss58Prefixes` option says otherwise.
 *
 * @example
 * createKit({ networks: [polkadotLocalnet('http://127.0.0.1:9944', { genesisHash })], plugins: [polkadot()] })
 */
export function polkadotLocalnet(rpcUrl: string, options: PolkadotLocalnetOptions): CaipNetwork {
  let url: URL;
  try {
    url = new URL(rpcUrl);
  } catch (cause) {
    throw new ConfigError('polkadotLocalnet needs an http(s) RPC URL', { cause, details: String(rpcUrl) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('polkadotLocalnet needs an http(s) RPC URL', { details: rpcUrl });
  if (typeof options?.genesisHash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(options.genesisHash)) {
    throw new ConfigError('polkadotLocalnet: genesisHash must be 0x and 64 hex digits', { details: String(options?.genesisHash) });
  }
  const reference = referenceOfGenesis(options.genesisHash);
  return {
    id: reference,
    name: options.name ?? 'Polkadot Localnet',
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    nativeCurrency: { ...(options.nativeCurrency ?? { name: 'Unit', symbol: 'UNIT', decimals: 12 }) },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  };
}

/**
 * True when the network's RPC is on this machine (a local node): balances are shown there even
 * though it is a testnet.
 *
 * @example
 * isLocalNetwork(polkadotLocalnet('http://127.0.0.1:9944', { genesisHash })); // true
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
 * The CAIP-2 reference in what names a Polkadot chain: a CAIP-2 id (`polkadot:91b171bb…`), a bare
 * reference (32 hex digits) or a full genesis hash (`0x` and 64 hex digits, as an extension pins
 * an account to a chain). Undefined for anything else.
 *
 * @example
 * polkadotChainReference('0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'); // '91b171bb158e2d3848fa23a9f1c25182'
 * polkadotChainReference('eip155:1'); // undefined
 */
export function polkadotChainReference(chainId: string | number): string | undefined {
  if (typeof chainId !== 'string') return undefined;
  const parts = chainId.split(':');
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'polkadot')) return undefined;
  const raw = parts.at(-1)!;
  if (/^0x[0-9a-fA-F]{64}$/.test(raw)) return referenceOfGenesis(raw);
  return /^[0-9a-fA-F]{32}$/.test(raw) ? raw.toLowerCase() : undefined;
}

/**
 * The SS58 prefix addresses take on a network: the dapp's own (`ss58Prefixes` option) first, then
 * the known relay chains', else 42 (generic Substrate).
 *
 * @example
 * ss58PrefixOf(kusama); // 2
 */
export function ss58PrefixOf(network: Pick<CaipNetwork, 'caipNetworkId'> | undefined, overrides: Readonly<Record<string, number>> = {}): number {
  if (!network) return GENERIC_SS58_PREFIX;
  const own = Object.hasOwn(overrides, network.caipNetworkId) ? overrides[network.caipNetworkId] : undefined;
  if (own !== undefined) return own;
  const reference = network.caipNetworkId.split(':')[1] ?? '';
  return Object.hasOwn(SS58_PREFIXES, reference) ? SS58_PREFIXES[reference]! : GENERIC_SS58_PREFIX;
}

/**
 * An SS58 prefix the format can hold (0 to 16383, 46 and 47 reserved).
 *
 * @example
 * isSs58Prefix(2); // true
 */
export const isSs58Prefix = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 16384 && value !== 46 && value !== 47;
