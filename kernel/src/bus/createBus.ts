import type { KernelEvents } from './events';
import mitt from 'mitt';

/** Handler map → typed bus. Kernel events are bare names; plugin events are `${pluginId}:${name}`. */
export interface Bus<Events extends Record<string, unknown>> {
  on<K extends keyof Events & string>(event: K, handler: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events & string>(event: K, payload: Events[K]): void;
  /** Listener count, for leak checks in tests. */
  size(): number;
}

/** SPEC §9: listeners per event before the bus warns of a leak (Node's EventEmitter default too). */
export const MAX_LISTENERS = 10;

/** What the bus does past {@link MAX_LISTENERS}: warn once per event, never refuse the listener. */
export interface BusLimit {
  maxListeners?: number;
  onLimit?(event: string, count: number, max: number): void;
}

/**
 * A typed event bus over mitt. `on` returns its unsubscribe. A throwing handler does not stop the
 * other handlers; its error goes to `onHandlerError`. Past `maxListeners` (10) on one event,
 * `onLimit` is called once for that event: a leak warning, as Node's EventEmitter gives.
 *
 * @example
 * const bus = createBus<{ connected: { namespace: string } }>()
 * const off = bus.on('connected', (e) => console.log(e.namespace))
 */
export function createBus<Events extends Record<string, unknown>>(onHandlerError: (error: unknown, event: string) => void = () => {}, limit: BusLimit = {}): Bus<Events> {
  const emitter = mitt<Record<string, unknown>>();
  const max = limit.maxListeners ?? MAX_LISTENERS;
  const warned = new Set<string>();
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
      const count = emitter.all.get(event)?.length ?? 0;
      if (count > max && !warned.has(event)) {
        warned.add(event);
        limit.onLimit?.(event, count, max);
      }
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
