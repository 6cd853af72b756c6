import { ConnectorError, KitError } from '@latchkey/kernel';
import { MAX_MESSAGE, eip155Rejection, rpcCodeOf } from './rejection';

export { eip155Rejection, rpcCodeOf };

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
