import { ValidationError } from '../errors';
import type { CaipNetworkId, ChainNamespace } from './types';

/** The parts of a CAIP-2 chain id. */
export interface ParsedCaipNetworkId {
  namespace: ChainNamespace;
  reference: string;
}

/**
 * Why a namespace/reference pair is not a well-formed CAIP-2 chain id, or `undefined` when it is.
 * Internal: shared by the CAIP-2 and CAIP-10 parsers.
 *
 * @example
 * networkIdError('eip155', '1'); // undefined
 */
export function networkIdError(namespace: string, reference: string): string | undefined {
  if (!/^[-a-z0-9]{3,8}$/.test(namespace)) return 'Malformed namespace';
  if (!/^[-_a-zA-Z0-9]{1,32}$/.test(reference)) return 'Malformed reference';
}

function fail(details: string, value: unknown): never {
  throw new ValidationError('Invalid CAIP network id', { details, data: { value } });
}

/**
 * Splits a CAIP-2 chain id into namespace and reference. Exactly 2 colon-separated parts, CAIP-2
 * grammar (any namespace: the set is open); otherwise throws a `ValidationError`.
 *
 * @example
 * parseCaipNetworkId('eip155:137'); // { namespace: 'eip155', reference: '137' }
 */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  if (typeof id !== 'string') fail('Expected a string', id);
  const parts = id.split(':');
  if (parts.length !== 2) fail('Expected 2 colon-separated parts', id);
  const [namespace = '', reference = ''] = parts;
  const error = networkIdError(namespace, reference);
  if (error) fail(error, id);
  return { namespace: namespace as ChainNamespace, reference };
}

/**
 * True when `value` is a well-formed CAIP-2 chain id. Never throws.
 *
 * @example
 * isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'); // true
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  try {
    parseCaipNetworkId(value as string);
    return true;
  } catch {
    return false;
  }
}

/**
 * Joins a namespace and a reference into a CAIP-2 chain id, validating the result.
 *
 * @example
 * formatCaipNetworkId('eip155', 1); // 'eip155:1'
 */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id: CaipNetworkId = `${namespace}:${reference}`;
  parseCaipNetworkId(id);
  return id;
}
