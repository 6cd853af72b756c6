import { ConnectorError, KitError, UserRejectedError, type KitErrorOptions } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;
/** How Keplr-compatible wallets word a refusal: Keplr 'Request rejected', Leap 'Rejected by user', … */
const REJECTION = /reject|denied|declined|cancel+ed|disapproved/i;
/** Keplr: 'There is no chain info for <id>'; others say the chain is unknown or not supported. */
const UNKNOWN_CHAIN = /no (chain|modular chain) info|unknown chain|chain (is )?not (supported|found)|not support(ed)? chain/i;

/** The wallet answered a signature made by another key than the signer's (its pub_key does not hash to the signer address). */
export class SignerMismatchError extends ConnectorError {
  override name = 'SignerMismatchError';
  constructor(message = 'The wallet signed with another account', options?: KitErrorOptions) {
    super(message, options);
  }
}

/**
 * True when a wallet error says it does not know the chain (Keplr: 'There is no chain info for …').
 *
 * @example
 * isUnknownChain(new Error('There is no chain info for juno-1')); // true
 */
export function isUnknownChain(error: unknown): boolean {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && UNKNOWN_CHAIN.test(message);
}

/**
 * Turns what a wallet threw into a typed kit error: a refusal ('Request rejected', code 4001)
 * becomes UserRejectedError, anything else a ConnectorError carrying the wallet's message (cut).
 *
 * @example
 * try { await keplr.enable(chainId) } catch (e) { throw toWalletError(e, 'Connection failed') }
 */
export function toWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const raw = typeof e?.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : '';
  const message = raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  if (e?.code === 4001 || REJECTION.test(raw)) return new UserRejectedError(undefined, { cause: error, details: message });
  const code = typeof e?.code === 'number' || typeof e?.code === 'string' ? e.code : undefined;
  return new ConnectorError(message, { cause: error, data: code === undefined ? undefined : { walletCode: code } });
}
