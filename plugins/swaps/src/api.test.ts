import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserRejectedError, ValidationError } from '@latchkey/kernel';
import { QUOTE_DELAY_MS } from './constants';
import { SwapRevertedError, SwapTransactionError, SwapUnavailableError } from './errors';
import { API, DAI, EVM, GAS_PRICE, GAS_USED, NATIVE, SWAP_CONTRACT, USDC, USDT, approveNext, balanceOf, makeSwapsKit, quoteOf, rejectNext, until, type MakeOptions } from './test/kit.testing';

afterEach(() => {
  vi.useRealTimers();
});

const ETH_ID = `eip155:1:${NATIVE}`;
const USDC_ID = `eip155:1:${USDC.toLowerCase()}`;
const USDT_ID = `eip155:1:${USDT.toLowerCase()}`;

async function connected(options: MakeOptions = {}) {
  const made = makeSwapsKit(options);
  await made.kit.ready;
  await made.kit.connect('evm.wallet');
  const api = made.kit.plugin('swaps');
  return { ...made, api, state: () => made.kit.getState().plugins.swaps! };
}

/** USDC → ETH for `amount`, quoted. */
async function usdcToEth(api: Awaited<ReturnType<typeof connected>>['api'], amount: string) {
  await api.loadTokens();
  api.setFrom(USDC_ID);
  api.setTo(ETH_ID);
  api.setAmount(amount);
  return api.quote();
}

describe('the token list', () => {
  it('reads the active network’s list, checked and cleaned, native first, with on-chain balances and prices', async () => {
    const { kit, api, state, cloud } = await connected();
    const tokens = await api.loadTokens();
    expect(cloud.calls.find((c) => c.url.pathname === '/v1/convert/tokens')?.url.searchParams.get('chainId')).toBe('eip155:1');
    // 0 decimals, another chain's token and a repeat are dropped; the bidi mark is removed.
    expect(state().tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'DAI']);
    expect(state().tokens[3]?.name).toBe('Dai Stablecoin');
    // Icons: the API's own origin is kept, a javascript: URL is not.
    expect(state().tokens.map((t) => t.logoUri)).toEqual([`${API}/public/getTokenImage/ETH`, `${API}/public/getTokenImage/USDC`, undefined, undefined]);
    // Held first, by USD value: 2 ETH ($6000) before 1000 USDC; then the list's order.
    expect(tokens.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['USDC', '1000', 1],
      ['USDT', '0', undefined],
      ['DAI', '0', undefined],
    ]);
    expect(tokens[1]).toMatchObject({ id: USDC_ID, address: USDC.toLowerCase(), decimals: 6, native: false, value: 1000 });
    // The native coin is the default token to pay with.
    expect(state().from).toBe(ETH_ID);
    // Prices: only what is held or chosen, asked once, with the project id in the body.
    const price = cloud.calls.find((c) => c.url.pathname === '/v1/fungible/price');
    expect(price?.body).toEqual({ projectId: 'p1', currency: 'usd', addresses: [`eip155:1:${NATIVE}`, `eip155:1:${USDC}`] });
    await api.loadTokens();
    expect(cloud.paths().filter((p) => p === '/v1/convert/tokens')).toHaveLength(1);
    await kit.destroy();
  });

  it('searches by name, symbol or address', async () => {
    const { kit, api } = await connected();
    await api.loadTokens();
    expect(api.searchTokens('usd').map((t) => t.symbol)).toEqual(['USDC', 'USDT']);
    expect(api.searchTokens('Stablecoin').map((t) => t.symbol)).toEqual(['DAI']);
    expect(api.searchTokens(DAI.slice(0, 12).toUpperCase()).map((t) => t.symbol)).toEqual(['DAI']);
    expect(api.searchTokens('  ').length).toBe(4);
    expect(api.searchTokens('nothing')).toEqual([]);
    await kit.destroy();
  });

  it('keeps a failed list in the state and reads it again when asked', async () => {
    const { kit, api, state, cloud } = await connected();
    cloud.override['/v1/convert/tokens'] = () => ({ status: 503, body: { message: 'down' } });
    expect(await api.loadTokens()).toEqual([]);
    expect(state().tokensStatus).toBe('failed');
    // A reply of the wrong shape is a failure too.
    cloud.override['/v1/convert/tokens'] = () => ({ status: 200, body: { tokens: [{ name: 'x', symbol: 'X', address: 'not-caip', decimals: 6 }] } });
    expect(await api.loadTokens({ force: true })).toEqual([]);
    delete cloud.override['/v1/convert/tokens'];
    expect((await api.loadTokens({ force: true })).length).toBe(4);
    expect(state().tokensStatus).toBe('ready');
    await kit.destroy();
  });

  it('answers nothing off the swap networks, and starts afresh on another swap network', async () => {
    const { kit, api, state, cloud } = await connected();
    await api.loadTokens();
    api.setAmount('1');
    await kit.switchNetwork('eip155:11155111');
    expect(api.available()).toBe(false);
    expect(await api.loadTokens()).toEqual([]);
    await expect(api.swap()).rejects.toBeInstanceOf(SwapUnavailableError);
    await kit.switchNetwork('eip155:8453');
    expect(state()).toMatchObject({ amount: '', tokens: [], from: undefined });
    await api.loadTokens();
    expect(state().caipNetworkId).toBe('eip155:8453');
    expect(cloud.calls.filter((c) => c.url.pathname === '/v1/convert/tokens').map((c) => c.url.searchParams.get('chainId'))).toEqual(['eip155:1', 'eip155:8453']);
    await kit.destroy();
  });
});

describe('the form', () => {
  it('swaps the sides when the other side’s token is picked, and says what is missing', async () => {
    const { kit, api, state } = await connected();
    expect(api.problem()).toEqual({ code: 'tokens' });
    await api.loadTokens();
    api.setTo(USDC_ID);
    expect(api.problem()).toEqual({ code: 'amount' });
    api.setTo(ETH_ID);
    expect([state().from, state().to]).toEqual([USDC_ID, ETH_ID]);
    api.switchTokens();
    expect([state().from, state().to]).toEqual([ETH_ID, USDC_ID]);
    api.setFrom(USDC); // a bare address works too
    expect([state().from, state().to]).toEqual([USDC_ID, ETH_ID]);
    api.setAmount('1000.5');
    expect(api.problem()).toEqual({ code: 'insufficient', symbol: 'USDC' });
    api.setAmount('1.0000001');
    expect(api.problem()).toEqual({ code: 'decimals', decimals: 6 });
    api.setAmount('0');
    expect(api.problem()).toEqual({ code: 'amount' });
    api.setAmount('10');
    expect(api.problem()).toEqual({ code: 'quoting' });
    await api.quote();
    expect(api.problem()).toBeUndefined();
    expect(() => api.setSlippage(50)).toThrow(ValidationError);
    await kit.destroy();
  });

  it('asks for a quote once typing pauses, only for the last amount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit, api, state, cloud } = await connected();
    await api.loadTokens();
    api.setFrom(USDC_ID);
    api.setTo(ETH_ID);
    for (const typed of ['1', '12', '12.', '12.5']) {
      api.setAmount(typed);
      await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS / 4);
    }
    expect(state().quoteStatus).toBe('loading');
    expect(cloud.paths()).not.toContain('/v1/convert/quotes');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS);
    await until(() => state().quoteStatus === 'ready', 'the quote');
    const quotes = cloud.calls.filter((c) => c.url.pathname === '/v1/convert/quotes');
    expect(quotes).toHaveLength(1);
    expect(Object.fromEntries(quotes[0]!.url.searchParams)).toEqual({ projectId: 'p1', amount: '12500000', userAddress: EVM, from: `eip155:1:${USDC}`, to: `eip155:1:${NATIVE}`, st: expect.any(String), sv: expect.any(String) });
    const out = quoteOf(USDC.toLowerCase(), NATIVE, 12_500_000n);
    expect(state().quote).toEqual({ from: USDC_ID, to: ETH_ID, fromAmount: '12500000', toAmount: out.toString(), slippage: 1, minimumToAmount: ((out * 99n) / 100n).toString() });
    // An empty amount asks nothing and clears the quote.
    api.setAmount('');
    await vi.advanceTimersByTimeAsync(QUOTE_DELAY_MS * 2);
    expect(state()).toMatchObject({ quote: undefined, quoteStatus: 'idle' });
    expect(cloud.calls.filter((c) => c.url.pathname === '/v1/convert/quotes')).toHaveLength(1);
    await kit.destroy();
  });

  it('drops the answer to an older quote', async () => {
    const { kit, api, state, cloud } = await connected();
    await api.loadTokens();
    api.setFrom(USDC_ID);
    api.setTo(ETH_ID);
    let release!: () => void;
    cloud.hold = new Promise((r) => (release = r));
    api.setAmount('10');
    const first = api.quote();
    await until(() => cloud.paths().includes('/v1/convert/quotes'), 'the first quote');
    cloud.hold = undefined;
    api.setAmount('20');
    await api.quote();
    release();
    await first;
    expect(state().quote?.fromAmount).toBe('20000000');
    await kit.destroy();
  });

  it('stores the server’s reason when there is no quote', async () => {
    const { kit, api, state, cloud } = await connected();
    cloud.override['/v1/convert/quotes'] = () => ({ status: 400, body: { message: 'No liquidity for this pair' } });
    expect(await usdcToEth(api, '10')).toBeNull();
    expect(state()).toMatchObject({ quote: undefined, quoteStatus: 'failed', quoteError: 'No liquidity for this pair' });
    expect(api.problem()).toEqual({ code: 'noQuote' });
    cloud.override['/v1/convert/quotes'] = () => ({ status: 200, body: { quotes: [] } });
    expect(await api.quote()).toBeNull();
    expect(state().quoteError).toBe('No quote is available for this swap');
    cloud.override['/v1/convert/quotes'] = () => ({ status: 200, body: { quotes: [{ id: null, fromAmount: '10000000', toAmount: '-1' }] } });
    expect(await api.quote()).toBeNull();
    expect(state().quoteStatus).toBe('failed');
    delete cloud.override['/v1/convert/quotes'];
    expect(await api.quote()).not.toBeNull();
    expect(state()).toMatchObject({ quoteStatus: 'ready', quoteError: undefined });
    await kit.destroy();
  });

  it('leaves the gas of a swap out of the native Max; a token’s Max is all of it', async () => {
    const { kit, api } = await connected();
    await api.loadTokens();
    expect(await api.maxAmount()).toBe('1.9994'); // 2 ETH − 300 000 gas × 2 gwei
    api.setFrom(USDC_ID);
    expect(await api.maxAmount()).toBe('1000');
    await kit.destroy();
  });
});

describe('swapping', () => {
  it('checks the allowance, approves, then swaps, each approved by the visitor; balances change by the quote', async () => {
    const { kit, api, state, cloud, script } = await connected();
    const quote = await usdcToEth(api, '12.5');
    const [eth, usdc] = [balanceOf(cloud, NATIVE), balanceOf(cloud, USDC)];
    expect(await api.needsApproval()).toBe(true);
    const done = api.swap();
    await until(() => state().pending === 'approve', 'the approval');
    await approveNext(kit);
    await until(() => state().pending === 'swap', 'the swap');
    await approveNext(kit);
    const hash = await done;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    // The order: allowance, build-transaction (no gas estimate: it names the router, the approval's
    // spender), build-approve, (approval sent), build-transaction (swap sent).
    const order = cloud.paths().filter((p) => /allowance|build-approve|build-transaction/.test(p));
    expect(order.slice(-4)).toEqual(['/v1/convert/allowance', '/v1/convert/build-transaction', '/v1/convert/build-approve', '/v1/convert/build-transaction']);
    expect(script.sent.map((tx) => [tx.to!.toLowerCase(), tx.data!.slice(0, 10)])).toEqual([
      [USDC.toLowerCase(), '0x095ea7b3'],
      [SWAP_CONTRACT, '0x5a5a0000'],
    ]);
    expect(script.sent[1]).toMatchObject({ value: '0x0', gas: `0x${GAS_USED.toString(16)}`, gasPrice: `0x${GAS_PRICE.toString(16)}`, chainId: '0x1' });
    const builds = cloud.calls.filter((c) => c.url.pathname === '/v1/convert/build-transaction').map((c) => c.body);
    const asked = { projectId: 'p1', userAddress: EVM, amount: '12500000', from: `eip155:1:${USDC}`, to: `eip155:1:${NATIVE}`, eip155: { slippage: '1' } };
    expect(builds.slice(-2)).toEqual([{ ...asked, disableEstimate: true }, asked]);
    // The approval asked for exactly the amount sold.
    expect(cloud.calls.find((c) => c.url.pathname === '/v1/convert/build-approve')!.url.searchParams.get('amount')).toBe('12500000');
    // On chain: 12.5 USDC out; the quoted ETH in, less two transactions' gas.
    expect(usdc - balanceOf(cloud, USDC)).toBe(12_500_000n);
    expect(balanceOf(cloud, NATIVE) - eth).toBe(BigInt(quote!.toAmount) - 2n * GAS_USED * GAS_PRICE);
    expect(state().lastSwap).toEqual({
      caipNetworkId: 'eip155:1',
      hash,
      approvalHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      from: { id: USDC_ID, symbol: 'USDC', decimals: 6 },
      to: { id: ETH_ID, symbol: 'ETH', decimals: 18 },
      fromAmount: '12500000',
      toAmount: quote!.toAmount,
      measured: true,
      fee: (2n * GAS_USED * GAS_PRICE).toString(),
    });
    // The form is cleared; the balances are read again.
    expect(state()).toMatchObject({ amount: '', quote: undefined, pending: undefined, failure: undefined });
    await until(() => state().balances[USDC_ID] === (1_000_000_000n - 12_500_000n).toString(), 'the new balance');
    await kit.destroy();
  });

  it('swaps the native coin without an approval', async () => {
    const { kit, api, state, cloud, script } = await connected();
    await api.loadTokens();
    api.setTo(USDC_ID);
    api.setAmount('0.1');
    const quote = await api.quote();
    expect(await api.needsApproval()).toBe(false);
    expect(await api.approve()).toBeUndefined();
    const done = api.swap();
    await approveNext(kit);
    await done;
    expect(cloud.paths()).not.toContain('/v1/convert/allowance');
    expect(cloud.paths()).not.toContain('/v1/convert/build-approve');
    expect(script.sent).toHaveLength(1);
    expect(script.sent[0]?.value).toBe(`0x${(10n ** 17n).toString(16)}`);
    expect(balanceOf(cloud, USDC)).toBe(1_000_000_000n + BigInt(quote!.toAmount));
    expect(state().lastSwap).toMatchObject({ approvalHash: undefined, toAmount: quote!.toAmount, measured: true, fee: (GAS_USED * GAS_PRICE).toString() });
    await kit.destroy();
  });

  it('approves on its own, and a second swap of no more than allowed needs none', async () => {
    const { kit, api, state, script } = await connected();
    await usdcToEth(api, '5');
    const approving = api.approve();
    await approveNext(kit);
    const approvalHash = await approving;
    expect(approvalHash).toMatch(/^0x/);
    expect(state()).toMatchObject({ pending: undefined, allowance: { token: USDC_ID, amount: '5000000' }, approval: { hash: approvalHash, fee: (GAS_USED * GAS_PRICE).toString() } });
    expect(await api.needsApproval()).toBe(false);
    const swapping = api.swap();
    await approveNext(kit);
    await swapping;
    expect(script.sent).toHaveLength(2);
    // The approval sent as its own step counts for the swap: its hash and its gas.
    expect(state().lastSwap).toMatchObject({ approvalHash, fee: (2n * GAS_USED * GAS_PRICE).toString() });
    expect(state().approval).toBeUndefined();
    await kit.destroy();
  });

  it('says the visitor declined (at the gate or in the wallet), and keeps the form to try again', async () => {
    const { kit, api, state, script } = await connected();
    await usdcToEth(api, '5');
    const done = api.swap();
    await rejectNext(kit);
    await expect(done).rejects.toBeInstanceOf(UserRejectedError);
    expect(state()).toMatchObject({ pending: undefined, amount: '5', failure: { stage: 'approve', reason: 'rejected' } });
    // The wallet's own refusal (4001) is a rejection too.
    script.reject = true;
    const again = api.swap();
    await approveNext(kit);
    await expect(again).rejects.toBeInstanceOf(UserRejectedError);
    expect(state().failure).toMatchObject({ stage: 'approve', reason: 'rejected' });
    // Approved, then the swap declined: the approval stays done.
    script.reject = false;
    const third = api.swap();
    await approveNext(kit);
    await until(() => state().pending === 'swap', 'the swap');
    await rejectNext(kit);
    await expect(third).rejects.toBeInstanceOf(UserRejectedError);
    expect(state()).toMatchObject({ failure: { stage: 'swap', reason: 'rejected' }, allowance: { token: USDC_ID, amount: '5000000' } });
    expect(await api.needsApproval()).toBe(false);
    await kit.destroy();
  });

  it('says the network refused a swap whose price moved beyond the slippage tolerance', async () => {
    const { kit, api, state, cloud } = await connected();
    await api.loadTokens();
    api.setTo(USDC_ID);
    api.setAmount('0.1');
    await api.quote();
    cloud.executionFactor = 0.98;
    const done = api.swap();
    await approveNext(kit);
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SwapRevertedError);
    expect(state().failure).toMatchObject({ stage: 'swap', reason: 'reverted' });
    // Within the tolerance it goes through.
    cloud.executionFactor = 0.995;
    const retry = api.swap();
    await approveNext(kit);
    await retry;
    expect(state().lastSwap?.toAmount).toBe(quoteOf(NATIVE, USDC.toLowerCase(), 10n ** 17n, 0.995).toString());
    await kit.destroy();
  });

  it('never sends a transaction the API built for something else', async () => {
    const { kit, api, state, cloud, script } = await connected();
    await usdcToEth(api, '5');
    cloud.override['/v1/convert/build-approve'] = (url) => ({ status: 200, body: { tx: { from: url.searchParams.get('userAddress'), to: USDT, data: `0x095ea7b3${'0'.repeat(128)}`, value: '0' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    cloud.override['/v1/convert/build-approve'] = (url) => ({ status: 200, body: { tx: { from: url.searchParams.get('userAddress'), to: USDC, data: `0xa9059cbb${'0'.repeat(128)}`, value: '0' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    delete cloud.override['/v1/convert/build-approve'];
    const approving = api.approve();
    await approveNext(kit);
    await approving;
    cloud.override['/v1/convert/build-transaction'] = () => ({ status: 200, body: { tx: { from: EVM, to: SWAP_CONTRACT, data: '0x', amount: '1000' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    cloud.override['/v1/convert/build-transaction'] = () => ({ status: 200, body: { tx: { from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', to: SWAP_CONTRACT, data: '0x', amount: '0' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    expect(state().failure).toMatchObject({ stage: 'swap', reason: 'unsafe', rule: 'sender' });
    // Only the approval was ever sent.
    expect(script.sent).toHaveLength(1);
    await kit.destroy();
  });

  it('refuses an amount above the balance before asking anything', async () => {
    const { kit, api, cloud, script } = await connected();
    await usdcToEth(api, '5000');
    const before = cloud.calls.length;
    const error = await api.swap().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).shortMessage).toBe('Insufficient funds');
    expect(cloud.calls.length).toBe(before);
    expect(script.sent).toEqual([]);
    api.setTo(USDT_ID);
    api.setFrom(undefined);
    await expect(api.swap()).rejects.toMatchObject({ shortMessage: 'Select the tokens' });
    await kit.destroy();
  });
});

describe('what the swap API builds is checked before the wallet is asked', () => {
  const ATTACKER = '0x00000000000000000000000000000000000a77ac';
  const MAX = 2n ** 256n - 1n;
  const word = (v: string | bigint) => (typeof v === 'bigint' ? v.toString(16) : v.slice(2).toLowerCase()).padStart(64, '0');

  /** The kit's gate never saw a request: no approval view, no wallet prompt. */
  function watchGate(kit: Awaited<ReturnType<typeof connected>>['kit']) {
    const queued: string[] = [];
    kit.on('requestQueued', (r) => void queued.push(r.method));
    return queued;
  }

  it('a hostile approval, approve(attacker, 2^256-1), fails typed and reaches neither the kit’s approval nor the wallet', async () => {
    const { kit, api, state, cloud, script } = await connected();
    const queued = watchGate(kit);
    await usdcToEth(api, '5');
    cloud.override['/v1/convert/build-approve'] = (url) => ({ status: 200, body: { tx: { from: url.searchParams.get('userAddress'), to: USDC, data: `0x095ea7b3${word(ATTACKER)}${word(MAX)}`, value: '0' } } });
    const error = await api.swap().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SwapTransactionError);
    expect((error as SwapTransactionError).data).toEqual({ rule: 'spender' });
    expect(state().failure).toMatchObject({ stage: 'approve', reason: 'unsafe', rule: 'spender' });
    expect(state().pending).toBeUndefined();
    expect([queued, script.sent, kit.getState().requests]).toEqual([[], [], []]);
    await kit.destroy();
  });

  it('a hostile swap, USDC.transfer(attacker), fails as the swap before any approval is built', async () => {
    const { kit, api, state, cloud, script } = await connected();
    const queued = watchGate(kit);
    await usdcToEth(api, '5');
    cloud.override['/v1/convert/build-transaction'] = () => ({ status: 200, body: { tx: { from: EVM, to: USDC, data: `0xa9059cbb${word(ATTACKER)}${word(5_000_000n)}`, amount: '0' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    expect(state().failure).toMatchObject({ stage: 'swap', reason: 'unsafe', rule: 'calldata' });
    expect(cloud.paths()).not.toContain('/v1/convert/build-approve');
    // The approval step alone refuses it too.
    await expect(api.approve()).rejects.toBeInstanceOf(SwapTransactionError);
    expect([queued, script.sent]).toEqual([[], []]);
    await kit.destroy();
  });

  it('the swap sent after the approval must call the router the approval named', async () => {
    const { kit, api, state, cloud, script } = await connected();
    await usdcToEth(api, '5');
    const approving = api.approve();
    await approveNext(kit);
    await approving;
    expect(state().router).toBe(SWAP_CONTRACT);
    const queued = watchGate(kit);
    const other = '0x1111111111111111111111111111111111111111';
    cloud.override['/v1/convert/build-transaction'] = () => ({ status: 200, body: { tx: { from: EVM, to: other, data: '0x5a5a00000001', amount: '0' } } });
    await expect(api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    expect(state().failure).toMatchObject({ stage: 'swap', reason: 'unsafe', rule: 'router' });
    expect([queued, script.sent.length]).toEqual([[], 1]);
    await kit.destroy();
  });

  it('an unlimited approval only when the visitor chose it', async () => {
    const { kit, api, state, cloud, script } = await connected();
    await usdcToEth(api, '5');
    // Not chosen: an API that answers with uint256's maximum is refused.
    cloud.override['/v1/convert/build-approve'] = (url) => ({ status: 200, body: { tx: { from: url.searchParams.get('userAddress'), to: USDC, data: `0x095ea7b3${word(SWAP_CONTRACT)}${word(MAX)}`, value: '0' } } });
    await expect(api.approve()).rejects.toBeInstanceOf(SwapTransactionError);
    expect(state().failure).toMatchObject({ rule: 'amount' });
    delete cloud.override['/v1/convert/build-approve'];
    expect(() => api.setUnlimitedApproval('yes' as unknown as boolean)).toThrow(ValidationError);
    api.setUnlimitedApproval(true);
    const approving = api.approve();
    await approveNext(kit);
    await approving;
    const asked = cloud.calls.filter((c) => c.url.pathname === '/v1/convert/build-approve').at(-1)!;
    expect(asked.url.searchParams.get('amount')).toBe(MAX.toString());
    expect(script.sent[0]!.data).toBe(`0x095ea7b3${word(SWAP_CONTRACT)}${word(MAX)}`);
    expect(state().allowance).toEqual({ token: USDC_ID, amount: MAX.toString() });
    await kit.destroy();
  });

  it('a router allowlist per network: any other router is refused; a bad list fails at createKit', async () => {
    const refused = await connected({ swaps: { routers: { 1: ['0x1111111111111111111111111111111111111111'] } } });
    await refused.api.loadTokens();
    refused.api.setTo(USDC_ID);
    refused.api.setAmount('0.1');
    await refused.api.quote();
    await expect(refused.api.swap()).rejects.toBeInstanceOf(SwapTransactionError);
    expect(refused.state().failure).toMatchObject({ stage: 'swap', reason: 'unsafe', rule: 'router' });
    expect(refused.script.sent).toEqual([]);
    await refused.kit.destroy();

    const allowed = await connected({ swaps: { routers: { 1: [SWAP_CONTRACT.toUpperCase().replace('0X', '0x')], 8453: [] } } });
    await allowed.api.loadTokens();
    allowed.api.setTo(USDC_ID);
    allowed.api.setAmount('0.1');
    await allowed.api.quote();
    const done = allowed.api.swap();
    await approveNext(allowed.kit);
    await expect(done).resolves.toMatch(/^0x/);
    await allowed.kit.destroy();

    expect(() => makeSwapsKit({ swaps: { routers: { 1: ['vitalik.eth'] } } })).toThrow('Invalid swaps option');
    expect(() => makeSwapsKit({ swaps: { routers: { ['eip155:1' as unknown as number]: [SWAP_CONTRACT] } } })).toThrow('Invalid swaps option');
  });
});

describe('after the kit is destroyed', () => {
  it('settles the calls quietly', async () => {
    const { kit, api, cloud } = await connected();
    await kit.destroy();
    const before = cloud.calls.length;
    await expect(api.loadTokens()).resolves.toEqual([]);
    await expect(api.quote()).resolves.toBeNull();
    expect(cloud.calls.length).toBe(before);
  });
});
