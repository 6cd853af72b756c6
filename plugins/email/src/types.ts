import type { ConnectedAccount } from '@latchkey/kernel';
import type { EmailAction } from '@latchkey/embedded-wallet';

export type { EmailAction };

/** What the secure frame asks for after UPDATE_EMAIL (SPEC §4): a code to the current address first, or straight to the new one. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** Aborts a wait on the secure frame (the visitor left the view). */
export interface EmailRequestOptions {
  signal?: AbortSignal;
}

/**
 * `kit.plugin('email')`: the email login and email update steps over the embedded wallet's
 * secure frame (SPEC §4), with the SPEC §3 storage (the email, the email-login-used flag, the
 * time of the last sign-in email) kept under the plugin's storage prefix. The views use it; a dapp
 * with its own UI may too.
 */
export interface EmailApi {
  /** The address last used to sign in on this device, if any (cleared on sign-out). */
  lastEmail(): string | undefined;
  /** True once the visitor signed in with an email on this device (cleared on sign-out). */
  loginUsed(): boolean;
  /** Seconds, rounded up, until another sign-in email may be sent; 0 when one may be sent now (SPEC §9: 30 s apart). */
  cooldownSeconds(): number;
  /**
   * Asks the frame to email `email` a code or a device link (CONNECT_EMAIL), and resolves with
   * what comes next: 'VERIFY_OTP', 'VERIFY_DEVICE', or 'CONNECT' (already trusted: connect now).
   * Remembers the email and the time (the cooldown survives a reload).
   * @throws {ValidationError} 'Invalid email'. @throws {EmailCooldownError} 'Please try again after {n} seconds'.
   * @throws {KitError} the frame's message.
   */
  connectEmail(email: string, options?: EmailRequestOptions): Promise<EmailAction>;
  /** Waits until the visitor approved this device from the link in the email (CONNECT_DEVICE). */
  verifyDevice(options?: EmailRequestOptions): Promise<void>;
  /**
   * Sends the one-time code (CONNECT_OTP); resolves when it was right.
   * @throws {ValidationError} a code that is not a string of digits. @throws {KitError} the frame's message ('Invalid code').
   */
  verifyOtp(otp: string, options?: EmailRequestOptions): Promise<void>;
  /** Connects the embedded wallet (the AUTH connector, every namespace it serves) once the visitor signed in; sets the email-login-used flag. */
  connect(options?: EmailRequestOptions): Promise<ConnectedAccount>;
  /**
   * Starts changing the signed-in user's email to `email` (UPDATE_EMAIL).
   * @throws {ValidationError} 'Invalid email'. @throws {KitError} the frame's message.
   */
  updateEmail(email: string, options?: EmailRequestOptions): Promise<UpdateEmailAction>;
  /** The code sent to the current address (UPDATE_EMAIL_PRIMARY_OTP). */
  updateEmailPrimaryOtp(otp: string, options?: EmailRequestOptions): Promise<void>;
  /**
   * The code sent to the new address (UPDATE_EMAIL_SECONDARY_OTP); resolves with the new email,
   * which the Account view then shows.
   */
  updateEmailSecondaryOtp(otp: string, options?: EmailRequestOptions): Promise<string>;
}

/** The params of the plugin's views (`kit.open({ view, params })`). */
export interface EmailViewParams {
  EmailLogin: true;
  /** The address the code went to. */
  EmailVerifyOtp: { email: string };
  /** The address the approval link went to. */
  EmailVerifyDevice: { email: string };
  UpdateEmailWallet: true;
}
