// Discovery through `@wallet-standard/app`'s shared registry, as in a browser: getWallets() is
// called only where a window exists, and sees wallets registered before and after the kit.
import { registerWallet } from '@wallet-standard/wallet';
import type * as WalletStandardApp from '@wallet-standard/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solanaMainnet } from '../networks';
import { ALICE, BOB } from '../test/transactions';
import { fakeWallet, makeKit } from '../test/wallet';

const getWallets = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@wallet-standard/app', async (original) => {
  const real = await original<typeof WalletStandardApp>();
  return {
    ...real,
    getWallets: () => {
      getWallets.calls++;
      return real.getWallets();
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('discovery on the page', () => {
  it('does not touch the shared registry without a window (SSR), so it still works in the browser later', async () => {
    expect((globalThis as { window?: unknown }).window).toBeUndefined();
    const kit = makeKit([solanaMainnet]);
    expect(getWallets.calls).toBe(0);
    expect(kit.getState().connectors).toEqual([]);
    await kit.destroy();
  });

  it('sees a wallet registered before the kit and one registered after it, on a window-like object', async () => {
    // The smallest window Wallet Standard needs: an EventTarget.
    vi.stubGlobal('window', new EventTarget());
    registerWallet(fakeWallet({ name: 'Before', addresses: [ALICE] }).wallet);
    const kit = makeKit([solanaMainnet]);
    expect(getWallets.calls).toBe(1);
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['before']);
    registerWallet(fakeWallet({ name: 'After', addresses: [BOB] }).wallet);
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['before', 'after']);
    // A second kit on the page shares the registry and gets its own connectors.
    const second = makeKit([solanaMainnet]);
    expect(second.getState().connectors.map((c) => c.id)).toEqual(['before', 'after']);
    await kit.destroy();
    expect(second.getState().connectors).toHaveLength(2);
    await second.destroy();
    expect(kit.getState().connectors).toEqual([]);
  });
});
