/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { EVM, EVM_2, HASH, SOL, SOL_2, USDC, makeSendKit, row, type MakeOptions } from '../test/kit.testing';
import { modulesOfPath, rasterise } from '../../../../react/src/qr/raster.testing';
import { internals } from '@latchkey/kernel';

/** The innermost element whose whole text is `text` (an amount in it is an element of its own, kept left to right). */
const whole = (text: string | RegExp) => (_: string, el: Element | null) => {
  const is = (e: Element) => (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? ''));
  return Boolean(el && is(el) && ![...el.children].some(is));
};

// The views are lazy chunks; on a busy machine their first load can exceed 1 s.
configure({ asyncUtilTimeout: 5_000 });

const kits: Kit[] = [];
const writeText = vi.fn<(text: string) => Promise<void>>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions & { wallet?: 'dev.wallet' | 'sol.wallet' } = {}) {
  const { wallet = 'dev.wallet', ...rest } = options;
  const made = makeSendKit(rest);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  await act(async () => void (await made.kit.connect(wallet)));
  return made;
}

const dialog = () => screen.getByRole('dialog');
async function open(kit: Kit, view: 'Account' | 'WalletSend' | 'WalletReceive' | 'WalletTokens') {
  act(() => kit.open({ view }));
  await screen.findByRole('dialog');
}
/** The Send form's fields, once the view has loaded. */
async function form() {
  const f = await screen.findByRole('form', { name: 'Send tokens' });
  return {
    f,
    token: () => within(f).getAllByRole('button')[0]!,
    amount: within(f).getByLabelText('Amount') as HTMLInputElement,
    receiver: within(f).getByLabelText('To') as HTMLInputElement,
    review: within(f).getByRole('button', { name: 'Review' }),
    max: within(f).getByRole('button', { name: 'Max', description: 'Use the largest amount you can send' }),
  };
}

describe('the Account view entries', () => {
  it('lists Receive, Send and Tokens (SPEC §9 order) and opens each view', async () => {
    const { kit } = await setup();
    await open(kit, 'Account');
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    expect(within(features).getAllByRole('button').map((b) => b.textContent)).toEqual(['Receive', 'Send', 'Tokens']);
    fireEvent.click(within(features).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('form', { name: 'Send tokens' })).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Send' })).toBeTruthy();
  });
});

describe('the Send view', () => {
  it("says the SPEC §8 messages: 'An amount and receiver address are required', then 'A token is required'", async () => {
    const { kit, sent } = await setup();
    await open(kit, 'WalletSend');
    const { review, amount, receiver, token } = await form();
    fireEvent.click(review);
    const first = await screen.findByRole('alert');
    expect(first.textContent).toBe('An amount and receiver address are required');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(first.id);
    await waitFor(() => expect(document.activeElement).toBe(amount));
    fireEvent.change(amount, { target: { value: '1' } });
    fireEvent.change(receiver, { target: { value: EVM_2 } });
    fireEvent.click(review);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('A token is required'));
    expect(token().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(sent).toEqual([]);
  });

  it('picks a token from the balances (formatted, SPEC §9), takes Max, checks decimals, balance and receiver', async () => {
    const { kit } = await setup();
    await open(kit, 'WalletSend');
    let fields = await form();
    fireEvent.click(fields.token());
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Ether1.5 ETH', 'USDC Coin1,234.56 USDC', 'USDT Coin10 USDT']);
    // Search by symbol or name.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your tokens by name or symbol' }), { target: { value: 'usdc' } });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    fireEvent.click(within(list).getByRole('button'));
    fields = await form();
    expect(fields.token().textContent).toContain('USDC');
    expect(screen.getByText(whole('Balance: 1,234.56 USDC'))).toBeTruthy();
    fireEvent.click(fields.max);
    await waitFor(() => expect(fields.amount.value).toBe('1234.5678'));
    // Letters never enter the field.
    fireEvent.change(fields.amount, { target: { value: '12a' } });
    expect(fields.amount.value).toBe('1234.5678');
    fireEvent.change(fields.amount, { target: { value: '1.0000001' } });
    fireEvent.change(fields.receiver, { target: { value: SOL } });
    fireEvent.click(fields.review);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('USDC has at most 6 decimals.'));
    fireEvent.change(fields.amount, { target: { value: '5000' } });
    fireEvent.click(fields.review);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You do not have that much USDC.'));
    fireEvent.change(fields.amount, { target: { value: '5' } });
    fireEvent.click(fields.review);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid Ethereum address.'));
    expect(fields.receiver.getAttribute('aria-invalid')).toBe('true');
  });

  it('resolves an account name: avatar and name shown, then the review sends to its address; approved in ApproveTransaction; form cleared', async () => {
    const { kit, cloud, sent } = await setup();
    cloud.names['ada.reown.id'] = { name: 'ada.reown.id', addresses: { '60': { address: EVM_2 } }, attributes: { avatar: 'https://img.example/ada.png' } };
    await open(kit, 'WalletSend');
    let fields = await form();
    fireEvent.click(fields.token());
    fireEvent.click(await screen.findByRole('button', { name: /USDT Coin/ }));
    fields = await form();
    fireEvent.change(fields.amount, { target: { value: '2.5' } });
    fireEvent.change(fields.receiver, { target: { value: 'ada.reown.id' } });
    const status = await screen.findByText('ada.reown.id', { selector: '.lk-strong' });
    const resolved = status.closest('.lk-wrow')!;
    expect(resolved.querySelector('img')?.getAttribute('src')).toBe('https://img.example/ada.png');
    expect(resolved.textContent).toContain('Sends to 0x3C44…93BC');
    fireEvent.click(fields.review);

    // The review: amount, receiver (name and full address), sender, network.
    const confirm = await screen.findByRole('button', { name: 'Send' });
    const review = dialog();
    expect(within(review).getByRole('heading').textContent).toBe('Review Send');
    expect(within(review).getByText('2.5 USDT')).toBeTruthy();
    expect(within(review).getByText(EVM_2)).toBeTruthy();
    expect(within(review).getByText(EVM)).toBeTruthy();
    expect(within(review).getByText('Ethereum')).toBeTruthy();
    fireEvent.click(confirm);
    // The kit's gate asks first.
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const done = await screen.findByText(whole(/^Sent 2.5 USDT to ada.reown.id\./));
    expect(done.getAttribute('role')).toBe('status');
    // The result is titled as what happened, not as the review; focus is on what happened.
    expect(within(dialog()).getByRole('heading').textContent).toBe('Transfer sent');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('0xabababab…abababab')).toBeTruthy();
    expect(sent).toEqual([{ namespace: 'eip155', to: EVM_2, amount: 2_500_000n, token: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 }]);
    expect(kit.getState().plugins.send).toMatchObject({ loading: false, token: undefined, sendTokenAmount: undefined, receiverInput: '', lastSent: { id: HASH } });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await screen.findByRole('region', { name: 'Wallet features' });
    // Back in Send, the form is empty.
    act(() => internals(kit).router.push('WalletSend', {}));
    fields = await form();
    expect(fields.amount.value).toBe('');
    expect(fields.receiver.value).toBe('');
    expect(fields.token().textContent).toContain('Select token');
  });

  it('shows loading while the wallet is asked, and a rejection with a way to try again', async () => {
    const { kit } = await setup();
    const api = kit.plugin('send');
    api.setToken((await api.refreshBalances()).find((t) => t.symbol === 'USDC'));
    api.setAmount('1');
    await api.setReceiver(EVM_2);
    act(() => kit.open({ view: 'WalletSendPreview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    const reject = await screen.findByRole('button', { name: 'Reject' });
    expect(kit.getState().plugins.send?.loading).toBe(true);
    fireEvent.click(reject);
    expect((await screen.findByRole('alert')).textContent).toContain('The transfer was rejected. Nothing was sent.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(kit.getState().plugins.send).toMatchObject({ loading: false, sendTokenAmount: '1', receiverAddress: EVM_2 });
    // Edit goes back to the form, as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const fields = await form();
    expect(fields.amount.value).toBe('1');
    expect(fields.receiver.value).toBe(EVM_2);
    expect(fields.token().textContent).toContain('USDC');
  });

  it('on Solana: SOL and SPL tokens, a Solana address only', async () => {
    const { kit, sent } = await setup({ wallet: 'sol.wallet' });
    await open(kit, 'WalletSend');
    let fields = await form();
    expect(screen.getByText('An address on Solana.')).toBeTruthy();
    fireEvent.click(fields.token());
    fireEvent.click(await screen.findByRole('button', { name: /USDC Coin/ }));
    fields = await form();
    fireEvent.change(fields.amount, { target: { value: '3' } });
    fireEvent.change(fields.receiver, { target: { value: 'ada.reown.id' } });
    fireEvent.click(fields.review);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid Solana address.'));
    fireEvent.change(fields.receiver, { target: { value: SOL_2 } });
    fireEvent.click(fields.review);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByText(whole(/^Sent 3 USDC to BQuoXT…Fr97\./));
    expect(sent).toEqual([{ namespace: 'solana', to: SOL_2, amount: 3_000_000n, token: expect.any(String), decimals: 6 }]);
  });
});

describe('the Receive view', () => {
  it('shows the address as a QR code that scans back to it, as text, with copy and the networks it can receive on', async () => {
    const { kit } = await setup();
    await open(kit, 'WalletReceive');
    const qr = await screen.findByRole('img', { name: 'QR code of your address' });
    const side = Number(qr.getAttribute('viewBox')!.split(' ')[2]);
    const modules = modulesOfPath(qr.querySelector('path')!.getAttribute('d')!, side);
    const { data, width, height } = rasterise(modules, 4);
    expect(jsQR(data, width, height)?.data).toBe(EVM);
    expect(screen.getByTestId('lk-receive-address').textContent).toBe(EVM);
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(EVM));
    expect(await screen.findByRole('button', { name: 'Address copied' })).toBeTruthy();
    const networks = screen.getByRole('region', { name: 'Networks you can receive on' });
    expect(within(networks).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['EEthereum', 'BBase', 'SSepolia']);
  });
});

describe('the Tokens view', () => {
  it('lists the balances with their USD value; a token opens Send with it', async () => {
    const { kit } = await setup();
    await open(kit, 'WalletTokens');
    const list = await screen.findByRole('region', { name: 'Your tokens on Ethereum' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual(['Ether1.5 ETH≈ $4,500.00', 'USDC Coin1,234.56 USDC≈ $1,234.56', 'USDT Coin10 USDT≈ $10.00']);
    fireEvent.click(rows[1]!);
    const fields = await form();
    expect(fields.token().textContent).toContain('USDC');
    expect(kit.getState().plugins.send?.token?.address).toBe(`eip155:1:${USDC}`);
  });

  it("shows amounts and values by the kit's one rule in the visitor's locale, and a monogram for a token without an image", async () => {
    const made = makeSendKit({ locale: 'de' });
    made.cloud.balances['eip155:1'] = [
      row('eip155:1', 'ETH', '9999.997'),
      row('eip155:1', 'USDC', '98.000000', { address: `eip155:1:${USDC}`, iconUrl: undefined }),
      row('eip155:1', 'DAI', '0.0000001', { address: 'eip155:1:0x6B175474E89094C44Da98b954EedeAC495271d0F', iconUrl: undefined }),
    ];
    kits.push(made.kit);
    render(<KitProvider kit={made.kit} prefetch={false} />);
    await act(async () => void (await made.kit.connect('dev.wallet')));
    await open(made.kit, 'WalletTokens');
    const list = await screen.findByRole('region', { name: /Ethereum/ });
    const amounts = [...list.querySelectorAll('.lk-stack')].map((a) => a.textContent);
    expect(amounts).toEqual(['9.999,99 ETH≈ 29.999.991,00\u00a0$', '98 USDC≈ 98,00\u00a0$', '<0,000001 DAI≈ <0,01\u00a0$']);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toContain('/getTokenImage/ETH');
    expect(items.slice(1).map((li) => li.querySelector('[data-lk-token-icon="monogram"]')?.textContent)).toEqual(['US', 'DA']);
  });

  it("'Token balances are unavailable' with Try again held for the 30 s retry block", async () => {
    const made = makeSendKit();
    made.cloud.balances['eip155:1'] = 503;
    kits.push(made.kit);
    render(<KitProvider kit={made.kit} prefetch={false} />);
    await act(async () => void (await made.kit.connect('dev.wallet')));
    await open(made.kit, 'WalletTokens');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Token balances are unavailable right now.');
    const retry = within(alert).getByRole('button');
    expect(retry.textContent).toMatch(/^Try again in (30|29) s$/);
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    const calls = made.cloud.balanceCalls().length;
    fireEvent.click(retry);
    expect(made.cloud.balanceCalls()).toHaveLength(calls);
    // The toast says it too (SPEC §8).
    expect(made.kit.getState().alerts.map((a) => a.code)).toContain('TOKEN_BALANCE_UNAVAILABLE');
    expect(await screen.findByText('Token Balance Unavailable')).toBeTruthy();
  });

  it('on a testnet: balances are not shown; without a project id: what the chain says (the native coin), not the API', async () => {
    const { kit } = await setup({ chainId: 11155111 });
    await open(kit, 'WalletTokens');
    expect(await screen.findByText('Token balances are not shown on test networks.')).toBeTruthy();
    cleanup();
    const other = await setup({ projectId: undefined });
    await open(other.kit, 'WalletTokens');
    const list = await screen.findByRole('region', { name: 'Your tokens on Ethereum' });
    expect(within(list).getByText('Ether')).toBeTruthy();
    expect(within(list).getByText('1.5 ETH')).toBeTruthy();
    expect(other.cloud.balanceCalls()).toEqual([]);
  });
});
