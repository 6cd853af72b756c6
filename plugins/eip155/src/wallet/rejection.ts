import { UserRejectedError } from '@latchkey/kernel';

// The one part of the wallet error mapping the page needs (the namespace's `toKitError` hook);
// the rest (`errors.ts`) rides with the wallet adapter's chunk.

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
export const MAX_MESSAGE = 300;

/**
 * The EIP-1193 / JSON-RPC code of a wallet error, if it has one.
 *
 * @example
 * rpcCodeOf({ code: 4001, message: 'User rejected' }); // 4001
 */
export function rpcCodeOf(error: unknown): number | string | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/**
 * The visitor saying no, in EIP-1193's words (code 4001, or ethers' 'ACTION_REJECTED'), as a
 * UserRejectedError; undefined for any other error. The eip155 namespace's `toKitError` hook: the
 * kernel itself knows no wallet family's codes.
 *
 * @example
 * eip155Rejection({ code: 4001, message: 'User rejected the request.' }); // UserRejectedError
 */
export function eip155Rejection(error: unknown, details?: string): UserRejectedError | undefined {
  const code = rpcCodeOf(error);
  if (code !== 4001 && code !== 'ACTION_REJECTED') return undefined;
  const raw = (error as { message?: unknown } | null | undefined)?.message;
  return new UserRejectedError(undefined, { cause: error, details: details ?? (typeof raw === 'string' && raw ? raw.slice(0, MAX_MESSAGE) : undefined) });
}
