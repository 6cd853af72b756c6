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

  it('knows every SPEC §7 app event', () => {
    expect(APP_EVENTS).toHaveLength(23);
    for (const name of APP_EVENTS) expect(checkAppMessage({ type: `APP_${name}`, id, payload: 'not an object' })).toBeUndefined();
  });
});
