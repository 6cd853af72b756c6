import { ValidationError } from '../errors';
import { networkIdError } from './networkId';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types';

/** The parts of a CAIP-10 account id. */
export interface ParsedCaipAddress {
  namespace: ChainNamespace;
  reference: string;
  address: string;
  chainId: CaipNetworkId;
}

function fail(details: string, value: unknown): never {
  throw new ValidationError('Invalid CAIP address', { details, data: { value } });
}

/**
 * Splits a CAIP-10 account id. Exactly 3 colon-separated parts, CAIP-10 grammar, and a known
 * namespace; otherwise throws a `ValidationError`. Checks syntax only: use `isAddress` to check
 * the address against its namespace.
 *
 * @example
 * parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb');
 * // { namespace: 'eip155', reference: '1', address: '0xab16…fcdb', chainId: 'eip155:1' }
 */
export function parseCaipAddress(caip: string): ParsedCaipAddress {
  if (typeof caip !== 'string') fail('Expected a string', caip);
  const parts = caip.split(':');
  if (parts.length !== 3) fail('Expected 3 colon-separated parts', caip);
  const [namespace = '', reference = '', address = ''] = parts;
  // Syntax first, so 'Unsupported chain namespace' means the rest is well formed.
  if (!/^[-.%a-zA-Z0-9]{1,128}$/.test(address)) fail('Malformed account address', caip);
  const error = networkIdError(namespace, reference);
  if (error) fail(error, caip);
  return { namespace: namespace as ChainNamespace, reference, address, chainId: `${namespace}:${reference}` };
}

/**
 * True when `value` is a CAIP-10 account id with a known namespace. Never throws.
 *
 * @example
 * isCaipAddress('cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0'); // true
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value as string);
    return true;
  } catch {
    return false;
  }
}

/**
 * Joins a CAIP-2 chain id and an address into a CAIP-10 account id, validating the result.
 *
 * @example
 * formatCaipAddress('eip155:1', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb');
 * // 'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
 */
export function formatCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  const caip: CaipAddress = `${networkId}:${address}`;
  parseCaipAddress(caip);
  return caip;
}
