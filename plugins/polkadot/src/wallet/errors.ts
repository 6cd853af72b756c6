import { ConnectorError, KitError, UserRejectedError } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;
/**
 * How Polkadot extensions word a refusal: polkadot-js 'Cancelled' (a signature) and 'Rejected'
 * (a site), "… is not allowed to interact with this extension" (a site refused before),
 * Talisman and SubWallet 'Cancelled' / 'User rejected'.
 */
const REJECTION = /reject|denied|declined|cancel+ed|not allowed to interact/i;

/**
 * Turns what an extension threw into a typed kit error: a refusal becomes UserRejectedError (the
 * extension's words kept in `details`), anything else a ConnectorError carrying its message.
 *
 * @example
 * try { await injected.signer.signRaw(raw) } catch (e) { throw toWalletError(e, 'Error signing message') }
 */
export function toWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { message?: unknown } | null | undefined;
  const raw = typeof e?.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : '';
  const message = raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  if (REJECTION.test(raw)) return new UserRejectedError(undefined, { cause: error, details: message });
  return new ConnectorError(message, { cause: error });
}
