// The one piece of Substrate chain state the stand-in serves: System.Account, keyed as a node
// keys it (twox128("System") ++ twox128("Account") ++ blake2_128(accountId) ++ accountId) and
// SCALE-encoded as the current AccountInfo.
import { bnToU8a, hexToU8a, u8aConcat, u8aEq, u8aToHex } from '@polkadot/util';
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto';

/** twox128("System") ++ twox128("Account"): the prefix of every System.Account key. */
export const SYSTEM_ACCOUNT_PREFIX = u8aToHex(u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128)));

/** The balance fields of an account (planck, the chain's smallest unit). */
export interface AccountBalance {
  free: bigint;
  reserved?: bigint;
  frozen?: bigint;
  nonce?: number;
}

/**
 * The 32-byte account id of an SS58 address (any prefix) or of 0x hex.
 *
 * @example
 * ```ts
 * accountIdOf('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY').length; // 32
 * ```
 */
export function accountIdOf(addressOrHex: string): Uint8Array {
  const id = addressOrHex.startsWith('0x') ? hexToU8a(addressOrHex) : decodeAddress(addressOrHex);
  if (id.length !== 32) throw new Error(`Expected a 32-byte account id, got ${id.length} bytes`);
  return id;
}

/**
 * The storage key of System.Account for an account.
 *
 * @example
 * ```ts
 * systemAccountKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'); // '0x26aa394e…b99d880e…de1e86a9a8c739864cf3cc5ec2bea59fd43593c7…'
 * ```
 */
export function systemAccountKey(addressOrHex: string): `0x${string}` {
  const id = accountIdOf(addressOrHex);
  return u8aToHex(u8aConcat(hexToU8a(SYSTEM_ACCOUNT_PREFIX), blake2AsU8a(id, 128), id));
}

/**
 * The account id a System.Account key names, or undefined when the key is not one (another
 * prefix, a wrong length, or a blake2_128 that does not match the id).
 *
 * @example
 * ```ts
 * accountIdOfKey(systemAccountKey(alice.address)); // alice's 32-byte id
 * ```
 */
export function accountIdOfKey(key: string): Uint8Array | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(key)) return undefined;
  const bytes = hexToU8a(key);
  if (bytes.length !== 32 + 16 + 32 || u8aToHex(bytes.subarray(0, 32)) !== SYSTEM_ACCOUNT_PREFIX) return undefined;
  const id = bytes.subarray(48);
  return u8aEq(bytes.subarray(32, 48), blake2AsU8a(id, 128)) ? id : undefined;
}

const u32 = (n: number) => bnToU8a(n, { bitLength: 32, isLe: true });
const u128 = (n: bigint) => bnToU8a(n, { bitLength: 128, isLe: true });
/** The "new logic" flag every account on a current runtime carries (the top bit of `flags`). */
const NEW_LOGIC_FLAGS = 1n << 127n;

/**
 * SCALE of `AccountInfo { nonce, consumers, providers, sufficients: u32, data: { free, reserved, frozen, flags: u128 } }`.
 *
 * @example
 * ```ts
 * encodeAccountInfo({ free: 10_000_000_000n }).length; // 162: '0x' and 80 bytes
 * ```
 */
export function encodeAccountInfo(balance: AccountBalance): `0x${string}` {
  return u8aToHex(
    u8aConcat(
      u32(balance.nonce ?? 0),
      u32(0),
      u32(1),
      u32(0),
      u128(balance.free),
      u128(balance.reserved ?? 0n),
      u128(balance.frozen ?? 0n),
      u128(NEW_LOGIC_FLAGS),
    ),
  );
}
