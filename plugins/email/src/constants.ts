/** The plugin's id: its storage prefix, event prefix and `kit.plugin()` key. */
export const EMAIL_PLUGIN_ID = 'email';

/** SPEC §9: another sign-in email may be sent this long after the last one. */
export const EMAIL_COOLDOWN_MS = 30_000;

/** SPEC §9: a refused code shows its error this long after the answer (then the dialog shakes). */
export const ERROR_UI_DELAY_MS = 300;

/** The one-time codes the secure frame sends have this many digits. */
export const OTP_LENGTH = 6;

/** The plugin's views (SPEC §2: EmailLogin, UpdateEmailWallet; device and code steps). */
export const EMAIL_VIEWS = {
  login: 'EmailLogin',
  verifyOtp: 'EmailVerifyOtp',
  verifyDevice: 'EmailVerifyDevice',
  update: 'UpdateEmailWallet',
} as const;
