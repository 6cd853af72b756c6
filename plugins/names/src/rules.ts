import { ConfigError, ValidationError } from '@latchkey/kernel';
import { DEFAULT_NAME_SUFFIX, ETH_COIN_TYPE, NAME_SUFFIXES, SLIP44_MSB } from './constants';

/** SPEC §5: letters, digits, hyphens, at least 4 characters. */
const LABEL = /^[a-zA-Z0-9-]{4,}$/;
/** What a suffix may look like ('.reown.id'): dot-separated lower-case labels. */
const SUFFIX = /^(\.[a-z0-9-]{1,63}){1,4}$/;
/** A full name worth showing: lower-case labels separated by dots (no look-alike characters). */
const FULL_NAME = /^[a-z0-9-]{1,64}(\.[a-z0-9-]{1,63}){1,4}$/;

/**
 * Whether a label follows the SPEC §5 rule: letters, digits and hyphens, at least 4 characters.
 *
 * @example
 * isValidName('ada'); // false (3 characters)
 * isValidName('ada-l'); // true
 */
export function isValidName(label: string): boolean {
  return typeof label === 'string' && LABEL.test(label);
}

/**
 * The suffix option checked: one or more dot-separated lower-case labels ('.reown.id').
 * @throws {ConfigError} for anything else.
 *
 * @example
 * checkSuffix('.wcn.id'); // '.wcn.id'
 */
export function checkSuffix(suffix: string | undefined): string {
  if (suffix === undefined) return DEFAULT_NAME_SUFFIX;
  if (typeof suffix !== 'string' || !SUFFIX.test(suffix)) throw new ConfigError("names() suffix must look like '.reown.id'", { details: String(suffix) });
  return suffix;
}

/** The suffixes a typed name may already end with: the configured one and the SPEC §9 ones. */
const knownSuffixes = (suffix: string) => [suffix, ...NAME_SUFFIXES.filter((s) => s !== suffix)];

/**
 * The label of what was typed: trimmed, lower case, without a known suffix ('Ada.reown.id' → 'ada').
 *
 * @example
 * labelOf(' Ada.reown.id ', '.reown.id'); // 'ada'
 */
export function labelOf(input: string, suffix: string): string {
  const lower = input.trim().toLowerCase();
  const known = knownSuffixes(suffix).find((s) => lower.endsWith(s) && lower.length > s.length);
  return known ? lower.slice(0, -known.length) : lower;
}

/**
 * The full name: lower case, with the suffix it was typed with (one of the known ones) or the
 * configured one.
 *
 * @example
 * fullNameOf('Ada', '.reown.id'); // 'ada.reown.id'
 * fullNameOf('ada.wcn.id', '.reown.id'); // 'ada.wcn.id'
 */
export function fullNameOf(input: string, suffix: string): string {
  const lower = input.trim().toLowerCase();
  const known = knownSuffixes(suffix).find((s) => lower.endsWith(s) && lower.length > s.length);
  return known ? lower : `${lower}${suffix}`;
}

/** Whether a name from the API is one to show (plain lower-case labels; the SPEC suffixes or the configured one). */
export function isAccountName(name: unknown, suffix: string): name is string {
  return typeof name === 'string' && name.length <= 128 && FULL_NAME.test(name) && knownSuffixes(suffix).some((s) => name.endsWith(s));
}

/**
 * The coin type a name's address is registered under on an EVM chain: 60 on Ethereum mainnet
 * (SLIP-44), `0x80000000 | chainId` elsewhere (ENSIP-11), which needs a chain id below 2^31 (SPEC §5).
 * @throws {ValidationError} 'Invalid chainId' for a chain id that is not a positive integer below 2147483648.
 *
 * @example
 * coinTypeOf(1);     // 60
 * coinTypeOf(8453);  // 2147492101
 */
export function coinTypeOf(chainId: number | string): number {
  const id = typeof chainId === 'string' && /^\d{1,16}$/.test(chainId) ? Number(chainId) : chainId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || id >= SLIP44_MSB) {
    throw new ValidationError('Invalid chainId', { details: `${String(chainId)}: an EVM chain id as coin type must be below 2147483648` });
  }
  return id === 1 ? ETH_COIN_TYPE : (SLIP44_MSB | id) >>> 0;
}
