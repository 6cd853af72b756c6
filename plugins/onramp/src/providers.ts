import type { CaipNetwork, ChainNamespace } from '@latchkey/kernel';
import { COINBASE_CHAIN_IDS, COINBASE_PAY_FALLBACK, type CoinbasePayChain } from './constants';
import { ProviderUrlError } from './errors';
import type { OnrampProvider, OnrampProviderId, PaymentMethod } from './types';

/**
 * SPEC §9 providers: meld (fee 1–2 %, eip155 and solana) and coinbase (1–2 %, eip155), each with
 * its page and the only hosts that page may be on. A fresh list per call.
 *
 * @example
 * onrampProviders().map((p) => p.id) // ['meld', 'coinbase']
 */
export function onrampProviders(): OnrampProvider[] {
  return [
    { id: 'meld', label: 'Meld', fee: { min: 1, max: 2 }, namespaces: ['eip155', 'solana'], url: 'https://meldcrypto.com/', hosts: ['meldcrypto.com', 'www.meldcrypto.com'] },
    { id: 'coinbase', label: 'Coinbase', fee: { min: 1, max: 2 }, namespaces: ['eip155'], url: 'https://pay.coinbase.com/buy/select-asset', hosts: ['pay.coinbase.com'] },
  ];
}

/**
 * The providers offered: named in the remote `onramp` list (false or empty: none) and serving the
 * namespace, in SPEC order.
 *
 * @example
 * availableProviders(['meld', 'coinbase'], 'solana').map((p) => p.id) // ['meld']
 */
export function availableProviders(enabled: readonly string[] | false | undefined, namespace: ChainNamespace | undefined): OnrampProvider[] {
  if (!enabled || !namespace) return [];
  return onrampProviders().filter((p) => enabled.includes(p.id) && p.namespaces.includes(namespace));
}

/**
 * The Coinbase pay chain of a network (SPEC §9): its name when Coinbase pays out there, else
 * 'ethereum'.
 *
 * @example
 * coinbasePayChain(base) // 'base'; coinbasePayChain(sepolia) // 'ethereum'
 */
export function coinbasePayChain(network: Pick<CaipNetwork, 'chainNamespace' | 'id'> | undefined): CoinbasePayChain {
  if (!network || network.chainNamespace !== 'eip155') return COINBASE_PAY_FALLBACK;
  return COINBASE_CHAIN_IDS[String(network.id)] ?? COINBASE_PAY_FALLBACK;
}

/**
 * Throws {@link ProviderUrlError} unless the URL is https and names one of the provider's hosts
 * (exactly: no look-alike, no credentials, no other port).
 *
 * @example
 * checkProviderUrl('https://meldcrypto.com/?a=1', meld) // passes
 * checkProviderUrl('http://meldcrypto.com/', meld) // throws
 */
export function checkProviderUrl(url: string, provider: Pick<OnrampProvider, 'id' | 'hosts'>): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (cause) {
    throw new ProviderUrlError(undefined, { cause, details: `${provider.id}: not a URL` });
  }
  // A local stand-in (providerUrls on loopback) may be plain http on a port; anything else is https.
  const loopback = LOOPBACK.includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) throw new ProviderUrlError(undefined, { details: `${provider.id}: scheme ${parsed.protocol} is not https` });
  if (parsed.username || parsed.password || (parsed.port && !loopback)) throw new ProviderUrlError(undefined, { details: `${provider.id}: credentials or a port in the address` });
  if (!provider.hosts.includes(parsed.hostname)) throw new ProviderUrlError(undefined, { details: `${provider.id}: host ${parsed.hostname} is not one of ${provider.hosts.join(', ')}` });
  return parsed;
}

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The provider with its page replaced by the dapp's (`onramp({ providerUrls })`): that URL's host
 * becomes the only one allowed. Throws {@link ProviderUrlError} for a URL that is not https (or
 * http on loopback).
 *
 * @example
 * withPage(meld, 'http://127.0.0.1:4100/onramp/provider/meld').hosts // ['127.0.0.1']
 */
export function withPage(provider: OnrampProvider, url: string | undefined): OnrampProvider {
  if (url === undefined) return provider;
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch (cause) {
    throw new ProviderUrlError(undefined, { cause, details: `${provider.id}: providerUrls entry is not a URL` });
  }
  const own = { ...provider, url, hosts: [host] };
  checkProviderUrl(url, own);
  return own;
}

/** What a provider's page is opened with. */
export interface ProviderPageInput {
  address: string;
  network: Pick<CaipNetwork, 'chainNamespace' | 'id' | 'caipNetworkId'> | undefined;
  /** Symbol of the currency to buy ('USDC'). */
  purchaseCurrency: string;
  paymentCurrency: string;
  paymentMethod: PaymentMethod;
  paymentAmount: string | undefined;
  redirectUrl: string | undefined;
  meldPublicKey?: string;
  coinbaseAppId?: string;
}

/**
 * The provider's page for this purchase, checked with {@link checkProviderUrl}.
 *
 * @example
 * providerPageUrl(meld, { address, network, purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentMethod: 'card', paymentAmount: '100', redirectUrl })
 */
export function providerPageUrl(provider: OnrampProvider, input: ProviderPageInput): string {
  const url = new URL(provider.url);
  const q = url.searchParams;
  if (provider.id === 'meld') {
    if (input.meldPublicKey) q.set('publicKey', input.meldPublicKey);
    q.set('destinationCurrencyCode', input.purchaseCurrency);
    q.set('walletAddress', input.address);
    q.set('sourceCurrencyCode', input.paymentCurrency);
    if (input.paymentAmount) q.set('sourceAmount', input.paymentAmount);
    q.set('paymentMethodType', input.paymentMethod === 'card' ? 'CARD' : 'ACH');
    if (input.redirectUrl) q.set('redirectUrl', input.redirectUrl);
  } else {
    const chain = coinbasePayChain(input.network);
    if (input.coinbaseAppId) q.set('appId', input.coinbaseAppId);
    q.set('destinationWallets', JSON.stringify([{ address: input.address, blockchains: [chain], assets: [input.purchaseCurrency] }]));
    q.set('defaultAsset', input.purchaseCurrency);
    q.set('defaultNetwork', chain);
    q.set('fiatCurrency', input.paymentCurrency);
    if (input.paymentAmount) q.set('presetFiatAmount', input.paymentAmount);
    q.set('defaultPaymentMethod', input.paymentMethod === 'card' ? 'CARD' : 'ACH_BANK_ACCOUNT');
    if (input.redirectUrl) q.set('redirectUrl', input.redirectUrl);
  }
  const href = url.toString();
  checkProviderUrl(href, provider);
  return href;
}

/** The provider with this id (any, on or off). */
export const providerById = (id: OnrampProviderId): OnrampProvider | undefined => onrampProviders().find((p) => p.id === id);
