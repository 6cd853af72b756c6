/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { PayError } from '../index';
import type { PayParameters } from '../types';
import { HASH, RECIPIENT, errorOf, ethAsset, makePayKit, until, usdcAsset, type MakeOptions } from '../test/kit.testing';
import { internals } from '@latchkey/kernel';

/** The innermost element whose whole text is `text` (an amount in it is an element of its own, kept left to right). */
const whole = (text: string | RegExp) => (_: string, el: Element | null) => {
  const is = (e: Element) => (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? ''));
  return Boolean(el && is(el) && ![...el.children].some(is));
};

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

const kits: Kit[] = [];
afterEach(async () => {
  cleanup();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions & { connect?: boolean } = {}) {
  const { connect = true, ...rest } = options;
  const made = makePayKit(rest);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  if (connect) await act(async () => void (await made.kit.connect('evm.wallet')));
  return made;
}

/** Opens a payment; its promise is caught here so a test that ends it early leaves nothing unhandled. */
function pay(kit: Kit, request: PayParameters) {
  let promise!: Promise<unknown>;
  act(() => void (promise = kit.plugin('pay').pay(request)));
  const outcome = errorOf(promise);
  return { promise, outcome };
}

const usdc = (amount = '2') => ({ amount, asset: usdcAsset(), recipient: RECIPIENT });

describe('the Pay view', () => {
  it('shows the request: amount, asset, network, the recipient shortened, the account and its balance', async () => {
    const { kit } = await setup();
    pay(kit, usdc('1234.25'));
    const request = await screen.findByRole('region', { name: 'Payment request' });
    expect(within(request).getByTestId('lk-pay-amount').textContent).toBe('Amount: 1,234.25 USDC');
    expect(within(request).getByText('USD Coin')).toBeTruthy();
    expect(within(request).getByText('Ethereum')).toBeTruthy();
    expect(within(request).getByTestId('lk-pay-recipient').textContent).toBe('0x3C44…93BC');
    expect(within(request).getByTestId('lk-pay-recipient').getAttribute('title')).toBe(RECIPIENT);
    expect(within(request).getByText('0x7099…79C8')).toBeTruthy();
    await within(request).findByText('1,234.5 USDC');
    expect(within(request).queryByRole('alert')).toBeNull();
    expect(within(request).getByRole('button', { name: 'Pay' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pay' })).toBeTruthy();
  });

  it("shows the balance by the kit's one rule (a small balance is not '0 ETH') and the amount exactly as it will be paid", async () => {
    const { kit, script } = await setup({ locale: 'de' });
    script.rpc.eth_getBalance = () => '0x6fde2b4eb000'; // 0.000123 ETH
    pay(kit, { amount: '1234.00000000125', asset: ethAsset('eip155:1'), recipient: RECIPIENT });
    const request = await screen.findByRole('region', { name: 'Zahlungsanforderung' });
    expect(within(request).getByTestId('lk-pay-amount').textContent).toMatch(/: 1\.234,00000000125 ETH$/);
    await within(request).findByText('0,000123 ETH');
  });

  it('says when the balance is lower than the payment, and when the wallet will be asked to switch', async () => {
    const { kit } = await setup();
    pay(kit, { amount: '0.5', asset: ethAsset('eip155:8453'), recipient: RECIPIENT });
    const request = await screen.findByRole('region', { name: 'Payment request' });
    expect(within(request).getByText('Your wallet will be asked to switch to Base.')).toBeTruthy();
    await within(request).findByText('1.5 ETH');
    expect(within(request).queryByRole('alert')).toBeNull();
    act(() => kit.close());
    pay(kit, usdc('5000'));
    const again = await screen.findByRole('region', { name: 'Payment request' });
    expect((await within(again).findByRole('alert')).textContent).toBe('Your balance is lower than this payment.');
  });

  it('asks for a wallet first (the Connect view on top), then comes back to the request', async () => {
    const { kit } = await setup({ connect: false });
    pay(kit, usdc());
    await until(() => internals(kit).router.current?.view === 'Connect' && kit.getState().modal.open);
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Back' }));
    const request = await screen.findByRole('region', { name: 'Payment request' });
    expect(within(request).getByText('Connect a wallet on Ethereum to pay.')).toBeTruthy();
    fireEvent.click(within(request).getByRole('button', { name: 'Connect a wallet' }));
    await until(() => internals(kit).router.current?.view === 'Connect');
    await act(async () => void (await kit.connect('evm.wallet')));
    const back = await screen.findByRole('region', { name: 'Payment request' });
    expect(within(back).getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('Cancel gives the payment up: the promise rejects and the modal closes', async () => {
    const { kit } = await setup();
    const { outcome } = pay(kit, usdc());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect((await outcome) instanceof PayError && ((await outcome) as PayError).code).toBe('PAY_CANCELLED');
    expect(kit.getState().modal.open).toBe(false);
  });
});

describe('the Payment status view', () => {
  it('follows Pay through the approval to confirming (hash, explorer link) and confirmed; Done closes', async () => {
    const { kit, script } = await setup();
    let release!: () => void;
    script.hold = new Promise<void>((r) => (release = r));
    const { promise } = pay(kit, usdc());
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const status = await screen.findByText('Payment sent. Waiting for the network to confirm it…');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Payment in progress' })).toBeTruthy();
    expect(screen.getByTestId('lk-pay-hash').textContent).toBe(`${HASH.slice(0, 10)}…${HASH.slice(-8)}`);
    const link = screen.getByRole('link', { name: 'View on Etherscan' });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${HASH}`);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => release());
    expect(await screen.findByText(whole('Paid 2 USDC to 0x3C44…93BC.'))).toBeTruthy();
    expect(await promise).toEqual({ hash: HASH });
    expect(document.activeElement?.textContent).toBe('Paid 2 USDC to 0x3C44…93BC.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(kit.getState().modal.open).toBe(false);
  });

  it('a rejection: why, with Try again and Cancel; Try again asks again', async () => {
    const { kit } = await setup();
    const { promise } = pay(kit, usdc());
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You rejected the payment.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(whole('Paid 2 USDC to 0x3C44…93BC.'))).toBeTruthy();
    expect(await promise).toEqual({ hash: HASH });
  });

  it('a rejection, then Cancel: the promise rejects with PayRejectedError', async () => {
    const { kit } = await setup();
    const { outcome } = pay(kit, usdc());
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(((await outcome) as PayError).code).toBe('PAY_REJECTED');
  });

  it('no confirmation in time: said, with Close only (paying again could pay twice)', async () => {
    const { kit, script } = await setup();
    script.outcome = 'timeout';
    const { outcome } = pay(kit, usdc());
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The payment was not confirmed in time. Check the transaction before paying again.');
    expect(((await outcome) as PayError).code).toBe('PAY_TIMEOUT');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close payment' }));
    expect(kit.getState().modal.open).toBe(false);
  });

  it('says there is nothing to show when opened without a payment', async () => {
    const { kit } = await setup();
    act(() => kit.open({ view: 'PayStatus' }));
    expect(await screen.findByText('No payment is waiting.')).toBeTruthy();
    act(() => kit.open({ view: 'PayRequest' }));
    expect(await screen.findByText('No payment is waiting.')).toBeTruthy();
  });
});
