/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupBlockedError, ProviderUnavailableError } from './errors';
import { POPUP_POLL_MS } from './constants';
import { makeOnrampKit, stubOpen, until } from './test/kit.testing';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function connected(options: Parameters<typeof makeOnrampKit>[0] = {}) {
  const made = makeOnrampKit(options);
  await made.kit.ready;
  await made.kit.connect('evm.wallet');
  return { ...made, api: made.kit.plugin('onramp'), state: () => made.kit.getState().plugins.onramp! };
}

describe('onramp options', () => {
  it('starts from the SPEC §9 defaults and takes the API’s currencies and limits', async () => {
    const { kit, api, state, cloud } = await connected();
    expect(state()).toMatchObject({ optionsStatus: 'idle', paymentCurrency: 'USD', paymentMethod: 'card', purchaseCurrency: 'USDC', paymentAmount: '' });
    expect(api.limits()).toEqual({ id: 'card', min: '10.00', max: '7500.00' });
    await api.loadOptions();
    expect(state().optionsStatus).toBe('ready');
    expect(state().paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
    expect(state().purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH']);
    await api.loadOptions();
    expect(cloud.calls.filter((c) => c.url.pathname === '/v1/onramp/options')).toHaveLength(1);
    // The project id rides on every call to the API.
    expect(cloud.calls.find((c) => c.url.pathname === '/v1/onramp/options')?.url.searchParams.get('projectId')).toBe('p1');
    api.setPaymentMethod('ach_bank_account');
    expect(api.limits()).toEqual({ id: 'ach_bank_account', min: '10.00', max: '25000.00' });
    await kit.destroy();
  });

  it('keeps the defaults when the options fail or do not match their schema', async () => {
    for (const options of [503, { paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: 'ten', max: '7500.00' }] }], purchaseCurrencies: [] }]) {
      const { kit, api, state, cloud } = await connected();
      cloud.options = options;
      await api.loadOptions();
      expect(state().optionsStatus).toBe('failed');
      expect(state().paymentCurrencies[0]?.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ]);
      expect(state().purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC']);
      await kit.destroy();
    }
  });
});

describe('after the kit is destroyed', () => {
  it('settles the calls quietly (a view that loaded late asks nothing)', async () => {
    const { kit, api, cloud } = await connected();
    api.setPaymentAmount('100');
    await kit.destroy();
    const before = cloud.calls.length;
    await expect(api.loadOptions()).resolves.toBeUndefined();
    await expect(api.getQuote()).resolves.toBeNull();
    expect(cloud.calls.length).toBe(before);
  });
});

describe('onramp quotes', () => {
  it('quotes the amount for USDC on the active network (Ethereum, else its first network)', async () => {
    const { kit, api, state, cloud } = await connected();
    api.setPaymentAmount('100');
    const quote = await api.getQuote();
    expect(quote?.purchaseAmount).toEqual({ amount: '98.000000', currency: 'USDC' });
    expect(state()).toMatchObject({ purchaseAmount: '98.000000', quotesLoading: false, error: undefined });
    expect(cloud.quoteCalls()).toEqual([{ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' }]);
    await kit.switchNetwork('eip155:137');
    await api.getQuote();
    expect(cloud.quoteCalls()[1]?.network).toBe('polygon');
    await kit.switchNetwork('eip155:8453');
    await api.getQuote();
    expect(cloud.quoteCalls()[2]?.network).toBe('ethereum');
    await kit.destroy();
  });

  it('stores the error and returns null when the quote fails (SPEC §8)', async () => {
    const { kit, api, state, cloud } = await connected();
    cloud.quote = () => ({ status: 400, body: { status: 'FAILED', message: 'USDC is not offered on network "base"' } });
    api.setPaymentAmount('100');
    expect(await api.getQuote()).toBeNull();
    expect(state()).toMatchObject({ purchaseAmount: undefined, quotesLoading: false, error: 'USDC is not offered on network "base"' });
    // Without a server reason, the HTTP message.
    cloud.quote = () => ({ status: 500, body: 'oops' });
    expect(await api.getQuote()).toBeNull();
    expect(state().error).toBe('HTTP status code 500');
    // A reply that is not a quote is an error too.
    cloud.quote = () => ({ status: 200, body: { purchaseAmount: { amount: '-3', currency: 'USDC' } } });
    expect(await api.getQuote()).toBeNull();
    expect(state().error).toMatch(/.+/);
    // The next good quote clears it.
    cloud.quote = () => ({ status: 200, body: { purchaseAmount: { amount: '1.5', currency: 'USDC' } } });
    expect(await api.getQuote()).not.toBeNull();
    expect(state()).toMatchObject({ purchaseAmount: '1.5', error: undefined });
    await kit.destroy();
  });

  it('asks nothing for an amount outside the limits', async () => {
    const { kit, api, state, cloud } = await connected();
    for (const amount of ['', '9.99', '7500.01', 'x']) {
      api.setPaymentAmount(amount);
      expect(await api.getQuote(), amount).toBeNull();
    }
    expect(cloud.quoteCalls()).toEqual([]);
    expect(state().error).toBeUndefined();
    api.setPaymentAmount('7500.01');
    expect(api.amountProblem()).toEqual({ code: 'range', min: '10.00', max: '7500.00', currency: 'USD' });
    api.setPaymentMethod('ach_bank_account');
    expect(api.amountProblem()).toBeUndefined();
    expect(await api.getQuote()).toBeNull(); // the double's own limit is the card's: its error is stored
    expect(state().error).toMatch(/between 10.00 and 7500.00/);
    await kit.destroy();
  });

  it('drops the answer to an older quote', async () => {
    const { kit, api, state, cloud } = await connected();
    let release!: () => void;
    cloud.hold = new Promise((r) => (release = r));
    api.setPaymentAmount('100');
    const first = api.getQuote();
    await until(() => cloud.quoteCalls().length === 1, 'the first quote');
    cloud.hold = undefined;
    api.setPaymentAmount('200');
    await api.getQuote();
    release();
    await first;
    expect(state().purchaseAmount).toBe('196.500000');
    await kit.destroy();
  });
});

describe('the provider’s page', () => {
  it('opens meld for the account (opener cut, checked URL) and records the purchase until the visitor is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { kit, api, state } = await connected({ onramp: { meldPublicKey: 'pk', redirectUrl: 'https://dapp.example/back' } });
    const { popup } = stubOpen((w, n) => vi.spyOn(w, n));
    api.setPaymentAmount('100');
    await api.getQuote();
    const purchase = api.openProvider('meld');
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    const url = new URL(popup.location.href);
    expect(url.origin).toBe('https://meldcrypto.com');
    expect(url.searchParams.get('walletAddress')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(url.searchParams.get('sourceAmount')).toBe('100');
    expect(url.searchParams.get('redirectUrl')).toBe('https://dapp.example/back');
    expect(purchase).toMatchObject({ provider: 'meld', status: 'pending', paymentAmount: '100', paymentCurrency: 'USD', purchaseCurrency: 'USDC', purchaseAmount: '98.000000', network: 'Ethereum' });
    expect(state().purchase?.status).toBe('pending');
    vi.advanceTimersByTime(POPUP_POLL_MS * 3);
    expect(state().purchase?.status).toBe('pending');
    popup.close();
    vi.advanceTimersByTime(POPUP_POLL_MS);
    expect(state().purchase?.status).toBe('returned');
    api.reset();
    expect(state()).toMatchObject({ purchase: undefined, paymentAmount: '', purchaseAmount: undefined });
    await kit.destroy();
  });

  it('opens coinbase on the Coinbase pay chain of the network, ethereum otherwise', async () => {
    const { kit, api } = await connected({ chainId: 8453 });
    const { popup } = stubOpen((w, n) => vi.spyOn(w, n));
    api.openProvider('coinbase');
    const url = new URL(popup.location.href);
    expect(url.host).toBe('pay.coinbase.com');
    expect(JSON.parse(url.searchParams.get('destinationWallets')!)[0].blockchains).toEqual(['base']);
    expect(url.searchParams.get('appId')).toBe('p1');
    await kit.switchNetwork('eip155:11155111');
    expect(new URL(api.providerUrl('coinbase')).searchParams.get('defaultNetwork')).toBe('ethereum');
    await kit.destroy();
  });

  it('says when the browser blocks it, and refuses providers that are off or do not serve the namespace', async () => {
    const { kit, api, state, cloud } = await connected();
    stubOpen((w, n) => vi.spyOn(w, n), true);
    expect(() => api.openProvider('meld')).toThrow(PopupBlockedError);
    expect(state().purchase).toBeUndefined();
    await kit.connect('sol.wallet');
    kit.setActiveNamespace('solana');
    expect(() => api.openProvider('coinbase')).toThrow(ProviderUnavailableError);
    expect(new URL(api.providerUrl('meld')).searchParams.get('walletAddress')).toBe('CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b');
    await kit.destroy();

    cloud.onramp = ['coinbase'];
    const other = await connected({ cloud });
    expect(() => other.api.providerUrl('meld')).toThrow(ProviderUnavailableError);
    await other.kit.destroy();
  });
});
