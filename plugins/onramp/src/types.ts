import type { ChainNamespace } from '@latchkey/kernel';

/** SPEC §9 providers. */
export type OnrampProviderId = 'meld' | 'coinbase';

/** An onramp provider: its fee range (percent), the namespaces it serves, its page and the hosts that page may be on. */
export interface OnrampProvider {
  id: OnrampProviderId;
  /** Shown as is (a brand name). */
  label: string;
  fee: { min: number; max: number };
  namespaces: readonly ChainNamespace[];
  /** Base URL of the provider's page (https). */
  url: string;
  /** The only hosts a page URL may name. */
  hosts: readonly string[];
}

/** SPEC §3: a network a purchase currency is bought on. */
export interface PurchaseCurrencyNetwork {
  name: string;
  display_name: string;
  chain_id: string;
  contract_address: string;
}

/** SPEC §3: a currency to buy. */
export interface PurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: PurchaseCurrencyNetwork[];
}

/** SPEC §3: limits of a payment method, decimal strings ('10.00'). */
export interface PaymentMethodLimit {
  id: string;
  min: string;
  max: string;
}

/** SPEC §3: a currency to pay with. */
export interface PaymentCurrency {
  id: string;
  payment_method_limits: PaymentMethodLimit[];
}

/** SPEC §9 payment methods. */
export type PaymentMethod = 'card' | 'ach_bank_account';

/** An amount of a currency, as the API answers it. */
export interface Money {
  amount: string;
  currency: string;
}

/** A quote (SPEC §7: reply purchaseAmount.amount; the rest when the API gives it). */
export interface OnrampQuote {
  purchaseAmount: Money;
  paymentTotal?: Money;
  paymentSubtotal?: Money;
  coinbaseFee?: Money;
  networkFee?: Money;
  quoteId?: string;
}

/** Why an amount cannot be quoted: none, not a number, or outside the method's limits. */
export type AmountProblem = { code: 'required' } | { code: 'invalid' } | { code: 'range'; min: string; max: string; currency: string };

/** A purchase the visitor started on a provider's page. */
export interface OnrampPurchase {
  provider: OnrampProviderId;
  /** The page opened (checked). */
  url: string;
  address: string;
  namespace: ChainNamespace;
  purchaseCurrency: string;
  network: string;
  paymentCurrency: string;
  paymentMethod: PaymentMethod;
  paymentAmount: string;
  /** The quoted amount when there was one. */
  purchaseAmount: string | undefined;
  /** 'pending' while the provider's page is open; 'returned' once the visitor is back. */
  status: 'pending' | 'returned';
  openedAt: number;
}

/** The plugin's state slice (`getState().plugins.onramp`). */
export interface OnrampState {
  /** Where the options (currencies, limits) are: SPEC §9 defaults until the API answers. */
  optionsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  paymentCurrencies: PaymentCurrency[];
  purchaseCurrencies: PurchaseCurrency[];
  paymentCurrency: string;
  paymentMethod: PaymentMethod;
  purchaseCurrency: string;
  paymentAmount: string;
  /** The last quote's purchase amount (SPEC §4: set when quotes load). */
  purchaseAmount: string | undefined;
  quotesLoading: boolean;
  /** The last quote's error message (SPEC §8: stored, the call returns null). */
  error: string | undefined;
  purchase: OnrampPurchase | undefined;
}

/** `onramp(options)`. */
export interface OnrampOptions {
  /** Meld's public key for its widget (`publicKey` query); left out when not given. */
  meldPublicKey?: string;
  /** Coinbase Pay app id; the project id when not given. */
  coinbaseAppId?: string;
  /** Where the provider sends the visitor back; the page's address when not given. */
  redirectUrl?: string;
  /**
   * Each provider's page, in place of its own site: a self-hosted page, or a local stand-in (the
   * test harness's `/onramp/provider/<id>`), so a demo or a test never opens the real provider.
   * https, or http on 127.0.0.1 / localhost only. The kit's query is added as for the real page.
   */
  providerUrls?: Partial<Record<OnrampProviderId, string>>;
}

/** `kit.plugin('onramp')`. */
export interface OnrampApi {
  /** The providers offered now: on in the remote `onramp` list and serving the active namespace. */
  providers(): OnrampProvider[];
  /** Reads the currencies and limits (once; again with `force`). The SPEC §9 defaults stay when it fails. */
  loadOptions(options?: { force?: boolean }): Promise<void>;
  setPaymentCurrency(id: string): void;
  setPaymentMethod(method: PaymentMethod): void;
  setPurchaseCurrency(id: string): void;
  setPaymentAmount(amount: string): void;
  /** The limits of the chosen currency and method. */
  limits(): PaymentMethodLimit | undefined;
  /** Whether the amount can be quoted. */
  amountProblem(): AmountProblem | undefined;
  /** A quote for the chosen amount; null (the error stored in the state) when it fails. */
  getQuote(): Promise<OnrampQuote | null>;
  /** The provider's page for the connected account, its scheme and host checked. */
  providerUrl(provider: OnrampProviderId): string;
  /** Opens the provider's page (call it in the visitor's click) and records the purchase. */
  openProvider(provider: OnrampProviderId): OnrampPurchase;
  /** The visitor is back from the provider's page. */
  markReturned(): void;
  /** Clears the amount, quote, error and purchase. */
  reset(): void;
}
