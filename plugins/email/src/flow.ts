// The email steps over the embedded wallet's frame (SPEC §4): a lazy chunk, loaded with the views
// (or with a dapp's first call), never with the page.
import { StorageKeys, ValidationError, type AccountDetails, type ChainNamespace, type ConnectedAccount, type Kit, type KitStorage } from '@latchkey/kernel';
import { displayName, type EmailAction } from '@latchkey/embedded-wallet';
import { cooldownSeconds } from './cooldown';
import { EmailCooldownError } from './errors';
import { isOtp, validEmail } from './validate';
import type { EmailRequestOptions, UpdateEmailAction } from './types';

export interface FlowDeps {
  kit: Kit;
  pluginId: string;
  storage: KitStorage;
  account: { update(namespace: ChainNamespace, address: string, details: AccountDetails): void };
  now(): number;
}

const wallet = (d: FlowDeps) => d.kit.plugin('embedded-wallet');

function emailOf(d: FlowDeps, input: string): string {
  const email = validEmail(input);
  if (!email) throw new ValidationError('Invalid email', { pluginId: d.pluginId });
  return email;
}

function otpOf(d: FlowDeps, otp: string): string {
  if (!isOtp(otp)) throw new ValidationError(typeof otp === 'string' ? 'Invalid input' : `Expected string, received ${typeof otp}`, { pluginId: d.pluginId });
  return otp;
}

export async function connectEmail(d: FlowDeps, input: string, o: EmailRequestOptions = {}): Promise<EmailAction> {
  const email = emailOf(d, input);
  const wait = cooldownSeconds(d.storage, d.now());
  if (wait > 0) throw new EmailCooldownError(wait, { pluginId: d.pluginId });
  const { action } = await wallet(d).request('CONNECT_EMAIL', { email }, o);
  // The frame sent it: the next one waits 30 s, across reloads (SPEC §3, §4).
  d.storage.set(StorageKeys.lastEmailLoginTime, d.now());
  d.storage.set(StorageKeys.email, email);
  return action;
}

export async function verifyDevice(d: FlowDeps, o: EmailRequestOptions = {}): Promise<void> {
  await wallet(d).request('CONNECT_DEVICE', {}, o);
}

export async function verifyOtp(d: FlowDeps, otp: string, o: EmailRequestOptions = {}): Promise<void> {
  await wallet(d).request('CONNECT_OTP', { otp: otpOf(d, otp) }, o);
}

export async function connect(d: FlowDeps, o: EmailRequestOptions = {}): Promise<ConnectedAccount> {
  const account = await d.kit.connect(wallet(d).connectorId, o.signal ? { signal: o.signal } : {});
  d.storage.set(StorageKeys.emailLoginUsed, true);
  return account;
}

export async function updateEmail(d: FlowDeps, input: string, o: EmailRequestOptions = {}): Promise<UpdateEmailAction> {
  const { action } = await wallet(d).request('UPDATE_EMAIL', { email: emailOf(d, input) }, o);
  return action;
}

export async function updateEmailPrimaryOtp(d: FlowDeps, otp: string, o: EmailRequestOptions = {}): Promise<void> {
  await wallet(d).request('UPDATE_EMAIL_PRIMARY_OTP', { otp: otpOf(d, otp) }, o);
}

export async function updateEmailSecondaryOtp(d: FlowDeps, otp: string, o: EmailRequestOptions = {}): Promise<string> {
  const { newEmail } = await wallet(d).request('UPDATE_EMAIL_SECONDARY_OTP', { otp: otpOf(d, otp) }, o);
  d.storage.set(StorageKeys.email, newEmail);
  // The Account view shows the new address at once (the frame reports it on the next GET_USER too).
  const state = d.kit.getState();
  const connectorId = wallet(d).connectorId;
  for (const chain of Object.values(state.chains)) {
    const { account } = chain ?? {};
    if (!chain || chain.connectorId !== connectorId || !account?.address || !account.user) continue;
    const user = { ...account.user, email: newEmail };
    const name = displayName({ userName: user.userName, email: newEmail, socialProvider: account.socialProvider });
    d.account.update(chain.namespace, account.address, { user, ...(name ? { profileName: name } : {}) });
  }
  return newEmail;
}
