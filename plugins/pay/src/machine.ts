import type { PayStatus } from './types';

/** What moves a payment on. */
export type PayEvent =
  /** A new request is on screen (only when none is open). */
  | 'open'
  /** Pay (or Try again) was pressed: the wallet is asked. */
  | 'submit'
  /** The wallet sent it: the hash is known. */
  | 'sent'
  | 'confirm'
  | 'fail'
  | 'cancel';

/**
 * The payment status machine: the status `event` leads to from `status`, or undefined when it
 * does not apply there (a late answer of an attempt given up, a second press of Pay). Confirmed,
 * cancelled and idle are where a payment rests; only `open` leaves them.
 *
 * ```
 * idle|confirmed|cancelled|failed ─open→ review ─submit→ submitted ─sent→ confirming ─confirm→ confirmed
 *                 review|failed ─submit→ submitted ─confirm→ confirmed
 *   submitted|confirming ─fail→ failed ─submit→ submitted      review|submitted|failed ─cancel→ cancelled
 * ```
 *
 * @example
 * transition('review', 'submit') // 'submitted'
 * transition('confirmed', 'fail') // undefined
 */
export function transition(status: PayStatus, event: PayEvent): PayStatus | undefined {
  switch (event) {
    case 'open':
      return status === 'idle' || status === 'confirmed' || status === 'cancelled' || status === 'failed' ? 'review' : undefined;
    case 'submit':
      return status === 'review' || status === 'failed' ? 'submitted' : undefined;
    case 'sent':
      return status === 'submitted' ? 'confirming' : undefined;
    case 'confirm':
      return status === 'submitted' || status === 'confirming' ? 'confirmed' : undefined;
    case 'fail':
      return status === 'submitted' || status === 'confirming' ? 'failed' : undefined;
    case 'cancel':
      return status === 'review' || status === 'submitted' || status === 'failed' ? 'cancelled' : undefined;
  }
}
