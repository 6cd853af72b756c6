// The relay double's fault switch: per relay method (or every method, or the pushes it sends),
// answer with an error, answer late, swallow the request, or cut the socket.

/**
 * A fault the relay injects:
 * - `error`: answer the request with this JSON-RPC error instead of handling it;
 * - `delay`: wait `ms`, then handle and answer normally (for `delivery`: push late);
 * - `drop`: neither handle nor answer (for `delivery`: skip the push; the resend timer and the
 *   mailbox still apply, so it arrives later);
 * - `close`: close the client's socket instead of answering (`code` 1006 = abrupt, the default;
 *   beware 3000: the SDK treats it as fatal and stops reconnecting).
 */
export type RelayFault =
  | { kind: 'error'; code?: number; message?: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'drop' }
  | { kind: 'close'; code?: number };

/** A relay method (`irn_publish`, `wc_approveSession`, …), `'*'` for every method, or `'delivery'` for pushes. */
export type RelayFaultTarget = string;

/** One active fault. */
export interface ActiveRelayFault {
  target: RelayFaultTarget;
  fault: RelayFault;
  /** Hits left before it clears itself; null = until cleared. */
  remaining: number | null;
}

/** Sets and clears faults; one per target, setting again replaces. */
export interface RelayFaultController {
  set(target: RelayFaultTarget, fault: RelayFault, options?: { times?: number }): void;
  clear(target: RelayFaultTarget): void;
  reset(): void;
  list(): ActiveRelayFault[];
  /** Takes the fault for a request to `method` (its own fault wins over `'*'`), counting it down. */
  take(method: string): RelayFault | undefined;
  /** Takes the fault for one push. */
  takeDelivery(): RelayFault | undefined;
}

/** Longest delay a fault may ask for, so a typo cannot hang a test run. */
export const MAX_FAULT_DELAY_MS = 120_000;

/**
 * Checks a fault description and returns it typed; throws a readable Error otherwise.
 *
 * @example
 * parseRelayFault({ kind: 'delay', ms: 200 }); // { kind: 'delay', ms: 200 }
 */
export function parseRelayFault(value: unknown, target: RelayFaultTarget = '*'): RelayFault {
  if (typeof value !== 'object' || value === null) throw new Error('fault must be an object with a "kind"');
  const fault = value as Record<string, unknown>;
  switch (fault.kind) {
    case 'error': {
      if (target === 'delivery') throw new Error('a delivery cannot answer with an error; use delay, drop or close');
      const { code, message } = fault;
      if (code !== undefined && (typeof code !== 'number' || !Number.isInteger(code))) throw new Error('"code" must be an integer');
      if (message !== undefined && typeof message !== 'string') throw new Error('"message" must be a string');
      return { kind: 'error', ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
    }
    case 'delay': {
      const { ms } = fault;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_FAULT_DELAY_MS) throw new Error(`delay fault needs "ms" between 0 and ${MAX_FAULT_DELAY_MS}`);
      return { kind: 'delay', ms };
    }
    case 'drop':
      return { kind: 'drop' };
    case 'close': {
      const { code } = fault;
      const valid = code === undefined || (typeof code === 'number' && Number.isInteger(code) && (code === 1000 || (code >= 3000 && code <= 4999)));
      if (!valid) throw new Error('"code" must be 1000 or 3000–4999 (omit it for an abrupt close)');
      return code === undefined ? { kind: 'close' } : { kind: 'close', code: code as number };
    }
    default:
      throw new Error('fault "kind" must be one of error, delay, drop, close');
  }
}

/**
 * Makes an independent fault controller (one per relay).
 *
 * @example
 * const faults = createRelayFaults();
 * faults.set('irn_publish', { kind: 'error', message: 'relay busy' }, { times: 1 });
 */
export function createRelayFaults(): RelayFaultController {
  const active = new Map<RelayFaultTarget, { fault: RelayFault; remaining: number | null }>();
  const consume = (target: RelayFaultTarget): RelayFault | undefined => {
    const entry = active.get(target);
    if (!entry) return undefined;
    if (entry.remaining !== null) {
      entry.remaining -= 1;
      if (entry.remaining <= 0) active.delete(target);
    }
    return entry.fault;
  };
  return {
    set(target, fault, options = {}) {
      if (typeof target !== 'string' || target === '') throw new Error('fault target must be a method name, "*" or "delivery"');
      const checked = parseRelayFault(fault, target);
      const { times } = options;
      if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw new Error('"times" must be a positive integer');
      active.set(target, { fault: checked, remaining: times ?? null });
    },
    clear(target) {
      active.delete(target);
    },
    reset() {
      active.clear();
    },
    list() {
      return [...active].map(([target, entry]) => ({ target, fault: entry.fault, remaining: entry.remaining }));
    },
    take(method) {
      return consume(method) ?? consume('*');
    },
    takeDelivery() {
      return consume('delivery');
    },
  };
}
