// The app side of the secure frame (createFrameClient) in Chromium, bundled as a dapp ships it and
// run under `script-src 'self'`: a dapp page (origin A) loads a stand-in secure frame (origin B) in
// its hidden iframe and waits on real requests. Then:
// - a hostile sibling frame (origin C), a second window of the frame's own origin B, and hostile
//   opener pages (origins C and B) post forged answers carrying the very ids the client waits on,
//   FRAME_READY and FRAME_SESSION_UPDATE: every one is dropped ('origin' or 'source'), nothing
//   settles, and the real frame's answers still do;
// - the frame itself posts 10,000 mutated FRAME_* messages (real MessageEvents from the right
//   origin and window), answers to the pending requests among them: each message's outcome
//   (dropped and why, a session update, a request settled, or nothing) is exactly what an
//   independent check predicts (fuzz.testing.ts); nothing throws and the client answers afterwards.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlePage } from '@latchkey/test-harness/e2e/bundle';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, serveStatic, type OpenedPage, type StaticServer } from '@latchkey/test-harness/e2e/index';
import { APP_PAYLOADS, FUZZ_DECODER_SOURCE, FUZZ_EVENTS, createFuzzOracle, createRng, decodeFuzz, frameFuzz, type Fz, type FuzzEvent } from '@latchkey/test-harness/frame/fuzz.testing';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const N = 10_000;
const BATCH = 500;

/** The dapp's driver: the client, every request it waits on, and what each message from the frame's window did. */
const DAPP_JS = `
const params = new URLSearchParams(location.search);
const frameUrl = params.get('frame');
const frameOrigin = new URL(frameUrl).origin;
const frameWindow = () => document.querySelector('iframe[title="Embedded wallet"]')?.contentWindow;
// current: the index of the message being handled when it comes from the frame's window, else -1.
let current = -1;
const log = { count: 0, outcomes: {}, foreign: 0, foreignDrops: {}, foreignSessions: [], alerts: [], requests: [] };
window.log = log;
// Registered before the client's own listener, so it runs first for every message.
window.addEventListener('message', (event) => {
  if (event.origin === frameOrigin && event.source === frameWindow()) {
    current = log.count++;
    log.outcomes[current] = 'none';
  } else {
    current = -1;
    log.foreign++;
  }
});
const mark = (what) => {
  if (current >= 0) log.outcomes[current] = what;
};
const client = window.__createFrameClient({
  url: frameUrl,
  query: { projectId: 'p1', chainId: 'eip155:31337', version: 'test', enableLogger: 'false', rpcUrl: undefined },
  window,
  signal: new AbortController().signal,
  onDropped: (reason) => (current >= 0 ? mark('dropped:' + reason) : (log.foreignDrops[reason] = (log.foreignDrops[reason] ?? 0) + 1)),
  onSessionUpdate: (token) => (current >= 0 ? mark('session') : log.foreignSessions.push(token)),
  onAlert: (code) => log.alerts.push(code),
});
// Counting starts once the client is ready (FRAME_READY itself is not one of the test's messages).
window.ready = client.ready().then(() => {
  log.count = 0;
  log.outcomes = {};
  return true;
});
window.ask = (name, payload) => {
  const record = { name, state: 'pending', at: null };
  log.requests.push(record);
  client.request(name, payload, { timeoutMs: 600000 }).then(
    (value) => {
      Object.assign(record, { state: 'ok', value: JSON.stringify(value ?? null), at: current });
      mark('settled');
    },
    (error) => {
      Object.assign(record, { state: 'error', message: error.shortMessage ?? error.message, at: current });
      mark('settled');
    },
  );
  return log.requests.length - 1;
};
`;

/** The stand-in secure frame (origin B): says FRAME_READY to its parent, keeps the requests, posts what the test gives it. */
const FRAME_JS = `
const decodeFuzz = ${FUZZ_DECODER_SOURCE};
const parentOrigin = location.ancestorOrigins[0];
window.requests = [];
window.addEventListener('message', (event) => {
  if (event.source === window.parent && event.origin === parentOrigin) window.requests.push(event.data);
});
window.fire = (batch) => {
  for (const encoded of batch) window.parent.postMessage(decodeFuzz(encoded), parentOrigin);
  return batch.length;
};
window.parent.postMessage({ type: 'FRAME_READY', payload: { version: 'stand-in' } }, parentOrigin);
`;

/** A hostile page (a sibling frame, a second window of the frame's origin, or an opener): posts forged messages to a target window. */
const HOSTILE_JS = `
const decodeFuzz = ${FUZZ_DECODER_SOURCE};
window.target = () => window.opened ?? window.parent;
window.openDapp = (url) => { window.opened = window.open(url, 'dapp'); return Boolean(window.opened); };
window.fire = (batch) => {
  for (const encoded of batch) window.target().postMessage(decodeFuzz(encoded), '*');
  return batch.length;
};
`;

const page = (script: string, body = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>${script}</title><link rel="icon" href="data:,"><script src="/${script}.js" defer></script></head><body>${body}</body></html>`;

let browser: Browser;
let dapp: StaticServer;
let frameSite: StaticServer;
let hostile: StaticServer;
const oracle = createFuzzOracle();

beforeAll(async () => {
  const bundled = await bundlePage({
    contents: "import { createFrameClient } from './client';\nwindow.__createFrameClient = createFrameClient;",
    resolveDir: HERE,
    format: 'iife',
    target: 'chrome120',
    define: {},
    // The client needs only the kernel's error classes. (esbuild's one-file bundle of the whole
    // kernel entry leaves KitError's module uninitialised when the client first uses it; the
    // kit's real builds — Rollup, Vite — are fine, as the demo's e2e shows.)
    alias: { '@latchkey/kernel': path.join(path.dirname(createRequire(import.meta.url).resolve('@latchkey/kernel/package.json')), 'src/errors/KitError.ts') },
  });
  const client = bundled.text;
  [dapp, frameSite, hostile, browser] = await Promise.all([
    serveStatic({ files: { '/index.html': page('dapp', '<script src="/client.js"></script>'), '/client.js': client, '/dapp.js': DAPP_JS } }),
    serveStatic({ files: { '/frame.html': page('frame'), '/frame.js': FRAME_JS, '/other.html': page('hostile'), '/hostile.js': HOSTILE_JS } }),
    serveStatic({ files: { '/sibling.html': page('hostile'), '/opener.html': page('hostile'), '/hostile.js': HOSTILE_JS } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([dapp?.close(), frameSite?.close(), hostile?.close()]);
});

interface Log {
  count: number;
  outcomes: Record<number, string>;
  foreign: number;
  foreignDrops: Record<string, number>;
  foreignSessions: unknown[];
  alerts: string[];
  requests: Array<{ name: string; state: 'pending' | 'ok' | 'error'; value?: string; message?: string; at: number | null }>;
}
type DappWindow = { log: Log; ready: Promise<boolean>; ask(name: string, payload: unknown): number };
type FiringWindow = { fire(batch: unknown[]): number; requests: Array<{ type: string; id: string }>; openDapp(url: string): boolean };

const readLog = (p: Page): Promise<Log> => p.evaluate(() => (window as unknown as DappWindow).log);
/** Plain JSON on the way (the encoded form), typed as such for Playwright's serializer. */
const fire = (target: Page | Frame, batch: Fz[]): Promise<number> => target.evaluate((b) => (window as unknown as FiringWindow).fire(b), JSON.parse(JSON.stringify(batch)) as unknown[]);

/** Opens the dapp with the stand-in frame; resolves once the client is ready. */
async function openDapp(name: string, via?: Page): Promise<{ page: Page; opened?: OpenedPage; frame: Frame }> {
  const url = `${dapp.url}/?frame=${encodeURIComponent(`${frameSite.url}/frame.html`)}`;
  let p: Page;
  let opened: OpenedPage | undefined;
  if (via) {
    const popup = via.context().waitForEvent('page');
    expect(await via.evaluate((u) => (window as unknown as FiringWindow).openDapp(u), url)).toBe(true);
    p = await popup;
    await p.waitForLoadState();
  } else {
    opened = await openPage(browser, url, { name });
    p = opened.page;
  }
  await p.waitForFunction(() => (window as unknown as DappWindow).ready);
  await p.evaluate(() => (window as unknown as DappWindow).ready);
  const frame = p.frames().find((f) => f.url().startsWith(`${frameSite.url}/frame.html`));
  if (!frame) throw new Error('no stand-in frame');
  return { page: p, frame, ...(opened ? { opened } : {}) };
}

/** Asks one request per event (each left waiting); resolves with the ids the frame received, by event. */
async function askAll(p: Page, frame: Frame, events: readonly FuzzEvent[]): Promise<Map<string, FuzzEvent>> {
  for (const event of events) await p.evaluate(([name, payload]) => (window as unknown as DappWindow).ask(name, payload), [event, APP_PAYLOADS[event][0]] as const);
  await expect.poll(() => frame.evaluate(() => (window as unknown as FiringWindow).requests.length)).toBeGreaterThanOrEqual(events.length);
  const got = await frame.evaluate(() => (window as unknown as FiringWindow).requests.splice(0));
  return new Map(got.map((m) => [m.id, m.type.slice(4) as FuzzEvent]));
}

/** Forged messages: a perfect answer to every waiting request (its id, its event), FRAME_READY and session updates. */
function forgeries(pending: Map<string, FuzzEvent>): Fz[] {
  const out: Fz[] = [
    { $o: [['type', 'FRAME_READY'], ['payload', { $o: [['version', 'evil']] }]] },
    { $o: [['type', 'FRAME_SESSION_UPDATE'], ['payload', { $o: [['token', 'f'.repeat(32)]] }]] },
    { $o: [['type', 'FRAME_SESSION_UPDATE'], ['payload', { $o: [['token', null]] }]] },
  ];
  for (const [id, event] of pending) {
    out.push({ $o: [['type', `FRAME_${event}_SUCCESS`], ['id', id]] });
    out.push({ $o: [['type', `FRAME_${event}_ERROR`], ['id', id], ['payload', { $o: [['message', 'Unverified domain']] }]] });
  }
  return out;
}

describe('the app-side frame client in Chromium', () => {
  it('ignores messages from any other origin or window: a hostile sibling frame, a second window of the frame’s own origin, hostile openers; the real frame still answers', async () => {
    const { page: p, opened, frame } = await openDapp('client-hostile');
    const pending = await askAll(p, frame, FUZZ_EVENTS);
    const forged = forgeries(pending);

    // A sibling frame on another origin, and a second frame of the secure site's own origin (another window).
    await p.evaluate(([sibling, other]) => {
      for (const src of [sibling, other]) {
        const el = document.createElement('iframe');
        el.hidden = true;
        el.src = src;
        document.body.appendChild(el);
      }
    }, [`${hostile.url}/sibling.html`, `${frameSite.url}/other.html`] as const);
    await expect.poll(() => p.frames().filter((f) => f.url().endsWith('/sibling.html') || f.url().endsWith('/other.html')).length).toBe(2);
    for (const f of p.frames().filter((x) => x.url().endsWith('/sibling.html') || x.url().endsWith('/other.html'))) {
      await f.waitForFunction(() => typeof (window as unknown as FiringWindow).fire === 'function');
      expect(await fire(f, forged)).toBe(forged.length);
    }
    // Openers on another origin and on the frame's own origin open the dapp and post to it.
    const openers: Page[] = [];
    const popups: Page[] = [];
    for (const url of [`${hostile.url}/opener.html`, `${frameSite.url}/other.html`]) {
      const opener = await opened!.context.newPage();
      await opener.goto(url);
      const popup = await openDapp('client-hostile-popup', opener);
      const popupPending = await askAll(popup.page, popup.frame, ['GET_USER', 'RPC_REQUEST', 'IS_CONNECTED']);
      expect(await fire(opener, forgeries(popupPending))).toBe(9);
      await expect.poll(async () => (await readLog(popup.page)).foreign).toBeGreaterThanOrEqual(9);
      const log = await readLog(popup.page);
      expect(log.requests.map((r) => r.state)).toEqual(['pending', 'pending', 'pending']);
      expect(log.foreignSessions).toEqual([]);
      expect(log.foreignDrops).toEqual({ [url.startsWith(hostile.url) ? 'origin' : 'source']: 9 });
      openers.push(opener);
      popups.push(popup.page);
    }

    const total = forged.length * 2;
    await expect.poll(async () => (await readLog(p)).foreign).toBeGreaterThanOrEqual(total);
    const log = await readLog(p);
    expect(log.foreign).toBe(total);
    expect(log.foreignDrops).toEqual({ origin: forged.length, source: forged.length });
    expect(log.foreignSessions).toEqual([]);
    expect(log.alerts).toEqual([]);
    expect(log.requests.every((r) => r.state === 'pending')).toBe(true);
    expect(log.count).toBe(0);

    // The real frame answers: those settle, with its values.
    const answers: Fz[] = [...pending].map(([id, event]) => ({ $o: [['type', `FRAME_${event}_ERROR`], ['id', id], ['payload', { $o: [['message', `real ${event}`]] }]] }));
    await fire(frame, answers);
    await expect.poll(async () => (await readLog(p)).requests.filter((r) => r.state === 'error').length).toBe(pending.size);
    expect((await readLog(p)).requests.map((r) => r.message)).toEqual([...pending.values()].map((event) => `real ${event}`));
    expect(opened!.errors).toEqual([]);
    for (const x of [...popups, ...openers]) await x.close();
    await opened!.close();
  });

  it('10,000 fuzzed FRAME_* messages from the frame itself: each one does exactly what the independent check predicts (0 invalid accepted), nothing throws, and the client answers afterwards', async () => {
    const { page: p, opened, frame } = await openDapp('client-fuzz');
    const rng = createRng(0xc1e);
    // The requests waiting now (id → event), as the client holds them: a valid answer settles one.
    const pending = new Map<string, FuzzEvent>();
    const expected: string[] = [];
    const settledValues = new Map<number, { ok: boolean; text: string }>();
    const alerts: string[] = [];
    let valid = 0;
    for (let start = 0; start < N; start += BATCH) {
      // Every event has a request waiting before each batch.
      const waiting = new Set(pending.values());
      for (const [id, event] of await askAll(p, frame, FUZZ_EVENTS.filter((e) => !waiting.has(e)))) pending.set(id, event);
      const idFor = (event: FuzzEvent, r: { chance(p: number): boolean }) => (r.chance(0.7) ? [...pending].find(([, e]) => e === event)?.[0] : undefined);
      const cases = frameFuzz(BATCH, rng.int(2 ** 31), idFor);
      for (const c of cases) {
        const data = structuredClone(decodeFuzz(c.message));
        const verdict = oracle.frame(data);
        const index = expected.length;
        if (verdict.kind === 'invalid') expected.push('dropped:invalid');
        else {
          valid++;
          if (verdict.kind === 'ready') expected.push('none');
          else if (verdict.kind === 'session') expected.push('session');
          else if (pending.get(verdict.id) === verdict.event) {
            pending.delete(verdict.id);
            expected.push('settled');
            const text = verdict.ok ? JSON.stringify(verdict.payload ?? null) : (verdict.payload as { message: string }).message || 'An error occurred';
            settledValues.set(index, { ok: verdict.ok, text });
            if (!verdict.ok && text === 'Unverified domain') alerts.push('UNVERIFIED_DOMAIN');
          } else expected.push('dropped:unknown-id');
        }
      }
      expect(await fire(frame, cases.map((c) => c.message))).toBe(BATCH);
      await expect.poll(async () => (await readLog(p)).count, { timeout: 15_000, interval: 50 }).toBe(start + BATCH);
    }
    const log = await readLog(p);
    const outcomes = Array.from({ length: N }, (_, i) => log.outcomes[i]);
    const mismatches = outcomes.flatMap((got, i) => (got === expected[i] ? [] : [{ i, got, want: expected[i] }]));
    expect(mismatches).toEqual([]);
    // The settled requests got the values the frame posted, in order.
    const settled = log.requests.filter((r) => r.state !== 'pending').sort((a, b) => a.at! - b.at!);
    expect(settled.map((r) => ({ index: r.at, ok: r.state === 'ok', text: r.state === 'ok' ? r.value : r.message }))).toEqual([...settledValues].map(([index, v]) => ({ index, ...v })));
    expect(log.alerts).toEqual(alerts);
    expect(log.foreign).toBe(0);
    // Both kinds in numbers.
    expect(valid).toBeGreaterThan(1_500);
    expect(outcomes.filter((o) => o === 'settled').length).toBeGreaterThan(300);
    expect(outcomes.filter((o) => o === 'dropped:invalid').length).toBeGreaterThan(6_000);

    // Still working: a request is answered; nothing reached Object.prototype; nothing thrown.
    const [id] = [...(await askAll(p, frame, ['IS_CONNECTED'])).keys()] as [string];
    await fire(frame, [{ $o: [['type', 'FRAME_IS_CONNECTED_SUCCESS'], ['id', id], ['payload', { $o: [['isConnected', true]] }]] }]);
    await expect.poll(async () => (await readLog(p)).requests.at(-1)).toMatchObject({ state: 'ok', value: '{"isConnected":true}' });
    expect(await p.evaluate(() => [({} as { polluted?: unknown }).polluted ?? null, Object.getOwnPropertyNames(Object.prototype).includes('polluted')])).toEqual([null, false]);
    expect(opened!.errors).toEqual([]);
    await opened!.close();
  }, 90_000);
});
