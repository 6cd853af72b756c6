import { defaultPaymentCurrencies, defaultPurchaseCurrencies } from './defaults';
import type { OnrampState } from './types';

/**
 * A fresh state slice (one per kit): the SPEC §9 defaults (USD by card, USDC), no amount yet.
 *
 * @example
 * definePlugin({ id: 'onramp', state: initialOnrampState })
 */
export function initialOnrampState(): OnrampState {
  return {
    optionsStatus: 'idle',
    paymentCurrencies: defaultPaymentCurrencies(),
    purchaseCurrencies: defaultPurchaseCurrencies(),
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    purchaseCurrency: 'USDC',
    paymentAmount: '',
    purchaseAmount: undefined,
    quotesLoading: false,
    error: undefined,
    purchase: undefined,
  };
}
