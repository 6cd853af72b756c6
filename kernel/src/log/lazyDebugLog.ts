import type { DebugLog, DebugLogEntry, DebugLogLevel } from './debugLog';

type Logger = Pick<Console, 'warn' | 'error' | 'info' | 'debug'>;

/** What the dapp reads of the kit's debug log (`kit.debugLog`). */
export interface KitDebugLog {
  /** The lines kept (oldest first), the bytes they take, and how many were dropped to stay within 1,024,000 bytes. */
  read(): Promise<{ entries: DebugLogEntry[]; size: number; dropped: number }>;
  clear(): void;
}

/** Lines held before the log's code is loaded; one more loads it. */
const HELD = 100;

/**
 * The kit's debug log with its code off the load path: lines are held as they come (time, level,
 * arguments) and the bounded log (SPEC §9) loads when they pass {@link HELD} or when the dapp reads
 * it. `tee` writes every line of `target` to it too.
 *
 * @example
 * const debug = lazyDebugLog();
 * const logger = debug.tee(console);
 * (await debug.read()).entries
 */
export function lazyDebugLog(load: () => Promise<{ createDebugLog(): DebugLog }> = () => import('./debugLog')): KitDebugLog & { tee(target: Logger): Logger } {
  let log: DebugLog | undefined;
  let loading: Promise<DebugLog> | undefined;
  const held: Array<[DebugLogLevel, unknown[], number]> = [];
  const ready = (): Promise<DebugLog> => {
    loading ??= load().then((m) => {
      log = m.createDebugLog();
      for (const [level, args, at] of held.splice(0)) log.add(level, args, at);
      return log;
    });
    // A failed chunk load is tried again on the next read.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const add = (level: DebugLogLevel, args: unknown[]) => {
    if (log) return log.add(level, args);
    held.push([level, args, Date.now()]);
    if (held.length > HELD) void ready().catch(() => held.splice(0, held.length - HELD));
  };
  return {
    async read() {
      const l = await ready();
      return { entries: l.entries(), size: l.size(), dropped: l.dropped() };
    },
    clear() {
      held.length = 0;
      log?.clear();
    },
    tee(target) {
      const level =
        (name: DebugLogLevel) =>
        (...args: unknown[]): void => {
          add(name, args);
          target[name]?.(...args);
        };
      return { warn: level('warn'), error: level('error'), info: level('info'), debug: level('debug') };
    },
  };
}
