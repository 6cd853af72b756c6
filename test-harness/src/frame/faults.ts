import type { AppEventName } from '@latchkey/embedded-wallet/protocol';
import type { ActiveFrameFault, FrameFault, FrameFaultController, FrameFaultKind } from './types';

/** The controller plus what the server asks it. */
export interface FrameFaults extends FrameFaultController {
  /** The fault of `kind` in force (matching `event` for request faults), using up one of its `times`. */
  take<K extends FrameFaultKind>(kind: K, event?: AppEventName): Extract<FrameFault, { kind: K }> | undefined;
  reset(): void;
}

/** Longest `delay` / `readyDelay` accepted. */
export const MAX_FAULT_DELAY_MS = 300_000;

const KINDS: readonly FrameFaultKind[] = Object.freeze(['page', 'script', 'readyDelay', 'hang', 'error', 'delay'] as const);

/**
 * The frame's fault switches, one per kind. `appEvents` are the protocol's event names
 * (APP_EVENTS), which request faults may list.
 *
 * @example
 * frame.faults.set({ kind: 'hang', events: ['RPC_REQUEST'] }, { times: 1 });
 */
export function createFrameFaults(appEvents: readonly string[]): FrameFaults {
  const active = new Map<FrameFaultKind, ActiveFrameFault>();
  return {
    set(fault, options = {}) {
      const checked = parseFrameFault(fault, appEvents);
      const times = options.times;
      if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw new Error('times must be a positive integer');
      active.set(checked.kind, { fault: checked, remaining: times ?? null });
    },
    clear(kind) {
      if (kind === undefined) active.clear();
      else active.delete(kind);
    },
    list: () => [...active.values()].map((entry) => ({ fault: { ...entry.fault }, remaining: entry.remaining })),
    take(kind, event) {
      const entry = active.get(kind);
      if (!entry) return undefined;
      const events = (entry.fault as { events?: AppEventName[] }).events;
      if (event !== undefined && events !== undefined && !events.includes(event)) return undefined;
      if (entry.remaining !== null) {
        entry.remaining -= 1;
        if (entry.remaining <= 0) active.delete(kind);
      }
      return entry.fault as Extract<FrameFault, { kind: typeof kind }>;
    },
    reset() {
      active.clear();
    },
  };
}

/**
 * Checks an untrusted fault (from `POST /__control/faults`) against the protocol's event names;
 * throws with the reason.
 *
 * @example
 * parseFrameFault({ kind: 'hang', events: ['RPC_REQUEST'] }, APP_EVENTS);
 */
export function parseFrameFault(value: unknown, appEvents: readonly string[]): FrameFault {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('A fault is an object with a kind');
  const raw = value as Record<string, unknown>;
  const kind = raw.kind as FrameFaultKind;
  if (!KINDS.includes(kind)) throw new Error(`Unknown fault kind ${JSON.stringify(raw.kind)}; expected one of ${KINDS.join(', ')}`);
  const status = (): number => {
    if (!Number.isInteger(raw.status) || (raw.status as number) < 400 || (raw.status as number) > 599) throw new Error(`${kind}.status must be an HTTP error status (400-599)`);
    return raw.status as number;
  };
  const ms = (): number => {
    if (!Number.isInteger(raw.ms) || (raw.ms as number) < 0 || (raw.ms as number) > MAX_FAULT_DELAY_MS) throw new Error(`${kind}.ms must be an integer from 0 to ${MAX_FAULT_DELAY_MS}`);
    return raw.ms as number;
  };
  const events = (): { events?: AppEventName[] } => {
    if (raw.events === undefined) return {};
    if (!Array.isArray(raw.events) || !raw.events.every((event) => typeof event === 'string' && appEvents.includes(event))) {
      throw new Error(`${kind}.events must list app event names such as RPC_REQUEST`);
    }
    return { events: [...(raw.events as AppEventName[])] };
  };
  switch (kind) {
    case 'page':
    case 'script':
      return { kind, status: status() };
    case 'readyDelay':
      return { kind, ms: ms() };
    case 'hang':
      return { kind, ...events() };
    case 'delay':
      return { kind, ms: ms(), ...events() };
    case 'error': {
      if (typeof raw.message !== 'string' || raw.message === '' || raw.message.length > 1000) throw new Error('error.message must be a non-empty string of at most 1000 characters');
      return { kind, message: raw.message, ...events() };
    }
  }
}
