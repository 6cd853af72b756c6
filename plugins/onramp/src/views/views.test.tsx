/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { makeOnrampKit, stubOpen, type MakeOptions } from '../test/kit.testing';
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
  vi.restoreAllMocks();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions & { wallet?: 'evm.wallet' | 'sol.wallet' | 'dot.wallet' } = {}) {
  const { wallet = 'evm.wallet', ...rest } = options;
  const made = makeOnrampKit(rest);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  await act(async () => void (await made.kit.connect(wallet)));
  if (wallet !== 'evm.wallet') act(() => made.kit.setActiveNamespace(wallet === 'sol.wallet' ? 'solana' : 'polkadot'));
  return made;
}

async function buyForm(kit: Kit, via: 'Account' | 'direct' = 'direct') {
  if (via === 'Account') {
    act(() => kit.open({ view: 'Account' }));
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    fireEvent.click(within(features).getByRole('button', { name: 'Buy crypto' }));
  } else act(() => kit.open({ view: 'OnRampProviders' }));
  const f = await screen.findByRole('form', { name: 'Buy crypto' });
  return { f, amount: within(f).getByLabelText('Amount in USD') as HTMLInputElement, providers: () => within(within(f).getByRole('region', { name: 'Providers' })).queryAllByRole('button') };
}

describe('the Buy view', () => {
  it('opens from the Account view’s first entry, quotes the amount, opens Meld and shows the purchase once back', async () => {
    const { kit } = await setup();
    act(() => kit.open({ view: 'Account' }));
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    expect(within(features).getAllByRole('button')[0]?.textContent).toBe('Buy crypto');
    const { f, amount, providers } = await buyForm(kit, 'Account');
    expect(within(f).getByText('Between $10.00 and $7,500.00.')).toBeTruthy();
    // Each button shows what it is called (axe's label-content-name-mismatch): no aria-label telling another story.
    expect(providers().map((b) => b.querySelector('.lk-item-label')?.textContent)).toEqual(['Continue with Meld', 'Continue with Coinbase']);
    expect(providers().map((b) => b.getAttribute('aria-label'))).toEqual([null, null]);
    expect(providers()[0]?.textContent).toContain('Fee 1–2 %');

    fireEvent.change(amount, { target: { value: '5' } });
    fireEvent.blur(amount);
    expect((await within(f).findByRole('alert')).textContent).toBe('Enter an amount between $10.00 and $7,500.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(amount.value).toBe('5');
    fireEvent.change(amount, { target: { value: '100' } });
    expect(await within(f).findByText(whole('You get about 98 USDC on Ethereum.'))).toBeTruthy();
    expect(within(f).queryByRole('alert')).toBeNull();

    const { popup } = stubOpen((w, n) => vi.spyOn(w, n));
    fireEvent.click(providers()[0]!);
    expect(new URL(popup.location.href).host).toBe('meldcrypto.com');
    expect(await screen.findByTestId('lk-onramp-status')).toHaveProperty('textContent', 'Waiting for Meld');
    expect(screen.getByTestId('lk-onramp-amount').textContent).toBe('about 98 USDC');
    expect(screen.getByText('$100.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I am back' }));
    expect((await screen.findByTestId('lk-onramp-status')).textContent).toBe('Processing by Meld');
    expect(screen.getByText('Purchase submitted to Meld. The crypto arrives in your wallet once Meld confirms the payment.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(internals(kit).router.current?.view).toBe('Account');
  });

  it('shows the stored quote error', async () => {
    const { kit, cloud } = await setup();
    cloud.quote = () => ({ status: 503, body: { message: 'Quotes are paused' } });
    const { f, amount } = await buyForm(kit);
    fireEvent.change(amount, { target: { value: '50' } });
    expect((await within(f).findByRole('alert')).textContent).toBe('No quote right now: Quotes are paused');
    expect(kit.getState().plugins.onramp?.error).toBe('Quotes are paused');
  });

  it('switches to the ACH limits, and says when the pop-up is blocked', async () => {
    const { kit } = await setup();
    const { f, providers } = await buyForm(kit);
    fireEvent.click(within(f).getByRole('radio', { name: 'Bank transfer (ACH)' }));
    expect(within(f).getByText('Between $10.00 and $25,000.00.')).toBeTruthy();
    stubOpen((w, n) => vi.spyOn(w, n), true);
    fireEvent.click(providers()[1]!);
    expect((await within(f).findByRole('alert')).textContent).toBe('The provider’s page could not open. Allow pop-ups for this site and try again.');
    expect(internals(kit).router.current?.view).toBe('OnRampProviders');
  });

  it('lists only Meld on Solana, and no provider on a namespace it does not serve', async () => {
    const sol = await setup({ wallet: 'sol.wallet' });
    const first = await buyForm(sol.kit);
    expect(first.providers().map((b) => b.querySelector('.lk-item-label')?.textContent)).toEqual(['Continue with Meld']);
    cleanup();
    const dot = await setup({ wallet: 'dot.wallet' });
    const second = await buyForm(dot.kit);
    expect(second.providers()).toEqual([]);
    expect(within(second.f).getByText('No provider offers purchases for this account.')).toBeTruthy();
  });

  it('shows that nothing was bought yet when the purchase view opens on its own', async () => {
    const { kit } = await setup();
    act(() => kit.open({ view: 'OnRampPurchase' }));
    expect(await screen.findByText('No purchase started yet.')).toBeTruthy();
  });
});
