import type { Wallet } from '@wallet-standard/base';
import { describe, expect, it, vi } from 'vitest';
import { solanaDevnet, solanaLocalnet, solanaMainnet } from '../networks';
import { networkOfChain, walletChainsOf } from './chains';
import { LATCHKEY_WALLET_ICON, walletIconOf } from './icon';
import { registerWallet } from './protocol';

/** An app as `@wallet-standard/app` is one: it registers wallets and hands back their unregister. */
function app(win: EventTarget, when: 'before' | 'after') {
  const registered = new Set<Wallet>();
  const api = Object.freeze({
    register: vi.fn((wallet: Wallet) => {
      registered.add(wallet);
      return () => void registered.delete(wallet);
    }),
  });
  const start = () => {
    win.addEventListener('wallet-standard:register-wallet', (event) => (event as CustomEvent<(a: typeof api) => void>).detail(api));
    win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  };
  if (when === 'before') start();
  return { api, registered, start };
}

const wallet = { name: 'A' } as Wallet;

describe('registerWallet (the Wallet Standard register protocol)', () => {
  it('reaches apps that started before and after; each once; unregisters from all and stops listening', () => {
    const win = new EventTarget();
    const early = app(win, 'before');
    const late = app(win, 'after');
    const unregister = registerWallet(win, wallet);
    expect([...early.registered]).toEqual([wallet]);
    late.start();
    expect([...late.registered]).toEqual([wallet]);
    // An app announcing itself again does not register it twice.
    win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: early.api }));
    expect(early.api.register).toHaveBeenCalledTimes(1);
    unregister();
    expect([early.registered.size, late.registered.size]).toEqual([0, 0]);
    const later = app(win, 'after');
    later.start();
    expect(later.registered.size).toBe(0);
    unregister();
  });

  it('a faulty app is skipped (and reported), the others still get the wallet', () => {
    const win = new EventTarget();
    win.addEventListener('wallet-standard:register-wallet', (event) => (event as CustomEvent<(a: unknown) => void>).detail({ register: () => { throw new Error('broken app'); } }));
    win.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: null }));
    const good = app(win, 'before');
    const warn = vi.fn();
    const unregister = registerWallet(win, wallet, { warn });
    expect([...good.registered]).toEqual([wallet]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('failed to register'), expect.any(Error));
    unregister();
    expect(good.registered.size).toBe(0);
  });
});

describe('icon and chains', () => {
  it("the connector's data: icon (URL-encoded SVG re-encoded as base64), never a remote or unsafe one", () => {
    expect(walletIconOf("data:image/svg+xml,%3Csvg%2F%3E")).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(walletIconOf('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    for (const bad of [undefined, 'https://wallet.example/icon.svg', 'javascript:alert(1)', 'data:text/html;base64,PGI+', 'data:image/png,raw', 'data:image/svg+xml,%E0%A4%A', 'data:image/png;base64,<svg>']) {
      expect(walletIconOf(bad)).toBe(LATCHKEY_WALLET_ICON);
    }
  });

  it('chains: each network by CAIP-2 id and by its cluster name; a chain names the network it means', () => {
    const local = solanaLocalnet('http://127.0.0.1:8899');
    expect(walletChainsOf([solanaMainnet, solanaDevnet, local])).toEqual([solanaMainnet.caipNetworkId, 'solana:mainnet', solanaDevnet.caipNetworkId, 'solana:devnet', 'solana:localnet']);
    expect(networkOfChain('solana:devnet', [solanaMainnet, solanaDevnet])).toBe(solanaDevnet);
    expect(networkOfChain(solanaMainnet.caipNetworkId, [solanaMainnet])).toBe(solanaMainnet);
    expect(networkOfChain('solana:localnet', [solanaMainnet, local])).toBe(local);
    expect(networkOfChain('solana:testnet', [solanaMainnet])).toBeUndefined();
    expect(networkOfChain(42, [solanaMainnet])).toBeUndefined();
  });
});
