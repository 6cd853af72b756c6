import { ConnectorError, KitError, UserRejectedError } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;
/** How Wallet Standard wallets word a refusal (Phantom 4001, Solflare, Backpack, the adapters' WalletSignTransactionError…). */
const REJECTION = /reject|denied|declined|cancel+ed|disapproved/i;

/**
 * Turns what a wallet threw into a typed kit error: a refusal becomes UserRejectedError (code 4001
 * or a message that says so), anything else a ConnectorError carrying the wallet's message.
 *
 * @example
 * try { await feature.connect() } catch (e) { throw toWalletError(e, 'Connection failed') }
 */
export function toWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | null | undefined;
  const raw = typeof e?.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : '';
  const message = raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  if (e?.code === 4001 || e?.code === 'ACTION_REJECTED' || REJECTION.test(raw) || (typeof e?.name === 'string' && /Rejected/.test(e.name))) {
    return new UserRejectedError(undefined, { cause: error, details: message });
  }
  const code = typeof e?.code === 'number' || typeof e?.code === 'string' ? e.code : undefined;
  return new ConnectorError(message, { cause: error, data: code === undefined ? undefined : { walletCode: code } });
}
