import { KitError } from '../errors';

/** Stamps an error with the plugin it came from; non-kit errors are wrapped, keeping the cause. */
export function stampError(error: unknown, pluginId: string, where?: string): KitError {
  if (error instanceof KitError) {
    error.pluginId ??= pluginId;
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new KitError(`Plugin '${pluginId}' failed${where ? ` in ${where}` : ''}: ${message}`, { cause: error, pluginId });
}
