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
  // Set in the constructor, not as class fields: fields compile to a helper call each where a
  // dapp's bundler targets ES2020, on every page that imports the kit.
  declare readonly code: string;
  declare readonly shortMessage: string;
  declare readonly details: string | undefined;
  declare readonly data: Record<string, unknown> | undefined;
  declare pluginId: string | undefined;

  constructor(shortMessage: string, options: KitErrorOptions = {}) {
    const lines = [shortMessage];
    if (options.details) lines.push('', `Details: ${options.details}`);
    if (options.pluginId) lines.push(`Plugin: ${options.pluginId}`);
    super(lines.join('\n'), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'KitError';
    this.code = 'INTERNAL_SDK_ERROR';
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
  declare readonly code: 'CONFIG_ERROR';
  constructor(message = 'ConfigError', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'ConfigError';
    this.code = 'CONFIG_ERROR';
  }
}

/** Input failed validation: bad address, bad CAIP id, a frame message of the wrong shape. */
export class ValidationError extends KitError {
  declare readonly code: 'VALIDATION_ERROR';
  constructor(message = 'Invalid input', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'ValidationError';
    this.code = 'VALIDATION_ERROR';
  }
}

/** A wait ran out ('timed out'). */
export class TimeoutError extends KitError {
  declare readonly code: 'TIMEOUT';
  constructor(message = 'timed out', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'TimeoutError';
    this.code = 'TIMEOUT';
  }
}

/** The visitor or their wallet declined. */
export class UserRejectedError extends KitError {
  declare readonly code: 'USER_REJECTED';
  constructor(message = 'User rejected the request.', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'UserRejectedError';
    this.code = 'USER_REJECTED';
  }
}

/** A request was aborted (the modal closed, the kit was destroyed). */
export class AbortedError extends KitError {
  declare readonly code: 'ABORTED';
  constructor(message = 'Request was aborted', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'AbortedError';
    this.code = 'ABORTED';
  }
}

/** A wallet or connector failure that is neither a rejection nor a network fault. */
export class ConnectorError extends KitError {
  declare readonly code: 'CONNECTOR_ERROR';
  constructor(message = 'ConnectorError', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'ConnectorError';
    this.code = 'CONNECTOR_ERROR';
  }
}

/** The kit was used after `destroy()`. */
export class DestroyedError extends KitError {
  declare readonly code: 'DESTROYED';
  constructor(message = 'The kit was destroyed', options?: KitErrorOptions) {
    super(message, options);
    this.name = 'DestroyedError';
    this.code = 'DESTROYED';
  }
}
