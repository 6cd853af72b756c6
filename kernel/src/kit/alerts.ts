import { ALERT_CODES, type AlertCode, type AlertEntry } from '../alerts/catalogue';
import type { KitStore } from '../store/createStore';
import type { KitEventBus } from '../bus/createBus';

export const ALERTS_KEPT = 5;

export interface Alerts {
  show(code: AlertCode, params?: Record<string, string | number>): void;
  dismiss(id: string): void;
  /** The alerts' strings are a chunk fetched with the first alert; resolves once `kit.t` knows them. */
  loadStrings(): Promise<void>;
}

/** The alert list (SPEC §8): the last five kept; every alert has an id of its own, even in a burst. */
export function createAlerts(store: KitStore, bus: KitEventBus, loadStrings: () => Promise<void>): Alerts {
  let sequence = 0;
  return {
    loadStrings,
    show(code, params) {
      void loadStrings().catch(() => undefined);
      const entry: AlertEntry = { id: `${code}-${(++sequence).toString(36)}`, code, severity: ALERT_CODES[code], params, createdAt: Date.now() };
      store.update((s) => {
        s.alerts.push(entry);
        if (s.alerts.length > ALERTS_KEPT) s.alerts.splice(0, s.alerts.length - ALERTS_KEPT);
      });
      bus.emit('alert', entry);
    },
    dismiss: (id) => store.update((s) => void (s.alerts = s.alerts.filter((a) => a.id !== id))),
  };
}
