/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys, ValidationError, createMemoryStorage, type Kit } from '@latchkey/kernel';
import { embeddedWallet } from '@latchkey/embedded-wallet';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import * as pkg from './index';
import { EmailCooldownError, email } from './index';
import { CODES, USER_EMAIL, makeEmailKit } from './views/fakeKit.testing';
import { ethereum } from '@latchkey/test-harness/kit';

// With the embedded wallet it requires (basic mode: no frame, no connector).
runPluginContract('email', () => email(), { companions: () => [embeddedWallet({ url: 'https://secure.example/frame' })] });

const kits: Kit[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const k of kits.splice(0)) await k.destroy();
});
const made = (options: Parameters<typeof makeEmailKit>[0] = {}) => {
  const m = makeEmailKit(options);
  kits.push(m.kit);
  return m;
};
const KEY = (k: string) => `@appkit-wallet/email:${k}`;

describe('email package', () => {
  it('exports the factory, its error and its constants, nothing else', () => {
    expect(Object.keys(pkg).sort()).toEqual(['EMAIL_COOLDOWN_MS', 'EMAIL_PLUGIN_ID', 'EMAIL_VIEWS', 'ERROR_UI_DELAY_MS', 'EmailCooldownError', 'OTP_LENGTH', 'email']);
    expect(pkg.EMAIL_COOLDOWN_MS).toBe(30_000);
    expect(pkg.ERROR_UI_DELAY_MS).toBe(300);
  });

  it('needs the embedded wallet', async () => {
    const { createKit } = await import('@latchkey/kernel');
    expect(() => createKit({ metadata: { name: 't', description: 't', url: 'https://dapp.example', icons: [] }, networks: [ethereum], storage: createMemoryStorage(), basic: true, plugins: [email()] })).toThrow(/embedded-wallet/);
  });

  it('the email entry: inline in Connect (order 10, email feature, not connected); "Update email" in Account', () => {
    const p = email();
    // Its flag: on by default, decided remotely, and off where the page's origin is not allowed.
    const flag = p.features!.email!;
    expect([flag.default, flag.remote?.({ isEnabled: false }), flag.originChecked]).toEqual([true, false, true]);
    expect(p.slots?.map(({ slot, id, order, when, view, icon }) => ({ slot, id, order, when, view, icon }))).toEqual([
      { slot: 'connectMethods', id: 'email', order: 10, when: { connected: false, feature: 'email' }, view: undefined, icon: 'mail' },
      { slot: 'walletFeatures', id: 'update-email', order: 50, when: { connected: true, feature: 'email', connectorTypes: ['AUTH'] }, view: 'UpdateEmailWallet', icon: 'mail' },
    ]);
    expect(typeof p.slots?.[0]?.load).toBe('function');
  });
});

describe("kit.plugin('email')", () => {
  it('refuses an invalid email and a code that is not digits before asking the frame', async () => {
    const { kit, frame } = made();
    await expect(kit.plugin('email').connectEmail('ada@example')).rejects.toBeInstanceOf(ValidationError);
    await expect(kit.plugin('email').connectEmail('ada@example')).rejects.toThrow('Invalid email');
    await expect(kit.plugin('email').updateEmail('not an email')).rejects.toThrow('Invalid email');
    await expect(kit.plugin('email').verifyOtp('12a456')).rejects.toBeInstanceOf(ValidationError);
    await expect(kit.plugin('email').verifyOtp(123456 as unknown as string)).rejects.toThrow('Expected string, received number');
    expect(frame.calls).toEqual([]);
  });

  it("sends, then refuses for 30 s with 'Please try again after {n} seconds' (n rounded up); the time and the email are in storage", async () => {
    const storage = createMemoryStorage();
    const { kit, frame } = made({ storage });
    const api = kit.plugin('email');
    const t0 = 1_700_000_000_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(t0);
    expect(api.cooldownSeconds()).toBe(0);
    expect(await api.connectEmail(` ${USER_EMAIL}`)).toBe('VERIFY_OTP');
    expect(storage.data.get(KEY(StorageKeys.lastEmailLoginTime))).toBe(String(t0));
    expect(storage.data.get(KEY(StorageKeys.email))).toBe(JSON.stringify(USER_EMAIL));
    expect(api.lastEmail()).toBe(USER_EMAIL);
    for (const [elapsed, n] of [
      [0, 30],
      [1, 30],
      [999, 30],
      [1_000, 29],
      [29_001, 1],
      [29_999, 1],
    ] as const) {
      now.mockReturnValue(t0 + elapsed);
      expect(api.cooldownSeconds()).toBe(n);
      const error = await api.connectEmail(USER_EMAIL).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmailCooldownError);
      expect((error as EmailCooldownError).message).toMatch(new RegExp(`^Please try again after ${n} seconds`));
      expect((error as EmailCooldownError).seconds).toBe(n);
    }
    expect(frame.names()).toEqual(['CONNECT_EMAIL']);
    now.mockReturnValue(t0 + 30_000);
    expect(api.cooldownSeconds()).toBe(0);
    await api.connectEmail(USER_EMAIL);
    expect(frame.names()).toEqual(['CONNECT_EMAIL', 'CONNECT_EMAIL']);
  });

  it('a reload keeps the cooldown; a clock set back never makes it longer than 30 s; a corrupt time is ignored', async () => {
    const t0 = 1_700_000_000_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(t0);
    const storage = createMemoryStorage();
    await made({ storage }).kit.plugin('email').connectEmail(USER_EMAIL);
    now.mockReturnValue(t0 + 10_000);
    expect(made({ storage }).kit.plugin('email').cooldownSeconds()).toBe(20);
    now.mockReturnValue(t0 - 3_600_000);
    expect(made({ storage }).kit.plugin('email').cooldownSeconds()).toBe(30);
    storage.data.set(KEY(StorageKeys.lastEmailLoginTime), '"yesterday"');
    expect(made({ storage }).kit.plugin('email').cooldownSeconds()).toBe(0);
  });

  it('a refused email starts no cooldown', async () => {
    const { kit, frame } = made();
    frame.handlers.CONNECT_EMAIL = async () => {
      throw new Error('Unverified domain');
    };
    await expect(kit.plugin('email').connectEmail(USER_EMAIL)).rejects.toThrow('Unverified domain');
    expect(kit.plugin('email').cooldownSeconds()).toBe(0);
    expect(kit.plugin('email').lastEmail()).toBeUndefined();
  });

  it('signs in with a code and connects the AUTH wallet; sets the email-login-used flag', async () => {
    const { kit, frame } = made();
    const api = kit.plugin('email');
    await api.connectEmail(USER_EMAIL);
    await expect(api.verifyOtp('000000')).rejects.toThrow('Invalid code');
    await api.verifyOtp(CODES.login);
    expect(api.loginUsed()).toBe(false);
    const account = await api.connect();
    expect(account).toMatchObject({ namespace: 'eip155', connectorId: 'AUTH' });
    expect(api.loginUsed()).toBe(true);
    expect(frame.names()).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_OTP']);
  });

  it('updating the email writes the new one into the account details and storage', async () => {
    const { kit, signIn } = made();
    await signIn();
    const api = kit.plugin('email');
    expect(await api.updateEmail('grace@example.org')).toBe('VERIFY_PRIMARY_OTP');
    await api.updateEmailPrimaryOtp(CODES.primary);
    expect(await api.updateEmailSecondaryOtp(CODES.secondary)).toBe('grace@example.org');
    expect(kit.getState().chains.eip155?.account).toMatchObject({ user: { email: 'grace@example.org' }, profileName: 'grace@example.org' });
    expect(api.lastEmail()).toBe('grace@example.org');
  });

  it('signing out of another wallet leaves the email alone', async () => {
    const storage = createMemoryStorage();
    const { kit } = made({ storage, wallets: [(await import('./views/fakeKit.testing')).otherWallet()] });
    await kit.plugin('email').connectEmail(USER_EMAIL);
    await kit.connect('dev.wallet');
    await kit.disconnect();
    expect(kit.plugin('email').lastEmail()).toBe(USER_EMAIL);
  });
});
