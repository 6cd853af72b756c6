import { fromHex } from '../encoding';

/** Where `data.free` starts in `AccountInfo`: after nonce, consumers, providers and sufficients (4 × u32). */
const FREE_OFFSET = 16;
/** `AccountInfo` of a current runtime: 4 × u32, then `AccountData` (free, reserved, frozen, flags: 4 × u128). */
const ACCOUNT_INFO_BYTES = 16 + 4 * 16;

/**
 * `data.free` (planck) of a SCALE-encoded `frame_system::AccountInfo`, as `state_getStorage`
 * answers for System.Account; 0 for `null` (an account the chain does not hold has nothing).
 * Undefined for anything that is not that layout.
 *
 * @example
 * freeBalanceOf(null); // 0n
 * freeBalanceOf(`0x00000000000000000100000000000000c0c2d1df020000000000000000000000${'00'.repeat(48)}`); // 12345000640n
 */
export function freeBalanceOf(storage: unknown): bigint | undefined {
  if (storage === null) return 0n;
  const bytes = fromHex(storage);
  if (!bytes || bytes.length !== ACCOUNT_INFO_BYTES) return undefined;
  let free = 0n;
  // u128, little-endian.
  for (let i = FREE_OFFSET + 15; i >= FREE_OFFSET; i--) free = (free << 8n) | BigInt(bytes[i]!);
  return free;
}
