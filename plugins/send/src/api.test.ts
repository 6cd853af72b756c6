import { afterEach, describe, expect, it, vi } from 'vitest';
import { internals, UserRejectedError, type Kit } from '@latchkey/kernel';
import { BALANCE_RETRY_MS } from './constants';
import { API, EVM, EVM_2, HASH, MINT, SIGNATURE, SOL_2, USDC, USDT, approveNext, makeSendKit, row, until } from './test/kit.testing';

let kit: Kit | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await kit?.destroy();
  kit = undefined;
});

const account = (k: Kit, ns: 'eip155' | 'solana' = 'eip155') => k.getState().chains[ns]!.account;
const slice = (k: Kit) => k.getState().plugins.send!;
const settled = () => new Promise((r) => setTimeout(r, 10));

describe('token balances', () => {
  it('are read from the blockchain API when an account connects and written to the account (SPEC §3 shape)', async () => {
    const made = makeSendKit();
    kit = made.kit;
    await kit.connect('dev.wallet');
    await until(() => account(kit!).tokenBalance.length === 3, 'the balances');
    expect(account(kit).tokenBalance.map((t) => [t.symbol, t.quantity.numeric, t.address])).toEqual([
      ['ETH', '1.5', undefined],
      ['USDC', '1234.5678', `eip155:1:${USDC}`],
      ['USDT', '10', `eip155:1:${USDT}`],
    ]);
    expect(slice(kit).balances.eip155).toMatchObject({ status: 'ready', caipNetworkId: 'eip155:1', address: EVM });
    expect(slice(kit).networkBalanceInUSD).toBe('4500.00');
    const [call] = made.cloud.balanceCalls();
    expect(call!.pathname).toBe(`/v1/account/${EVM}/balance`);
    expect(Object.fromEntries(call!.searchParams)).toMatchObject({ chainId: 'eip155:1', currency: 'usd', projectId: 'p1' });
  });

  it('are cached 30 s (SPEC §9 portfolio cache): a second read asks nothing, force or a later read asks again', async () => {
    const made = makeSendKit();
    kit = made.kit;
    await kit.connect('dev.wallet');
    await until(() => made.cloud.balanceCalls().length === 1 && slice(kit!).balances.eip155?.status === 'ready');
    await kit.plugin('send').refreshBalances();
    expect(made.cloud.balanceCalls()).toHaveLength(1);
    await kit.plugin('send').refreshBalances({ force: true });
    expect(made.cloud.balanceCalls()).toHaveLength(2);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 30_001);
    made.cloud.balances['eip155:1'] = [row('eip155:1', 'ETH', '0.5')];
    expect((await kit.plugin('send').refreshBalances()).map((t) => t.quantity.numeric)).toEqual(['0.5']);
    expect(made.cloud.balanceCalls()).toHaveLength(3);
    expect(account(kit).tokenBalance).toHaveLength(1);
  });

  it("a failed read clears the list, shows 'Token Balance Unavailable' once and blocks reads for 30 s (SPEC §8, §9)", async () => {
    const made = makeSendKit();
    kit = made.kit;
    made.cloud.balances['eip155:1'] = 500;
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    await kit.connect('dev.wallet');
    await until(() => slice(kit!).balances.eip155?.status === 'unavailable', 'the failure');
    expect(account(kit).tokenBalance).toEqual([]);
    expect(kit.getState().alerts.filter((a) => a.code === 'TOKEN_BALANCE_UNAVAILABLE')).toHaveLength(1);
    expect(slice(kit).balances.eip155!.lastRetry).toBe(now);
    made.cloud.balances['eip155:1'] = [row('eip155:1', 'ETH', '1')];
    // Blocked: neither a read nor a forced one asks the API for 30 s.
    now += BALANCE_RETRY_MS - 1;
    await kit.plugin('send').refreshBalances({ force: true });
    expect(made.cloud.balanceCalls()).toHaveLength(1);
    now += 1;
    expect(await kit.plugin('send').refreshBalances()).toHaveLength(1);
    expect(made.cloud.balanceCalls()).toHaveLength(2);
    expect(slice(kit).balances.eip155).toMatchObject({ status: 'ready', lastRetry: undefined });
    clock.mockRestore();
  });

  it('a malformed answer is a failed read, not a list of junk', async () => {
    const made = makeSendKit();
    kit = made.kit;
    made.cloud.balances['eip155:1'] = [{ name: 'x' }];
    await kit.connect('dev.wallet');
    await until(() => slice(kit!).balances.eip155?.status === 'unavailable');
    expect(account(kit).tokenBalance).toEqual([]);
  });

  it('are never read on a testnet (SPEC §9); the native currency can still be sent there', async () => {
    const made = makeSendKit({ chainId: 11155111 });
    kit = made.kit;
    await kit.connect('dev.wallet');
    await until(() => slice(kit!).balances.eip155?.status === 'unsupported', 'unsupported');
    expect(made.cloud.balanceCalls()).toEqual([]);
    // The native balance the chain plugin read (here, its stand-in's) stands in for the list.
    await until(() => account(kit!).balance === '1.5', 'the native balance');
    expect(kit.plugin('send').sendableTokens()).toEqual([{ name: 'Sepolia Ether', symbol: 'ETH', chainId: 'eip155:11155111', price: 0, value: 0, quantity: { decimals: '18', numeric: '1.5' } }]);
    expect(account(kit).tokenBalance).toEqual([]);
  });

  it('are read for Solana too (SOL and SPL tokens)', async () => {
    const made = makeSendKit();
    kit = made.kit;
    await kit.connect('sol.wallet');
    await until(() => account(kit!, 'solana').tokenBalance.length === 2);
    expect(account(kit, 'solana').tokenBalance.map((t) => [t.symbol, t.address])).toEqual([
      ['SOL', undefined],
      ['USDC', `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${MINT}`],
    ]);
    expect(made.cloud.balanceCalls()[0]!.searchParams.get('chainId')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('of the embedded wallet come from wallet_getCapabilities then wallet_getAssets (SPEC §7), not the API', async () => {
    const made = makeSendKit({ connectorType: 'AUTH' });
    kit = made.kit;
    made.script.capabilities = { '0x1': { assetDiscovery: { supported: true } } };
    made.script.assets = { '0x1': [{ address: 'native', balance: '0xde0b6b3a7640000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: `${API}/public/getTokenImage/ETH` } }] };
    await kit.connect('auth');
    await until(() => account(kit!).tokenBalance.length === 1);
    expect(account(kit).tokenBalance[0]).toMatchObject({ symbol: 'ETH', quantity: { numeric: '1' }, value: 3000, iconUrl: `${API}/public/getTokenImage/ETH` });
    expect(made.script.requests.filter((r) => r.method.startsWith('wallet_'))).toEqual([
      { method: 'wallet_getCapabilities', params: [EVM, ['0x1']] },
      { method: 'wallet_getAssets', params: [{ account: EVM, chainFilter: ['0x1'] }] },
    ]);
    expect(made.cloud.balanceCalls()).toEqual([]);
  });

  it('of an embedded wallet without asset discovery on the chain come from the API', async () => {
    const made = makeSendKit({ connectorType: 'AUTH' });
    kit = made.kit;
    made.script.capabilities = { '0x1': { assetDiscovery: { supported: false } } };
    await kit.connect('auth');
    await until(() => account(kit!).tokenBalance.length === 3);
    expect(made.script.requests.map((r) => r.method)).not.toContain('wallet_getAssets');
    expect(made.cloud.balanceCalls()).toHaveLength(1);
  });

  it('without a project id the API is not asked: the list is what the chain says through the namespace’s assets (the native coin)', async () => {
    const made = makeSendKit({ projectId: undefined });
    kit = made.kit;
    await kit.connect('dev.wallet');
    await until(() => slice(kit!).balances.eip155?.status === 'ready', 'the chain’s list');
    expect(made.cloud.balanceCalls()).toEqual([]);
    expect(account(kit).tokenBalance).toEqual([{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 0, value: 0, quantity: { decimals: '18', numeric: '1.5' } }]);
  });

  it('autoBalances: false reads nothing until asked', async () => {
    const made = makeSendKit({ send: { autoBalances: false } });
    kit = made.kit;
    await kit.connect('dev.wallet');
    await settled();
    expect(made.cloud.balanceCalls()).toEqual([]);
    expect(await kit.plugin('send').refreshBalances()).toHaveLength(3);
  });

  it('an answer for an account the visitor left is dropped', async () => {
    const made = makeSendKit();
    kit = made.kit;
    let release!: () => void;
    made.cloud.hold = new Promise((r) => (release = r));
    await kit.connect('dev.wallet');
    await until(() => made.cloud.balanceCalls().length === 1);
    await kit.disconnect({ namespace: 'eip155' });
    release();
    await settled();
    expect(account(kit).tokenBalance).toEqual([]);
    expect(slice(kit).balances.eip155).toBeUndefined();
  });
});

describe('the send form', () => {
  async function connected(ns: 'eip155' | 'solana' = 'eip155') {
    const made = makeSendKit();
    kit = made.kit;
    await kit.connect(ns === 'eip155' ? 'dev.wallet' : 'sol.wallet');
    await until(() => account(made.kit, ns).tokenBalance.length > 0, 'the balances');
    return { ...made, api: made.kit.plugin('send'), tokens: account(made.kit, ns).tokenBalance };
  }

  it('checks in SPEC order: amount and receiver, then the token, then the amount, then the receiver', async () => {
    const { api, tokens } = await connected();
    expect(await api.check()).toEqual({ code: 'required' });
    api.setAmount('1');
    expect(await api.check()).toEqual({ code: 'required' });
    await api.setReceiver(EVM_2);
    expect(await api.check()).toEqual({ code: 'token' });
    api.setToken(tokens[1]); // USDC, 6 decimals, 1234.5678 held
    api.setAmount('1.0000001');
    expect(await api.check()).toEqual({ code: 'decimals', decimals: 6 });
    api.setAmount('2000');
    expect(await api.check()).toEqual({ code: 'insufficient' });
    api.setAmount('0');
    expect(await api.check()).toEqual({ code: 'amount' });
    api.setAmount('12.5');
    await api.setReceiver('CCA1qj8fertEVk5rssfRoHiK6fmi3eenhzgzQztfP94b');
    expect(await api.check()).toEqual({ code: 'receiver' });
    await api.setReceiver(EVM_2);
    expect(await api.check()).toBeUndefined();
  });

  it("send() refuses with the SPEC §8 messages before anything reaches the wallet", async () => {
    const { api, tokens, sent } = await connected();
    await expect(api.send()).rejects.toThrow('An amount and receiver address are required');
    api.setAmount('1');
    await api.setReceiver(EVM_2);
    await expect(api.send()).rejects.toThrow('A token is required');
    api.setToken(tokens[2]);
    api.setAmount('11');
    await expect(api.send()).rejects.toThrow('Insufficient funds');
    expect(sent).toEqual([]);
    expect(kit!.getState().requests).toEqual([]);
  });

  it('sends an ERC-20 (USDT-style included) in base units of its decimals through the namespace’s assets.transfer, loading while it waits, then clears the form', async () => {
    const { api, tokens, sent, cloud } = await connected();
    api.setToken(tokens[2]); // USDT
    api.setAmount('2.5');
    await api.setReceiver(EVM_2);
    const sending = api.send();
    await until(() => slice(kit!).loading);
    await approveNext(kit!);
    expect(await sending).toEqual({ id: HASH });
    expect(sent).toEqual([{ namespace: 'eip155', to: EVM_2, amount: 2_500_000n, token: USDT, decimals: 6 }]);
    expect(slice(kit!)).toMatchObject({ loading: false, token: undefined, sendTokenAmount: undefined, receiverInput: '', receiverAddress: undefined, failure: undefined });
    expect(slice(kit!).lastSent).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:1', id: HASH, amount: '2.5', symbol: 'USDT', receiver: EVM_2, receiverName: undefined });
    // The balances are read again, past the cache.
    await until(() => cloud.balanceCalls().length === 2, 'a fresh read');
  });

  it('sends the native currency, and SOL and SPL tokens, through each namespace’s assets.transfer', async () => {
    const evm = await connected();
    evm.api.setToken(evm.tokens[0]);
    evm.api.setAmount('0.1');
    await evm.api.setReceiver(EVM_2);
    const a = evm.api.send();
    await approveNext(kit!);
    await a;
    expect(evm.sent).toEqual([{ namespace: 'eip155', to: EVM_2, amount: 100_000_000_000_000_000n }]);
    await kit!.destroy();

    const sol = await connected('solana');
    sol.api.setToken(sol.tokens[0]);
    sol.api.setAmount('0.25');
    await sol.api.setReceiver(SOL_2);
    const b = sol.api.send();
    await approveNext(kit!);
    expect(await b).toEqual({ id: SIGNATURE });
    sol.api.setToken(sol.tokens[1]);
    sol.api.setAmount('3');
    await sol.api.setReceiver(SOL_2);
    const c = sol.api.send();
    await approveNext(kit!);
    await c;
    expect(sol.sent).toEqual([
      { namespace: 'solana', to: SOL_2, amount: 250_000_000n },
      { namespace: 'solana', to: SOL_2, amount: 3_000_000n, token: MINT, decimals: 6 },
    ]);
  });

  it('a rejection in the wallet keeps the form and says so', async () => {
    const { api, tokens } = await connected();
    api.setToken(tokens[1]);
    api.setAmount('1');
    await api.setReceiver(EVM_2);
    const sending = api.send();
    await until(() => kit!.getState().requests.length === 1);
    internals(kit!).requests.reject(kit!.getState().requests[0]!.id);
    await expect(sending).rejects.toBeInstanceOf(UserRejectedError);
    expect(slice(kit!)).toMatchObject({ loading: false, failure: { reason: 'rejected' }, sendTokenAmount: '1', receiverAddress: EVM_2 });
    expect(slice(kit!).token?.symbol).toBe('USDC');
  });

  it('resolves an account name (EVM) to the address for the network, with its name and avatar', async () => {
    const { api, cloud, tokens } = await connected();
    cloud.names['ada.reown.id'] = { name: 'ada.reown.id', addresses: { '60': { address: EVM_2 } }, attributes: { avatar: 'https://img.example/ada.png' } };
    await api.setReceiver('ada.reown.id');
    expect(slice(kit!)).toMatchObject({ receiverInput: 'ada.reown.id', receiverAddress: EVM_2, receiverProfileName: 'ada.reown.id', receiverProfileImageUrl: 'https://img.example/ada.png', resolving: false });
    await api.setReceiver('nobody.reown.id');
    expect(slice(kit!)).toMatchObject({ receiverAddress: undefined, resolveError: 'notFound' });
    api.setToken(tokens[0]);
    api.setAmount('0.1');
    expect(await api.check()).toEqual({ code: 'notFound' });
    cloud.names['down.reown.id'] = 500;
    await api.setReceiver('down.reown.id');
    expect(await api.check()).toEqual({ code: 'resolveError' });
    await expect(api.send()).rejects.toThrow('Error resolving name');
  });

  it('Max: all of a token; of the native currency what leaves the fee (EVM: 21000 gas at twice the gas price; Solana: fee and rent)', async () => {
    const evm = await connected();
    evm.api.setToken(evm.tokens[1]);
    expect(await evm.api.maxAmount()).toBe('1234.5678');
    evm.api.setToken(evm.tokens[0]);
    // 1.5 ETH − 21000 × 1 gwei × 2.
    expect(await evm.api.maxAmount()).toBe('1.499958');
    // Read live through the kit's RPC (the proxy), for the network the account is on.
    expect(new Set(evm.cloud.calls.filter((u) => u.pathname === '/v1/').map((u) => u.searchParams.get('chainId')))).toEqual(new Set(['eip155:1']));
    await kit!.destroy();
    const sol = await connected('solana');
    sol.api.setToken(sol.tokens[0]);
    // 2 SOL − 5000 lamports − 890880 lamports of rent.
    expect(await sol.api.maxAmount()).toBe('1.99910412');
  });

  it('a form for another network is dropped when the wallet moves', async () => {
    const { api, tokens } = await connected();
    api.setToken(tokens[1]);
    api.setAmount('5');
    await kit!.switchNetwork(8453);
    await until(() => slice(kit!).token === undefined, 'the form reset');
    expect(slice(kit!).sendTokenAmount).toBeUndefined();
    expect(api.sendableTokens()).toEqual([]);
  });
});

describe('the Account view entries', () => {
  it('receive (30) and send (40) in SPEC order, then tokens; send only on eip155 and solana', async () => {
    const made = makeSendKit();
    kit = made.kit;
    expect(internals(kit).slots('walletFeatures')).toEqual([]);
    await kit.connect('dev.wallet');
    expect(internals(kit).slots('walletFeatures').map((s) => [s.id, s.order, s.view])).toEqual([
      ['receive', 30, 'WalletReceive'],
      ['send', 40, 'WalletSend'],
      ['tokens', 45, 'WalletTokens'],
    ]);
  });

  it('each behind its feature flag; receive and send never in basic mode', async () => {
    const off = makeSendKit({ features: { send: false, receive: false } });
    kit = off.kit;
    await kit.connect('dev.wallet');
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toEqual(['tokens']);
    await kit.destroy();
    const basic = makeSendKit({ basic: true });
    kit = basic.kit;
    await kit.connect('dev.wallet');
    expect(kit.getState().features.send).toBe(true);
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toEqual(['tokens']);
  });
});
