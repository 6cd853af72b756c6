import type { CaipNetwork, CaipNetworkId } from '@latchkey/kernel';

/** CAIP-2 references of Bitcoin (SPEC §3): the first 32 hex digits of each genesis block hash. */
export const BIP122_REFERENCES = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
} as const;

export const BITCOIN_CAIP_ID = `bip122:${BIP122_REFERENCES.mainnet}` as const satisfies CaipNetworkId;
export const BITCOIN_TESTNET_CAIP_ID = `bip122:${BIP122_REFERENCES.testnet}` as const satisfies CaipNetworkId;

/** Which of the two a network is: mainnet, or a test network (every `tb` / `bcrt` chain). */
export type BitcoinNetworkKind = 'mainnet' | 'testnet';

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};

/** Bitcoin mainnet (SPEC §3), explorer mempool.space. */
export const bitcoin: CaipNetwork = deepFreeze({
  id: BIP122_REFERENCES.mainnet,
  name: 'Bitcoin',
  caipNetworkId: BITCOIN_CAIP_ID,
  chainNamespace: 'bip122',
  nativeCurrency: { ...BTC },
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } },
  testnet: false,
  // Its picture on the config service (SPEC §3 `assets.imageId`, `/public/getAssetImage/{id}`).
  assets: { imageId: '0a126e7c-4899-beb0-ac30-3ba7c6008282' },
});

/** Bitcoin testnet (testnet3, SPEC §3): a testnet, so no balance is shown there (SPEC §9). */
export const bitcoinTestnet: CaipNetwork = deepFreeze({
  id: BIP122_REFERENCES.testnet,
  name: 'Bitcoin Testnet',
  caipNetworkId: BITCOIN_TESTNET_CAIP_ID,
  chainNamespace: 'bip122',
  nativeCurrency: { ...BTC },
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: '9fe8bd5e-5048-1e3c-8343-433a467e7c9a' },
});

/**
 * The CAIP-2 reference in what a wallet or a dapp calls a Bitcoin chain: a CAIP-2 id
 * (`bip122:000000000019d6689c085ae165831e93`), a bare reference, a full genesis hash, or a
 * sats-connect network name ('Mainnet', 'Testnet'). Undefined for anything else.
 *
 * @example
 * bip122ChainReference('Testnet'); // '000000000933ea01ad0ee984209779ba'
 * bip122ChainReference('eip155:1'); // undefined
 */
export function bip122ChainReference(chainId: string | number): string | undefined {
  if (typeof chainId !== 'string') return undefined;
  if (chainId === 'Mainnet') return BIP122_REFERENCES.mainnet;
  if (chainId === 'Testnet') return BIP122_REFERENCES.testnet;
  const parts = chainId.split(':');
  if (parts.length > 2 || (parts.length === 2 && parts[0] !== 'bip122')) return undefined;
  const raw = parts.at(-1)!.toLowerCase();
  // A full block hash (64 hex digits) is cut to its CAIP-2 reference.
  if (/^[0-9a-f]{64}$/.test(raw)) return raw.slice(0, 32);
  return /^[0-9a-f]{32}$/.test(raw) ? raw : undefined;
}

/**
 * Mainnet or testnet, for a CAIP-2 id of the two SPEC networks; undefined for any other.
 *
 * @example
 * networkKindOf('bip122:000000000933ea01ad0ee984209779ba'); // 'testnet'
 */
export function networkKindOf(caipNetworkId: string): BitcoinNetworkKind | undefined {
  if (caipNetworkId === BITCOIN_CAIP_ID) return 'mainnet';
  if (caipNetworkId === BITCOIN_TESTNET_CAIP_ID) return 'testnet';
  return undefined;
}

/** The CAIP-2 id of mainnet or testnet. */
export const caipIdOf = (kind: BitcoinNetworkKind): CaipNetworkId => (kind === 'mainnet' ? BITCOIN_CAIP_ID : BITCOIN_TESTNET_CAIP_ID);
