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

// Each subclass is written out, so `instanceof` narrows to it and `code` is a literal type.

/** The kit's options or a plugin's setup are wrong (a developer mistake, not a visitor's). */
export class ConfigError extends KitError {
  override name = 'ConfigError';
  override readonly code = 'CONFIG_ERROR' as const;
  constructor(message = 'ConfigError', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** Input failed validation: bad address, bad CAIP id, a frame message of the wrong shape. */
export class ValidationError extends KitError {
  override name = 'ValidationError';
  override readonly code = 'VALIDATION_ERROR' as const;
  constructor(message = 'Invalid input', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** A wait ran out ('timed out'). */
export class TimeoutError extends KitError {
  override name = 'TimeoutError';
  override readonly code = 'TIMEOUT' as const;
  constructor(message = 'timed out', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The visitor or their wallet declined. */
export class UserRejectedError extends KitError {
  override name = 'UserRejectedError';
  override readonly code = 'USER_REJECTED' as const;
  constructor(message = 'User rejected the request.', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** A request was aborted (the modal closed, the kit was destroyed). */
export class AbortedError extends KitError {
  override name = 'AbortedError';
  override readonly code = 'ABORTED' as const;
  constructor(message = 'Request was aborted', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** A wallet or connector failure that is neither a rejection nor a network fault. */
export class ConnectorError extends KitError {
  override name = 'ConnectorError';
  override readonly code = 'CONNECTOR_ERROR' as const;
  constructor(message = 'ConnectorError', options?: KitErrorOptions) {
    super(message, options);
  }
}

/** The kit was used after `destroy()`. */
export class DestroyedError extends KitError {
  override name = 'DestroyedError';
  override readonly code = 'DESTROYED' as const;
  constructor(message = 'The kit was destroyed', options?: KitErrorOptions) {
    super(message, options);
  }
}
