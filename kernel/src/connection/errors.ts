import { ConnectorError, KitError, UserRejectedError } from '../errors';

/** EIP-1193 / JSON-RPC error objects from wallets → typed kit errors (4001 stays a rejection). */
export function toKitError(error: unknown, fallback: string): KitError {
  if (error instanceof KitError) return error;
  const e = error as { code?: unknown; message?: unknown } | undefined;
  const message = typeof e?.message === 'string' && e.message ? e.message : fallback;
  if (e?.code === 4001 || e?.code === 'ACTION_REJECTED') return new UserRejectedError(undefined, { cause: error, details: message });
  return new ConnectorError(message, { cause: error, data: typeof e?.code === 'number' ? { rpcCode: e.code } : undefined });
}
