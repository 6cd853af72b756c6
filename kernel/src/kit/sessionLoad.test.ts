import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { KitError } from '../errors';
import { baseOptions, fakeWallet, memoryBackend, walletsPlugin } from '../testing/fixtures';
import type * as SessionModule from './session';

// The session chunk fails to load (offline, or a deploy replaced it) as often as asked, then loads.
const failures = vi.hoisted(() => ({ left: 0 }));
vi.mock('./session', async (original) => {
  const real = await original<typeof SessionModule>();
  return {
    ...real,
    createSession: (...args: Parameters<typeof real.createSession>) => {
      if (failures.left > 0) {
        failures.left--;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return real.createSession(...args);
    },
  };
});

describe('the session chunk', () => {
  it('a first visit with nothing to restore does not need it; a failed load is a clear error and the next action loads it again', async () => {
    failures.left = 1;
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.ready;
    // Nothing stored: start-up did not try (the one failure is still pending).
    expect(failures.left).toBe(1);
    const error = await kit.connect('dev.wallet').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KitError);
    expect((error as KitError).shortMessage).toBe('The wallet connection code could not be loaded');
    expect(w.calls).toEqual([]);
    const account = await kit.connect('dev.wallet');
    expect(account.address).toBe(w.state.accounts[0]);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it("a returning visitor's remembered wallet shows 'connecting', and 'disconnected' again when the code cannot load", async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();

    failures.left = 1;
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
    await kit.ready;
    expect(failures.left).toBe(0);
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(kit.getState().modal.loading.eip155).toBe(false);
    // The stored connection is kept for the next page load; connecting by hand works now.
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });
});
