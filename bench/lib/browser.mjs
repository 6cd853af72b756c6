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
  const find = {
    'dialog-open': () => document.querySelector('dialog[open]'),
    'role-dialog': () => document.querySelector('[role="dialog"]'),
    // AppKit: <w3m-modal> is always in the page; open adds the "open" class and renders a card in
    // its shadow root.
    'w3m-modal': () => {
      const m = document.querySelector('w3m-modal');
      return m && m.classList.contains('open') ? (m.shadowRoot?.querySelector('wui-card') ?? null) : null;
    },
  }[detector];
  const check = (by) => {
    if (state.shownAt !== null) return true;
    const el = find();
    if (el && visible(el)) {
      state.shownAt = performance.now();
      state.shownBy = by;
      return true;
    }
    return false;
  };
  addEventListener(
    'click',
    (event) => {
      if (state.clickAt !== null || !event.isTrusted) return;
      state.clickAt = performance.now();
      const observer = new MutationObserver(() => {
        if (check('mutation')) observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
      const frame = () => {
        if (check('frame')) observer.disconnect();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
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
 * One fresh page load (new browser context, empty cache) and one click.
 * @returns {Promise<{ files: Array, blocked: string[], errors: string[], clickMs: number|null, shownBy: string|null, idle: object }>}
 */
export async function loadAndClick(browser, url, kit, { collect = true, timeoutMs = 20_000 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const tracker = { inflight: new Set(), lastActivity: Date.now() };
  const files = [];
  const blocked = [];
  const errors = [];
  let phase = 'load';
  const pending = [];
  try {
    await context.addInitScript(pageProbe, kit.dialog);
    // Anything not served by our 127.0.0.1 server is aborted (wallet relays, config APIs, fonts…).
    await context.route('**/*', (route) => {
      const { hostname, protocol } = new URL(route.request().url());
      if (hostname === '127.0.0.1' || protocol === 'data:' || protocol === 'blob:') return route.continue();
      blocked.push(`${phase} ${route.request().method()} ${route.request().url().slice(0, 120)}`);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('websocket', (ws) => blocked.push(`${phase} WS ${ws.url().slice(0, 120)}`));
    page.on('pageerror', (error) => errors.push(String(error.message ?? error).slice(0, 200)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text().slice(0, 200));
    });
    page.on('load', () => {
      if (phase === 'load') phase = 'idle';
    });
    page.on('request', (request) => {
      tracker.inflight.add(request);
      tracker.lastActivity = Date.now();
      request.__phase = phase;
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
        pending.push(
          (async () => {
            try {
              const body = await (await request.response())?.body();
              if (body) files.push({ path: u.pathname, phase: request.__phase, ...compress(body) });
            } finally {
              done(request);
            }
          })(),
        );
      } else done(request);
    });

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const loadIdle = await networkIdle(tracker);
    await Promise.all(pending);
    const button = page.locator(kit.click).first();
    await button.waitFor({ state: 'visible', timeout: timeoutMs });
    phase = 'click';
    await button.click({ timeout: timeoutMs });
    let clickMs = null;
    let shownBy = null;
    try {
      await page.waitForFunction(() => Boolean(window.__bench && window.__bench.shownAt !== null), undefined, { timeout: timeoutMs, polling: 50 });
      const timing = await page.evaluate(() => window.__bench);
      clickMs = timing.shownAt - timing.clickAt;
      shownBy = timing.shownBy;
    } catch (error) {
      errors.push(`dialog never became visible: ${String(error.message ?? error).split('\n')[0]}`);
    }
    const clickIdle = await networkIdle(tracker);
    await Promise.all(pending);
    return { files, blocked, errors, clickMs, shownBy, idle: { load: loadIdle, click: clickIdle } };
  } finally {
    await context.close().catch(() => {});
  }
}
