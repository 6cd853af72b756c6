// The auth server's accounts: users (and their keys), sessions, and email login with device
// verification and one-time codes, plus the two-step email update. Codes and links go to the dev
// inbox. A reference for self-hosting: no rate limits, no persistence, no real email.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { AccountType, EmailAction, SocialProvider } from '@latchkey/embedded-wallet/protocol';
import { signerFromSeed } from '../solana/wallet/keys';
import { FrameError } from './errors';
import type { Inbox } from './inbox';
import type { Notifier } from './notifier';
import type { CodeCheck, FrameState, PendingLogin, SessionRecord, UserRecord } from './state';

/** Wrong tries a one-time code allows before it is void. */
export const MAX_CODE_ATTEMPTS = 5;
/** How long a session lasts. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** SPEC §5 'Invalid email'. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** Where a new session starts. */
export interface SessionStart {
  evmChainId: number;
  solanaChainId: string;
  namespace: 'eip155' | 'solana';
  preferredAccountType?: AccountType;
}

/** Options of {@link createAuth}. */
export interface AuthOptions {
  state: FrameState;
  inbox: Inbox;
  notifier: Notifier;
  /** The frame's origin (device-approval links point there). */
  origin: string;
  otpTtlMs: number;
  approvalWaitMs: number;
  /** Called once per new user (the dev faucet funds it). */
  onUserCreated(user: UserRecord): void;
}

/** The auth server's account logic. */
export type Auth = ReturnType<typeof createAuth>;

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** Normalizes and checks an email address; throws 'Invalid email'. */
export function normalizeEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new FrameError('Invalid email');
  return email;
}

function newCode(ttlMs: number): CodeCheck {
  return { code: String(randomInt(0, 1_000_000)).padStart(6, '0'), expiresAt: Date.now() + ttlMs, attempts: 0 };
}

/** Checks `otp` against `check`, counting the attempt; throws the reason it fails. */
function verifyCode(check: CodeCheck | null, otp: string): void {
  if (!check) throw new FrameError('No code was sent: start again');
  if (check.attempts >= MAX_CODE_ATTEMPTS) throw new FrameError('Too many attempts: ask for a new code');
  if (Date.now() > check.expiresAt) throw new FrameError('The code has expired: ask for a new code');
  check.attempts += 1;
  if (!/^\d{6}$/.test(otp) || !timingSafeEqual(Buffer.from(otp), Buffer.from(check.code))) throw new FrameError('Invalid code');
}

/**
 * Accounts, sessions and the email flows of one server.
 *
 * @example
 * const auth = createAuth({ state, inbox, notifier, origin, otpTtlMs: 600_000, approvalWaitMs: 100_000, onUserCreated });
 */
export function createAuth(options: AuthOptions) {
  const { state, inbox, notifier } = options;

  const loginCode = (login: PendingLogin): void => {
    login.stage = 'otp';
    login.otp = newCode(options.otpTtlMs);
    inbox.send({
      to: login.email,
      kind: 'login-code',
      subject: `Your Latchkey login code: ${login.otp.code}`,
      code: login.otp.code,
      text: `Your one-time code is ${login.otp.code}. It expires in ${Math.round(options.otpTtlMs / 60_000)} minutes. If you did not ask for it, ignore this message.`,
    });
  };

  const approve = (deviceId: string): string | undefined => {
    const login = state.logins.get(deviceId);
    if (!login || login.stage !== 'device') return undefined;
    login.approved = true;
    if (login.approvalToken) state.approvals.delete(login.approvalToken);
    const devices = state.knownDevices.get(login.email) ?? new Set<string>();
    devices.add(deviceId);
    state.knownDevices.set(login.email, devices);
    notifier.notify();
    return login.email;
  };

  const auth = {
    /** The user behind `identity`, created (with new keys) when unknown. */
    userFor(identity: string, profile: { email: string | null; socialProvider: SocialProvider | 'farcaster' | null; userName: string | null }): UserRecord {
      const known = state.identities.get(identity);
      const existing = known ? state.users.get(known) : undefined;
      if (existing) {
        if (profile.userName !== null) existing.userName = profile.userName;
        return existing;
      }
      const user: UserRecord = {
        id: hex(8),
        identity,
        email: profile.email,
        socialProvider: profile.socialProvider,
        userName: profile.userName,
        evm: privateKeyToAccount(generatePrivateKey()),
        solana: signerFromSeed(hex(32)),
        funding: null,
      };
      state.users.set(user.id, user);
      state.identities.set(identity, user.id);
      options.onUserCreated(user);
      return user;
    },

    /** A new session for `user` on `deviceId`. */
    createSession(user: UserRecord, deviceId: string, start: SessionStart): SessionRecord {
      const session: SessionRecord = {
        token: hex(32),
        handle: hex(16),
        userId: user.id,
        deviceId,
        evmChainId: start.evmChainId,
        solanaChainId: start.solanaChainId,
        namespace: start.namespace,
        preferredAccountType: start.preferredAccountType ?? 'eoa',
        theme: null,
        dappData: null,
        emailUpdate: null,
        expiresAt: Date.now() + SESSION_TTL_MS,
      };
      state.sessions.set(session.token, session);
      return session;
    },

    /** The live session a bearer token names, if any. */
    session(token: string | null): SessionRecord | undefined {
      if (!token) return undefined;
      const session = state.sessions.get(token);
      if (!session) return undefined;
      if (Date.now() > session.expiresAt || !state.users.has(session.userId)) {
        state.sessions.delete(token);
        return undefined;
      }
      return session;
    },

    signOut(session: SessionRecord): void {
      state.sessions.delete(session.token);
    },

    /**
     * APP_CONNECT_EMAIL: CONNECT when this frame is already signed in as `email`; VERIFY_OTP (a
     * code is mailed) for a device that completed a login for it before; else VERIFY_DEVICE (an
     * approval link is mailed).
     */
    connectEmail(deviceId: string, rawEmail: string, current: SessionRecord | undefined): EmailAction {
      const email = normalizeEmail(rawEmail);
      if (current && state.users.get(current.userId)?.email === email) return 'CONNECT';
      const previous = state.logins.get(deviceId);
      if (previous?.approvalToken) state.approvals.delete(previous.approvalToken);
      const login: PendingLogin = { email, stage: 'device', approvalToken: null, approved: false, otp: null };
      state.logins.set(deviceId, login);
      if (state.knownDevices.get(email)?.has(deviceId)) {
        login.approved = true;
        loginCode(login);
        return 'VERIFY_OTP';
      }
      login.approvalToken = hex(24);
      state.approvals.set(login.approvalToken, deviceId);
      const link = `${options.origin}/dev/approve-device?token=${login.approvalToken}`;
      inbox.send({
        to: email,
        kind: 'device-approval',
        subject: 'Approve this device to log in to Latchkey',
        link,
        text: `Someone is logging in with ${email} on a new device. If it is you, approve the device: ${link}`,
      });
      return 'VERIFY_DEVICE';
    },

    /** APP_CONNECT_DEVICE: waits (bounded) for the device to be approved, then mails the code. */
    async connectDevice(deviceId: string, signal: AbortSignal): Promise<void> {
      const login = state.logins.get(deviceId);
      if (!login) throw new FrameError('No email login is under way on this device');
      if (login.stage === 'otp') return;
      await notifier.wait(() => (state.logins.get(deviceId) !== login ? false : login.approved ? true : undefined), {
        timeoutMs: options.approvalWaitMs,
        timeoutMessage: 'Device verification timed out: ask for a new link',
        signal,
      }).then((same) => {
        if (!same) throw new FrameError('Another login started on this device');
      });
      loginCode(login);
    },

    /** APP_CONNECT_OTP: checks the code; the signed-in user (created on first login). */
    connectOtp(deviceId: string, otp: string): UserRecord {
      const login = state.logins.get(deviceId);
      if (!login || login.stage !== 'otp') throw new FrameError('No code was sent to this device: start again');
      verifyCode(login.otp, otp);
      state.logins.delete(deviceId);
      const user = auth.userFor(`email:${login.email}`, { email: login.email, socialProvider: null, userName: null });
      return user;
    },

    /** The device-approval link: approves the device the token was mailed for; its email, or undefined. */
    approveByToken(token: string): string | undefined {
      const deviceId = state.approvals.get(token);
      return deviceId === undefined ? undefined : approve(deviceId);
    },

    /** Approves the newest device waiting for `email` (tests). */
    approveByEmail(rawEmail: string): boolean {
      let email: string;
      try {
        email = normalizeEmail(rawEmail);
      } catch {
        return false;
      }
      const waiting = [...state.logins.entries()].filter(([, login]) => login.email === email && login.stage === 'device' && !login.approved);
      const newest = waiting.at(-1);
      return newest ? approve(newest[0]) !== undefined : false;
    },

    /**
     * APP_UPDATE_EMAIL: a code to the current address first (VERIFY_PRIMARY_OTP), or, for a user
     * without one (a social login), straight to the new address (VERIFY_SECONDARY_OTP).
     */
    updateEmail(session: SessionRecord, rawEmail: string): 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' {
      const user = state.users.get(session.userId)!;
      const newEmail = normalizeEmail(rawEmail);
      if (newEmail === user.email) throw new FrameError('That is already your email');
      if (state.identities.has(`email:${newEmail}`)) throw new FrameError('That email is already in use');
      if (user.email === null) {
        session.emailUpdate = { newEmail, stage: 'secondary', otp: newCode(options.otpTtlMs) };
        mailUpdate(newEmail, 'update-email-secondary', session.emailUpdate.otp.code);
        return 'VERIFY_SECONDARY_OTP';
      }
      session.emailUpdate = { newEmail, stage: 'primary', otp: newCode(options.otpTtlMs) };
      mailUpdate(user.email, 'update-email-primary', session.emailUpdate.otp.code, newEmail);
      return 'VERIFY_PRIMARY_OTP';
    },

    /** APP_UPDATE_EMAIL_PRIMARY_OTP: the current address confirmed; a code goes to the new one. */
    updateEmailPrimary(session: SessionRecord, otp: string): void {
      const update = session.emailUpdate;
      if (!update || update.stage !== 'primary') throw new FrameError('No email update is waiting for the current address');
      verifyCode(update.otp, otp);
      session.emailUpdate = { newEmail: update.newEmail, stage: 'secondary', otp: newCode(options.otpTtlMs) };
      mailUpdate(update.newEmail, 'update-email-secondary', session.emailUpdate.otp.code);
    },

    /** APP_UPDATE_EMAIL_SECONDARY_OTP: the new address confirmed; the user's email changes. */
    updateEmailSecondary(session: SessionRecord, otp: string): string {
      const update = session.emailUpdate;
      if (!update || update.stage !== 'secondary') throw new FrameError('No email update is waiting for the new address');
      verifyCode(update.otp, otp);
      const user = state.users.get(session.userId)!;
      if (state.identities.has(`email:${update.newEmail}`)) throw new FrameError('That email is already in use');
      const old = user.email;
      user.email = update.newEmail;
      if (user.identity.startsWith('email:')) {
        state.identities.delete(user.identity);
        user.identity = `email:${update.newEmail}`;
        state.identities.set(user.identity, user.id);
      }
      // This device proved both addresses: it stays known for the new one.
      const devices = new Set([...(old ? (state.knownDevices.get(old) ?? []) : []), session.deviceId]);
      state.knownDevices.set(update.newEmail, devices);
      session.emailUpdate = null;
      return update.newEmail;
    },
  };

  function mailUpdate(to: string, kind: 'update-email-primary' | 'update-email-secondary', code: string, newEmail?: string): void {
    inbox.send({
      to,
      kind,
      subject: kind === 'update-email-primary' ? `Confirm your email change: ${code}` : `Confirm your new email: ${code}`,
      code,
      text:
        kind === 'update-email-primary'
          ? `Someone asked to change the email of your Latchkey wallet to ${newEmail ?? 'a new address'}. If it is you, enter ${code}.`
          : `Enter ${code} to make this address the email of your Latchkey wallet.`,
    });
  }

  return auth;
}
