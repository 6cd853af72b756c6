/** Options every {@link KitError} accepts. */
export interface KitErrorOptions {
  /** The underlying error, kept for debugging and `instanceof` walks. */
  cause?: unknown;
  /** Technical detail for developers (never shown to visitors as-is). */
  details?: string;
  /** Id of the plugin the error came from; the kernel stamps it on errors a plugin throws. */
  pluginId?: string;
  /** Extra structured data (for example the HTTP status). */
  data?: Record<string, unknown>;
}

/**
 * Base class of every error the kit throws. `shortMessage` is the human sentence (SPEC §8 wording
 * where one exists), `code` is stable and machine-readable, `cause` keeps the original.
 *
 * @example
 * try { await kit.connect('io.metamask') } catch (e) {
 *   if (e instanceof KitError && e.code === 'USER_REJECTED') showRetry()
 * }
 */
export class KitError extends Error {
  override name = 'KitError';
  readonly code: string = 'INTERNAL_SDK_ERROR';
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly data: Record<string, unknown> | undefined;
  pluginId: string | undefined;

  constructor(shortMessage: string, options: KitErrorOptions = {}) {
    const lines = [shortMessage];
    if (options.details) lines.push('', `Details: ${options.details}`);
    if (options.pluginId) lines.push(`Plugin: ${options.pluginId}`);
    super(lines.join('\n'), options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
    this.details = options.details;
    this.pluginId = options.pluginId;
    this.data = options.data;
  }

  /** Walks the `cause` chain and returns the first error the predicate accepts. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let current: unknown = predicate(this) ? this : this.cause;
    if (current === this) return this;
    for (let depth = 0; current && depth < 20; depth++) {
      if (predicate(current)) return current;
      current = (current as { cause?: unknown }).cause;
    }
    return undefined;
  }
}

type Ctor = new (message?: string, options?: KitErrorOptions) => KitError;

/** Builds a KitError subclass with a stable name and code (keeps every subclass to one line). */
function kind(name: string, code: string, defaultMessage?: string): Ctor {
  const Sub = class extends KitError {
    override name = name;
    override readonly code = code;
    constructor(message = defaultMessage ?? name, options?: KitErrorOptions) {
      super(message, options);
    }
  };
  Object.defineProperty(Sub, 'name', { value: name });
  return Sub;
}

/** The kit's options or a plugin's setup are wrong (a developer mistake, not a visitor's). */
export const ConfigError = kind('ConfigError', 'CONFIG_ERROR');
/** Input failed validation: bad address, bad CAIP id, a frame message of the wrong shape. */
export const ValidationError = kind('ValidationError', 'VALIDATION_ERROR', 'Invalid input');
/** An HTTP request answered with a non-2xx status ('HTTP status code N'). */
export const HttpError = kind('HttpError', 'HTTP_ERROR');
/** A request could not be made or its reply was unusable (offline, dropped, malformed). */
export const NetworkError = kind('NetworkError', 'NETWORK_ERROR', 'Network request failed');
/** A wait ran out ('timed out'). */
export const TimeoutError = kind('TimeoutError', 'TIMEOUT', 'timed out');
/** The visitor or their wallet declined. */
export const UserRejectedError = kind('UserRejectedError', 'USER_REJECTED', 'User rejected the request.');
/** A request was aborted (the modal closed, the kit was destroyed). */
export const AbortedError = kind('AbortedError', 'ABORTED', 'Request was aborted');
/** An RPC method the kit refuses ('Action not allowed'). */
export const RequestNotAllowedError = kind('RequestNotAllowedError', 'REQUEST_NOT_ALLOWED', 'Action not allowed');
/** A wallet or connector failure that is neither a rejection nor a network fault. */
export const ConnectorError = kind('ConnectorError', 'CONNECTOR_ERROR');
/** Switching or adding a network failed. */
export const ChainError = kind('ChainError', 'CHAIN_ERROR', 'Chain is not supported');
/** Sign-in with a wallet (SIWX) failed. */
export const SiwxError = kind('SiwxError', 'SIWX_ERROR', 'Error signing message');
/** The multi-wallet feature is off. */
export const FeatureDisabledError = kind('FeatureDisabledError', 'FEATURE_DISABLED');
/** The kit was used after `destroy()`. */
export const DestroyedError = kind('DestroyedError', 'DESTROYED', 'The kit was destroyed');

/** True when `error` is a {@link KitError} with the given code. */
export function isKitError(error: unknown, code?: string): error is KitError {
  return error instanceof KitError && (code === undefined || error.code === code);
}
