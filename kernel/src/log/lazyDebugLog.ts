import type { DebugLog, DebugLogEntry, DebugLogLevel } from './debugLog';

type Logger = Pick<Console, DebugLogLevel>;

/** What the dapp reads of the kit's debug log (`kit.debugLog`). */
export interface KitDebugLog {
  /** The lines kept (oldest first), the bytes they take, and how many were dropped to stay within 1,024,000 bytes. */
  read(): Promise<{ entries: DebugLogEntry[]; size: number; dropped: number }>;
  clear(): void;
}

/** Lines held before the log's code is loaded; one more loads it. */
const HELD = 100;
const LEVELS: readonly DebugLogLevel[] = ['warn', 'error', 'info', 'debug'];

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
  // A failed chunk load is tried again on the next read.
  const ready = (): Promise<DebugLog> =>
    (loading ??= load().then(
      (m) => {
        log = m.createDebugLog();
        for (const line of held.splice(0)) log.add(...line);
        return log;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const add = (level: DebugLogLevel, args: unknown[]): void => {
    if (log) log.add(level, args);
    else if (held.push([level, args, Date.now()]) > HELD) ready().catch(() => held.splice(0, held.length - HELD));
  };
  return {
    read: () => ready().then((l) => ({ entries: l.entries(), size: l.size(), dropped: l.dropped() })),
    clear() {
      held.length = 0;
      log?.clear();
    },
    tee: (target) =>
      Object.fromEntries(
        LEVELS.map((level) => [
          level,
          (...args: unknown[]) => {
            add(level, args);
            target[level]?.(...args);
          },
        ]),
      ) as unknown as Logger,
  };
}
