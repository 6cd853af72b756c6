/**
 * Chain namespaces the kit knows (SPEC §5: eip155, solana, polkadot, bip122, cosmos).
 *
 * @example
 * const ns: ChainNamespace = 'eip155';
 */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';

/**
 * A CAIP-2 chain id, `namespace:reference`.
 *
 * @example
 * const mainnet: CaipNetworkId = 'eip155:1';
 */
export type CaipNetworkId = `${string}:${string}`;

/**
 * A CAIP-10 account id, `namespace:reference:address`.
 *
 * @example
 * const account: CaipAddress = 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';
 */
export type CaipAddress = `${string}:${string}:${string}`;

/**
 * Every {@link ChainNamespace}, in a stable order (frozen).
 *
 * @example
 * CHAIN_NAMESPACES.includes('solana'); // true
 */
export const CHAIN_NAMESPACES: readonly ChainNamespace[] = /* @__PURE__ */ Object.freeze([
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
]);

/**
 * True when `value` is one of the {@link CHAIN_NAMESPACES}.
 *
 * @example
 * isChainNamespace('cosmos'); // true
 * isChainNamespace('starknet'); // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return CHAIN_NAMESPACES.includes(value as ChainNamespace);
}
