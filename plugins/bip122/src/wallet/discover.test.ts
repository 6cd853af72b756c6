import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeKit } from '../test/kit';
import { connectorIdOf, providerAt, providerPath } from './sanitize';

const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const provider = () => ({ request: vi.fn(), addListener: vi.fn(() => () => undefined) });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WBIP004 discovery', () => {
  it('lists each provider found at its id path, with sanitized names and icons, and nothing else', async () => {
    const win: Record<string, unknown> = {
      document: { readyState: 'complete' },
      XverseProviders: { BitcoinProvider: provider() },
      Leather: { provider: provider() },
      Twin: provider(),
      NoRequest: { not: 'a provider' },
      btc_providers: [
        { id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet', icon: ICON, webUrl: 'https://xverse.app' },
        { id: 'Leather.provider', name: '  Leather\u202e ', icon: 'javascript:alert(1)' },
        { id: 'Twin', name: 'Xverse Wallet', icon: 'http://insecure.example/icon.png' },
        { id: 'Missing.provider', name: 'Not installed', icon: ICON },
        { id: 'NoRequest', name: 'No request', icon: ICON },
        { id: '__proto__.polluted', name: 'Prototype', icon: ICON },
        { id: 'constructor', name: 'Constructor', icon: ICON },
        { id: 'XverseProviders.BitcoinProvider', name: 'Listed twice', icon: ICON },
        null,
        'text',
        { id: 42, name: 'Number id' },
        { id: 'Leather.provider.', name: 'Trailing dot' },
      ],
    };
    vi.stubGlobal('window', win);
    const kit = makeKit();
    const connectors = kit.getState().connectors.filter((c) => c.namespaces.includes('bip122'));
    expect(connectors).toEqual([
      { id: 'xverse-wallet', name: 'Xverse Wallet', type: 'ANNOUNCED', namespaces: ['bip122'], installed: true, imageUrl: ICON },
      { id: 'leather', name: 'Leather', type: 'ANNOUNCED', namespaces: ['bip122'], installed: true },
      { id: 'xverse-wallet-2', name: 'Xverse Wallet', type: 'ANNOUNCED', namespaces: ['bip122'], installed: true },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await kit.destroy();
    expect(kit.getState().connectors.filter((c) => c.namespaces.includes('bip122'))).toEqual([]);
  });

  it('picks up a wallet that injects after the page scripts, at the window’s load', async () => {
    const listeners = new Map<string, () => void>();
    const win: Record<string, unknown> = {
      document: { readyState: 'loading' },
      btc_providers: [],
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
    };
    vi.stubGlobal('window', win);
    const kit = makeKit();
    expect(kit.getState().connectors).toEqual([]);
    win.LateWallet = provider();
    (win.btc_providers as unknown[]).push({ id: 'LateWallet', name: 'Late Wallet', icon: ICON });
    listeners.get('load')!();
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['late-wallet']);
    await kit.destroy();
    expect(listeners.has('load')).toBe(false);
  });

  it('does nothing without a window (SSR) and lists at most 20 wallets from one page', async () => {
    const ssr = makeKit();
    expect(ssr.getState().connectors).toEqual([]);
    await ssr.destroy();
    const win: Record<string, unknown> = { document: { readyState: 'complete' }, btc_providers: [] };
    for (let i = 0; i < 30; i++) {
      win[`W${i}`] = provider();
      (win.btc_providers as unknown[]).push({ id: `W${i}`, name: `Wallet ${i}`, icon: ICON });
    }
    vi.stubGlobal('window', win);
    const kit = makeKit();
    expect(kit.getState().connectors).toHaveLength(20);
    await kit.destroy();
  });

  it('reads provider paths as plain identifiers only', () => {
    expect(providerPath('XverseProviders.BitcoinProvider')).toEqual(['XverseProviders', 'BitcoinProvider']);
    for (const bad of ['', 'a..b', 'a.__proto__', 'prototype', 'a b', 'a.b.c.d.e', '1abc', 42, null]) expect(providerPath(bad)).toBeUndefined();
    const hostile = Object.defineProperty({}, 'Boom', {
      get() {
        throw new Error('no');
      },
    });
    expect(providerAt(hostile, ['Boom'])).toBeUndefined();
    expect(connectorIdOf('Ünïsat  Wallet!')).toBe('unisat-wallet');
    expect(connectorIdOf('***')).toBe('bitcoin-wallet');
  });
});
