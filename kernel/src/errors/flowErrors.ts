// The errors of flows that load lazily (transactions, HTTP, switching, sign-in): a module apart
// from the base class and the errors a page's first load can throw, so that bundlers leave these
// with the flows that use them.
import { KitError, ValidationError, type KitErrorOptions } from './KitError';

/**
 * A transaction broke a rule of its namespace (SPEC §5: chain id, fees, blob hashes, hex fields;
 * Solana fee payer, size, blockhash) and was refused before any wallet or approval saw it.
 * `rule` names the rule, e.g. 'chainId', 'fees', 'blobVersionedHashes', 'feePayer'.
 */
export class InvalidTransactionError extends ValidationError {
  override name = 'InvalidTransactionError';
  declare readonly rule: string;
  constructor(message: string, options: KitErrorOptions & { rule: string }) {
    super(message, options);
    (this as { rule: string }).rule = options.rule;
  }
}

/** An HTTP request answered with a non-2xx status ('HTTP status code N'). */
export class HttpError extends KitError {
  override name = 'HttpError';
  override readonly code = 'HTTP_ERROR' as const;
  constructor(message = 'HttpError', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** A request could not be made or its reply was unusable (offline, dropped, malformed). */
export class NetworkError extends KitError {
  override name = 'NetworkError';
  override readonly code = 'NETWORK_ERROR' as const;
  constructor(message = 'Network request failed', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** An RPC method the kit refuses ('Action not allowed'). */
export class RequestNotAllowedError extends KitError {
  override name = 'RequestNotAllowedError';
  override readonly code = 'REQUEST_NOT_ALLOWED' as const;
  constructor(message = 'Action not allowed', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Switching or adding a network failed. */
export class ChainError extends KitError {
  override name = 'ChainError';
  override readonly code = 'CHAIN_ERROR' as const;
  constructor(message = 'Chain is not supported', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Sign-in with a wallet (SIWX) failed. */
export class SiwxError extends KitError {
  override name = 'SiwxError';
  override readonly code = 'SIWX_ERROR' as const;
  constructor(message = 'Error signing message', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The multi-wallet feature is off. */
export class FeatureDisabledError extends KitError {
  override name = 'FeatureDisabledError';
  override readonly code = 'FEATURE_DISABLED' as const;
  constructor(message = 'FeatureDisabledError', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** True when `error` is a {@link KitError} with the given code. */
export function isKitError(error: unknown, code?: string): error is KitError {
  return error instanceof KitError && (code === undefined || error.code === code);
}
