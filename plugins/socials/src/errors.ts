import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/** The sentence the reference frame and the kit use when the visitor gave up. */
export const SOCIAL_LOGIN_CANCELLED = 'Social login was cancelled';

/**
 * The visitor closed the sign-in popup, or denied the app at the provider.
 *
 * @example
 * try { await kit.plugin('socials').connectSocial('google') } catch (e) {
 *   if (e instanceof SocialLoginCancelledError) return; // nothing to report
 * }
 */
export class SocialLoginCancelledError extends KitError {
  override name = 'SocialLoginCancelledError';
  override readonly code = 'SOCIAL_LOGIN_CANCELLED' as const;
  constructor(options?: KitErrorOptions) {
    super(SOCIAL_LOGIN_CANCELLED, options);
  }
}
