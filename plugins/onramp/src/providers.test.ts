import { describe, expect, it } from 'vitest';
import { COINBASE_PAY_CHAINS } from './constants';
import { ProviderUrlError } from './errors';
import { availableProviders, checkProviderUrl, coinbasePayChain, onrampProviders, providerPageUrl, withPage } from './providers';

const [meld, coinbase] = onrampProviders() as [ReturnType<typeof onrampProviders>[number], ReturnType<typeof onrampProviders>[number]];
const evm = (id: number) => ({ chainNamespace: 'eip155' as const, id, caipNetworkId: `eip155:${id}` as const });

describe('onramp providers (SPEC §9)', () => {
  it('are meld (EVM and Solana) and coinbase (EVM), both 1–2 %', () => {
    expect(onrampProviders().map((p) => [p.id, p.fee, p.namespaces])).toEqual([
      ['meld', { min: 1, max: 2 }, ['eip155', 'solana']],
      ['coinbase', { min: 1, max: 2 }, ['eip155']],
    ]);
  });

  it('offers only those in the remote list that serve the namespace', () => {
    expect(availableProviders(['meld', 'coinbase'], 'eip155').map((p) => p.id)).toEqual(['meld', 'coinbase']);
    expect(availableProviders(['meld', 'coinbase'], 'solana').map((p) => p.id)).toEqual(['meld']);
    expect(availableProviders(['coinbase'], 'solana')).toEqual([]);
    expect(availableProviders(['meld', 'coinbase'], 'polkadot')).toEqual([]);
    expect(availableProviders(['coinbase', 'unknown'], 'eip155').map((p) => p.id)).toEqual(['coinbase']);
    expect(availableProviders([], 'eip155')).toEqual([]);
    expect(availableProviders(false, 'eip155')).toEqual([]);
    expect(availableProviders(['meld'], undefined)).toEqual([]);
  });

  it('maps networks to the Coinbase pay chains, and anything else to ethereum', () => {
    expect(COINBASE_PAY_CHAINS).toEqual(['ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base']);
    const ids: Record<number, string> = { 1: 'ethereum', 42161: 'arbitrum', 137: 'polygon', 80094: 'berachain', 43114: 'avalanche-c-chain', 10: 'optimism', 42220: 'celo', 8453: 'base' };
    for (const [id, chain] of Object.entries(ids)) expect(coinbasePayChain(evm(Number(id)))).toBe(chain);
    expect(coinbasePayChain(evm(11155111))).toBe('ethereum');
    expect(coinbasePayChain(evm(31337))).toBe('ethereum');
    expect(coinbasePayChain({ chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).toBe('ethereum');
    expect(coinbasePayChain(undefined)).toBe('ethereum');
  });

  it('lets only https pages on the provider’s own hosts through', () => {
    expect(checkProviderUrl('https://meldcrypto.com/?a=1', meld).hostname).toBe('meldcrypto.com');
    expect(checkProviderUrl('https://pay.coinbase.com/buy/select-asset', coinbase).hostname).toBe('pay.coinbase.com');
    for (const bad of [
      'http://meldcrypto.com/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://meldcrypto.com.evil.example/',
      'https://evilmeldcrypto.com/',
      'https://user:pw@meldcrypto.com/',
      'https://meldcrypto.com:8443/',
      'https://pay.coinbase.com/',
      'not a url',
    ]) {
      expect(() => checkProviderUrl(bad, meld), bad).toThrow(ProviderUrlError);
    }
    expect(() => checkProviderUrl('https://meldcrypto.com/', coinbase)).toThrow(/not allowed/);
  });

  it('opens a dapp-given page instead (a local stand-in on loopback over http, or https elsewhere), never the provider’s site', () => {
    const input = { address: '0xabc', network: evm(1), purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentMethod: 'card' as const, paymentAmount: '100', redirectUrl: undefined };
    const local = new URL(providerPageUrl(withPage(meld, 'http://127.0.0.1:4100/onramp/provider/meld'), input));
    expect(local.origin).toBe('http://127.0.0.1:4100');
    expect(local.pathname).toBe('/onramp/provider/meld');
    expect(local.searchParams.get('walletAddress')).toBe('0xabc');
    expect(new URL(providerPageUrl(withPage(coinbase, 'https://buy.dapp.example/coinbase'), input)).host).toBe('buy.dapp.example');
    // Plain http is for loopback only; a port likewise.
    for (const bad of ['http://buy.dapp.example/', 'https://buy.dapp.example:8443/', 'javascript:alert(1)', 'nope']) expect(() => withPage(meld, bad), bad).toThrow(ProviderUrlError);
    expect(() => checkProviderUrl('http://127.0.0.1:4100/', meld)).toThrow(ProviderUrlError);
  });

  it('builds each provider’s page for the account, amount and currency', () => {
    const input = { address: '0xabc', purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentMethod: 'card' as const, paymentAmount: '100', redirectUrl: 'https://dapp.example/' };
    const m = new URL(providerPageUrl(meld, { ...input, network: evm(1), meldPublicKey: 'pk' }));
    expect(m.origin).toBe('https://meldcrypto.com');
    expect(Object.fromEntries(m.searchParams)).toEqual({ publicKey: 'pk', destinationCurrencyCode: 'USDC', walletAddress: '0xabc', sourceCurrencyCode: 'USD', sourceAmount: '100', paymentMethodType: 'CARD', redirectUrl: 'https://dapp.example/' });
    const c = new URL(providerPageUrl(coinbase, { ...input, network: evm(8453), coinbaseAppId: 'app', paymentMethod: 'ach_bank_account', paymentAmount: undefined }));
    expect(c.origin + c.pathname).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(JSON.parse(c.searchParams.get('destinationWallets')!)).toEqual([{ address: '0xabc', blockchains: ['base'], assets: ['USDC'] }]);
    expect(c.searchParams.get('appId')).toBe('app');
    expect(c.searchParams.get('defaultPaymentMethod')).toBe('ACH_BANK_ACCOUNT');
    expect(c.searchParams.has('presetFiatAmount')).toBe(false);
    // A chain Coinbase does not pay out on falls back to ethereum.
    const fallback = new URL(providerPageUrl(coinbase, { ...input, network: evm(31337) }));
    expect(fallback.searchParams.get('defaultNetwork')).toBe('ethereum');
  });

  it('refuses a provider whose page would leave its hosts', () => {
    expect(() => providerPageUrl({ ...meld, url: 'http://meldcrypto.com/' }, { address: '0x1', network: undefined, purchaseCurrency: 'USDC', paymentCurrency: 'USD', paymentMethod: 'card', paymentAmount: '10', redirectUrl: undefined })).toThrow(ProviderUrlError);
  });
});
