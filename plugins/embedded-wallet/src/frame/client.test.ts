/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKitError } from '@latchkey/kernel';
import { createFrameClient, frameOrigin, FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, READY_SETTLE_MS, type FrameAlert } from './client';

const ORIGIN = 'http://127.0.0.1:4300';
type Sent = { type: string; id: string; payload: unknown };

function setup(extra: { onLog?: (line: string) => void } = {}) {
  const controller = new AbortController();
  const alerts: FrameAlert[] = [];
  const dropped: string[] = [];
  const sessions: Array<string | null> = [];
  const client = createFrameClient({
    url: `${ORIGIN}/frame`,
    query: { projectId: 'p1', chainId: 'eip155:1', version: '0.1.0', enableLogger: 'false', rpcUrl: undefined },
    window,
    signal: controller.signal,
    onAlert: (a) => alerts.push(a),
    onDropped: (r) => dropped.push(r),
    onSessionUpdate: (t) => sessions.push(t),
    ...extra,
  });
  const frame = () => document.querySelector('iframe')!;
  const sent: Array<[Sent, string]> = [];
  const spy = () => vi.spyOn(frame().contentWindow!, 'postMessage').mockImplementation(((m: Sent, o: string) => void sent.push([m, o])) as never);
  const fromFrame = (data: unknown, over: { origin?: string; source?: MessageEventSource | null } = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin: over.origin ?? ORIGIN, source: over.source === undefined ? frame().contentWindow : over.source }));
  const ready = async () => {
    const r = client.ready();
    spy();
    fromFrame({ type: 'FRAME_READY', payload: { version: '1' } });
    await vi.advanceTimersByTimeAsync(READY_SETTLE_MS);
    await r;
  };
  return { client, controller, alerts, dropped, sessions, frame, sent, fromFrame, ready };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the secure-frame client', () => {
  it('only https frames, or http on a loopback host', () => {
    expect(frameOrigin('https://secure.example/frame')).toBe('https://secure.example');
    expect(frameOrigin('http://127.0.0.1:4300/frame')).toBe(ORIGIN);
    expect(() => frameOrigin('http://evil.example/frame')).toThrow('The embedded wallet URL must be https');
    expect(() => frameOrigin('javascript:alert(1)')).toThrow('The embedded wallet URL must be https');
    expect(() => frameOrigin('not a url')).toThrow('The embedded wallet URL is invalid');
  });

  it('loads a hidden iframe with the SPEC §7 query, posts only to its exact origin, and settles requests by id', async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.ready();
    const src = new URL(t.frame().src);
    expect(src.origin).toBe(ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'p1', chainId: 'eip155:1', version: '0.1.0', enableLogger: 'false' });
    expect(t.frame().hidden).toBe(true);
    const asking = t.client.request('CONNECT_EMAIL', { email: 'a@b.example' });
    await vi.advanceTimersByTimeAsync(0);
    const [message, target] = t.sent[0]!;
    expect(target).toBe(ORIGIN);
    expect(message).toMatchObject({ type: 'APP_CONNECT_EMAIL', payload: { email: 'a@b.example' } });
    expect(message.id).toMatch(/^[0-9a-f]{32}$/);
    // Another event's answer with this id, a wrong origin, another window, garbage: all ignored.
    t.fromFrame({ type: 'FRAME_CONNECT_OTP_SUCCESS', id: message.id, payload: {} });
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'CONNECT' } }, { origin: 'http://127.0.0.1:9999' });
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'CONNECT' } }, { source: window });
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: '<script>' } });
    expect(t.dropped).toEqual(['unknown-id', 'origin', 'source', 'invalid']);
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'VERIFY_OTP' } });
    await expect(asking).resolves.toEqual({ action: 'VERIFY_OTP' });
    t.fromFrame({ type: 'FRAME_SESSION_UPDATE', payload: { token: 'tok' } });
    expect(t.sessions).toEqual(['tok']);
  });

  it('with enableLogger, logs each message’s type and id, never its payload', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const t = setup({ onLog: (line) => lines.push(line) });
    await t.ready();
    const asking = t.client.request('CONNECT_EMAIL', { email: 'secret-person@b.example' });
    await vi.advanceTimersByTimeAsync(0);
    const [message] = t.sent[0]!;
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'VERIFY_OTP' } }, { origin: 'http://127.0.0.1:9999' });
    t.fromFrame({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'VERIFY_OTP' } });
    await asking;
    expect(lines).toEqual(['← FRAME_READY', `→ APP_CONNECT_EMAIL ${message.id}`, 'dropped a message (origin)', `← FRAME_CONNECT_EMAIL_SUCCESS ${message.id}`]);
    expect(lines.join('\n')).not.toContain('secret-person');
  });

  it("an answer counts only for its own event: FRAME_UPDATE_EMAIL_PRIMARY_OTP_* never settles a waiting UPDATE_EMAIL (whose name is its prefix)", async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.ready();
    let settled = false;
    const asking = t.client.request('UPDATE_EMAIL', { email: 'new@b.example' }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    const { id } = t.sent[0]![0];
    t.fromFrame({ type: 'FRAME_UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', id, payload: {} });
    t.fromFrame({ type: 'FRAME_UPDATE_EMAIL_SECONDARY_OTP_ERROR', id, payload: { message: 'nope' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    expect(t.dropped).toEqual(['unknown-id', 'unknown-id']);
    t.fromFrame({ type: 'FRAME_UPDATE_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_PRIMARY_OTP' } });
    await expect(asking).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' });
  });

  it("an error answer rejects with the frame's message (or 'An error occurred'); an unverified domain raises its alert", async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.ready();
    const a = t.client.request('CONNECT_OTP', { otp: '000000' });
    await vi.advanceTimersByTimeAsync(0);
    t.fromFrame({ type: 'FRAME_CONNECT_OTP_ERROR', id: t.sent[0]![0].id, payload: { message: 'Invalid code' } });
    await expect(a).rejects.toThrow('Invalid code');
    const b = t.client.request('GET_USER', {});
    await vi.advanceTimersByTimeAsync(0);
    t.fromFrame({ type: 'FRAME_GET_USER_ERROR', id: t.sent[1]![0].id, payload: { message: 'Unverified domain' } });
    await expect(b).rejects.toThrow('Unverified domain');
    expect(t.alerts).toEqual(['UNVERIFIED_DOMAIN']);
  });

  it("a frame that never says ready: 'Unable to load email login dependency' and IFRAME_LOAD_FAILED after 20 s; the next call tries again", async () => {
    vi.useFakeTimers();
    const t = setup();
    const r = t.client.ready().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS);
    const error = await r;
    expect((error as { shortMessage: string }).shortMessage).toBe('Unable to load email login dependency');
    expect(t.alerts).toEqual(['IFRAME_LOAD_FAILED']);
    expect(document.querySelector('iframe')).toBeNull();
    const again = t.client.ready();
    expect(document.querySelector('iframe')).not.toBeNull();
    vi.spyOn(t.frame().contentWindow!, 'postMessage').mockImplementation(() => undefined);
    t.fromFrame({ type: 'FRAME_READY', payload: { version: '1' } });
    await vi.advanceTimersByTimeAsync(READY_SETTLE_MS);
    await expect(again).resolves.toBeUndefined();
  });

  it('a request the frame never answers times out after 120 s with IFRAME_REQUEST_TIMEOUT; closing an approval aborts the RPC in the frame', async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.ready();
    const hanging = t.client.request('CONNECT_DEVICE', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS);
    expect(isKitError(await hanging, 'TIMEOUT')).toBe(true);
    expect(t.alerts).toEqual(['IFRAME_REQUEST_TIMEOUT']);

    const controller = new AbortController();
    const rpc = t.client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0xabc'] }, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await rpc;
    expect((error as { shortMessage: string }).shortMessage).toBe('Request was aborted');
    expect(t.sent.map(([m]) => m.type)).toEqual(['APP_CONNECT_DEVICE', 'APP_RPC_REQUEST', 'APP_RPC_ABORT']);
  });

  it('destroy takes the frame out of the page and settles everything pending; later calls say the iframe is not set', async () => {
    vi.useFakeTimers();
    const t = setup();
    await t.ready();
    const p = t.client.request('GET_USER', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    t.controller.abort();
    expect(((await p) as { shortMessage: string }).shortMessage).toBe('Request was aborted');
    expect(document.querySelector('iframe')).toBeNull();
    await expect(t.client.request('GET_USER', {})).rejects.toThrow('W3mFrame: iframe is not set');
  });
});
