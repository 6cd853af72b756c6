import { parseUnits } from '@latchkey/kernel/units';

/** A decimal as typed or given: digits with at most one point. */
const DECIMAL = /^(\d+(\.\d*)?|\.\d+)$/;
const MAX_LENGTH = 100;

/**
 * A payment amount as one plain decimal string, or undefined: a string of digits with at most one
 * point, or a finite number that prints as one (0.05 yes, 1e-7 no); leading and trailing zeros
 * dropped ('002.50' → '2.5', '.5' → '0.5').
 *
 * @example
 * normalizeAmount(' 2.50 ') // '2.5'
 */
export function normalizeAmount(input: unknown): string | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? input.trim() : '';
  if (!text || text.length > MAX_LENGTH || !DECIMAL.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${integer}.${kept}` : integer;
}

/**
 * A normalised amount in base units, exactly; undefined with more fraction digits than `decimals`.
 *
 * @example
 * toUnits('2.5', 6) // 2500000n
 */
export const toUnits = (amount: string, decimals: number): bigint | undefined => parseUnits(amount, decimals);
