import { ValidationError } from '@latchkey/kernel';
import { formatUnits as kernelFormatUnits } from '@latchkey/kernel/units';

/** SOL has 9 decimals: 1 SOL = 1 000 000 000 lamports. */
export const SOL_DECIMALS = 9;
/** The largest amount a System transfer can carry (u64). */
const MAX_U64 = (1n << 64n) - 1n;
const AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_AMOUNT_LENGTH = 100;

/**
 * Base units as an exact decimal string, trailing zeros dropped: the kernel's `formatUnits`, in
 * SOL's decimals unless told otherwise.
 *
 * @example
 * formatUnits(1_500_000_000n); // '1.5'
 * formatUnits(1n);             // '0.000000001'
 */
export const formatUnits = (value: bigint, decimals: number = SOL_DECIMALS): string => kernelFormatUnits(value, decimals);

// Balances are floored by the kernel's one `floorDecimals` (SPEC §9: 3 decimals, never rounded up).
export { floorDecimals } from '@latchkey/kernel/units';

/**
 * A positive decimal amount of SOL ('0.01') in lamports. More fraction digits than SOL has is
 * refused rather than rounded; so is zero and anything beyond a u64.
 *
 * @example
 * toLamports('0.01'); // 10000000n
 */
export function toLamports(amount: unknown, decimals = SOL_DECIMALS): bigint {
  if (typeof amount !== 'string' || amount.length > MAX_AMOUNT_LENGTH || !AMOUNT.test(amount.trim())) {
    throw new ValidationError('Invalid amount', { details: 'Expected a positive decimal number such as 0.01' });
  }
  const [whole = '', fraction = ''] = amount.trim().split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) throw new ValidationError('Invalid amount', { details: `At most ${decimals} decimals` });
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(significant.padEnd(decimals, '0') || '0');
  if (value <= 0n) throw new ValidationError('Invalid amount', { details: 'The amount must be greater than zero' });
  if (value > MAX_U64) throw new ValidationError('Invalid amount', { details: 'The amount is too large' });
  return value;
}
