import { describe, expect, it } from 'vitest';
import { APP_EVENTS, checkAppMessage, checkFrameMessage, requestId } from './index';

const id = requestId();

describe('the secure-frame protocol', () => {
  it('request ids are 16 random bytes in hex, never repeating', () => {
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(Array.from({ length: 1000 }, () => requestId())).size).toBe(1000);
  });

  it('accepts well-formed requests and answers, and nothing else', () => {
    expect(checkAppMessage({ type: 'APP_CONNECT_EMAIL', id, payload: { email: 'a@b.example' } })).toBeTruthy();
    expect(checkAppMessage({ type: 'APP_RPC_REQUEST', id, payload: { method: 'personal_sign', params: ['0x00', '0xabc'], chainId: 1 } })).toBeTruthy();
    expect(checkAppMessage({ type: 'APP_CONNECT_EMAIL', id, payload: { email: 42 } })).toBeUndefined();
    expect(checkAppMessage({ type: 'APP_CONNECT_EMAIL', id, payload: { email: 'a@b.example', extra: 1 } })).toBeUndefined();
    expect(checkAppMessage({ type: 'APP_CONNECT_EMAIL', id: '1', payload: { email: 'a@b.example' } })).toBeUndefined();
    expect(checkAppMessage({ type: 'APP_UNKNOWN', id, payload: {} })).toBeUndefined();
    expect(checkAppMessage({ type: '__proto__', id, payload: {} })).toBeUndefined();
    expect(checkAppMessage({ type: 'APP_CONNECT_EMAIL', id, payload: { email: 'x'.repeat(321) } })).toBeUndefined();

    expect(checkFrameMessage({ type: 'FRAME_READY', payload: { version: '1' } })).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_SESSION_UPDATE', payload: { token: null } })).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id, payload: { action: 'VERIFY_OTP' } })).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_CONNECT_EMAIL_SUCCESS', id, payload: { action: 'OPEN_SESAME' } })).toBeUndefined();
    expect(checkFrameMessage({ type: 'FRAME_GET_USER_SUCCESS', id, payload: { address: '0xabc', chainId: 1, accounts: [{ address: '0xabc', type: 'eoa' }] } })).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_GET_USER_SUCCESS', id, payload: { address: '<img>', chainId: 1, accounts: 'all' } })).toBeUndefined();
    expect(checkFrameMessage({ type: 'FRAME_CONNECT_OTP_ERROR', id, payload: { message: 'Invalid code' } })).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_CONNECT_OTP_ERROR', id, payload: {} })).toBeUndefined();
    expect(checkFrameMessage({ type: 'FRAME_CONNECT_OTP_SUCCESS', payload: {} })).toBeUndefined();
    expect(checkFrameMessage('FRAME_READY')).toBeUndefined();
    expect(checkFrameMessage(null)).toBeUndefined();
  });

  it('JSON data only: a Date, Map or typed array where an object goes, NaN, or a cycle is refused, even where the schema has no required field', () => {
    for (const payload of [new Date(0), new Map(), new Uint8Array(0), new Set(), /x/]) {
      expect(checkAppMessage({ type: 'APP_IS_CONNECTED', id, payload })).toBeUndefined();
      expect(checkFrameMessage({ type: 'FRAME_SIGN_OUT_SUCCESS', id, payload })).toBeUndefined();
      expect(checkAppMessage({ type: 'APP_SYNC_THEME', id, payload: { themeMode: 'dark', themeVariables: payload } })).toBeUndefined();
      expect(checkAppMessage({ type: 'APP_RPC_REQUEST', id, payload: { method: 'eth_call', params: [payload] } })).toBeUndefined();
      expect(checkFrameMessage({ type: 'FRAME_RPC_REQUEST_SUCCESS', id, payload: { result: payload } })).toBeUndefined();
    }
    expect(checkAppMessage({ type: 'APP_RPC_REQUEST', id, payload: { method: 'x', params: [NaN] } })).toBeUndefined();
    expect(checkFrameMessage({ type: 'FRAME_RPC_REQUEST_SUCCESS', id, payload: Infinity })).toBeUndefined();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(checkAppMessage({ type: 'APP_RPC_REQUEST', id, payload: { method: 'x', params: cycle } })).toBeUndefined();
    // Shared (not cyclic) parts, absent optional fields, null-prototype objects and deep nesting are data.
    const shared = { a: 1 };
    let deep: unknown = 'bottom';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(checkAppMessage({ type: 'APP_RPC_REQUEST', id, payload: { method: 'x', params: [shared, shared, deep], chainId: undefined } })).toBeTruthy();
    expect(checkAppMessage(Object.assign(Object.create(null) as object, { type: 'APP_IS_CONNECTED', id, payload: {} }))).toBeTruthy();
    expect(checkFrameMessage({ type: 'FRAME_RPC_REQUEST_SUCCESS', id, payload: { blockHash: '0x1', logs: [{ topics: ['0x2'] }] } })).toBeTruthy();
  });

  it('knows every SPEC §7 app event', () => {
    expect(APP_EVENTS).toHaveLength(23);
    for (const name of APP_EVENTS) expect(checkAppMessage({ type: `APP_${name}`, id, payload: 'not an object' })).toBeUndefined();
  });
});
