import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { baseOptions } from '../testing/fixtures';
import { TOAST_RESHOW_MS } from './alerts';

afterEach(() => vi.useRealTimers());

describe('an alert shown again while on screen (SPEC §9: re-show after 150 ms)', () => {
  it('is taken down at once and comes back 150 ms later, as one toast with a new id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const kit = createKit(baseOptions());
    const codes = () => kit.getState().alerts.map((a) => a.code);
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    kit.alerts.show('MULTI_WALLET_NOT_ENABLED');
    const first = kit.getState().alerts.find((a) => a.code === 'TOKEN_BALANCE_UNAVAILABLE')!;
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    expect(codes()).toEqual(['MULTI_WALLET_NOT_ENABLED']);
    await vi.advanceTimersByTimeAsync(TOAST_RESHOW_MS - 1);
    expect(codes()).toEqual(['MULTI_WALLET_NOT_ENABLED']);
    await vi.advanceTimersByTimeAsync(1);
    expect(codes()).toEqual(['MULTI_WALLET_NOT_ENABLED', 'TOKEN_BALANCE_UNAVAILABLE']);
    const again = kit.getState().alerts.at(-1)!;
    expect(again.id).not.toBe(first.id);
    // Its six seconds on screen start when it comes back.
    expect(again.createdAt - first.createdAt).toBe(TOAST_RESHOW_MS);
    // A burst of repeats within the 150 ms comes back once.
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    expect(codes()).toEqual(['MULTI_WALLET_NOT_ENABLED']);
    await vi.advanceTimersByTimeAsync(TOAST_RESHOW_MS);
    expect(codes()).toEqual(['MULTI_WALLET_NOT_ENABLED', 'TOKEN_BALANCE_UNAVAILABLE']);
    // Other params are another alert: both stay.
    kit.alerts.show('INVALID_APP_CONFIGURATION', { origin: 'https://a.example' });
    kit.alerts.show('INVALID_APP_CONFIGURATION', { origin: 'https://b.example' });
    expect(codes().filter((c) => c === 'INVALID_APP_CONFIGURATION')).toHaveLength(2);
    await kit.destroy();
  });

  it('a re-show pending when the kit is destroyed never lands', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const kit = createKit(baseOptions());
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    kit.alerts.show('TOKEN_BALANCE_UNAVAILABLE');
    await kit.destroy();
    await vi.advanceTimersByTimeAsync(TOAST_RESHOW_MS * 2);
    expect(kit.getState().alerts).toEqual([]);
  });
});
