import { describe, expect, it } from 'vitest';
import { installDevWallets } from './dev-wallets';
import { ANNOUNCE_EVENT, REQUEST_EVENT, announceProvider } from './eip6963';
import type { EIP6963ProviderDetail } from './eip6963';
import type { EIP1193Provider } from './types';

const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The smallest "window" discovery needs: an EventTarget plus an ethereum slot. */
function fakeWindow(): EventTarget & { ethereum?: unknown } {
  return new EventTarget();
}

function collect(win: EventTarget): EIP6963ProviderDetail[] {
  const seen: EIP6963ProviderDetail[] = [];
  win.addEventListener(ANNOUNCE_EVENT, (event) => seen.push((event as CustomEvent<EIP6963ProviderDetail>).detail));
  return seen;
}

const provider = { request: async () => null, on: () => provider, removeListener: () => provider } as unknown as EIP1193Provider;
const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Example Wallet', icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>", rdns: 'com.example.wallet' };

describe('announceProvider', () => {
  it('announces at once with a frozen detail and re-announces on every request until stopped', () => {
    const win = fakeWindow();
    const seen = collect(win);
    const stop = announceProvider(win, { info, provider });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.info).toEqual(info);
    expect(seen[0]!.provider).toBe(provider);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect(Object.isFrozen(seen[0]!.info)).toBe(true);

    win.dispatchEvent(new Event(REQUEST_EVENT));
    win.dispatchEvent(new Event(REQUEST_EVENT));
    expect(seen).toHaveLength(3);
    expect(seen[2]).toBe(seen[0]);

    stop();
    win.dispatchEvent(new Event(REQUEST_EVENT));
    expect(seen).toHaveLength(3);
  });
});

describe('installDevWallets', () => {
  const config = { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }], privateKeys: [KEY] as const };

  it('announces the dev and second wallets (a dapp loading later finds them) and sets the legacy window.ethereum', async () => {
    const win = fakeWindow();
    const { wallets, uninstall } = installDevWallets(win, { ...config, privateKeys: [...config.privateKeys] });
    // The dapp arrives after the wallets: listener first, then requestProvider (EIP-6963 order).
    const seen = collect(win);
    win.dispatchEvent(new Event(REQUEST_EVENT));
    expect(seen.map((d) => [d.info.name, d.info.rdns])).toEqual([
      ['Latchkey Dev Wallet', 'dev.latchkey.wallet'],
      ['Latchkey Second Wallet', 'dev.latchkey.second'],
    ]);
    for (const detail of seen) {
      expect(detail.info.uuid).toMatch(UUID_V4);
      expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(seen[0]!.info.uuid).not.toBe(seen[1]!.info.uuid);
    expect(seen[0]!.provider).toBe(wallets.dev!.provider);

    const legacy = win.ethereum as EIP1193Provider & { isMetaMask?: boolean };
    expect(legacy).toBe(wallets.legacy!.provider);
    expect(legacy.isMetaMask).toBe(false);
    expect(seen.some((d) => d.provider === legacy)).toBe(false);
    expect(await legacy.request({ method: 'eth_chainId' })).toBe('0x7a69');

    uninstall();
    expect(win.ethereum).toBeUndefined();
    win.dispatchEvent(new Event(REQUEST_EVENT));
    expect(seen).toHaveLength(2);
  });

  it('installs only the wallets asked for', () => {
    const win = fakeWindow();
    const seen = collect(win);
    const { wallets } = installDevWallets(win, { ...config, privateKeys: [...config.privateKeys], wallets: ['second'] });
    expect(Object.keys(wallets)).toEqual(['second']);
    expect(seen.map((d) => d.info.rdns)).toEqual(['dev.latchkey.second']);
    expect(win.ethereum).toBeUndefined();
  });
});
