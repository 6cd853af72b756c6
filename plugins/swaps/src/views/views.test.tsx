/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { DAI, EVM, NATIVE, SWAP_CONTRACT, USDC, balanceOf, makeSwapsKit, quoteOf, type MakeOptions } from '../test/kit.testing';
import { internals } from '@latchkey/kernel';

/** The innermost element whose whole text is `text` (an amount in it is an element of its own, kept left to right). */
const whole = (text: string | RegExp) => (_: string, el: Element | null) => {
  const is = (e: Element) => (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? ''));
  return Boolean(el && is(el) && ![...el.children].some(is));
};

/** The token button's spoken name (jsdom spaces the button's inline runs apart: normalised here). */
const spoken = (expected: string) => (name: string) => name.replace(/\s+/g, ' ').replace(/ ([.,:])/g, '$1') === expected;

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

const kits: Kit[] = [];
afterEach(async () => {
  cleanup();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions & { network?: string } = {}) {
  const { network, ...rest } = options;
  const made = makeSwapsKit(rest);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  await act(async () => void (await made.kit.connect('evm.wallet')));
  if (network) await act(async () => void (await made.kit.switchNetwork(network as `${string}:${string}`)));
  return made;
}

/** Opens the Swap view from the Account view's entry and waits for the form. */
async function swapForm(kit: Kit) {
  act(() => kit.open({ view: 'Account' }));
  const features = await screen.findByRole('region', { name: 'Wallet features' });
  fireEvent.click(within(features).getByRole('button', { name: 'Swap' }));
  const form = await screen.findByRole('form', { name: 'Swap tokens' });
  await within(form).findByRole('button', { name: spoken('Token to pay with: ETH. Choose another') });
  return { form, amount: within(form).getByLabelText('You pay') as HTMLInputElement, submit: () => within(screen.getByRole('form', { name: 'Swap tokens' })).getAllByRole('button').at(-1)! };
}

/** Picks a token from the list the token button opens. */
async function pick(button: HTMLElement, row: { name: RegExp; description: string }) {
  fireEvent.click(button);
  const list = await screen.findByRole('list', { name: 'Tokens' });
  fireEvent.click(within(list).getByRole('button', row));
  return screen.findByRole('form', { name: 'Swap tokens' });
}

/** The ApproveTransaction view's Approve, for the wallet request now waiting. */
async function approveInView() {
  const approve = await screen.findByRole('button', { name: 'Approve' });
  fireEvent.click(approve);
}

describe('the Swap view', () => {
  it('opens from the Account view as the second feature, quotes USDC → ETH as typed, approves and swaps; balances change by the quote', async () => {
    const { kit, cloud } = await setup();
    act(() => kit.open({ view: 'Account' }));
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    expect(within(features).getAllByRole('button').map((b) => b.textContent)).toContain('Swap');
    const opened = await swapForm(kit);
    const { submit } = opened;
    let { form, amount } = opened;
    expect(submit().textContent).toBe('Select a token');

    form = await pick(within(form).getByRole('button', { name: spoken('Token to pay with: ETH. Choose another') }), { name: /^USDC/, description: 'USD Coin' });
    form = await pick(within(form).getByRole('button', { name: 'Choose the token to receive' }), { name: /^ETH/, description: 'Ether' });
    amount = within(form).getByLabelText('You pay') as HTMLInputElement;
    // Balances are read on chain (the kit's RPC); they arrive a moment later.
    expect(await within(form).findByText(whole('Balance: 1,000 USDC'))).toBeTruthy();
    fireEvent.change(amount, { target: { value: 'abc' } });
    expect(amount.value).toBe('');
    fireEvent.change(amount, { target: { value: '12,5' } });
    expect(amount.value).toBe('12.5');
    expect(within(form).getByTestId('lk-swap-quote').textContent).toBe('Getting a quote…');
    const out = quoteOf(USDC.toLowerCase(), NATIVE, 12_500_000n);
    expect(await within(form).findByText(whole('You receive ≈ 0.004154 ETH'))).toBeTruthy();
    const details = within(form).getByLabelText('Swap details').textContent;
    expect(details).toContain('Rate1 USDC ≈ 0.0003323 ETH');
    expect(details).toContain('Slippage tolerance1 %');
    expect(details).toContain('Minimum received0.004112 ETH');
    expect(details).toContain('Price impact0.30 %');
    expect(submit().textContent).toBe('Review swap');

    fireEvent.click(submit());
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(steps.textContent).toContain('Allow the swap to spend 12.5 USDC');
    // The review: label and value in two columns (the values at the end), the quote as on the form.
    expect(screen.getByTestId('lk-swap-preview-pay').closest('dl')?.className).toBe('lk-dl lk-dl-end');
    expect(screen.getByTestId('lk-swap-preview-pay').textContent).toBe('12.5 USDC≈ $12.50');
    expect(screen.getByTestId('lk-swap-preview-pay').querySelector('img')?.getAttribute('src')).toBe('https://api.example/public/getTokenImage/USDC');
    expect(screen.getByTestId('lk-swap-preview-receive').textContent).toMatch(/^≈ 0\.004154 ETH/);
    // The spender the approval will name: the router the swap calls.
    expect((await screen.findByTestId('lk-swap-router')).textContent).toBe(SWAP_CONTRACT);
    expect((screen.getByRole('checkbox', { name: 'Allow unlimited USDC, so later swaps need no approval' }) as HTMLInputElement).checked).toBe(false);
    const approveUsdc = await screen.findByRole('button', { name: 'Approve USDC' });
    expect(screen.getByText('Known after the approval')).toBeTruthy();
    const [usdc, eth] = [balanceOf(cloud, USDC), balanceOf(cloud, NATIVE)];
    fireEvent.click(approveUsdc);
    await approveInView();
    expect(await screen.findByText('USDC approved. Now swap.')).toBeTruthy();
    const swapButton = await screen.findByRole('button', { name: 'Swap' });
    expect(await screen.findByText((_, el) => el?.tagName === 'DD' && el.textContent === '0.00005 ETH≈ $0.15')).toBeTruthy();
    fireEvent.click(swapButton);
    await approveInView();
    // Its own screen, titled for what happened; the status says what was swapped.
    expect(await screen.findByRole('dialog', { name: 'Swap complete' })).toBeTruthy();
    expect((await screen.findByText(/^You swapped /)).textContent).toBe('You swapped 12.5 USDC for 0.004154 ETH.');
    expect(screen.getByText(/^You swapped /).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('lk-swap-paid').textContent).toBe('12.5 USDC');
    expect(screen.getByTestId('lk-swap-received').textContent).toBe('0.004154 ETH');
    expect(usdc - balanceOf(cloud, USDC)).toBe(12_500_000n);
    expect(balanceOf(cloud, NATIVE) - eth).toBe(out - 2n * 50_000n * 1_000_000_000n);
    // The balances read again: 987.5 USDC.
    expect(await screen.findByText('987.5 USDC')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on Etherscan' }).getAttribute('href')).toMatch(/^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(internals(kit).router.current?.view).toBe('Account');
    expect(kit.getState().plugins.swaps?.lastSwap).toBeUndefined();
  });

  it('says what is missing: the balance, a quote', async () => {
    const { kit, cloud } = await setup();
    const opened = await swapForm(kit);
    const { submit } = opened;
    let { form, amount } = opened;
    form = await pick(within(form).getByRole('button', { name: 'Choose the token to receive' }), { name: /^USDC/, description: 'USD Coin' });
    amount = within(form).getByLabelText('You pay') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '3' } });
    expect((await within(form).findByRole('alert')).textContent).toBe('Insufficient ETH balance');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(submit().textContent).toBe('Insufficient ETH balance');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    cloud.override['/v1/convert/quotes'] = () => ({ status: 400, body: { message: 'No liquidity for this pair' } });
    fireEvent.change(amount, { target: { value: '0.5' } });
    expect((await within(form).findByRole('alert')).textContent).toBe('No quote right now: No liquidity for this pair');
    expect(submit().textContent).toBe('No quote available');
    // Max leaves a swap's gas for the native coin.
    delete cloud.override['/v1/convert/quotes'];
    // Named by what it shows (axe's label-content-name-mismatch), described by what it does.
    fireEvent.click(within(form).getByRole('button', { name: 'Max', description: 'Use the largest amount you can swap' }));
    await within(form).findByDisplayValue('1.9994');
    // The switch swaps the tokens.
    fireEvent.click(within(form).getByRole('button', { name: 'Switch the tokens' }));
    expect(within(form).getByRole('button', { name: spoken('Token to pay with: USDC. Choose another') })).toBeTruthy();
    expect(within(form).getByRole('button', { name: spoken('Token to receive: ETH. Choose another') })).toBeTruthy();
  });

  it('lists tokens with balances and USD values, held first, and finds them by name, symbol or address', async () => {
    const { kit } = await setup();
    const { form } = await swapForm(kit);
    fireEvent.click(within(form).getByRole('button', { name: 'Choose the token to receive' }));
    const list = await screen.findByRole('list', { name: 'Tokens' });
    await within(list).findByText(whole('2 ETH · $6,000.00'));
    const rows = within(list).getAllByRole('button');
    expect(rows.map((b) => b.getAttribute('title'))).toEqual(['Ether', 'USD Coin', 'Tether USD', 'Dai Stablecoin']);
    // Named by what each row shows: the symbol, then what is held and its value.
    expect(within(list).getByRole('button', { name: /^ETH\s*2 ETH · \$6,000\.00$/, description: 'Ether' })).toBe(rows[0]);
    expect(within(list).getByRole('button', { name: /^USDC\s*1,000 USDC · \$1,000\.00$/, description: 'USD Coin' })).toBe(rows[1]);
    expect(within(list).getByRole('button', { name: 'USDT', description: 'Tether USD' })).toBe(rows[2]);
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['ETH2 ETH · $6,000.00', 'USDC1,000 USDC · $1,000.00', 'USUSDT', 'DADAI']);
    // Logos from the API's own origin are drawn; the refused ones are the kit's monogram tiles (as in Send and Activity).
    expect([...list.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://api.example/public/getTokenImage/ETH', 'https://api.example/public/getTokenImage/USDC']);
    expect([...list.querySelectorAll('[data-lk-token-icon=monogram]')].map((tile) => tile.textContent)).toEqual(['US', 'DA']);
    const search = screen.getByRole('searchbox', { name: 'Search tokens by name, symbol or address' });
    fireEvent.change(search, { target: { value: DAI.slice(2, 10) } });
    expect(within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('button').map((b) => b.getAttribute('title'))).toEqual(['Dai Stablecoin']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByText('No token matches “zzz”.')).toBeTruthy();
  });

  it('shows the failure with Try again when the visitor declines', async () => {
    const { kit } = await setup();
    let { form } = await swapForm(kit);
    form = await pick(within(form).getByRole('button', { name: spoken('Token to pay with: ETH. Choose another') }), { name: /^USDC/, description: 'USD Coin' });
    form = await pick(within(form).getByRole('button', { name: 'Choose the token to receive' }), { name: /^ETH/, description: 'Ether' });
    fireEvent.change(within(form).getByLabelText('You pay'), { target: { value: '5' } });
    await within(form).findByText(/^You receive ≈/);
    fireEvent.click(within(form).getByRole('button', { name: 'Review swap' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve USDC' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The approval did not go throughYou declined it in your wallet.');
    expect(screen.getByRole('dialog', { name: 'Swap failed' })).toBeTruthy();
    expect(internals(kit).router.current?.view).toBe('SwapFailed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Approve USDC' })).toBeTruthy();
    expect(internals(kit).router.current?.view).toBe('SwapPreview');
  });

  it('shows a swap the swap service built for something else as refused, and asks nothing of the wallet', async () => {
    const { kit, cloud, script } = await setup();
    const queued: string[] = [];
    kit.on('requestQueued', (r) => void queued.push(r.method));
    const attacker = '0x00000000000000000000000000000000000a77ac';
    cloud.override['/v1/convert/build-transaction'] = () => ({ status: 200, body: { tx: { from: EVM, to: USDC, data: `0xa9059cbb${attacker.slice(2).padStart(64, '0')}${(5_000_000).toString(16).padStart(64, '0')}`, amount: '0' } } });
    let { form } = await swapForm(kit);
    form = await pick(within(form).getByRole('button', { name: spoken('Token to pay with: ETH. Choose another') }), { name: /^USDC/, description: 'USD Coin' });
    form = await pick(within(form).getByRole('button', { name: 'Choose the token to receive' }), { name: /^ETH/, description: 'Ether' });
    fireEvent.change(within(form).getByLabelText('You pay'), { target: { value: '5' } });
    await within(form).findByText(/^You receive ≈/);
    fireEvent.click(within(form).getByRole('button', { name: 'Review swap' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve USDC' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The swap did not go throughThe swap service asked for something other than this swap. Nothing was sent to your wallet.It was not a call to the swap contract.');
    expect([queued, script.sent]).toEqual([[], []]);
  });

  it('offers the swap networks the app has when the account is on another one, and says when swaps are off', async () => {
    const { kit } = await setup({ network: 'eip155:11155111' });
    act(() => kit.open({ view: 'Swap' }));
    expect(await screen.findByText('Swaps need an EVM account on a network that supports them.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Switch to / }).map((b) => b.textContent)).toEqual(['Switch to Ethereum', 'Switch to Base']);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Base' }));
    expect(await screen.findByRole('form', { name: 'Swap tokens' })).toBeTruthy();
    expect(kit.getState().plugins.swaps?.caipNetworkId).toBe('eip155:8453');
    cleanup();
    const off = makeSwapsKit();
    kits.push(off.kit);
    off.cloud.swaps = [];
    render(<KitProvider kit={off.kit} prefetch={false} />);
    await off.kit.ready;
    await act(async () => void (await off.kit.connect('evm.wallet')));
    act(() => off.kit.open({ view: 'Swap' }));
    expect(await screen.findByText('Swaps are turned off for this app.')).toBeTruthy();
  });

  it('shows that nothing was swapped yet when the result view opens on its own', async () => {
    const { kit } = await setup();
    act(() => kit.open({ view: 'SwapResult' }));
    expect(await screen.findByText('No swap yet.')).toBeTruthy();
  });
});
