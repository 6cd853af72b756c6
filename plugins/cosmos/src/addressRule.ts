import { bech32 } from '@scure/base';

/**
 * Why `address` is not a Cosmos SDK account address, or `undefined` when it is: lowercase Bech32
 * with any HRP (cosmos, osmo, inj…) and 20 or 32 bytes of data.
 *
 * @example
 * getCosmosAddressError('cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'); // undefined
 */
export function getCosmosAddressError(address: unknown): string | undefined {
  if (typeof address !== 'string' || address !== address.toLowerCase()) return 'Expected lowercase bech32';
  const decoded = bech32.decodeUnsafe(address, 128);
  if (!decoded || !/^[a-z][a-z0-9]*$/.test(decoded.prefix)) return 'Invalid bech32 address';
  const data = bech32.fromWordsUnsafe(decoded.words);
  if (!data || (data.length !== 20 && data.length !== 32)) return 'Expected 20 or 32 bytes';
}
