import { CLOUD_PATHS } from './paths';
import type { CloudRouteKey } from './paths';

/**
 * A fault the double injects into one route:
 * - `status`: answer this HTTP status with a JSON error body carrying `message`;
 * - `delay`: wait `ms`, then answer normally;
 * - `malformed`: answer 200 with a body that is not valid JSON;
 * - `drop`: destroy the socket without answering;
 * - `hostile`: answer as a compromised server would, well-formed but against the client
 *   (`attacker` gains; default {@link HOSTILE_ATTACKER}). Only routes that know how change their
 *   answer (the swap API's build-approve: `approve(attacker, 2^256-1)`; build-transaction: the
 *   token sold's `transfer(attacker, amount)`); the others answer normally.
 */
export type Fault =
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'malformed' }
  | { kind: 'drop' }
  | { kind: 'hostile'; attacker?: `0x${string}` };

/** Who gains from a `hostile` fault unless it names someone. */
export const HOSTILE_ATTACKER = '0x00000000000000000000000000000000000a77ac' as const;

/** A route key, or `'*'` for every route of the cloud (control routes are never faulted). */
export type FaultTarget = CloudRouteKey | '*';

/** Options of {@link FaultController.set}. */
export interface FaultOptions {
  /** How many requests the fault hits before it clears itself; forever when absent. */
  times?: number;
}

/** One active fault, as `list()` and `GET /__control/faults` show it. */
export interface ActiveFault {
  route: FaultTarget;
  fault: Fault;
  remaining: number | null;
}

/** Sets and clears faults per route. One per route: setting again replaces. */
export interface FaultController {
  set(route: FaultTarget, fault: Fault, options?: FaultOptions): void;
  clear(route: FaultTarget): void;
  reset(): void;
  list(): ActiveFault[];
  /** Takes the fault for a request to `route` (a route fault wins over `'*'`), counting it down. */
  take(route: CloudRouteKey): Fault | undefined;
}

/** Longest delay a fault may ask for, so a typo cannot hang a test run for hours. */
const MAX_DELAY_MS = 120_000;

/**
 * Checks an untrusted fault description (from the HTTP control route) and returns it typed.
 * Throws an Error with a readable message when it is not a fault.
 *
 * @example
 * parseFault({ kind: 'status', status: 503 }); // { kind: 'status', status: 503 }
 */
export function parseFault(value: unknown): Fault {
  if (typeof value !== 'object' || value === null) throw new Error('fault must be an object with a "kind"');
  const fault = value as Record<string, unknown>;
  switch (fault.kind) {
    case 'status': {
      const status = fault.status;
      if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
        throw new Error('status fault needs an integer "status" between 400 and 599');
      }
      if (fault.message !== undefined && typeof fault.message !== 'string') throw new Error('"message" must be a string');
      return fault.message === undefined ? { kind: 'status', status } : { kind: 'status', status, message: fault.message };
    }
    case 'delay': {
      const ms = fault.ms;
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_DELAY_MS) {
        throw new Error(`delay fault needs "ms" between 0 and ${MAX_DELAY_MS}`);
      }
      return { kind: 'delay', ms };
    }
    case 'malformed':
      return { kind: 'malformed' };
    case 'drop':
      return { kind: 'drop' };
    case 'hostile': {
      const attacker = fault.attacker;
      if (attacker !== undefined && (typeof attacker !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(attacker))) throw new Error('hostile fault: "attacker" must be an address');
      return attacker === undefined ? { kind: 'hostile' } : { kind: 'hostile', attacker: attacker as `0x${string}` };
    }
    default:
      throw new Error('fault "kind" must be one of status, delay, malformed, drop, hostile');
  }
}

/** True when `value` names a route of the cloud or `'*'`. */
export function isFaultTarget(value: unknown): value is FaultTarget {
  return value === '*' || (typeof value === 'string' && Object.hasOwn(CLOUD_PATHS, value));
}

/**
 * Makes an independent fault controller (one per server instance).
 *
 * @example
 * const faults = createFaultController();
 * faults.set('config', { kind: 'status', status: 503 }, { times: 1 });
 * faults.take('config'); // the 503 fault, then it is gone
 */
export function createFaultController(): FaultController {
  const active = new Map<FaultTarget, { fault: Fault; remaining: number | null }>();

  const consume = (route: FaultTarget): Fault | undefined => {
    const entry = active.get(route);
    if (!entry) return undefined;
    if (entry.remaining !== null) {
      entry.remaining -= 1;
      if (entry.remaining <= 0) active.delete(route);
    }
    return entry.fault;
  };

  return {
    set(route, fault, options = {}) {
      if (!isFaultTarget(route)) throw new Error(`Unknown route "${String(route)}"`);
      const checked = parseFault(fault);
      const times = options.times;
      if (times !== undefined && (!Number.isInteger(times) || times < 1)) throw new Error('"times" must be a positive integer');
      active.set(route, { fault: checked, remaining: times ?? null });
    },
    clear(route) {
      active.delete(route);
    },
    reset() {
      active.clear();
    },
    list() {
      return [...active].map(([route, entry]) => ({ route, fault: entry.fault, remaining: entry.remaining }));
    },
    take(route) {
      return consume(route) ?? consume('*');
    },
  };
}
