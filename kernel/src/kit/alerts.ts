import { ALERT_CODES, type AlertCode, type AlertEntry } from '../alerts/catalogue';
import type { KitStore } from '../store/createStore';
import type { KitEventBus } from '../bus/createBus';

export const ALERTS_KEPT = 5;
/** SPEC §9: an alert shown again while on screen is taken down and shown anew this much later. */
export const TOAST_RESHOW_MS = 150;

export interface Alerts {
  show(code: AlertCode, params?: Record<string, string | number>): void;
  dismiss(id: string): void;
  /** The alerts' strings are a chunk fetched with the first alert; resolves once `kit.t` knows them. */
  loadStrings(): Promise<void>;
}

/**
 * The alert list (SPEC §8): the last five kept; every alert has an id of its own, even in a burst.
 * The same alert (code and params) shown again while it is on screen is taken down at once and
 * shown anew {@link TOAST_RESHOW_MS} later (SPEC §9), so the visitor sees it come back and a screen
 * reader announces it again, instead of a second copy stacking up.
 */
export function createAlerts(store: KitStore, bus: KitEventBus, loadStrings: () => Promise<void>, later: (fn: () => void, ms: number) => void): Alerts {
  let sequence = 0;
  const keyOf = (code: AlertCode, params: Record<string, string | number> | undefined) => `${code}:${JSON.stringify(params ?? null)}`;
  /** Alerts waiting to come back: more repeats within the 150 ms join the one re-show. */
  const reshowing = new Set<string>();
  const add = (entry: AlertEntry) =>
    store.update((s) => {
      s.alerts.push(entry);
      if (s.alerts.length > ALERTS_KEPT) s.alerts.splice(0, s.alerts.length - ALERTS_KEPT);
    });
  return {
    loadStrings,
    show(code, params) {
      void loadStrings().catch(() => undefined);
      const entry: AlertEntry = { id: `${code}-${(++sequence).toString(36)}`, code, severity: ALERT_CODES[code], params, createdAt: Date.now() };
      const key = keyOf(code, params);
      const shown = (a: AlertEntry) => keyOf(a.code, a.params) === key;
      // Already coming back: this repeat is that re-show.
      if (!reshowing.has(key)) {
        if (store.getState().alerts.some(shown)) {
          store.update((s) => void (s.alerts = s.alerts.filter((a) => !shown(a))));
          reshowing.add(key);
          later(() => {
            reshowing.delete(key);
            add({ ...entry, createdAt: Date.now() });
          }, TOAST_RESHOW_MS);
        } else add(entry);
      }
      bus.emit('alert', entry);
    },
    dismiss: (id) => store.update((s) => void (s.alerts = s.alerts.filter((a) => a.id !== id))),
  };
}
