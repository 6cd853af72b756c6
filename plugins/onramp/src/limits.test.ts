import { describe, expect, it } from 'vitest';
import { defaultPaymentCurrencies, defaultPurchaseCurrencies } from './defaults';
import { amountProblem, limitsOf } from './limits';

describe('onramp limits (SPEC §9)', () => {
  const usd = defaultPaymentCurrencies();
  const card = limitsOf(usd, 'USD', 'card');
  const ach = limitsOf(usd, 'USD', 'ach_bank_account');

  it('defaults to USD by card 10.00–7500.00 and ACH 10.00–25000.00, buying USDC on Ethereum and Polygon', () => {
    expect(card).toEqual({ id: 'card', min: '10.00', max: '7500.00' });
    expect(ach).toEqual({ id: 'ach_bank_account', min: '10.00', max: '25000.00' });
    expect(limitsOf(usd, 'EUR', 'card')).toBeUndefined();
    const [usdc] = defaultPurchaseCurrencies();
    expect(usdc?.symbol).toBe('USDC');
    expect(usdc?.networks.map((n) => [n.name, n.chain_id])).toEqual([
      ['ethereum', '1'],
      ['polygon', '137'],
    ]);
  });

  it('accepts the ends of each range and refuses a cent beyond them', () => {
    for (const ok of ['10', '10.00', '100.5', '7500', '7500.00']) expect(amountProblem(ok, card, 'USD'), ok).toBeUndefined();
    for (const out of ['9.99', '0', '7500.01', '25000']) expect(amountProblem(out, card, 'USD'), out).toEqual({ code: 'range', min: '10.00', max: '7500.00', currency: 'USD' });
    expect(amountProblem('25000.00', ach, 'USD')).toBeUndefined();
    expect(amountProblem('25000.01', ach, 'USD')).toEqual({ code: 'range', min: '10.00', max: '25000.00', currency: 'USD' });
  });

  it('asks for an amount, and refuses what is not a plain decimal with at most two places', () => {
    expect(amountProblem('', card, 'USD')).toEqual({ code: 'required' });
    expect(amountProblem('   ', card, 'USD')).toEqual({ code: 'required' });
    for (const bad of ['abc', '-20', '1e3', '12.345', '12.', '.5', '1,000']) expect(amountProblem(bad, card, 'USD'), bad).toEqual({ code: 'invalid' });
  });
});
