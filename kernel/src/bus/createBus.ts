import type { KernelEvents } from './events';
import mitt from 'mitt';

/** Handler map → typed bus. Kernel events are bare names; plugin events are `${pluginId}:${name}`. */
export interface Bus<Events extends Record<string, unknown>> {
  on<K extends keyof Events & string>(event: K, handler: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events & string>(event: K, payload: Events[K]): void;
  /** Listener count, for leak checks in tests. */
  size(): number;
}

/**
 * A typed event bus over mitt. `on` returns its unsubscribe. A throwing handler does not stop the
 * other handlers; its error goes to `onHandlerError`.
 *
 * @example
 * const bus = createBus<{ connected: { namespace: string } }>()
 * const off = bus.on('connected', (e) => console.log(e.namespace))
 */
export function createBus<Events extends Record<string, unknown>>(onHandlerError: (error: unknown, event: string) => void = () => {}): Bus<Events> {
  const emitter = mitt<Record<string, unknown>>();
  return {
    on(event, handler) {
      const wrapped = (payload: unknown) => {
        try {
          handler(payload as never);
        } catch (error) {
          onHandlerError(error, event);
        }
      };
      emitter.on(event, wrapped);
      return () => emitter.off(event, wrapped);
    },
    emit(event, payload) {
      emitter.emit(event, payload);
    },
    size() {
      let n = 0;
      for (const list of emitter.all.values()) n += list?.length ?? 0;
      return n;
    },
  };
}

/** The kit's internal bus: kernel events typed, plugin events `${pluginId}:${name}`. */
export type KitEventMap = { [K in keyof KernelEvents]: KernelEvents[K] } & Record<`${string}:${string}`, unknown>;
export type KitEventBus = Bus<KitEventMap>;
