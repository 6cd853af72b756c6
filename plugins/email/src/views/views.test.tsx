/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { internals, StorageKeys, STORAGE_PREFIX, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { KitProvider } from '@latchkey/react';
import { CODES, USER_EMAIL, makeEmailKit, otherWallet } from './fakeKit.testing';

const kits: Kit[] = [];
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  for (const k of kits.splice(0)) await k.destroy();
});

type Made = ReturnType<typeof makeEmailKit>;

function setup(options: Parameters<typeof makeEmailKit>[0] = {}): Made & { storage: ReturnType<typeof createMemoryStorage> } {
  const storage = (options.storage as ReturnType<typeof createMemoryStorage> | undefined) ?? createMemoryStorage();
  const made = makeEmailKit({ ...options, storage });
  kits.push(made.kit);
  render(<KitProvider kit={made.kit} prefetch={false} />);
  return { ...made, storage };
}

/** Opens the modal on Connect and waits for the inline email form. */
async function openConnect(kit: Kit): Promise<HTMLInputElement> {
  await kit.ready;
  act(() => (kit.getState().modal.open ? internals(kit).router.reset('Connect') : kit.open({ view: 'Connect' })));
  await screen.findByRole('dialog', { name: 'Connect Wallet' });
  return (await screen.findByRole('textbox', { name: 'Email address' })) as HTMLInputElement;
}

const submitEmail = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest('form')!);
};

const codeField = async () => (await screen.findByRole('textbox', { name: 'One-time code' })) as HTMLInputElement;
const paste = (input: HTMLInputElement, text: string) => fireEvent.paste(input, { clipboardData: { getData: () => text } });
const stored = (storage: ReturnType<typeof createMemoryStorage>, key: string) => storage.data.get(`${STORAGE_PREFIX}email:${key}`);
/** Types one character at a time, as a keyboard does. */
const type = (input: HTMLInputElement, text: string) => {
  for (const ch of text) fireEvent.change(input, { target: { value: input.value + ch } });
};

describe('EmailLogin in the Connect view', () => {
  it('is the form itself, inside the Connect list after an injected wallet (SPEC §9 order), with a labelled email field', async () => {
    const { kit } = setup({ wallets: [otherWallet()] });
    const input = await openConnect(kit);
    expect(input.type).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    const items = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Dev Wallet');
    // Right after the visitor's own wallet, before the other wallets (not below every wallet row).
    expect(items[1]!.contains(input)).toBe(true);
    expect(items.at(-1)!.contains(input)).toBe(false);
    expect(within(items[1]!).getByRole('form', { name: 'Sign in with email' })).toBeTruthy();
  });

  it('comes first without an injected wallet, and is gone once connected or when the email feature is off', async () => {
    const { kit, signIn } = setup();
    const input = await openConnect(kit);
    const items = within(screen.getByRole('list', { name: 'Ways to connect' })).getAllByRole('listitem');
    expect(items[0]!.contains(input)).toBe(true);
    await act(async () => void (await signIn()));
    act(() => kit.open({ view: 'Connect' }));
    await screen.findByRole('dialog', { name: 'Connect Wallet' });
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('refuses an invalid email (SPEC §5) with an error tied to the field, and asks the frame nothing', async () => {
    const { kit, frame } = setup();
    const input = await openConnect(kit);
    for (const bad of ['', 'ada', 'ada@example', 'ada@@example.org', '.ada@example.org', 'ada..b@example.org', 'ada @example.org', `${'a'.repeat(250)}@example.org`]) {
      submitEmail(input, bad);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe('Enter a valid email address, such as name@example.com.');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(input.getAttribute('aria-describedby')).toBe(alert.id);
      expect(document.activeElement).toBe(input);
    }
    expect(frame.calls).toEqual([]);
    // Typing clears the error.
    fireEvent.change(input, { target: { value: 'ada@' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('a CONNECT answer (a known device) connects the AUTH wallet at once: the modal closes, the email and the flag are kept', async () => {
    const { kit, frame, storage } = setup();
    frame.emailAction = 'CONNECT';
    const input = await openConnect(kit);
    submitEmail(input, `  ${USER_EMAIL} `);
    await waitFor(() => expect(kit.getState().modal.open).toBe(false));
    expect(frame.calls).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: USER_EMAIL } }]);
    expect(kit.getState().chains.eip155).toMatchObject({ connectorId: 'AUTH', account: { status: 'connected' } });
    expect(stored(storage, StorageKeys.email)).toBe(JSON.stringify(USER_EMAIL));
    expect(stored(storage, StorageKeys.emailLoginUsed)).toBe('true');
  });

  it('a frame that refuses the email: the error shows and the form stays usable', async () => {
    const { kit, frame } = setup();
    frame.handlers.CONNECT_EMAIL = async () => {
      throw new Error('Email blocked');
    };
    const input = await openConnect(kit);
    submitEmail(input, USER_EMAIL);
    expect((await screen.findByRole('alert')).textContent).toBe('The email could not be sent. Try again.');
    expect(kit.plugin('email').cooldownSeconds()).toBe(0);
  });
});

describe('the one-time code (VERIFY_OTP)', () => {
  it('typing the 6th digit sends the code; a wrong one shows its error 300 ms later, shakes and clears; a pasted right one connects', async () => {
    const { kit, frame, storage } = setup();
    const input = await openConnect(kit);
    submitEmail(input, USER_EMAIL);
    const code = await codeField();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Confirm Email');
    expect(internals(kit).router.current).toEqual({ view: 'EmailVerifyOtp', params: { email: USER_EMAIL } });
    expect(screen.getByText(USER_EMAIL).tagName).toBe('BDI');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));

    // Five digits (and a letter, dropped): nothing is sent yet.
    type(code, '12x345');
    expect(code.value).toBe('12345');
    expect(frame.names()).toEqual(['CONNECT_EMAIL']);
    // The sixth: sent at once.
    type(code, '9');
    await waitFor(() => expect(frame.names()).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP']));
    expect(frame.calls[1]!.payload).toEqual({ otp: '123459' });
    await waitFor(() => expect(frame.refusedAt).toBeGreaterThan(0));
    // Not yet: the error waits 300 ms (SPEC §9).
    expect(screen.queryByRole('alert')).toBeNull();
    const alert = await screen.findByRole('alert');
    const shownAfter = Date.now() - frame.refusedAt;
    expect(shownAfter).toBeGreaterThanOrEqual(290);
    expect(alert.textContent).toBe('That code is not right. Enter the code from the latest email.');
    expect(screen.getByRole('dialog').classList.contains('lk-shake')).toBe(true);
    expect(code.value).toBe('');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(document.activeElement).toBe(code);
    // The shake lasts 500 ms.
    await waitFor(() => expect(screen.getByRole('dialog').classList.contains('lk-shake')).toBe(false));

    // A paste with spaces and a dash fills the field and sends it.
    paste(code, ' 123-456 ');
    await waitFor(() => expect(kit.getState().modal.open).toBe(false));
    expect(frame.calls.at(-1)).toEqual({ name: 'CONNECT_OTP', payload: { otp: CODES.login } });
    expect(frame.connects).toBe(1);
    expect(kit.getState().chains.eip155).toMatchObject({ connectorId: 'AUTH', account: { status: 'connected', user: { email: USER_EMAIL } } });
    expect(stored(storage, StorageKeys.emailLoginUsed)).toBe('true');
  });

  it('Arabic-Indic digits count; a failure that is not a refusal keeps the code and says so', async () => {
    const { kit, frame } = setup();
    frame.handlers.CONNECT_OTP = async () => {
      const { TimeoutError } = await import('@latchkey/kernel');
      throw new TimeoutError('timed out');
    };
    act(() => kit.open({ view: 'EmailVerifyOtp', params: { email: USER_EMAIL } }));
    const code = await codeField();
    paste(code, '١٢٣٤٥٦');
    await waitFor(() => expect(frame.calls.at(-1)).toEqual({ name: 'CONNECT_OTP', payload: { otp: '123456' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code could not be checked. Try again.');
    expect(code.value).toBe('123456');
    expect(screen.getByRole('dialog').classList.contains('lk-shake')).toBe(false);
  });

  it('"Resend code" within 30 s is refused with the SPEC text; after that it sends', async () => {
    const { kit, frame } = setup();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    const input = await openConnect(kit);
    submitEmail(input, USER_EMAIL);
    await codeField();
    now.mockReturnValue(start + 12_500);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(screen.getByText('Please try again after 18 seconds')).toBeTruthy());
    expect(frame.names()).toEqual(['CONNECT_EMAIL']);
    now.mockReturnValue(start + 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await screen.findByText('A new code is on its way.');
    expect(frame.calls).toEqual([
      { name: 'CONNECT_EMAIL', payload: { email: USER_EMAIL } },
      { name: 'CONNECT_EMAIL', payload: { email: USER_EMAIL } },
    ]);
  });
});

describe('device verification (VERIFY_DEVICE)', () => {
  it('waits for the approval from the email, then the code entry takes its place', async () => {
    const { kit, frame } = setup();
    frame.emailAction = 'VERIFY_DEVICE';
    const input = await openConnect(kit);
    submitEmail(input, USER_EMAIL);
    await screen.findByRole('dialog', { name: 'Register Device' });
    expect(await screen.findByRole('progressbar', { name: 'Waiting for your approval…' })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain(`Approve this device from the email we sent to ${USER_EMAIL}.`);
    await waitFor(() => expect(frame.names()).toEqual(['CONNECT_EMAIL', 'CONNECT_DEVICE']));
    const depth = internals(kit).router.history.length;
    act(() => frame.approveDevice());
    await codeField();
    expect(internals(kit).router.current).toEqual({ view: 'EmailVerifyOtp', params: { email: USER_EMAIL } });
    // Replaced, not pushed: Back goes to the email form, not to a finished wait.
    expect(internals(kit).router.history.length).toBe(depth);
  });

  it('no approval in time: says so, and Try again waits anew', async () => {
    const { kit, frame } = setup();
    act(() => kit.open({ view: 'EmailVerifyDevice', params: { email: USER_EMAIL } }));
    await waitFor(() => expect(frame.names()).toEqual(['CONNECT_DEVICE']));
    act(() => frame.rejectDevice());
    expect((await screen.findByRole('alert')).textContent).toBe('This device was not approved in time.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(frame.names()).toEqual(['CONNECT_DEVICE', 'CONNECT_DEVICE']));
    expect(screen.getByRole('progressbar', { name: 'Waiting for your approval…' })).toBeTruthy();
  });

  it('leaving the view stops the wait', async () => {
    const { kit, frame } = setup();
    let aborted: AbortSignal | undefined;
    frame.handlers.CONNECT_DEVICE = (_p, signal) => {
      aborted = signal;
      return new Promise(() => {});
    };
    act(() => kit.open({ view: 'EmailVerifyDevice', params: { email: USER_EMAIL } }));
    await waitFor(() => expect(aborted).toBeDefined());
    act(() => kit.close());
    await waitFor(() => expect(aborted!.aborted).toBe(true));
  });
});

describe('the 30 s cooldown', () => {
  it("a second email within 30 s is refused with 'Please try again after {n} seconds' (n rounded up), kept across a reload", async () => {
    const storage = createMemoryStorage();
    const { kit, frame } = setup({ storage });
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    let input = await openConnect(kit);
    submitEmail(input, USER_EMAIL);
    await codeField();
    expect(stored(storage, StorageKeys.lastEmailLoginTime)).toBe(String(start));

    // Back to the form, 0.2 s later: 30 s to wait (29.8, rounded up).
    now.mockReturnValue(start + 200);
    act(() => void internals(kit).router.goBack());
    input = await screen.findByRole('textbox', { name: 'Email address' });
    submitEmail(input, 'grace@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 30 seconds');
    expect(frame.names()).toEqual(['CONNECT_EMAIL']);

    // A reload: a new kit on the same storage still waits (21 s left at 9 s).
    cleanup();
    await kit.destroy();
    now.mockReturnValue(start + 9_000);
    const again = setup({ storage });
    expect(again.kit.plugin('email').cooldownSeconds()).toBe(21);
    input = await openConnect(again.kit);
    submitEmail(input, 'grace@example.org');
    expect((await screen.findByRole('alert')).textContent).toBe('Please try again after 21 seconds');
    expect(again.frame.calls).toEqual([]);

    // 30 s on: it goes.
    now.mockReturnValue(start + 30_000);
    submitEmail(input, 'grace@example.org');
    await codeField();
    expect(again.frame.calls).toEqual([{ name: 'CONNECT_EMAIL', payload: { email: 'grace@example.org' } }]);
  });
});

describe('UpdateEmailWallet', () => {
  async function openAccount(made: Made) {
    await made.kit.ready;
    await act(async () => void (await made.signIn()));
    act(() => made.kit.open());
    await screen.findByRole('dialog', { name: 'Account' });
  }

  it('from the Account entry: new email, the code sent to the current address, then the one sent to the new; the new email shows', async () => {
    const made = setup();
    const { kit, frame } = made;
    await openAccount(made);
    fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
    await screen.findByRole('dialog', { name: 'Change Email' });
    const input = (await screen.findByRole('textbox', { name: 'New email address' })) as HTMLInputElement;
    expect(screen.getByText(USER_EMAIL).tagName).toBe('BDI');

    // The same address and an invalid one are refused here.
    submitEmail(input, USER_EMAIL.toUpperCase());
    expect((await screen.findByRole('alert')).textContent).toBe('That is already your email address.');
    submitEmail(input, 'grace@');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address, such as name@example.com.');
    expect(frame.calls).toEqual([]);

    submitEmail(input, 'grace@example.org');
    let code = await codeField();
    expect(screen.getByRole('dialog').textContent).toContain(`Enter the 6-digit code we sent to your current email, ${USER_EMAIL}.`);
    expect(frame.calls).toEqual([{ name: 'UPDATE_EMAIL', payload: { email: 'grace@example.org' } }]);

    // A wrong primary code: error, shake, cleared.
    paste(code, '999999');
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Enter the code from the latest email.');
    expect(code.value).toBe('');
    expect(kit.getState().modal.shake).toBe(true);

    paste(code, CODES.primary);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Enter the 6-digit code we sent to grace@example.org.'));
    code = await codeField();
    expect(code.value).toBe('');
    type(code, CODES.secondary);
    const done = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Your email address is now grace@example.org.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(frame.names()).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP']);
    expect(frame.calls.slice(2)).toEqual([
      { name: 'UPDATE_EMAIL_PRIMARY_OTP', payload: { otp: CODES.primary } },
      { name: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: CODES.secondary } },
    ]);
    // The account shows the new address; the plugin remembers it.
    expect(kit.getState().chains.eip155?.account).toMatchObject({ user: { email: 'grace@example.org' }, profileName: 'grace@example.org' });
    expect(kit.plugin('email').lastEmail()).toBe('grace@example.org');

    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }));
    await screen.findByRole('dialog', { name: 'Account' });
  });

  it('VERIFY_SECONDARY_OTP straight away skips the primary code', async () => {
    const made = setup();
    made.frame.updateAction = 'VERIFY_SECONDARY_OTP';
    await openAccount(made);
    act(() => internals(made.kit).router.push('UpdateEmailWallet'));
    submitEmail((await screen.findByRole('textbox', { name: 'New email address' })) as HTMLInputElement, 'grace@example.org');
    paste(await codeField(), CODES.secondary);
    await screen.findByText('grace@example.org', { selector: 'p bdi' });
    expect(made.frame.names()).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_SECONDARY_OTP']);
  });

  it('says it is for email wallets when the account is another wallet', async () => {
    const { kit } = setup({ wallets: [otherWallet()] });
    await kit.ready;
    await act(async () => void (await kit.connect('dev.wallet')));
    act(() => kit.open({ view: 'UpdateEmailWallet' }));
    expect(await screen.findByText('Only a wallet you signed in to with an email has an email address to change.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('signing out', () => {
  it('forgets the email and the flag, keeps the time of the last email (the cooldown still holds)', async () => {
    const { kit, storage, signIn } = setup();
    await kit.ready;
    await kit.plugin('email').connectEmail(USER_EMAIL);
    await signIn();
    await kit.plugin('email').connect();
    expect(kit.plugin('email').loginUsed()).toBe(true);
    await kit.disconnect();
    expect(stored(storage, StorageKeys.email)).toBeUndefined();
    expect(kit.plugin('email').loginUsed()).toBe(false);
    expect(kit.plugin('email').cooldownSeconds()).toBeGreaterThan(0);
  });
});
