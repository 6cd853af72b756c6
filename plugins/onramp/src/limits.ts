import type { AmountProblem, PaymentCurrency, PaymentMethod, PaymentMethodLimit } from './types';

/** '12', '12.5', '12.50': at most two decimals, no sign, no exponent. */
const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** A decimal string in cents (exact: no floating point). */
function cents(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
}

/**
 * The limits of a payment method in a currency, if the currency offers that method.
 *
 * @example
 * limitsOf(defaultPaymentCurrencies(), 'USD', 'card') // { id: 'card', min: '10.00', max: '7500.00' }
 */
export function limitsOf(currencies: readonly PaymentCurrency[], currency: string, method: PaymentMethod): PaymentMethodLimit | undefined {
  return currencies.find((c) => c.id === currency)?.payment_method_limits.find((l) => l.id === method);
}

/**
 * Whether an amount (what the visitor typed, in the payment currency) can be quoted: present, a
 * decimal with at most two places, and within the method's limits (both ends included).
 *
 * @example
 * amountProblem('5', { id: 'card', min: '10.00', max: '7500.00' }, 'USD') // { code: 'range', min: '10.00', max: '7500.00', currency: 'USD' }
 */
export function amountProblem(amount: string, limits: PaymentMethodLimit | undefined, currency: string): AmountProblem | undefined {
  const value = amount.trim();
  if (value === '') return { code: 'required' };
  if (!DECIMAL.test(value)) return { code: 'invalid' };
  if (!limits || !DECIMAL.test(limits.min) || !DECIMAL.test(limits.max)) return undefined;
  const v = cents(value);
  if (v < cents(limits.min) || v > cents(limits.max)) return { code: 'range', min: limits.min, max: limits.max, currency };
  return undefined;
}
