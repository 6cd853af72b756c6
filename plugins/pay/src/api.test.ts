import { afterEach, describe, expect, it } from 'vitest';
import type { Kit } from '@latchkey/kernel';
import { PayError, type PayStatusEvent } from './index';
import { EVM, HASH, POLKADOT, RECIPIENT, SIGNATURE, SOLANA_MAINNET, SOL_RECIPIENT, USDC, approveNext, errorOf, ethAsset, makePayKit, rejectNext, until, usdcAsset, type MakeOptions } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

const kits: Kit[] = [];
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions & { connect?: 'evm.wallet' | 'sol.wallet' | false } = {}) {
  const { connect = 'evm.wallet', ...rest } = options;
  const made = makePayKit(rest);
  kits.push(made.kit);
  await made.kit.ready;
  if (connect) await made.kit.connect(connect);
  const events: PayStatusEvent[] = [];
  made.kit.on('pay:status', (e) => events.push(e));
  return { ...made, api: made.kit.plugin('pay'), events };
}

const slice = (kit: Kit) => kit.getState().plugins.pay!;
const view = (kit: Kit) => internals(kit).router.current?.view;
const code = (e: unknown) => (e instanceof PayError ? e.code : `not a PayError: ${String(e)}`);
/** Whether a promise is still pending after the queue drained. */
async function pending(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 20));
  return !done;
}
const usdc2 = { amount: '2', asset: usdcAsset(), recipient: RECIPIENT };

describe('pay(): refused before anything is shown', () => {
  it('while the pay feature is off (the SPEC §9 default) and in basic mode', async () => {
    for (const options of [{ features: { pay: false } }, { basic: true }] as MakeOptions[]) {
      const { kit, api } = await setup({ ...options, connect: false });
      const error = await errorOf(api.pay(usdc2));
      expect(code(error), JSON.stringify(options)).toBe('PAY_DISABLED');
      expect(api.isAvailable()).toBe(false);
      expect(kit.getState().modal.open).toBe(false);
      expect(slice(kit).status).toBe('idle');
    }
  });

  it('for a network the kit does not have, a namespace that cannot send, and a malformed request', async () => {
    const { kit, api } = await setup();
    expect(api.isAvailable()).toBe(true);
    expect([api.isAvailable('eip155:1'), api.isAvailable(SOLANA_MAINNET), api.isAvailable(POLKADOT), api.isAvailable('eip155:10')]).toEqual([true, true, false, false]);
    const cases: Array<[unknown, string]> = [
      [{ ...usdc2, asset: usdcAsset('eip155:10') }, 'PAY_UNSUPPORTED_NETWORK'],
      [{ ...usdc2, asset: { network: POLKADOT, asset: 'native' } }, 'PAY_UNSUPPORTED_NAMESPACE'],
      [{ ...usdc2, asset: { network: 'not-caip', asset: 'native' } }, 'PAY_UNSUPPORTED_NETWORK'],
      [{ ...usdc2, amount: '0' }, 'PAY_INVALID_AMOUNT'],
      [{ ...usdc2, amount: '-2' }, 'PAY_INVALID_AMOUNT'],
      [{ ...usdc2, amount: '0.0000001' }, 'PAY_INVALID_AMOUNT'],
      [{ ...usdc2, amount: 1e-7 }, 'PAY_INVALID_AMOUNT'],
      [{ ...usdc2, recipient: SOL_RECIPIENT }, 'PAY_INVALID_RECIPIENT'],
      [{ ...usdc2, recipient: RECIPIENT.slice(2) }, 'PAY_INVALID_RECIPIENT'],
      [{ ...usdc2, recipient: RECIPIENT.toLowerCase().replace('c44', 'C44') }, 'PAY_INVALID_RECIPIENT'],
      [{ ...usdc2, asset: { ...usdcAsset(), asset: 'USDC' } }, 'PAY_INVALID_ASSET'],
      [{ ...usdc2, asset: { network: 'eip155:1', asset: USDC } }, 'PAY_INVALID_ASSET'],
      [{ ...usdc2, asset: { ...usdcAsset(), metadata: { name: 'USD Coin', symbol: 'US\u202eDC', decimals: 6 } } }, 'PAY_INVALID_ASSET'],
      [{ ...usdc2, asset: { ...usdcAsset(), metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6.5 } } }, 'PAY_INVALID_ASSET'],
      [{ ...usdc2, asset: { ...ethAsset(), metadata: { name: 'Ether', symbol: 'ETH', decimals: 6 } } }, 'PAY_INVALID_ASSET'],
      [null, 'PAY_INVALID_ASSET'],
    ];
    for (const [request, expected] of cases) expect(code(await errorOf(api.pay(request as never))), JSON.stringify(request)).toBe(expected);
    expect(kit.getState().modal.open).toBe(false);
    expect(slice(kit)).toMatchObject({ status: 'idle', pending: false, request: undefined });
  });

  it('while another payment is open, even one still loading', async () => {
    const { kit, api } = await setup();
    const first = api.pay(usdc2);
    const second = errorOf(api.pay(usdc2));
    expect(code(await second)).toBe('PAY_IN_PROGRESS');
    await until(() => slice(kit).status === 'review');
    expect(code(await errorOf(api.pay(usdc2)))).toBe('PAY_IN_PROGRESS');
    api.cancel();
    expect(code(await errorOf(first))).toBe('PAY_CANCELLED');
    // Once settled, the next one may open.
    const third = api.pay({ ...usdc2, amount: 3 });
    await until(() => slice(kit).status === 'review');
    expect(slice(kit).request?.amount).toBe('3');
    kit.close();
    expect(code(await errorOf(third))).toBe('PAY_CANCELLED');
  });
});

describe('pay(): a payment to its end', () => {
  it('shows the request, asks the wallet, follows it to confirmation and resolves with the hash', async () => {
    const { kit, api, script, events } = await setup();
    let release!: () => void;
    script.hold = new Promise<void>((r) => (release = r));
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    expect(kit.getState().modal.open).toBe(true);
    expect(slice(kit)).toMatchObject({ status: 'review', pending: true, request: { amount: '2', asset: USDC, caipNetworkId: 'eip155:1', namespace: 'eip155', networkName: 'Ethereum', name: 'USD Coin', symbol: 'USDC', decimals: 6, recipient: RECIPIENT } });
    await api.refreshBalance();
    expect(slice(kit).balance).toEqual({ status: 'ready', numeric: '1234.5', address: EVM });

    const pressed = api.confirm();
    await until(() => kit.getState().requests.length === 1, 'the approval');
    expect(slice(kit).status).toBe('submitted');
    expect(internals(kit).router.history.map((e) => e.view)).toEqual(['PayStatus', 'ApproveTransaction']);
    await approveNext(kit);
    await until(() => slice(kit).status === 'confirming', 'confirming');
    expect(slice(kit)).toMatchObject({ hash: HASH, explorerUrl: `https://etherscan.io/tx/${HASH}`, pending: true });
    expect(view(kit)).toBe('PayStatus');
    expect(await pending(paid)).toBe(true);
    release();
    expect(await paid).toEqual({ hash: HASH });
    await pressed;
    expect(slice(kit)).toMatchObject({ status: 'confirmed', pending: false, hash: HASH });
    expect(script.sent).toEqual([{ method: 'transfer', params: { token: USDC, to: RECIPIENT, amount: 2_000_000n } }]);
    expect(events.map((e) => e.status)).toEqual(['review', 'submitted', 'confirming', 'confirmed']);
    expect(kit.getState().modal.open).toBe(true);
  });

  it('connects first when no wallet of the namespace is connected, then comes back to the request', async () => {
    const { kit, api } = await setup({ connect: false });
    const paid = api.pay(usdc2);
    await until(() => kit.getState().modal.open && view(kit) === 'Connect');
    expect(internals(kit).router.history.map((e) => e.view)).toEqual(['PayRequest', 'Connect']);
    expect(internals(kit).router.current?.params).toEqual({ namespace: 'eip155' });
    // Pay without a wallet asks for one again rather than the wallet.
    await kit.connect('evm.wallet');
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.history.map((e) => e.view)).toEqual(['PayRequest']);
    void api.confirm();
    await approveNext(kit);
    expect(await paid).toEqual({ hash: HASH });
  });

  it('switches the wallet to the asset’s network first (an explorer that is not https gets no link)', async () => {
    const { kit, api } = await setup();
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    const paid = api.pay({ amount: '0.5', asset: ethAsset('eip155:8453'), recipient: RECIPIENT });
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await approveNext(kit);
    expect(await paid).toEqual({ hash: HASH });
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(slice(kit).explorerUrl).toBeUndefined();
  });

  it('pays SOL on Solana and links the signature to the explorer (its cluster kept)', async () => {
    const { kit, api, script } = await setup({ connect: 'sol.wallet' });
    const paid = api.pay({ amount: '0.25', asset: { network: SOLANA_MAINNET, asset: 'native' }, recipient: SOL_RECIPIENT });
    await until(() => view(kit) === 'PayRequest');
    expect(slice(kit).request).toMatchObject({ symbol: 'SOL', decimals: 9, name: 'Solana' });
    void api.confirm();
    await approveNext(kit);
    expect(await paid).toEqual({ hash: SIGNATURE });
    expect(slice(kit).explorerUrl).toBe(`https://explorer.solana.com/tx/${SIGNATURE}?cluster=mainnet-beta`);
    expect(script.sent).toEqual([{ method: 'transfer', params: { to: SOL_RECIPIENT, amount: 250_000_000n } }]);
  });
});

describe('pay(): every way a payment ends settles the promise', () => {
  it('a rejection is shown with Try again; trying again can still pay', async () => {
    const { kit, api, events } = await setup();
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await rejectNext(kit);
    await until(() => slice(kit).status === 'failed');
    expect(slice(kit).failure).toMatchObject({ reason: 'rejected', code: 'PAY_REJECTED', retryable: true });
    expect(view(kit)).toBe('PayStatus');
    expect(await pending(paid)).toBe(true);
    void api.confirm();
    await approveNext(kit);
    expect(await paid).toEqual({ hash: HASH });
    expect(events.map((e) => e.status)).toEqual(['review', 'submitted', 'failed', 'submitted', 'confirming', 'confirmed']);
  });

  it('a rejection, then the modal closed: rejects with PayRejectedError', async () => {
    const { kit, api } = await setup();
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await rejectNext(kit);
    await until(() => slice(kit).status === 'failed');
    kit.close();
    const error = await errorOf(paid);
    expect(code(error)).toBe('PAY_REJECTED');
    expect(slice(kit)).toMatchObject({ status: 'cancelled', pending: false, failure: { reason: 'rejected' } });
  });

  it('the modal closed before Pay, or while the approval waits (the request withdrawn): PayCancelledError', async () => {
    const { kit, api, script } = await setup();
    let paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    kit.close();
    expect(code(await errorOf(paid))).toBe('PAY_CANCELLED');
    expect(slice(kit).status).toBe('cancelled');

    paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await until(() => kit.getState().requests.length === 1);
    kit.close();
    expect(code(await errorOf(paid))).toBe('PAY_CANCELLED');
    expect(kit.getState().requests).toEqual([]);
    expect(script.sent).toHaveLength(1);
  });

  it('the modal closed while confirming: the payment still resolves once confirmed', async () => {
    const { kit, api, script } = await setup();
    let release!: () => void;
    script.hold = new Promise<void>((r) => (release = r));
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await approveNext(kit);
    await until(() => slice(kit).status === 'confirming');
    kit.close();
    api.cancel();
    expect(await pending(paid)).toBe(true);
    release();
    expect(await paid).toEqual({ hash: HASH });
  });

  it('a revert is shown with Try again and, once given up, rejects with PayRevertedError carrying the hash', async () => {
    const { kit, api, script } = await setup();
    script.outcome = 'reverted';
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    void api.confirm();
    await approveNext(kit);
    await until(() => slice(kit).status === 'failed');
    expect(slice(kit)).toMatchObject({ hash: HASH, failure: { reason: 'reverted', retryable: true }, pending: true });
    api.cancel();
    const error = await errorOf(paid);
    expect(code(error)).toBe('PAY_REVERTED');
    expect((error as PayError).data).toEqual({ hash: HASH });
    expect(kit.getState().modal.open).toBe(false);
  });

  it('no confirmation in time rejects at once with PayTimeoutError (no Try again: it may still land)', async () => {
    for (const [outcome, options] of [
      ['timeout', {}],
      ['hang', { pay: { confirmationTimeoutMs: 50 } }],
    ] as const) {
      const { kit, api, script } = await setup(options);
      script.outcome = outcome;
      const paid = api.pay(usdc2);
      await until(() => view(kit) === 'PayRequest');
      void api.confirm();
      await approveNext(kit);
      const error = await errorOf(paid);
      expect(code(error), outcome).toBe('PAY_TIMEOUT');
      expect((error as PayError).data).toEqual({ hash: HASH });
      expect(slice(kit)).toMatchObject({ status: 'failed', pending: false, failure: { reason: 'timeout', retryable: false } });
      // Pay again is refused for this payment.
      await api.confirm();
      expect(slice(kit).status).toBe('failed');
    }
  });

  it('a wallet that cannot switch: shown with Try again; Cancel rejects with that failure', async () => {
    const { kit, api, script } = await setup();
    script.switchFails = true;
    const paid = api.pay({ amount: '1', asset: ethAsset('eip155:8453'), recipient: RECIPIENT });
    await until(() => view(kit) === 'PayRequest');
    await api.confirm();
    expect(slice(kit).failure).toMatchObject({ reason: 'switch', code: 'PAY_FAILED', retryable: true });
    expect(script.sent).toEqual([]);
    api.cancel();
    expect(code(await errorOf(paid))).toBe('PAY_FAILED');
  });

  it('an asset whose decimals on chain are not the metadata’s: nothing is asked, PayInvalidAssetError', async () => {
    const { kit, api, script } = await setup();
    const paid = api.pay({ ...usdc2, asset: { ...usdcAsset(), metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 18 } } });
    await until(() => view(kit) === 'PayRequest');
    await api.confirm();
    expect(code(await errorOf(paid))).toBe('PAY_INVALID_ASSET');
    expect(script.sent).toEqual([]);
    expect(kit.getState().requests).toEqual([]);
  });

  it('the kit destroyed while a payment is open: PayCancelledError', async () => {
    const { kit, api } = await setup();
    const paid = api.pay(usdc2);
    await until(() => view(kit) === 'PayRequest');
    await kit.destroy();
    kits.splice(kits.indexOf(kit), 1);
    expect(code(await errorOf(paid))).toBe('PAY_CANCELLED');
  });
});
