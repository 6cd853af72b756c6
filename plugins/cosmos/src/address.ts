import { ConfigError } from '@latchkey/kernel';
import { getCosmosAddressError } from './addressRule';
import { bech32 } from '@scure/base';
import { COSMOS_BECH32_PREFIXES, cosmosChainReference } from './networks';

/** Bech32 prefixes by CAIP-2 id (`cosmos:osmosis-1` → `osmo`). */
export type PrefixMap = Readonly<Record<string, string>>;

const PREFIX = /^[a-z][a-z0-9]{0,82}$/;

/**
 * The plugin's prefix map: the known chains', then the dapp's (by chain id or CAIP-2 id).
 * A malformed entry is a ConfigError naming it.
 *
 * @example
 * prefixMap({ 'juno-1': 'juno' })['cosmos:juno-1']; // 'juno'
 */
export function prefixMap(extra: Readonly<Record<string, string>> = {}): PrefixMap {
  const map: Record<string, string> = { ...COSMOS_BECH32_PREFIXES };
  for (const [chain, prefix] of Object.entries(extra)) {
    const reference = cosmosChainReference(chain);
    if (!reference) throw new ConfigError('cosmos: bech32Prefixes needs chain ids or cosmos CAIP-2 ids', { details: chain });
    if (typeof prefix !== 'string' || !PREFIX.test(prefix)) throw new ConfigError('cosmos: a bech32 prefix is lower-case letters and digits', { details: `${chain}: ${String(prefix)}` });
    map[`cosmos:${reference}`] = prefix;
  }
  return Object.freeze(map);
}

/**
 * The human-readable part of a bech32 address (`osmo` of `osmo1…`), or undefined.
 *
 * @example
 * bech32PrefixOf('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'); // 'cosmos'
 */
export function bech32PrefixOf(address: string): string | undefined {
  return bech32.decodeUnsafe(address, 128)?.prefix;
}

/**
 * Why `address` is not a Cosmos account address — of `caipNetworkId`'s chain, when given and its
 * prefix is known — or undefined when it is. Format first (lowercase bech32,
 * 20 or 32 bytes), then the network's prefix.
 *
 * @example
 * cosmosAddressError('osmo1xc6unv7l44lh5md7l6meg5shq93ww23sch8ag6', 'cosmos:cosmoshub-4', prefixMap()); // 'Expected a cosmos1… address'
 */
export function cosmosAddressError(address: unknown, caipNetworkId: string | undefined, prefixes: PrefixMap): string | undefined {
  if (caipNetworkId !== undefined && !caipNetworkId.startsWith('cosmos:')) return 'Expected a network of namespace cosmos';
  const error = getCosmosAddressError(address);
  if (error) return error;
  const expected = caipNetworkId !== undefined && Object.hasOwn(prefixes, caipNetworkId) ? prefixes[caipNetworkId] : undefined;
  if (expected && bech32PrefixOf(address as string) !== expected) return `Expected a ${expected}1… address`;
  return undefined;
}
