import { KitError, type KitErrorOptions } from '@latchkey/kernel';

/**
 * No address is registered for an account name on the active network (the name lookup answered
 * 404, or the record holds no address for this chain).
 *
 * @example
 * if (error instanceof NameNotFoundError) showNotFound(error.details)
 */
export class NameNotFoundError extends KitError {
  override name = 'NameNotFoundError';
  override readonly code = 'NAME_NOT_FOUND' as const;
  constructor(message = 'No address is registered for this name', options?: KitErrorOptions) {
    super(message, options);
  }
}
