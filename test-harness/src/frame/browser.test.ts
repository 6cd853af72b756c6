// The frame page in Chromium: a dapp page on another 127.0.0.1 origin (itself under
// `script-src 'self'`) loads it in a hidden iframe and talks to it by postMessage. Messages from a
// sibling frame on another origin, or from another window of the dapp's own origin, are ignored;
// the dapp cannot read the frame's storage or call its API; an origin off the allow-list gets
// 'Unverified domain'; the fault switches show up as the app would see them.
import type { Browser, Frame, Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import type { Hex } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { openPage } from '../e2e/page';
import type { OpenedPage } from '../e2e/page';
import { serveStatic } from '../e2e/static-server';
import type { StaticServer } from '../e2e/static-server';
import { startFrameServer } from './server';
import type { FrameServerHandle } from './types';

const PROJECT = 'latchkey-dev';

/** The dapp's script: the frame in a hidden iframe, every answer from it (origin + source checked) kept in window.received. */
const DAPP_JS = `
const params = new URLSearchParams(location.search);
const frameUrl = params.get('frame');
const frameOrigin = new URL(frameUrl).origin;
window.received = [];
window.fromOthers = [];
const iframe = document.createElement('iframe');
iframe.hidden = true;
iframe.title = 'Embedded wallet';
iframe.src = frameUrl;
window.addEventListener('message', (event) => {
  if (event.origin === frameOrigin && event.source === iframe.contentWindow) window.received.push(event.data);
  else window.fromOthers.push({ origin: event.origin, data: event.data });
});
const hex = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
window.send = (type, payload, id = hex()) => {
  iframe.contentWindow.postMessage({ type, id, payload }, frameOrigin);
  return id;
};
window.frameWindow = () => iframe.contentWindow;
document.body.appendChild(iframe);
// A second frame under the same parent (the test adds it once the wallet frame is ready).
window.addSibling = (url) => {
  const other = document.createElement('iframe');
  other.hidden = true;
  other.src = url;
  document.body.appendChild(other);
};
`;

/** A hostile sibling frame (another origin, same parent): it targets the wallet frame directly. */
const SIBLING_JS = `
const params = new URLSearchParams(location.search);
const target = params.get('target');
const wallet = window.parent.frames[0];
window.addEventListener('message', () => { document.body.dataset.heard = 'yes'; });
// In one go: Chromium throttles timers in hidden cross-origin frames.
for (let n = 0; n < 10; n++) {
  wallet.postMessage({ type: 'APP_IS_CONNECTED', id: 'b'.repeat(32), payload: {} }, target);
  wallet.postMessage({ type: 'APP_GET_USER', id: 'c'.repeat(32), payload: {} }, target);
}
document.body.dataset.done = 'yes';
`;

/** A popup of the dapp's own origin (another window): it targets the wallet frame through its opener. */
const POPUP_JS = `
const target = new URLSearchParams(location.search).get('target');
const wallet = window.opener.frames[0];
for (let i = 0; i < 5; i++) wallet.postMessage({ type: 'APP_GET_USER', id: 'd'.repeat(32), payload: {} }, target);
window.opener.postMessage({ popup: 'sent' }, location.origin);
`;

const html = (script: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><title>test page</title><script src="/${script}" defer></script></head><body><p>test page</p></body></html>`;

let browser: Browser;
let frame: FrameServerHandle;
let dapp: StaticServer;
let hostile: StaticServer;
let allowed: string[] = [];
const opened: OpenedPage[] = [];

beforeAll(async () => {
  [browser, frame, dapp, hostile] = await Promise.all([
    launchBrowser(),
    startFrameServer({ allowedOrigins: (projectId) => (projectId === PROJECT ? allowed : null), approvalWaitMs: 10_000 }),
    serveStatic({ files: { '/index.html': html('dapp.js'), '/dapp.js': DAPP_JS, '/popup.html': html('popup.js'), '/popup.js': POPUP_JS } }),
    serveStatic({ files: { '/index.html': html('dapp.js'), '/dapp.js': DAPP_JS, '/sibling.html': html('sibling.js'), '/sibling.js': SIBLING_JS } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([frame?.stop(), dapp?.close(), hostile?.close()]);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
  frame.reset();
});

type Received = { type: string; id?: string; payload?: Record<string, unknown> };

async function openDapp(server: StaticServer): Promise<OpenedPage> {
  const frameUrl = frame.frameUrlFor({ projectId: PROJECT, chainId: 31337, version: 'html-wagmi-4.2.2', enableLogger: false });
  const query = new URLSearchParams({ frame: frameUrl });
  const page = await openPage(browser, `${server.url}/?${query.toString()}`, { name: 'frame' });
  opened.push(page);
  return page;
}

const received = (page: Page): Promise<Received[]> => page.evaluate(() => (window as unknown as { received: Received[] }).received);

/** Waits for the first message matching `type` (and `id`). */
async function waitFor(page: Page, type: string, id?: string, timeout = 10_000): Promise<Received> {
  const handle = await page.waitForFunction(
    ([t, i]) => (window as unknown as { received: Received[] }).received.find((m) => m.type === t && (i === null || m.id === i)),
    [type, id ?? null] as const,
    { timeout },
  );
  return (await handle.jsonValue()) as Received;
}

const send = (page: Page, type: string, payload: unknown = {}): Promise<string> => page.evaluate(([t, p]) => (window as unknown as { send(t: string, p: unknown): string }).send(t, p), [type, payload] as const);

async function request(page: Page, name: string, payload: unknown = {}): Promise<Received> {
  const id = await send(page, `APP_${name}`, payload);
  const handle = await page.waitForFunction(
    ([n, i]) => (window as unknown as { received: Received[] }).received.find((m) => m.id === i && (m.type === `FRAME_${n}_SUCCESS` || m.type === `FRAME_${n}_ERROR`)),
    [name, id] as const,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as Received;
}

function walletFrame(page: Page): Frame {
  const found = page.frames().find((entry) => entry.url().startsWith(frame.frameUrl));
  if (!found) throw new Error('no wallet frame');
  return found;
}

async function logIn(page: Page, email: string): Promise<void> {
  expect(await request(page, 'CONNECT_EMAIL', { email })).toMatchObject({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', payload: { action: 'VERIFY_DEVICE' } });
  const device = request(page, 'CONNECT_DEVICE');
  await frame.inbox.waitFor(email, { kind: 'device-approval' });
  expect(frame.approveDevice(email)).toBe(true);
  expect(await device).toMatchObject({ type: 'FRAME_CONNECT_DEVICE_SUCCESS' });
  const { code } = await frame.inbox.waitFor(email, { kind: 'login-code' });
  expect(await request(page, 'CONNECT_OTP', { otp: code! })).toMatchObject({ type: 'FRAME_CONNECT_OTP_SUCCESS' });
}

describe('the frame page in Chromium', () => {
  it('says FRAME_READY to the exact parent origin, then logs in, signs, reloads with the session back', async () => {
    allowed = [dapp.url];
    const dappPage = await openDapp(dapp);
    const page = dappPage.page;
    expect(await waitFor(page, 'FRAME_READY')).toEqual({ type: 'FRAME_READY', payload: { version: '0.1.0' } });
    expect(await walletFrame(page).evaluate(() => document.documentElement.dataset.state)).toBe('ready');
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ type: 'FRAME_IS_CONNECTED_SUCCESS', payload: { isConnected: false } });

    await logIn(page, 'ada@example.com');
    const update = await waitFor(page, 'FRAME_SESSION_UPDATE');
    expect(update.payload!.token).toMatch(/^[0-9a-f]{32}$/);
    const user = (await request(page, 'GET_USER')).payload as { address: Hex; email: string; chainId: number };
    expect(user).toMatchObject({ email: 'ada@example.com', chainId: 31337 });
    const signed = await request(page, 'RPC_REQUEST', { method: 'personal_sign', params: ['Hello from the dapp', user.address], chainId: 31337 });
    expect(signed.type).toBe('FRAME_RPC_REQUEST_SUCCESS');
    expect(await verifyMessage({ address: user.address, message: 'Hello from the dapp', signature: signed.payload as unknown as Hex })).toBe(true);
    expect(await request(page, 'SYNC_THEME', { themeMode: 'dark' })).toMatchObject({ type: 'FRAME_SYNC_THEME_SUCCESS' });
    const wrong = await request(page, 'CONNECT_OTP', { otp: '12345' });
    expect(wrong).toMatchObject({ type: 'FRAME_CONNECT_OTP_ERROR', payload: { message: expect.any(String) } });

    // The posted token is a handle, not the bearer secret the frame keeps.
    const stored = await walletFrame(page).evaluate(() => ({ ...localStorage }));
    expect(stored['latchkey-frame/session']).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await received(page))).not.toContain(stored['latchkey-frame/session']);

    // APP_RELOAD: the frame reloads itself, says FRAME_READY again and reports the session.
    await page.evaluate(() => ((window as unknown as { received: unknown[] }).received.length = 0));
    expect(await request(page, 'RELOAD')).toMatchObject({ type: 'FRAME_RELOAD_SUCCESS' });
    await waitFor(page, 'FRAME_READY');
    expect(await waitFor(page, 'FRAME_SESSION_UPDATE')).toEqual({ type: 'FRAME_SESSION_UPDATE', payload: { token: update.payload!.token } });
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } });
    expect((await request(page, 'SIGN_OUT')).type).toBe('FRAME_SIGN_OUT_SUCCESS');
    expect((await received(page)).filter((m) => m.type === 'FRAME_SESSION_UPDATE').at(-1)).toEqual({ type: 'FRAME_SESSION_UPDATE', payload: { token: null } });
    // Nothing blocked by either CSP.
    expect(dappPage.errors.filter((error) => /Content Security Policy|Refused/.test(error))).toEqual([]);
  });

  it('ignores messages from a sibling frame of another origin, from another window of the dapp origin, and malformed ones', async () => {
    allowed = [dapp.url];
    const { page, context } = await openDapp(dapp);
    await waitFor(page, 'FRAME_READY');
    const siblingUrl = `${hostile.url}/sibling.html?target=${encodeURIComponent(frame.url)}`;
    const loaded = page.waitForEvent('framenavigated', (entry) => entry.url() === siblingUrl);
    await page.evaluate((url) => (window as unknown as { addSibling(url: string): void }).addSibling(url), siblingUrl);
    const sibling = await loaded;
    await sibling.waitForFunction(() => document.body.dataset.done === 'yes', undefined, { timeout: 10_000 });

    // The dapp's own origin, from a popup window (the wrong source).
    const popupPromise = context.waitForEvent('page');
    await page.evaluate((target) => void window.open(`/popup.html?target=${encodeURIComponent(target)}`, 'popup'), frame.url);
    const popup = await popupPromise;
    await page.waitForFunction(() => (window as unknown as { fromOthers: Array<{ data: { popup?: string } }> }).fromOthers.some((m) => m.data?.popup === 'sent'));
    await popup.close();

    // The parent itself, but malformed: wrong id shape, unknown type, extra fields, not an object.
    await page.evaluate(() => {
      const target = (window as unknown as { frameWindow(): Window }).frameWindow();
      const origin = new URL(new URLSearchParams(location.search).get('frame')!).origin;
      target.postMessage({ type: 'APP_IS_CONNECTED', id: '1', payload: {} }, origin);
      target.postMessage({ type: 'APP_OPEN_SESAME', id: 'e'.repeat(32), payload: {} }, origin);
      target.postMessage({ type: 'APP_IS_CONNECTED', id: 'e'.repeat(32), payload: { extra: true } }, origin);
      target.postMessage('APP_IS_CONNECTED', origin);
    });
    // A well-formed request from the parent is still answered: the frame is alive.
    expect(await request(page, 'IS_CONNECTED')).toMatchObject({ type: 'FRAME_IS_CONNECTED_SUCCESS' });
    const ids = (await received(page)).map((m) => m.id);
    for (const hostileId of ['b'.repeat(32), 'c'.repeat(32), 'd'.repeat(32), 'e'.repeat(32), '1']) expect(ids).not.toContain(hostileId);
    // 10 × 2 from the sibling, 5 from the popup, 4 malformed.
    expect(Number(await walletFrame(page).evaluate(() => document.documentElement.dataset.dropped))).toBe(29);
    // The frame never posted to anyone but its parent: the sibling heard nothing.
    expect(await sibling.evaluate(() => document.body.dataset.heard ?? 'nothing')).toBe('nothing');
  });

  it('the dapp cannot read the frame\'s storage or call its API', async () => {
    allowed = [dapp.url];
    const { page } = await openDapp(dapp);
    await waitFor(page, 'FRAME_READY');
    await logIn(page, 'keys@example.com');
    expect(await walletFrame(page).evaluate(() => Object.keys(localStorage).sort())).toEqual(['latchkey-frame/device', 'latchkey-frame/session']);
    const attempts = await page.evaluate(async (frameOrigin) => {
      const target = (window as unknown as { frameWindow(): Window }).frameWindow();
      const tryRead = (read: () => unknown): string => {
        try {
          return `read: ${JSON.stringify(read())}`;
        } catch (error) {
          return (error as Error).name;
        }
      };
      const api = await fetch(`${frameOrigin}/api/app/GET_USER`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ payload: {} }) }).then(
        (response) => `HTTP ${response.status}`,
        (error: Error) => error.name,
      );
      const blind = await fetch(`${frameOrigin}/api/app/GET_USER`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ payload: {} }) }).then((response) => `${response.type} ${response.status}`);
      return {
        storage: tryRead(() => target.localStorage.length),
        document: tryRead(() => target.document.title),
        own: Object.keys(localStorage),
        api,
        blind,
      };
    }, frame.url);
    expect(attempts).toEqual({ storage: 'SecurityError', document: 'SecurityError', own: [], api: 'TypeError', blind: 'opaque 0' });
  });

  it('social login in a popup: the callback page posts { resultUri } to the dapp, which hands it to the frame', async () => {
    allowed = [dapp.url];
    const { page, context } = await openDapp(dapp);
    await waitFor(page, 'FRAME_READY');
    const { uri } = (await request(page, 'GET_SOCIAL_REDIRECT_URI', { provider: 'github' })).payload as { uri: string };
    const popupPromise = context.waitForEvent('page');
    await page.evaluate((url) => void window.open(url, 'social', 'popup'), uri);
    const popup = await popupPromise;
    await popup.getByRole('button', { name: 'Approve' }).click();
    const closed = popup.waitForEvent('close', { timeout: 10_000 });
    const posted = await page.waitForFunction(
      (frameOrigin) => (window as unknown as { fromOthers: Array<{ origin: string; data: { resultUri?: string } }> }).fromOthers.find((m) => m.origin === frameOrigin && typeof m.data?.resultUri === 'string'),
      frame.url,
      { timeout: 10_000 },
    );
    const { data } = (await posted.jsonValue()) as { data: { resultUri: string } };
    expect(data.resultUri).toMatch(new RegExp(`^${frame.url}/social/callback\\?code=`));
    await closed;
    expect(await request(page, 'CONNECT_SOCIAL', { uri: data.resultUri })).toMatchObject({ type: 'FRAME_CONNECT_SOCIAL_SUCCESS', payload: { socialProvider: 'github', userName: 'ada-codes', email: 'ada@github.test' } });
    expect((await received(page)).some((m) => m.type === 'FRAME_SESSION_UPDATE' && typeof m.payload?.token === 'string')).toBe(true);
  });

  it('an origin off the allow-list: FRAME_READY, then every request is refused with "Unverified domain"', async () => {
    allowed = [dapp.url];
    const { page } = await openDapp(hostile);
    expect(await waitFor(page, 'FRAME_READY')).toMatchObject({ payload: { version: '0.1.0' } });
    expect(await walletFrame(page).evaluate(() => document.documentElement.dataset.state)).toBe('unverified');
    for (const [name, payload] of [['IS_CONNECTED', {}], ['CONNECT_EMAIL', { email: 'x@example.com' }], ['RPC_ABORT', {}]] as const) {
      expect(await request(page, name, payload)).toMatchObject({ type: `FRAME_${name}_ERROR`, payload: { message: 'Unverified domain' } });
    }
    expect(frame.inbox.list()).toEqual([]);
    expect((await received(page)).map((m) => m.type)).toEqual(['FRAME_READY', 'FRAME_IS_CONNECTED_ERROR', 'FRAME_CONNECT_EMAIL_ERROR', 'FRAME_RPC_ABORT_ERROR']);
  });

  it('faults: the page fails to load, a slow ready, a hanging request, and APP_RPC_ABORT', async () => {
    allowed = [dapp.url];
    frame.faults.set({ kind: 'page', status: 500 }, { times: 1 });
    const broken = await openDapp(dapp);
    await broken.page.waitForTimeout(1_000);
    expect(await received(broken.page)).toEqual([]);

    // A slow ready: FRAME_READY comes no sooner than the frame's 1.2 s delay after the page was
    // asked for (a lower bound, so a loaded machine that opens the page slowly cannot break it).
    frame.faults.set({ kind: 'readyDelay', ms: 1_200 }, { times: 1 });
    const started = Date.now();
    const slow = await openDapp(dapp);
    await waitFor(slow.page, 'FRAME_READY');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_100);

    frame.faults.set({ kind: 'hang', events: ['GET_CHAIN_ID'] });
    const id = await send(slow.page, 'APP_GET_CHAIN_ID');
    expect(await request(slow.page, 'IS_CONNECTED')).toMatchObject({ type: 'FRAME_IS_CONNECTED_SUCCESS' });
    await slow.page.waitForTimeout(500);
    expect((await received(slow.page)).some((m) => m.id === id)).toBe(false);

    await logIn(slow.page, 'abort@example.com');
    const { address } = (await request(slow.page, 'GET_USER')).payload as { address: string };
    frame.faults.set({ kind: 'delay', ms: 5_000, events: ['RPC_REQUEST'] });
    const rpcId = await send(slow.page, 'APP_RPC_REQUEST', { method: 'personal_sign', params: ['0x00', address] });
    await slow.page.waitForTimeout(200);
    const t = Date.now();
    expect(await request(slow.page, 'RPC_ABORT')).toMatchObject({ type: 'FRAME_RPC_ABORT_SUCCESS' });
    expect(await waitFor(slow.page, 'FRAME_RPC_REQUEST_ERROR', rpcId)).toMatchObject({ payload: { message: 'Request was aborted' } });
    expect(Date.now() - t).toBeLessThan(2_000);
  });
});
