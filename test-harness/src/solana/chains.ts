// Chain ids a Solana wallet can name. Two schemes are in use: Wallet Standard's cluster names
// (`solana:mainnet`, …, `solana:localnet`, from @solana/wallet-standard-chains) and CAIP-2, whose
// reference is the first 32 characters of the cluster's genesis hash (what SPEC and the kernel's
// CAIP helpers use). A local validator has no CAIP-2 id of its own: Wallet Standard's
// `solana:localnet` names it, and this endpoint's genesis hash gives the CAIP-2 form below.

/** Wallet Standard name of a local validator (@solana/wallet-standard-chains SOLANA_LOCALNET_CHAIN). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet';

/** Genesis hash the local endpoint reports by default: base58 of sha256("latchkey solana localnet genesis"). */
export const LOCALNET_GENESIS_HASH = 'AK7zphcMpwwaFXRuPquNGSMjWsVvhFPZxtA3jyyEkZwQ';

/** Genesis hashes of the public clusters, for an endpoint that should pretend to be one of them. */
export const CLUSTER_GENESIS_HASHES = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
} as const;

/**
 * The CAIP-2 id of a cluster: `solana:` and the first 32 characters of its genesis hash.
 *
 * @example
 * caip2FromGenesisHash(CLUSTER_GENESIS_HASHES.mainnet); // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function caip2FromGenesisHash(genesisHash: string): `solana:${string}` {
  return `solana:${genesisHash.slice(0, 32)}`;
}

/** CAIP-2 ids of the public clusters (SPEC's Solana mainnet, devnet, testnet). */
export const SOLANA_CAIP2 = {
  mainnet: caip2FromGenesisHash(CLUSTER_GENESIS_HASHES.mainnet),
  devnet: caip2FromGenesisHash(CLUSTER_GENESIS_HASHES.devnet),
  testnet: caip2FromGenesisHash(CLUSTER_GENESIS_HASHES.testnet),
  localnet: caip2FromGenesisHash(LOCALNET_GENESIS_HASH),
} as const;

/**
 * Every chain the dev wallets claim by default: both names of each public cluster, and both
 * names of the local endpoint. A dev wallet sends all of them to the one local endpoint.
 */
export const DEV_WALLET_CHAINS: readonly `solana:${string}`[] = Object.freeze([
  SOLANA_LOCALNET_CHAIN,
  SOLANA_CAIP2.localnet,
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  SOLANA_CAIP2.mainnet,
  SOLANA_CAIP2.devnet,
  SOLANA_CAIP2.testnet,
]);
