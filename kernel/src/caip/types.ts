/**
 * A CAIP-2 chain namespace: 3 to 8 characters of `[-a-z0-9]` ('eip155', 'solana', 'starknet'…).
 * The set is open: the kernel knows no chain family, each chain plugin brings the namespaces it
 * serves (its namespace adapter).
 *
 * @example
 * const ns: ChainNamespace = 'eip155';
 */
export type ChainNamespace = string;

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
 * True when `value` is a well-formed CAIP-2 namespace (`[-a-z0-9]{3,8}`). Says nothing about
 * whether a plugin serves it.
 *
 * @example
 * isChainNamespace('starknet'); // true
 * isChainNamespace('Starknet'); // false
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && /^[-a-z0-9]{3,8}$/.test(value);
}
