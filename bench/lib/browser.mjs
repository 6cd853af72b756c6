// Loads a built app in headless Chromium, records every JavaScript file it fetches (on load, until
// the network is idle, and after the click), and times click → visible dialog in the page.
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@latchkey/test-harness/e2e/browser';

/** gzip level 9 and default brotli (quality 11), as scripts/size.mjs does. */
export function compress(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_DEFAULT_QUALITY } }).length };
}

/**
 * The harness's Chromium and flags, plus a host resolver rule: every name but 127.0.0.1 fails to
 * resolve, so not even a DNS query or a WebSocket (which page.route does not see) leaves the machine.
 */
export async function launch() {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    timeout: 60_000,
  });
}

/**
 * Runs in the page before any app code. On the first click anywhere (capture phase, so before the
 * kit's handler) it notes performance.now(), then checks on every DOM mutation and every animation
 * frame whether the kit's dialog is visible, and notes the time when it first is.
 *
 * `window.__benchArm(name, detector)` arms the same measurement for the next trusted click (the
 * bench calls it just before its second click, e.g. on the WalletConnect row): the click's time,
 * then the first moment `detector`'s element is visible, in `window.__bench[name]`.
 */
function pageProbe(detector) {
  const w = window;
  const state = (w.__bench = { clickAt: null, shownAt: null, shownBy: null });
  const visible = (el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    // Walk up through shadow roots: any hidden or fully transparent ancestor hides it.
    for (let node = el; node; ) {
      if (node.nodeType === 1) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      }
      node = node.parentNode ?? null;
      if (node && node.nodeType === 11) node = node.host ?? null;
    }
    return true;
  };
  const finders = {
    'dialog-open': () => document.querySelector('dialog[open]'),
    'role-dialog': () => document.querySelector('[role="dialog"]'),
    // AppKit: <w3m-modal> is always in the page; open adds the "open" class and renders a card in
    // its shadow root.
    'w3m-modal': () => {
      const m = document.querySelector('w3m-modal');
      return m && m.classList.contains('open') ? (m.shadowRoot?.querySelector('wui-card') ?? null) : null;
    },
    // Latchkey's WalletConnect view: the QR code, an inline <svg role="img"> named
    // "WalletConnect QR code" (by aria-label, or a <title> child).
    'wc-qr': () => {
      for (const el of document.querySelectorAll('svg[role="img"]')) {
        const name = el.getAttribute('aria-label') ?? el.querySelector('title')?.textContent ?? '';
        if (/WalletConnect QR code/i.test(name)) return el;
      }
      return null;
    },
  };
  /** From now on, on every DOM mutation and animation frame until `find`'s element is visible: notes when it first is in `s`. */
  const watch = (s, find) => {
    const check = (by) => {
      if (s.shownAt !== null) return true;
      const el = find();
      if (el && visible(el)) {
        s.shownAt = performance.now();
        s.shownBy = by;
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => {
      if (check('mutation')) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    const frame = () => {
      if (check('frame')) observer.disconnect();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  addEventListener(
    'click',
    (event) => {
      if (state.clickAt !== null || !event.isTrusted) return;
      state.clickAt = performance.now();
      watch(state, finders[detector]);
    },
    true,
  );
  w.__benchArm = (name, next) => {
    const s = (state[name] = { clickAt: null, shownAt: null, shownBy: null });
    const onClick = (event) => {
      if (!event.isTrusted) return;
      removeEventListener('click', onClick, true);
      s.clickAt = performance.now();
      watch(s, finders[next]);
    };
    addEventListener('click', onClick, true);
  };
}

/** Waits until no request has been in flight for `quietMs` (or `maxMs` passed). */
async function networkIdle(tracker, { quietMs = 500, maxMs = 20_000 } = {}) {
  const start = Date.now();
  let quietSince = Date.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    if (tracker.inflight.size > 0 || Date.now() - tracker.lastActivity < quietMs) quietSince = Date.now();
    if (Date.now() - quietSince >= quietMs) return { timedOut: false, ms: Date.now() - start };
    if (Date.now() - start > maxMs) return { timedOut: true, ms: Date.now() - start };
  }
}

/**
 * A fresh browser context (empty cache and storage) and page, with the probe installed, every
 * request not to 127.0.0.1 aborted, and every JavaScript file the page fetches recorded (when
 * `collect`) with the phase it was requested in. WebSockets to 127.0.0.1 (the WalletConnect relay
 * double) are allowed and listed in `sockets`; any other is listed in `blocked` (the host resolver
 * rule makes it fail).
 */
async function openPage(browser, kit, { collect }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const s = { context, page: null, tracker: { inflight: new Set(), lastActivity: Date.now() }, files: [], blocked: [], sockets: [], errors: [], phase: 'load', pending: [] };
  try {
    await setUp(s, kit, collect);
  } catch (error) {
    await context.close().catch(() => {});
    throw error;
  }
  return s;
}

async function setUp(s, kit, collect) {
  const { context, tracker } = s;
  await context.addInitScript(pageProbe, kit.dialog);
  // Anything not served by our 127.0.0.1 server is aborted (wallet relays, config APIs, fonts…).
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:') return route.continue();
    s.blocked.push(`${s.phase} ${route.request().method()} ${route.request().url().slice(0, 120)}`);
    return route.abort('blockedbyclient');
  });
  const page = (s.page = await context.newPage());
  page.on('websocket', (ws) => {
    const u = new URL(ws.url());
    if (u.hostname === '127.0.0.1') s.sockets.push(`${s.phase} WS ${u.origin}${u.pathname}`);
    else s.blocked.push(`${s.phase} WS ${ws.url().slice(0, 120)}`);
  });
  page.on('pageerror', (error) => s.errors.push(String(error.message ?? error).slice(0, 200)));
  page.on('console', (message) => {
    if (message.type() === 'error') s.errors.push(message.text().slice(0, 200));
  });
  page.on('load', () => {
    if (s.phase === 'load') s.phase = 'idle';
  });
  page.on('request', (request) => {
    tracker.inflight.add(request);
    tracker.lastActivity = Date.now();
    request.__phase = s.phase;
  });
  const done = (request) => {
    tracker.inflight.delete(request);
    tracker.lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    const u = new URL(request.url());
    const isJs = u.hostname === '127.0.0.1' && (request.resourceType() === 'script' || /\.m?js$/.test(u.pathname));
    if (collect && isJs) {
      // Hold the request "in flight" until its body is read, so idle really means idle.
      s.pending.push(
        (async () => {
          try {
            const body = await (await request.response())?.body();
            if (body) s.files.push({ path: u.pathname, phase: request.__phase, ...compress(body) });
          } finally {
            done(request);
          }
        })(),
      );
    } else done(request);
  });
}

/** Loads `url`, waits for network idle, clicks the kit's connect button and waits for its dialog (timed in the page). */
async function loadAndOpen(s, url, kit, timeoutMs) {
  const { page, tracker } = s;
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  const loadIdle = await networkIdle(tracker);
  await Promise.all(s.pending);
  const button = page.locator(kit.click).first();
  await button.waitFor({ state: 'visible', timeout: timeoutMs });
  s.phase = 'click';
  await button.click({ timeout: timeoutMs });
  let clickMs = null;
  let shownBy = null;
  try {
    await page.waitForFunction(() => Boolean(window.__bench && window.__bench.shownAt !== null), undefined, { timeout: timeoutMs, polling: 50 });
    const timing = await page.evaluate(() => window.__bench);
    clickMs = timing.shownAt - timing.clickAt;
    shownBy = timing.shownBy;
  } catch (error) {
    s.errors.push(`dialog never became visible: ${String(error.message ?? error).split('\n')[0]}`);
  }
  const clickIdle = await networkIdle(tracker);
  await Promise.all(s.pending);
  return { clickMs, shownBy, loadIdle, clickIdle };
}

/**
 * One fresh page load (new browser context, empty cache) and one click.
 * @returns {Promise<{ files: Array, blocked: string[], errors: string[], clickMs: number|null, shownBy: string|null, idle: object }>}
 */
export async function loadAndClick(browser, url, kit, { collect = true, timeoutMs = 20_000 } = {}) {
  const s = await openPage(browser, kit, { collect });
  try {
    const { clickMs, shownBy, loadIdle, clickIdle } = await loadAndOpen(s, url, kit, timeoutMs);
    return { files: s.files, blocked: s.blocked, sockets: s.sockets, errors: s.errors, clickMs, shownBy, idle: { load: loadIdle, click: clickIdle } };
  } finally {
    await s.context.close().catch(() => {});
  }
}

/**
 * One fresh page load of a Latchkey app with `?relay=<relayUrl>`, the connect button clicked as in
 * loadAndClick, then, once the dialog is shown and the network idle, the WalletConnect row
 * (role button, name /WalletConnect/) clicked: `pickMs` is that click's event to the first moment
 * the QR code (`svg[role="img"]` named "WalletConnect QR code") is visible, measured in the page
 * like click → dialog; `pickJsMs`, from the same click to the end of the last script response
 * requested after it (Resource Timing), splits it into fetching the chunks and the rest (running
 * them, the SDK's start, the relay round trips, the render). Files requested after that click have
 * phase 'pick'; they are collected until the QR is visible and the network is idle again.
 * @returns {Promise<{ files: Array, blocked: string[], sockets: string[], errors: string[], clickMs: number|null, pickMs: number|null, pickJsMs: number|null, pickShownBy: string|null, failure: string|null, idle: object }>}
 */
export async function loadAndPickWalletConnect(browser, url, relayUrl, kit, { collect = true, timeoutMs = 20_000, qrTimeoutMs = 30_000 } = {}) {
  const s = await openPage(browser, kit, { collect });
  const { page, tracker } = s;
  try {
    const target = new URL(url);
    target.searchParams.set('relay', relayUrl);
    const { clickMs, loadIdle, clickIdle } = await loadAndOpen(s, target.href, kit, timeoutMs);
    if (clickMs === null) return { files: s.files, blocked: s.blocked, sockets: s.sockets, errors: s.errors, clickMs, pickMs: null, pickJsMs: null, pickShownBy: null, failure: 'the dialog never became visible', idle: { load: loadIdle, click: clickIdle } };
    const row = page.getByRole('button', { name: /WalletConnect/ }).first();
    await row.waitFor({ state: 'visible', timeout: timeoutMs });
    await page.evaluate(() => window.__benchArm('pick', 'wc-qr'));
    s.phase = 'pick';
    await row.click({ timeout: timeoutMs });
    let pickMs = null;
    let pickShownBy = null;
    let pickJsMs = null;
    let failure = null;
    try {
      await page.waitForFunction(() => Boolean(window.__bench?.pick && window.__bench.pick.shownAt !== null), undefined, { timeout: qrTimeoutMs, polling: 50 });
      const timing = await page.evaluate(() => {
        const { clickAt, shownAt, shownBy } = window.__bench.pick;
        // When the last script requested after the click had arrived (Resource Timing, same clock).
        const js = performance.getEntriesByType('resource').filter((e) => e.startTime >= clickAt && /\.m?js($|\?)/.test(new URL(e.name).pathname));
        return { clickAt, shownAt, shownBy, jsDoneAt: js.length ? Math.max(...js.map((e) => e.responseEnd)) : null };
      });
      pickMs = timing.shownAt - timing.clickAt;
      pickShownBy = timing.shownBy;
      pickJsMs = timing.jsDoneAt === null ? null : timing.jsDoneAt - timing.clickAt;
    } catch (error) {
      // What the dialog says instead (an error, a spinner) tells why.
      const text = await page
        .locator('[role="dialog"]')
        .first()
        .innerText({ timeout: 1000 })
        .catch(() => '');
      failure = `the QR code never became visible: ${String(error.message ?? error).split('\n')[0]}${text ? ` (dialog: ${text.replace(/\s+/g, ' ').slice(0, 200)})` : ''}`;
      s.errors.push(failure);
    }
    const pickIdle = await networkIdle(tracker);
    await Promise.all(s.pending);
    return { files: s.files, blocked: s.blocked, sockets: s.sockets, errors: s.errors, clickMs, pickMs, pickJsMs, pickShownBy, failure, idle: { load: loadIdle, click: clickIdle, pick: pickIdle } };
  } finally {
    await s.context.close().catch(() => {});
  }
}
