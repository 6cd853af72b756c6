import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/**
 * A sign-in email was asked for within 30 s of the last one (SPEC §4, §8, §9). `seconds` is the
 * wait left, rounded up; the message is SPEC §8's 'Please try again after {n} seconds'.
 *
 * @example
 * try { await kit.plugin('email').connectEmail(address) } catch (e) {
 *   if (e instanceof EmailCooldownError) show(`wait ${e.seconds} s`)
 * }
 */
export class EmailCooldownError extends KitError {
  override name = 'EmailCooldownError';
  override readonly code = 'EMAIL_COOLDOWN' as const;
  readonly seconds: number;
  constructor(seconds: number, options?: KitErrorOptions) {
    super(`Please try again after ${seconds} seconds`, options);
    this.seconds = seconds;
  }
}
