import { ConnectorError, KitError, UserRejectedError } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;
/** How Sui wallets word a refusal ("User rejected the request", "Request denied", "cancelled"…). */
const REJECTION = /reject|denied|declined|cancel+ed|disapproved/i;

/**
 * Turns what a Sui wallet threw into a typed kit error: a refusal becomes the kit's
 * UserRejectedError ('User rejected the request.', SPEC §8), anything else a ConnectorError
 * carrying the wallet's message (cut to 300 characters). The kit's own errors pass unchanged.
 *
 * @example
 * try { await wallet.features['standard:connect'].connect() } catch (e) { throw toSuiWalletError(e, 'Connection failed') }
 */
export function toSuiWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | null | undefined;
  const raw = typeof e?.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : '';
  const message = raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  if (e?.code === 4001 || REJECTION.test(raw) || (typeof e?.name === 'string' && /Rejected/.test(e.name))) {
    return new UserRejectedError(undefined, { cause: error, details: message });
  }
  const code = typeof e?.code === 'number' || typeof e?.code === 'string' ? e.code : undefined;
  return new ConnectorError(message, { cause: error, data: code === undefined ? undefined : { walletCode: code } });
}
