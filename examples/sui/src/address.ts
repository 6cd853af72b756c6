/**
 * Why `address` is not a Sui address, or undefined when it is: `0x` and 64 hexadecimal digits
 * (32 bytes; either case). The network does not change the rule (one format on every Sui network).
 *
 * @example
 * getSuiAddressError('0x' + 'a'.repeat(64)); // undefined
 * getSuiAddressError('0x2');                  // 'Expected 0x and 64 hexadecimal digits'
 */
export function getSuiAddressError(address: unknown): string | undefined {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(address)) return 'Expected 0x and 64 hexadecimal digits';
  return undefined;
}

/** True for a Sui address (see {@link getSuiAddressError}). */
export function isSuiAddress(value: unknown): value is string {
  return getSuiAddressError(value) === undefined;
}

/**
 * A Sui address in its one written form: lower-case hex. Undefined for anything that is not an address.
 *
 * @example
 * normalizeSuiAddress('0x' + 'AB'.repeat(32)); // '0xabab…ab'
 */
export function normalizeSuiAddress(value: unknown): string | undefined {
  return isSuiAddress(value) ? value.toLowerCase() : undefined;
}
