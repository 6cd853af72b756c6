/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { makeNamesKit, ME, OTHER, record, until, type MakeOptions } from '../test/kit.testing';
import { internals } from '@latchkey/kernel';

const kits: Kit[] = [];
afterEach(async () => {
  cleanup();
  for (const k of kits.splice(0)) await k.destroy();
});

async function setup(options: MakeOptions = {}) {
  const made = makeNamesKit(options);
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  await made.kit.ready;
  await act(async () => void (await made.kit.connect('dev.wallet')));
  return made;
}

/** The form, once the view has loaded. */
async function form() {
  const f = await screen.findByRole('form', { name: 'Choose a name' });
  return { f, input: within(f).getByLabelText('Name') as HTMLInputElement, register: within(f).getByRole('button', { name: /^Register/ }) };
}

/** Strips the bidi isolates the views put around names. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

describe('RegisterAccountName', () => {
  it('opens from the Account view, checks the rule, says whether the name is free, and suggests others', async () => {
    const { kit, cloud } = await setup();
    cloud.names = { 'ada-1.reown.id': record('ada-1.reown.id', OTHER), 'taken.reown.id': record('taken.reown.id', OTHER) };
    act(() => kit.open({ view: 'Account' }));
    const features = await screen.findByRole('region', { name: 'Wallet features' });
    fireEvent.click(within(features).getByRole('button', { name: 'Choose a name' }));
    const { f, input } = await form();
    expect(within(f).getByText('Letters, digits and hyphens, at least 4 characters.')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'ad!' } });
    fireEvent.blur(input);
    expect(within(f).getByRole('alert').textContent).toBe('Use letters, digits and hyphens, at least 4 characters.');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'Ada' } });
    fireEvent.change(input, { target: { value: 'Ada1' } });
    await waitFor(() => expect(plain(within(f).getByRole('status').textContent)).toBe('ada1.reown.id is available'));
    expect(plain(within(f).getByText(/Your name:/).textContent)).toBe('Your name: ada1.reown.id');
    const suggestions = await within(f).findByRole('region', { name: 'Suggestions' });
    await waitFor(() => expect(within(suggestions).getAllByRole('button').map((b) => b.textContent)).toEqual(['ada1.reown.idAvailable', 'ada1-1.reown.idAvailable', 'the-ada1.reown.idAvailable']));
    fireEvent.click(within(suggestions).getByRole('button', { name: /the-ada1/ }));
    expect(input.value).toBe('the-ada1');

    await waitFor(() => expect(plain(within(f).getByRole('status').textContent)).toBe('the-ada1.reown.id is available'));

    fireEvent.change(input, { target: { value: 'taken' } });
    await waitFor(() => expect(plain(within(f).getByRole('status').textContent)).toBe('taken.reown.id is taken'));
    // One lookup per pause in typing, not per key ('Ada' is off the rule: never asked).
    expect(cloud.of('lookup').map((c) => c.url.pathname.split('/').pop())).toEqual(['ada1.reown.id', 'the-ada1.reown.id', 'taken.reown.id']);
  });

  it('registers: the approval, then RegisterAccountNameSuccess, and the name is the profile name in Account', async () => {
    const { kit, cloud, log } = await setup();
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const { f, input, register } = await form();
    fireEvent.change(input, { target: { value: 'grace-h' } });
    await waitFor(() => expect(plain(within(f).getByRole('status').textContent)).toBe('grace-h.reown.id is available'));
    fireEvent.click(register);
    // The kit's approval view asks the visitor first.
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(plain((await screen.findByText(/is yours$/)).textContent)).toBe('grace-h.reown.id is yours');
    expect(log.signed).toHaveLength(1);
    expect(cloud.of('register')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back to your account' }));
    expect(await screen.findByText('grace-h.reown.id')).toBeTruthy();
    expect(kit.getState().chains.eip155?.account.profileName).toBe('grace-h.reown.id');
  });

  it('says each SPEC §8 error: resolving, suggestions, names for the address, registering (the API reason when given)', async () => {
    const { kit, cloud } = await setup({ names: { reverseLookup: false } });
    cloud.fail = { lookup: { status: 500 }, suggestions: { status: 503 }, reverse: { status: 502 } };
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const { f, input, register } = await form();
    await waitFor(() => expect(within(f).getByRole('region', { name: 'Names you hold' }).textContent).toContain('Error fetching names for address'));
    fireEvent.change(input, { target: { value: 'ada-l' } });
    await within(f).findByText('Error resolving name');
    await within(f).findByText('Error fetching name suggestions');

    cloud.fail = { register: 'malformed' };
    fireEvent.click(register);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    // Back on the register view, with the name still typed.
    const again = await form();
    expect(again.input.value).toBe('ada-l');
    expect(plain((await within(again.f).findByText(/^Error registering name/)).textContent)).toBe('Error registering name ada-l.reown.id');

    cloud.fail = { register: { status: 400, reason: 'Name ada-l.reown.id is already registered' } };
    fireEvent.click(again.register);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const third = await form();
    expect(await within(third.f).findByText('Name ada-l.reown.id is already registered')).toBeTruthy();
    expect(kit.getState().chains.eip155?.account.profileName).toBeUndefined();
  });

  it('lists the names the account holds; the error and the name typed are gone once the modal closes', async () => {
    const { kit, cloud } = await setup({ names: { reverseLookup: false } });
    cloud.names = { 'ada.reown.id': record('ada.reown.id', ME) };
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const { f, input, register } = await form();
    const held = await within(f).findByRole('region', { name: 'Names you hold' });
    expect(within(held).getByRole('listitem').textContent).toBe('ada.reown.id');
    cloud.fail = { register: { status: 500 } };
    fireEvent.change(input, { target: { value: 'ada-2' } });
    fireEvent.click(register);
    await until(() => kit.getState().requests.length === 1);
    act(() => internals(kit).requests.reject(kit.getState().requests[0]!.id));
    await within((await form()).f).findByText(/^Error registering name/);
    act(() => kit.close());
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const fresh = await form();
    expect(fresh.input.value).toBe('');
    expect(within(fresh.f).queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic and keeps names left-to-right', async () => {
    const { kit } = await setup({ locale: 'ar', names: { reverseLookup: false } });
    act(() => kit.open({ view: 'RegisterAccountName' }));
    const f = await screen.findByRole('form', { name: 'اختر اسمًا' });
    const input = within(f).getByLabelText('الاسم') as HTMLInputElement;
    expect(input.getAttribute('dir')).toBe('ltr');
    fireEvent.change(input, { target: { value: 'ada-l' } });
    await waitFor(() => expect(within(f).getByRole('status').textContent).toBe('\u2068ada-l.reown.id\u2069 متاح'));
  });
});
