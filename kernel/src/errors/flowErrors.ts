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
  declare readonly rule: string;
  constructor(message: string, options: KitErrorOptions & { rule: string }) {
    super(message, options);
    this.name = 'InvalidTransactionError';
    (this as { rule: string }).rule = options.rule;
  }
}

/** An HTTP request answered with a non-2xx status ('HTTP status code N'). */
export class HttpError extends KitError {
  declare readonly code: 'HTTP_ERROR';
  constructor(message = 'HttpError', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'HttpError';
    this.code = 'HTTP_ERROR';
  }
}

/** A request could not be made or its reply was unusable (offline, dropped, malformed). */
export class NetworkError extends KitError {
  declare readonly code: 'NETWORK_ERROR';
  constructor(message = 'Network request failed', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'NetworkError';
    this.code = 'NETWORK_ERROR';
  }
}

/** An RPC method the kit refuses ('Action not allowed'). */
export class RequestNotAllowedError extends KitError {
  declare readonly code: 'REQUEST_NOT_ALLOWED';
  constructor(message = 'Action not allowed', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'RequestNotAllowedError';
    this.code = 'REQUEST_NOT_ALLOWED';
  }
}

/** Switching or adding a network failed. */
export class ChainError extends KitError {
  declare readonly code: 'CHAIN_ERROR';
  constructor(message = 'Chain is not supported', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'ChainError';
    this.code = 'CHAIN_ERROR';
  }
}

/** Sign-in with a wallet (SIWX) failed. */
export class SiwxError extends KitError {
  declare readonly code: 'SIWX_ERROR';
  constructor(message = 'Error signing message', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'SiwxError';
    this.code = 'SIWX_ERROR';
  }
}

/** The multi-wallet feature is off. */
export class FeatureDisabledError extends KitError {
  declare readonly code: 'FEATURE_DISABLED';
  constructor(message = 'FeatureDisabledError', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'FeatureDisabledError';
    this.code = 'FEATURE_DISABLED';
  }
}

/** True when `error` is a {@link KitError} with the given code. */
export function isKitError(error: unknown, code?: string): error is KitError {
  return error instanceof KitError && (code === undefined || error.code === code);
}
