import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudPath } from '../paths';
import { startCloud } from '../server';
import type { CloudHandle } from '../server';
import { cloudFetch, createShapeChecker } from '../test-support';
import type { PaymentCurrency, PurchaseCurrency } from '../types';

const assertShape = createShapeChecker();
let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterAll(() => cloud.stop());

describe('onramp API', () => {
  it('lists the SPEC §9 default currencies and limits', async () => {
    const answer = await cloudFetch<{ paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] }>(cloud, cloudPath('onrampOptions'));
    expect(answer.status).toBe(200);
    assertShape('onrampOptions', answer.body);
    const usd = answer.body.paymentCurrencies.find((currency) => currency.id === 'USD');
    expect(usd?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
    const usdc = answer.body.purchaseCurrencies.find((currency) => currency.symbol === 'USDC');
    expect(usdc?.networks.map((network) => network.chain_id)).toEqual(['1', '137']);
  });

  it('quotes a purchase amount after fees', async () => {
    const answer = await cloudFetch<{ purchaseAmount: { amount: string } }>(cloud, cloudPath('onrampQuote'), {
      body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    });
    expect(answer.status).toBe(200);
    assertShape('onrampQuote', answer.body);
    // 100 − 1.5 % fee − 0.50 network fee, at 1 USD per USDC.
    expect(answer.body.purchaseAmount.amount).toBe('98.000000');
  });

  it('rejects amounts outside the limits and unknown currencies or networks', async () => {
    const bodies = [
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '5', network: 'ethereum' },
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '30000', network: 'ethereum' },
      { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
      { purchaseCurrency: 'USDC', paymentCurrency: 'XYZ', amount: '100', network: 'ethereum' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'polygon' },
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '-1', network: 'ethereum' },
      [],
    ];
    for (const body of bodies) {
      const answer = await cloudFetch(cloud, cloudPath('onrampQuote'), { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      assertShape('error', answer.body);
    }
  });
});
