/** SPEC §9: the debug log keeps at most this many bytes (UTF-8) of entries; the oldest go first. */
export const DEBUG_LOG_MAX_BYTES = 1_024_000;

export type DebugLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** One logged line: when, how loud, and its text (arguments joined, errors with their message). */
export interface DebugLogEntry {
  at: number;
  level: DebugLogLevel;
  message: string;
}

/** A bounded log the dapp reads (`kit.debugLog`) and a secure frame keeps when `enableLogger` is on. */
export interface DebugLog {
  /** The entries kept, oldest first (copies). */
  entries(): DebugLogEntry[];
  /** Bytes the kept entries take (UTF-8 of level and message, plus the time). */
  size(): number;
  /** Entries dropped so far to stay within the limit. */
  dropped(): number;
  clear(): void;
  /** Adds a line; `at` defaults to now (a line kept while the log's code loaded keeps its time). */
  add(level: DebugLogLevel, args: readonly unknown[], at?: number): void;
}

/** Bytes per entry besides its message: the level, the timestamp, separators. */
const ENTRY_OVERHEAD = 24;

/** A value as text for the log: strings as they are, errors by name and message, the rest as JSON (cycles and bigints survive). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' || value === null) return String(value);
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, v: unknown) => {
        if (typeof v === 'bigint') return `${v}n`;
        if (v instanceof Error) return `${v.name}: ${v.message}`;
        if (typeof v === 'object' && v !== null) {
          if (seen.has(v)) return '[Circular]';
          seen.add(v);
        }
        return v;
      }) ?? String(value)
    );
  } catch {
    return Object.prototype.toString.call(value);
  }
}

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

/**
 * A bounded debug log (SPEC §9: 1,024,000 bytes): each entry counts the UTF-8 bytes of its message
 * plus a small overhead; adding past the limit drops the oldest entries first. An entry larger than
 * the whole limit is cut to fit.
 *
 * @example
 * const log = createDebugLog();
 * log.add('warn', ['[latchkey] relay dropped', error]);
 * log.entries(); // [{ at, level: 'warn', message: '[latchkey] relay dropped Error: …' }]
 */
export function createDebugLog(maxBytes = DEBUG_LOG_MAX_BYTES): DebugLog {
  const kept: Array<DebugLogEntry & { bytes: number }> = [];
  let head = 0;
  let total = 0;
  let dropped = 0;
  const compact = () => {
    // Drop the consumed head now and then, so a long session does not keep a growing array.
    if (head > 1024 && head * 2 > kept.length) {
      kept.splice(0, head);
      head = 0;
    }
  };
  return {
    entries: () => kept.slice(head).map(({ at, level, message }) => ({ at, level, message })),
    size: () => total,
    dropped: () => dropped,
    clear() {
      kept.length = 0;
      head = 0;
      total = 0;
    },
    add(level, args, at = Date.now()) {
      let message = args.map(text).join(' ');
      let bytes = utf8Length(message) + ENTRY_OVERHEAD;
      if (bytes > maxBytes) {
        // Cut by characters until it fits (a multi-byte character is never split).
        const budget = maxBytes - ENTRY_OVERHEAD - 3;
        let cut = Math.min(message.length, budget);
        while (cut > 0 && utf8Length(message.slice(0, cut)) > budget) cut = Math.floor(cut * 0.9);
        message = `${message.slice(0, cut)}…`;
        bytes = utf8Length(message) + ENTRY_OVERHEAD;
      }
      kept.push({ at, level, message, bytes });
      total += bytes;
      while (total > maxBytes && head < kept.length) {
        total -= kept[head]!.bytes;
        head++;
        dropped++;
      }
      compact();
    },
  };
}
