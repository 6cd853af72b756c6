import type { PaymentCurrency, PurchaseCurrency } from './types';

/**
 * SPEC §9 payment defaults: USD, card 10.00 to 7500.00, ach_bank_account 10.00 to 25000.00. A
 * fresh copy each call (the store freezes what it holds).
 *
 * @example
 * defaultPaymentCurrencies()[0].payment_method_limits // card and ACH
 */
export function defaultPaymentCurrencies(): PaymentCurrency[] {
  return [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ];
}

/**
 * SPEC §9 default purchase currency: USDC on Ethereum mainnet and Polygon.
 *
 * @example
 * defaultPurchaseCurrencies()[0].networks.map((n) => n.chain_id) // ['1', '137']
 */
export function defaultPurchaseCurrencies(): PurchaseCurrency[] {
  return [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
      ],
    },
  ];
}
