import { ConnectorError, KitError, UserRejectedError } from '@latchkey/kernel';

/** Longest wallet-supplied message kept on an error (wallets can put anything there). */
const MAX_MESSAGE = 300;

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
 * True when a wallet says it does not know a chain: 4902, or MetaMask mobile's wrapped
 * `data.originalError.code === 4902`.
 *
 * @example
 * isUnrecognizedChain({ code: -32603, data: { originalError: { code: 4902 } } }); // true
 */
export function isUnrecognizedChain(error: unknown): boolean {
  if (rpcCodeOf(error) === 4902) return true;
  const original = (error as { data?: { originalError?: unknown } } | null | undefined)?.data?.originalError;
  return rpcCodeOf(original) === 4902;
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

/**
 * Turns what a wallet threw into a typed kit error. It must happen inside the plugin: the kernel
 * stamps a plain `Error` thrown by an adapter into a generic KitError, which would lose the 4001
 * code that tells a rejection from a failure.
 *
 * @example
 * try { await provider.request({ method: 'eth_requestAccounts' }) } catch (e) { throw toWalletError(e, 'Connection failed') }
 */
export function toWalletError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const code = rpcCodeOf(error);
  const raw = (error as { message?: unknown } | null | undefined)?.message;
  const message = typeof raw === 'string' && raw ? raw.slice(0, MAX_MESSAGE) : fallback;
  const rejection = eip155Rejection(error, message);
  if (rejection) return rejection;
  return new ConnectorError(message, { cause: error, data: code === undefined ? undefined : { rpcCode: code } });
}
