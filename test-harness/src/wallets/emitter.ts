type Listener = (...args: unknown[]) => void;

/** Minimal event emitter (Node's `events` is not available in the browser bundle). */
export interface Emitter {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit(event: string, ...args: unknown[]): void;
  listenerCount(event: string): number;
}

/**
 * Creates an {@link Emitter}. A listener that throws does not stop the others; its error is
 * re-thrown on a later tick so it still surfaces (as an uncaught error / `pageerror`).
 *
 * @example
 * ```ts
 * const events = createEmitter();
 * events.on('chainChanged', (id) => console.log(id));
 * events.emit('chainChanged', '0x7a6a');
 * ```
 */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Listener[]>();
  return {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event, listener) {
      const current = listeners.get(event) ?? [];
      const index = current.lastIndexOf(listener);
      if (index >= 0) listeners.set(event, [...current.slice(0, index), ...current.slice(index + 1)]);
    },
    emit(event, ...args) {
      // Copy first: a listener may remove itself (or others) while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch (error) {
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.length ?? 0;
    },
  };
}
