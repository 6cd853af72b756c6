// The auth API end to end in Node: a test plays the frame page with the same API client the page
// bundles (no chains here; signing and sending are in wallet.test.ts, the browser in browser.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkFrameMessage, requestId } from '@latchkey/embedded-wallet/protocol';
import type { AppEventName } from '@latchkey/embedded-wallet/protocol';
import { DEVICE_HEADER, FrameRequestError, createFrameApiClient } from './api';
import type { FrameApiClient } from './api';
import { MAX_CODE_ATTEMPTS } from './auth';
import { startFrameServer } from './server';
import type { FrameServerHandle } from './types';

const PROJECT = 'latchkey-dev';
const DAPP = 'http://127.0.0.1:5173';
let frame: FrameServerHandle;

beforeAll(async () => {
  frame = await startFrameServer({
    allowedOrigins: (projectId) => (projectId === PROJECT ? ['http://127.0.0.1:5173', 'http://localhost:*'] : null),
    approvalWaitMs: 2_000,
  });
});
afterAll(() => frame?.stop());
afterEach(() => frame.reset());

const client = (deviceId?: string): FrameApiClient => createFrameApiClient({ baseUrl: frame.url, deviceId, context: { projectId: PROJECT, chainId: '31337', parentOrigin: DAPP }, timeoutMs: 10_000 });

/** What the page would post for an answer: checked against the protocol like the page does. */
async function answerAsPosted(api: FrameApiClient, name: AppEventName, payload: unknown): Promise<unknown> {
  const answer = await api.call(name, payload as never);
  if ('hang' in answer) return 'hang';
  const id = requestId();
  const message = answer.ok ? { type: `FRAME_${name}_SUCCESS`, id, payload: answer.payload } : { type: `FRAME_${name}_ERROR`, id, payload: { message: answer.message } };
  expect(checkFrameMessage(message), JSON.stringify(message)).toBeDefined();
  return message;
}

/** The whole email login on a device: VERIFY_DEVICE (or VERIFY_OTP), approval, code. */
async function logIn(api: FrameApiClient, email: string): Promise<void> {
  const { action } = await api.request('CONNECT_EMAIL', { email });
  if (action === 'VERIFY_DEVICE') {
    const waiting = api.request('CONNECT_DEVICE', {});
    const link = (await frame.inbox.waitFor(email, { kind: 'device-approval' })).link!;
    expect((await fetch(link)).status).toBe(200);
    await waiting;
  }
  const { code } = await frame.inbox.waitFor(email, { kind: 'login-code' });
  await api.request('CONNECT_OTP', { otp: code! });
}

describe('email login', () => {
  it('a new device: VERIFY_DEVICE, approval through the emailed link, then the code → a session', async () => {
    const api = client();
    expect(await api.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await api.request('CONNECT_EMAIL', { email: 'Ada@Example.com' })).toEqual({ action: 'VERIFY_DEVICE' });
    const approval = frame.inbox.latest('ada@example.com', 'device-approval')!;
    expect(approval.link).toMatch(new RegExp(`^${frame.url}/dev/approve-device\\?token=[0-9a-f]{48}$`));
    expect(approval.code).toBeUndefined();

    // APP_CONNECT_DEVICE waits until the link is opened.
    let settled = false;
    const device = api.request('CONNECT_DEVICE', {}).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(frame.inbox.latest('ada@example.com', 'login-code')).toBeUndefined();
    const page = await fetch(approval.link!, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Device approved');
    expect(await device).toEqual({});

    const { code } = frame.inbox.latest('ada@example.com', 'login-code')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(api.request('CONNECT_OTP', { otp: wrong })).rejects.toThrow('Invalid code');
    expect(await answerAsPosted(api, 'CONNECT_OTP', { otp: wrong })).toMatchObject({ type: 'FRAME_CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } });
    const answer = await api.call('CONNECT_OTP', { otp: code! });
    expect(answer).toMatchObject({ ok: true, payload: {}, session: { token: expect.stringMatching(/^[0-9a-f]{64}$/), handle: expect.stringMatching(/^[0-9a-f]{32}$/) } });
    expect(api.token()).toMatch(/^[0-9a-f]{64}$/);

    expect(await api.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    const user = await api.request('GET_USER', {});
    expect(user).toMatchObject({ email: 'ada@example.com', chainId: 31337, preferredAccountType: 'eoa', smartAccountDeployed: false });
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(user.accounts).toEqual([{ address: user.address, type: 'eoa' }]);
    expect(await answerAsPosted(api, 'GET_USER', {})).toMatchObject({ type: 'FRAME_GET_USER_SUCCESS' });
    // Nothing the app receives names a key.
    expect(JSON.stringify(await api.call('GET_USER', {}))).not.toMatch(/[0-9a-f]{64}/);
  });

  it('a device that logged in before goes straight to the code; the same email again on a live session is CONNECT', async () => {
    const api = client();
    await logIn(api, 'bob@example.com');
    const first = await api.request('GET_USER', {});
    expect(await api.request('CONNECT_EMAIL', { email: 'bob@example.com' })).toEqual({ action: 'CONNECT' });
    expect(await api.call('SIGN_OUT', {})).toEqual({ ok: true, payload: {}, session: null });
    expect(api.token()).toBeNull();
    expect(await api.request('CONNECT_EMAIL', { email: 'bob@example.com' })).toEqual({ action: 'VERIFY_OTP' });
    const { code } = await frame.inbox.waitFor('bob@example.com', { kind: 'login-code', after: frame.inbox.latest('bob@example.com', 'device-approval')!.id });
    await api.request('CONNECT_OTP', { otp: frame.inbox.latest('bob@example.com', 'login-code')!.code! });
    expect(code).toMatch(/^\d{6}$/);
    // Same user, same keys.
    expect((await api.request('GET_USER', {})).address).toBe(first.address);
    // Another device is new again.
    expect(await client().request('CONNECT_EMAIL', { email: 'bob@example.com' })).toEqual({ action: 'VERIFY_DEVICE' });
  });

  it('refuses a malformed email, a code after too many attempts, and a code for another device', async () => {
    const api = client();
    for (const email of ['', 'no-at-sign', 'a@b', 'a b@example.com', '<x>@example.com']) {
      await expect(api.request('CONNECT_EMAIL', { email })).rejects.toThrow('Invalid email');
    }
    await expect(api.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(/No code was sent/);
    await expect(api.request('CONNECT_DEVICE', {})).rejects.toThrow(/No email login/);

    expect(await api.request('CONNECT_EMAIL', { email: 'cy@example.com' })).toEqual({ action: 'VERIFY_DEVICE' });
    expect(frame.approveDevice('cy@example.com')).toBe(true);
    await api.request('CONNECT_DEVICE', {});
    const { code } = frame.inbox.latest('cy@example.com', 'login-code')!;
    // Another device cannot use this device's code.
    await expect(client().request('CONNECT_OTP', { otp: code! })).rejects.toThrow(/No code was sent/);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await expect(api.request('CONNECT_OTP', { otp: i === 0 ? 'abc' : wrong })).rejects.toThrow('Invalid code');
    await expect(api.request('CONNECT_OTP', { otp: code! })).rejects.toThrow(/Too many attempts/);
    // A new code starts over.
    expect(await api.request('CONNECT_EMAIL', { email: 'cy@example.com' })).toEqual({ action: 'VERIFY_OTP' });
    await api.request('CONNECT_OTP', { otp: frame.inbox.latest('cy@example.com', 'login-code')!.code! });
    expect(await api.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
  });

  it('device verification waits a bounded time', async () => {
    const api = client();
    await api.request('CONNECT_EMAIL', { email: 'slow@example.com' });
    const started = Date.now();
    await expect(api.request('CONNECT_DEVICE', {})).rejects.toThrow('Device verification timed out: ask for a new link');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('update email', () => {
  it('primary code to the old address, then secondary code to the new one', async () => {
    const api = client();
    await logIn(api, 'dee@example.com');
    const before = await api.request('GET_USER', {});
    await expect(api.request('UPDATE_EMAIL', { email: 'not an email' })).rejects.toThrow('Invalid email');
    await expect(api.request('UPDATE_EMAIL', { email: 'dee@example.com' })).rejects.toThrow(/already your email/);
    await expect(api.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' })).rejects.toThrow(/No email update/);

    expect(await api.request('UPDATE_EMAIL', { email: 'dee.new@example.com' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = frame.inbox.latest('dee@example.com', 'update-email-primary')!;
    expect(primary.text).toContain('dee.new@example.com');
    expect(frame.inbox.latest('dee.new@example.com')).toBeUndefined();
    await expect(api.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary.code! })).rejects.toThrow(/No email update is waiting for the new address/);
    await expect(api.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code === '000000' ? '000001' : '000000' })).rejects.toThrow('Invalid code');
    expect(await api.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code! })).toEqual({});

    const secondary = frame.inbox.latest('dee.new@example.com', 'update-email-secondary')!;
    expect(secondary.code).toMatch(/^\d{6}$/);
    expect(await api.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary.code! })).toEqual({ newEmail: 'dee.new@example.com' });
    const after = await api.request('GET_USER', {});
    expect(after).toMatchObject({ email: 'dee.new@example.com', address: before.address });

    // The new address logs in to the same wallet, from this (known) device.
    await api.request('SIGN_OUT', {});
    expect(await api.request('CONNECT_EMAIL', { email: 'dee.new@example.com' })).toEqual({ action: 'VERIFY_OTP' });
    await api.request('CONNECT_OTP', { otp: frame.inbox.latest('dee.new@example.com', 'login-code')!.code! });
    expect((await api.request('GET_USER', {})).address).toBe(before.address);
    // An address in use cannot be taken.
    const other = client();
    await logIn(other, 'eve@example.com');
    await expect(other.request('UPDATE_EMAIL', { email: 'dee.new@example.com' })).rejects.toThrow(/already in use/);
  });
});

describe('sessions', () => {
  it('sign out ends the session; a stale token is forgotten and reported', async () => {
    const api = client();
    await expect(api.request('GET_USER', {})).rejects.toThrow('User is not connected');
    await logIn(api, 'fay@example.com');
    const token = api.token()!;
    const boot = await api.boot(PROJECT, DAPP);
    expect(boot.session?.handle).toMatch(/^[0-9a-f]{32}$/);
    expect(boot.session?.handle).not.toBe(token);

    // A second frame (another tab) with the same stored token: sign out there.
    const twin = createFrameApiClient({ baseUrl: frame.url, deviceId: api.deviceId, tokens: { get: () => token, set: () => undefined }, timeoutMs: 10_000 });
    expect(await twin.call('SIGN_OUT', {})).toMatchObject({ ok: true, session: null });
    // The first frame learns it on its next request.
    expect(await api.call('IS_CONNECTED', {})).toEqual({ ok: true, payload: { isConnected: false }, session: null });
    expect(api.token()).toBeNull();
    expect((await api.boot(PROJECT, DAPP)).session).toBeNull();
  });

  it('SYNC_THEME, SYNC_DAPP_DATA, RELOAD, GET_CHAIN_ID and SWITCH_NETWORK answer in the protocol shapes', async () => {
    const api = client();
    expect(await answerAsPosted(api, 'SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#00f' } })).toMatchObject({ type: 'FRAME_SYNC_THEME_SUCCESS', payload: {} });
    expect(await answerAsPosted(api, 'SYNC_DAPP_DATA', { metadata: { name: 'Demo', url: DAPP }, sdkVersion: 'react-1.7.13', projectId: PROJECT })).toMatchObject({ payload: {} });
    expect(await api.request('RELOAD', {})).toEqual({});
    expect(await api.request('GET_CHAIN_ID', {})).toEqual({ chainId: 31337 });
    expect(await api.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({ smartAccountEnabledNetworks: [] });
    await expect(api.request('SWITCH_NETWORK', { chainId: 1 })).rejects.toThrow('User is not connected');
    await logIn(api, 'gus@example.com');
    await expect(api.request('INIT_SMART_ACCOUNT', {})).rejects.toThrow(/not enabled/);
    await expect(api.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(/not enabled/);
    expect(await api.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toMatchObject({ type: 'eoa' });
  });
});

describe('the frame API is the frame origin\'s alone', () => {
  it('refuses requests from another origin, malformed ones, and unknown events', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${frame.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', [DEVICE_HEADER]: 'a'.repeat(32), ...headers }, body: JSON.stringify(body) });
    const ok = await post('/api/app/IS_CONNECTED', { payload: {} });
    expect(ok.status).toBe(200);
    expect((await post('/api/app/IS_CONNECTED', { payload: {} }, { origin: DAPP })).status).toBe(403);
    expect((await post('/api/app/IS_CONNECTED', { payload: {} }, { origin: frame.url, 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post('/api/app/IS_CONNECTED', { payload: {} }, { origin: frame.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post('/api/boot', { projectId: PROJECT, parentOrigin: DAPP }, { origin: 'null' })).status).toBe(403);
    expect((await post('/api/app/CONNECT_EMAIL', { payload: { email: 42 } })).status).toBe(400);
    expect((await post('/api/app/CONNECT_EMAIL', { payload: { email: 'a@b.example', extra: 1 } })).status).toBe(400);
    expect((await post('/api/app/OPEN_SESAME', { payload: {} })).status).toBe(404);
    expect((await post('/api/app/IS_CONNECTED', { payload: {} }, { [DEVICE_HEADER]: 'not-a-device' })).status).toBe(400);
    const garbage = await fetch(`${frame.url}/api/app/IS_CONNECTED`, { method: 'POST', headers: { [DEVICE_HEADER]: 'a'.repeat(32), 'content-type': 'application/json' }, body: '{"payload":' });
    expect(garbage.status).toBe(400);
    // Control and dev routes refuse other origins too (no cross-site approvals).
    expect((await post('/dev/approve-device', { email: 'x@example.com' }, { origin: DAPP })).status).toBe(403);
    expect((await post('/__control/reset', {}, { origin: DAPP })).status).toBe(403);
    // No CORS: a dapp page cannot read any answer.
    expect(ok.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('boot: allowed origins of the project, unverified otherwise', async () => {
    const api = client();
    expect(await api.boot(PROJECT, DAPP)).toMatchObject({ allowed: true, readyDelayMs: 0, session: null, version: '0.1.0' });
    expect(await api.boot(PROJECT, 'http://localhost:3000')).toMatchObject({ allowed: true });
    expect(await api.boot(PROJECT, 'http://127.0.0.1:6666')).toMatchObject({ allowed: false, reason: 'Origin not allowed' });
    expect(await api.boot(PROJECT, 'null')).toMatchObject({ allowed: false });
    expect(await api.boot('someone-else', DAPP)).toMatchObject({ allowed: false, reason: 'Unknown project id' });
    expect(await api.boot('', DAPP)).toMatchObject({ allowed: false });
  });
});

describe('the frame page and the dev inbox over HTTP', () => {
  it('serves /frame under its own strict CSP with one external script and no inline script', async () => {
    const page = await fetch(frame.frameUrlFor({ projectId: PROJECT, chainId: 31337, version: 'test', enableLogger: false, rpcUrl: 'http://127.0.0.1:4100/v1' }));
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    const body = await page.text();
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body).toContain('<script src="/frame.js" defer></script>');
    expect(body).not.toMatch(/ on[a-z]+=/);
    const script = await fetch(`${frame.url}/frame.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    const code = await script.text();
    expect(code).toContain('ancestorOrigins');
    expect(code).not.toMatch(/new Function|\beval\(/);
  });

  it('GET /dev/inbox lists messages as JSON (or a page in a browser); POST /dev/approve-device approves by email', async () => {
    const api = client();
    await api.request('CONNECT_EMAIL', { email: 'hal@example.com' });
    const listed = (await (await fetch(`${frame.inboxUrl}?email=HAL@example.com`)).json()) as { messages: Array<Record<string, unknown>> };
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({ to: 'hal@example.com', kind: 'device-approval', subject: expect.any(String), text: expect.any(String), link: expect.stringContaining('/dev/approve-device?token='), id: expect.any(String), createdAt: expect.any(String) });
    const all = (await (await fetch(frame.inboxUrl)).json()) as { messages: unknown[] };
    expect(all.messages.length).toBeGreaterThanOrEqual(1);
    const page = await fetch(frame.inboxUrl, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Approve this device');

    const waiting = api.request('CONNECT_DEVICE', {});
    const approve = await fetch(`${frame.url}/dev/approve-device`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'hal@example.com' }) });
    expect(await approve.json()).toEqual({ approved: true });
    await waiting;
    const code = (await (await fetch(`${frame.inboxUrl}?email=hal@example.com`)).json()) as { messages: Array<{ kind: string; code?: string }> };
    expect(code.messages.at(-1)).toMatchObject({ kind: 'login-code', code: expect.stringMatching(/^\d{6}$/) });
    // The link works once.
    expect((await fetch(frame.inbox.latest('hal@example.com', 'device-approval')!.link!)).status).toBe(404);
    expect((await fetch(frame.inboxUrl, { method: 'DELETE' })).status).toBe(200);
    expect(frame.inbox.list()).toEqual([]);
  });

  it('escapes what it shows', async () => {
    const api = client();
    await expect(api.request('CONNECT_EMAIL', { email: '<script>@x.example' })).rejects.toThrow('Invalid email');
    const page = await (await fetch(`${frame.inboxUrl}?email=%3Cscript%3E&format=html`)).text();
    expect(page).toContain('&lt;script&gt;');
    expect(page).not.toContain('<script>');
  });
});

describe('faults', () => {
  it('page and script fail to load with the given status, for `times` loads', async () => {
    frame.faults.set({ kind: 'page', status: 404 }, { times: 1 });
    expect((await fetch(frame.frameUrl)).status).toBe(404);
    expect((await fetch(frame.frameUrl)).status).toBe(200);
    const set = await fetch(`${frame.url}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fault: { kind: 'page', status: 500 } }) });
    expect(await set.json()).toEqual({ faults: [{ fault: { kind: 'page', status: 500 }, remaining: null }] });
    expect((await fetch(frame.frameUrl)).status).toBe(500);
    expect((await fetch(frame.frameUrl)).status).toBe(500);
    await fetch(`${frame.url}/__control/faults?kind=page`, { method: 'DELETE' });
    expect((await fetch(frame.frameUrl)).status).toBe(200);
    frame.faults.set({ kind: 'script', status: 503 });
    expect((await fetch(`${frame.url}/frame.js`)).status).toBe(503);
    const bad = await fetch(`${frame.url}/__control/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fault: { kind: 'page', status: 200 } }) });
    expect(bad.status).toBe(400);
    expect(() => frame.faults.set({ kind: 'hang', events: ['NOPE' as AppEventName] })).toThrow(/app event names/);
  });

  it('hang, error, delay (cut short by an abort) and a slow ready', async () => {
    const api = client();
    frame.faults.set({ kind: 'hang', events: ['GET_CHAIN_ID'] }, { times: 1 });
    expect(await api.call('IS_CONNECTED', {})).toMatchObject({ ok: true });
    expect(await api.call('GET_CHAIN_ID', {})).toEqual({ hang: true });
    expect(await api.call('GET_CHAIN_ID', {})).toMatchObject({ ok: true });

    frame.faults.set({ kind: 'error', events: ['SET_PREFERRED_ACCOUNT'], message: 'Smart account unavailable' });
    expect(await api.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({ ok: false, message: 'Smart account unavailable' });

    frame.faults.set({ kind: 'delay', ms: 5_000, events: ['IS_CONNECTED'] });
    const controller = new AbortController();
    const started = Date.now();
    const slow = api.call('IS_CONNECTED', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(slow).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    frame.faults.set({ kind: 'delay', ms: 300 });
    const t = Date.now();
    expect(await api.call('IS_CONNECTED', {})).toMatchObject({ ok: true });
    expect(Date.now() - t).toBeGreaterThanOrEqual(280);

    frame.faults.set({ kind: 'readyDelay', ms: 1_500 }, { times: 1 });
    expect((await api.boot(PROJECT, DAPP)).readyDelayMs).toBe(1_500);
    expect((await api.boot(PROJECT, DAPP)).readyDelayMs).toBe(0);
  });

  it('the API client throws FrameRequestError for refusals and hangs', async () => {
    const api = client();
    frame.faults.set({ kind: 'hang' }, { times: 1 });
    await expect(api.request('IS_CONNECTED', {})).rejects.toBeInstanceOf(FrameRequestError);
  });
});
