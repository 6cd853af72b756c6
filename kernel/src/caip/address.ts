import { ValidationError } from '../errors';
import { getBip122AddressError } from './bip122';
import { getCosmosAddressError } from './cosmos';
import { getEip155AddressError } from './eip155';
import { getPolkadotAddressError } from './polkadot';
import { getSolanaAddressError } from './solana';

/**
 * Why `address` is not a valid address for `namespace`, or `undefined` when it is. Never throws;
 * an unknown namespace gives 'Unsupported chain namespace'. Import the per-namespace function
 * (for example `getEip155AddressError`) instead to keep other chains' hashing out of a bundle.
 *
 * @example
 * getAddressError('solana', '0x1234'); // 'Expected base58 of 32 to 44 characters'
 */
export function getAddressError(namespace: string, address: unknown, options?: { caipNetworkId?: string }): string | undefined {
  const network = options?.caipNetworkId;
  // A network of another namespace can hold no address of this one.
  if (network !== undefined && network.split(':')[0] !== namespace) return `Expected a network of namespace ${namespace}`;
  switch (namespace) {
    case 'eip155':
      return getEip155AddressError(address);
    case 'solana':
      return getSolanaAddressError(address);
    case 'bip122':
      return getBip122AddressError(address, network);
    case 'cosmos':
      return getCosmosAddressError(address);
    case 'polkadot':
      return getPolkadotAddressError(address);
    default:
      return 'Unsupported chain namespace';
  }
}

/**
 * True when `address` is a valid address for `namespace`, and, with `caipNetworkId` given, for
 * that network (a Bitcoin testnet address is refused for mainnet and the reverse). Never throws.
 *
 * @example
 * isAddress('eip155', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'); // true
 * isAddress('bip122', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' }); // false
 */
export function isAddress(namespace: string, address: unknown, options?: { caipNetworkId?: string }): boolean {
  return getAddressError(namespace, address, options) === undefined;
}

/**
 * Throws a `ValidationError` ('Invalid address', the reason in `details`) unless `address` is
 * valid for `namespace`.
 *
 * @example
 * assertAddress('bip122', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
 */
export function assertAddress(namespace: string, address: unknown): void {
  const details = getAddressError(namespace, address);
  if (details) throw new ValidationError('Invalid address', { details, data: { namespace, address } });
}
