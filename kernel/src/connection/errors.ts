import { ConnectorError, KitError } from '../errors';

/**
 * How a plugin reads what its wallets throw: a typed kit error for what it recognises (a
 * rejection → `UserRejectedError`), undefined for what it does not (the kit's generic wrapper
 * then makes it a `ConnectorError`). Wallet families reject differently (EIP-1193 code 4001,
 * Polkadot 'Cancelled', Keplr 'Request rejected', WalletConnect 5000…): only their plugin knows.
 * Declared as `ConnectorAdapter.toKitError` (one wallet) and `NamespaceAdapter.toKitError` (every
 * wallet of a namespace); the kit asks the connector first, then the namespace.
 *
 * @example
 * toKitError: (error) => ((error as { code?: unknown })?.code === 4001 ? new UserRejectedError(undefined, { cause: error }) : undefined)
 */
export type KitErrorMapper = (error: unknown, fallback: string) => KitError | undefined;

/** Anything that may declare the hook: a connector adapter, a namespace adapter. */
export interface KitErrorHookOwner {
  toKitError?(error: unknown, fallback: string): KitError | undefined;
}

/** The hooks of these owners, each called on its owner (adapters may be class instances), in order. */
export function hooksOf(...owners: ReadonlyArray<KitErrorHookOwner | undefined>): KitErrorMapper[] {
  return owners.flatMap((o) => (o?.toKitError ? [(error: unknown, fallback: string) => o.toKitError!(error, fallback)] : []));
}

/**
 * A wallet's error as a typed kit error. A KitError passes through; otherwise each of `mappers`
 * (the wallet's plugin's hooks, in order) is asked, and what none recognises becomes a
 * `ConnectorError` with the wallet's message (or `fallback`) and its numeric code in
 * `data.rpcCode`. The kernel knows no wallet family's codes: without a mapper `{ code: 4001 }`
 * is a ConnectorError, not a rejection.
 *
 * @example
 * throw toKitError(error, 'personal_sign failed', adapter.toKitError)
 */
export function toKitError(error: unknown, fallback: string, mappers?: KitErrorMapper | ReadonlyArray<KitErrorMapper | undefined>): KitError {
  if (error instanceof KitError) return error;
  for (const map of typeof mappers === 'function' ? [mappers] : (mappers ?? [])) {
    if (!map) continue;
    let mapped: KitError | undefined;
    try {
      mapped = map(error, fallback);
    } catch {
      // A hook that throws recognises nothing; the generic wrapper still answers.
      mapped = undefined;
    }
    if (mapped instanceof KitError) return mapped;
  }
  const e = error as { code?: unknown; message?: unknown } | null | undefined;
  const message = typeof e?.message === 'string' && e.message ? e.message : fallback;
  return new ConnectorError(message, { cause: error, data: typeof e?.code === 'number' ? { rpcCode: e.code } : undefined });
}
