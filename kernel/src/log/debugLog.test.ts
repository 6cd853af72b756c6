import { describe, expect, it } from 'vitest';
import { createKit } from '../createKit';
import { baseOptions, quietLogger } from '../testing/fixtures';
import { MAX_LISTENERS } from '../bus/createBus';
import { createDebugLog, DEBUG_LOG_MAX_BYTES } from './debugLog';

describe('the bounded debug log (SPEC §9: 1,024,000 bytes)', () => {
  it('keeps what was logged, as text: strings, errors, objects with cycles and bigints', () => {
    const log = createDebugLog();
    const cyclic: Record<string, unknown> = { amount: 10n ** 20n };
    cyclic.self = cyclic;
    log.add('warn', ['[latchkey] relay dropped', new TypeError('socket closed')]);
    log.add('info', [cyclic, 42, null]);
    expect(log.entries().map(({ level, message }) => ({ level, message }))).toEqual([
      { level: 'warn', message: '[latchkey] relay dropped TypeError: socket closed' },
      { level: 'info', message: '{"amount":"100000000000000000000n","self":"[Circular]"} 42 null' },
    ]);
    expect(log.entries()[0]!.at).toBeGreaterThan(0);
  });

  it('never holds more than the limit: the oldest entries go first', () => {
    const log = createDebugLog();
    const line = (i: number) => `${String(i).padStart(6, '0')} ${'x'.repeat(1_000)}`;
    for (let i = 0; i < 3_000; i++) log.add('debug', [line(i)]);
    expect(log.size()).toBeLessThanOrEqual(DEBUG_LOG_MAX_BYTES);
    // ~1,031 bytes an entry: about 993 fit; the first ~2,007 were dropped, the newest kept.
    const kept = log.entries();
    expect(kept.length).toBeGreaterThan(900);
    expect(kept.length + log.dropped()).toBe(3_000);
    expect(kept.at(-1)!.message).toBe(line(2_999));
    expect(kept[0]!.message).toBe(line(3_000 - kept.length));
    // Bytes are counted in UTF-8: a multi-byte line weighs more than its length.
    const small = createDebugLog(200);
    small.add('info', ['é'.repeat(80)]);
    expect(small.size()).toBe(160 + 24);
    small.add('info', ['é'.repeat(80)]);
    expect(small.entries()).toHaveLength(1);
    expect(small.dropped()).toBe(1);
  });

  it('cuts an entry larger than the whole log to fit, and clear() empties it', () => {
    const log = createDebugLog(1_000);
    log.add('error', ['y'.repeat(5_000)]);
    expect(log.size()).toBeLessThanOrEqual(1_000);
    expect(log.entries()[0]!.message.endsWith('…')).toBe(true);
    log.clear();
    expect([log.entries(), log.size()]).toEqual([[], 0]);
  });

  it('the kit writes its logger’s lines there too, and still to the dapp’s logger', async () => {
    const logger = quietLogger();
    const offline = async (): Promise<Response> => {
      throw new TypeError('offline');
    };
    const kit = createKit(baseOptions({ logger, features: { multiWallet: true }, projectId: 'p1', fetch: offline }));
    await kit.ready;
    // The remote configuration cannot be fetched: the kit warns through its logger.
    const warned = logger.lines.filter((l) => l.level === 'warn' || l.level === 'error');
    expect(warned.length).toBeGreaterThan(0);
    const { entries } = await kit.debugLog.read();
    expect(entries.filter((e) => e.level === 'warn' || e.level === 'error').map((e) => e.message.slice(0, 40))).toEqual(warned.map((l) => l.args.map(String).join(' ').slice(0, 40)));
    kit.debugLog.clear();
    expect((await kit.debugLog.read()).size).toBe(0);
    await kit.destroy();
  });
});

describe('the kit’s debug log is off the load path', () => {
  it('holds lines until read, keeping their times; loads its code past 100 lines on its own', async () => {
    const { lazyDebugLog } = await import('./lazyDebugLog');
    let loads = 0;
    const debug = lazyDebugLog(() => {
      loads++;
      return import('./debugLog');
    });
    const target = quietLogger();
    const logger = debug.tee(target);
    logger.warn('first', 1);
    expect(loads).toBe(0);
    expect(target.lines).toHaveLength(1);
    const { entries } = await debug.read();
    expect(loads).toBe(1);
    expect(entries.map((e) => [e.level, e.message])).toEqual([['warn', 'first 1']]);
    const other = lazyDebugLog(() => {
      loads++;
      return import('./debugLog');
    });
    const quiet = other.tee(quietLogger());
    for (let i = 0; i < 101; i++) quiet.debug('line', i);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    expect((await other.read()).entries).toHaveLength(101);
  });
});

describe('listener limit (SPEC §9: 10 per event)', () => {
  it('warns once per event past 10 listeners, and keeps every listener', async () => {
    const logger = quietLogger();
    const kit = createKit(baseOptions({ logger }));
    const heard: number[] = [];
    const offs = Array.from({ length: MAX_LISTENERS }, (_, i) => kit.on('modalOpened' as never, () => heard.push(i)));
    const leakWarnings = () => logger.lines.filter((l) => l.level === 'warn' && String(l.args[0]).includes('listener leak'));
    expect(leakWarnings()).toEqual([]);
    offs.push(kit.on('modalOpened' as never, () => heard.push(MAX_LISTENERS)));
    offs.push(kit.on('modalOpened' as never, () => heard.push(MAX_LISTENERS + 1)));
    expect(leakWarnings().map((l) => String(l.args[0]))).toEqual([`[latchkey] Possible listener leak: ${MAX_LISTENERS + 1} 'modalOpened' listeners (max ${MAX_LISTENERS})`]);
    kit.open();
    expect(heard).toHaveLength(MAX_LISTENERS + 2);
    for (const off of offs) off();
    await kit.destroy();
  });

  it('a kit in normal use (connect, open and close 50 times, disconnect) stays under the limit: no warning', async () => {
    const logger = quietLogger();
    const { fakeWallet, walletsPlugin } = await import('../testing/fixtures');
    const kit = createKit(baseOptions({ logger, plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.connect('dev.wallet');
    for (let i = 0; i < 50; i++) {
      kit.open();
      kit.close();
    }
    await kit.disconnect();
    expect(logger.lines.filter((l) => String(l.args[0]).includes('listener leak'))).toEqual([]);
    await kit.destroy();
  });
});
