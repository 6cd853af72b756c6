import { ConnectorError, KitError, UserRejectedError } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;
const REJECTION = /reject|denied by user|declined|cancel+ed|disapproved/i;

/** sats-connect's RpcErrorCode values the plugin tells apart. */
export const WALLET_ERRORS = {
  userRejection: -32000,
  methodNotSupported: -32001,
  accessDenied: -32002,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const;

/** True when the wallet said it does not have the method (so another may be tried). */
export const isUnsupported = (error: unknown): boolean => {
  const code = (error as KitError | undefined)?.data as { walletCode?: unknown } | undefined;
  return code?.walletCode === WALLET_ERRORS.methodNotFound || code?.walletCode === WALLET_ERRORS.methodNotSupported;
};

/**
 * Turns what a Bitcoin wallet answered or threw into a typed kit error: a refusal (code -32000,
 * or a message that says so) becomes UserRejectedError; anything else a ConnectorError carrying
 * the wallet's message (cut to 300 characters) and its code in `data.walletCode`.
 *
 * @example
 * if (answer.status === 'error') throw toWalletError(answer.error, 'signMessage failed')
 */
export function toWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const raw = typeof e?.message === 'string' && e.message ? e.message : typeof error === 'string' ? error : '';
  const message = raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  if (e?.code === WALLET_ERRORS.userRejection || e?.code === 4001 || REJECTION.test(raw)) return new UserRejectedError(undefined, { cause: error, details: message });
  const code = typeof e?.code === 'number' || typeof e?.code === 'string' ? e.code : undefined;
  return new ConnectorError(message, { cause: error, data: code === undefined ? undefined : { walletCode: code } });
}
