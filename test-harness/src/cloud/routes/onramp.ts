import { requireProject } from '../context';
import type { RouteHandler } from '../context';
import { HttpError, isRecord, json } from '../http';
import type { CloudRouteKey } from '../paths';
import { priceOf } from '../prices';
import type { PaymentCurrency, PurchaseCurrency } from '../types';

/** Onramp currencies to buy (SPEC §9: USDC on Ethereum mainnet and Polygon by default). */
export const PURCHASE_CURRENCIES: readonly PurchaseCurrency[] = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    ],
  },
  {
    id: 'ETH',
    name: 'Ether',
    symbol: 'ETH',
    networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
  },
];

/** Payment currencies and limits (SPEC §9: USD, card 10–7500, ACH 10–25000). */
export const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7000.00' }] },
];

/** USD per unit of fiat; fixed so quotes are reproducible. */
const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.1 };

/** Provider fee of the quote (SPEC §9: 1–2 %) and a flat network fee in the payment currency. */
const FEE_RATE = 0.015;
const NETWORK_FEE = 0.5;

/** `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies }`. */
const onrampOptions: RouteHandler = (ctx) => {
  requireProject(ctx);
  return json({ paymentCurrencies: PAYMENT_CURRENCIES, purchaseCurrencies: PURCHASE_CURRENCIES });
};

function money(amount: number, currency: string): { amount: string; currency: string } {
  return { amount: amount.toFixed(2), currency };
}

/**
 * `POST /v1/onramp/quote` with `{ purchaseCurrency, paymentCurrency, amount, network }` →
 * `{ purchaseAmount: { amount, currency }, paymentTotal, paymentSubtotal, coinbaseFee, networkFee, quoteId }`.
 * Amount is in the payment currency and must lie within its limits.
 */
const onrampQuote: RouteHandler = async (ctx) => {
  requireProject(ctx);
  const body = await ctx.json();
  if (!isRecord(body)) throw new HttpError(400, 'Body must be { purchaseCurrency, paymentCurrency, amount, network }');
  const { purchaseCurrency, paymentCurrency, amount, network } = body;
  const purchase = PURCHASE_CURRENCIES.find((item) => typeof purchaseCurrency === 'string' && (item.id === purchaseCurrency.toUpperCase() || item.symbol === purchaseCurrency.toUpperCase()));
  if (!purchase) throw new HttpError(400, `Unknown purchaseCurrency "${String(purchaseCurrency)}"`);
  const payment = PAYMENT_CURRENCIES.find((item) => typeof paymentCurrency === 'string' && item.id === paymentCurrency.toUpperCase());
  if (!payment) throw new HttpError(400, `Unknown paymentCurrency "${String(paymentCurrency)}"`);
  if (typeof network !== 'string' || !purchase.networks.some((item) => item.name === network.toLowerCase())) {
    throw new HttpError(400, `${purchase.symbol} is not offered on network "${String(network)}"`);
  }
  const value = typeof amount === 'number' ? amount : typeof amount === 'string' && /^\d+(\.\d+)?$/.test(amount) ? Number(amount) : NaN;
  if (!Number.isFinite(value)) throw new HttpError(400, 'amount must be a positive decimal');
  const min = Math.min(...payment.payment_method_limits.map((limit) => Number(limit.min)));
  const max = Math.max(...payment.payment_method_limits.map((limit) => Number(limit.max)));
  if (value < min || value > max) throw new HttpError(400, `amount must be between ${min.toFixed(2)} and ${max.toFixed(2)} ${payment.id}`);

  const fee = Math.round(value * FEE_RATE * 100) / 100;
  const subtotal = value - fee - NETWORK_FEE;
  const purchased = (subtotal * (FIAT_IN_USD[payment.id] ?? 1)) / priceOf(purchase.symbol);
  return json({
    purchaseAmount: { amount: purchased.toFixed(6), currency: purchase.symbol },
    paymentTotal: money(value, payment.id),
    paymentSubtotal: money(subtotal, payment.id),
    coinbaseFee: money(fee, payment.id),
    networkFee: money(NETWORK_FEE, payment.id),
    quoteId: `quote-${purchase.symbol}-${payment.id}-${value.toFixed(2)}`,
  });
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `GET /onramp/provider/{provider}?…` → an HTML page standing in for the provider's (Meld's,
 * Coinbase Pay's): it shows what the kit sent and buys nothing, so a demo's Buy flow stays local.
 * No script and no outside resource: closing the tab is the way back, as on the real page.
 */
const onrampPage: RouteHandler = (ctx) => {
  // Only the providers the kit knows (meld, coinbase); anything else is a JSON 404, as for any route.
  if (!/^(meld|coinbase)$/.test(ctx.params.provider ?? '')) throw new HttpError(404, 'Unknown onramp provider');
  const provider = escapeHtml(ctx.params.provider ?? '');
  const rows = [...ctx.query].map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('');
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${provider} (local stand-in)</title><link rel="icon" href="data:,"></head><body>
<h1>${provider}: local onramp stand-in</h1>
<p>This page stands in for the provider's site in the local stack. Nothing is bought and no card is charged. Close this tab to return to the dapp.</p>
<table>${rows}</table></body></html>`;
  return { kind: 'bytes', contentType: 'text/html; charset=utf-8', body };
};

/** Handlers of the onramp API and its provider-page stand-in. */
export const onrampRoutes = { onrampOptions, onrampQuote, onrampPage } satisfies Partial<Record<CloudRouteKey, RouteHandler>>;
