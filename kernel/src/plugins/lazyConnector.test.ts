import { describe, expect, it, vi } from 'vitest';
import { lazyConnector } from './lazyConnector';
import type { ConnectorAdapter, ConnectorEvents } from './connector';

const info = { id: 'lazy.wallet', name: 'Lazy Wallet', type: 'ANNOUNCED' as const, namespaces: ['eip155' as const] };

function realAdapter(events: { current?: ConnectorEvents }): ConnectorAdapter {
  return {
    info,
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }], chainId: 1 }] }),
    reconnect: async () => null,
    disconnect: async () => undefined,
    request: async ({ method }) => `answer to ${method}`,
    subscribe: (e) => {
      events.current = e;
      return () => (events.current = undefined);
    },
  };
}

describe('lazyConnector', () => {
  it('is listed at once and loads its code on the first call only, once', async () => {
    const events: { current?: ConnectorEvents } = {};
    const load = vi.fn(async () => realAdapter(events));
    const adapter = lazyConnector({ info, has: ['reconnect', 'subscribe'], load });
    expect(adapter.info.name).toBe('Lazy Wallet');
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([adapter.connect({ namespaces: ['eip155'], networks: {}, signal: new AbortController().signal }), adapter.request({ namespace: 'eip155', network: undefined, method: 'eth_chainId' }, new AbortController().signal)]);
    expect(a.sessions[0]!.accounts[0]!.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(b).toBe('answer to eth_chainId');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has exactly the optional methods it declares (the kit checks for them before loading)', () => {
    const adapter = lazyConnector({ info, has: ['reconnect'], load: async () => realAdapter({}) });
    expect(typeof adapter.reconnect).toBe('function');
    expect(adapter.switchNetwork).toBeUndefined();
    expect(adapter.signMessage).toBeUndefined();
    expect(adapter.subscribe).toBeUndefined();
    expect(lazyConnector({ info, has: [], disconnectTimeoutMs: 3000, load: async () => realAdapter({}) }).disconnectTimeoutMs).toBe(3000);
  });

  it('a subscription made before the code is loaded attaches once it is, and one cancelled first never does', async () => {
    const events: { current?: ConnectorEvents } = {};
    let finish: (a: ConnectorAdapter) => void = () => {};
    const adapter = lazyConnector({ info, has: ['subscribe'], load: () => new Promise((r) => (finish = r)) });
    const handlers = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() };
    const cancelled = adapter.subscribe!({ ...handlers });
    cancelled();
    const off = adapter.subscribe!(handlers);
    const connecting = adapter.connect({ namespaces: ['eip155'], networks: {}, signal: new AbortController().signal });
    finish(realAdapter(events));
    await connecting;
    expect(events.current).toBe(handlers);
    off();
    expect(events.current).toBeUndefined();
  });

  it('a failed load rejects that call and the next call loads again', async () => {
    let attempts = 0;
    const adapter = lazyConnector({
      info,
      has: [],
      load: async () => {
        if (++attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return realAdapter({});
      },
    });
    await expect(adapter.request({ namespace: 'eip155', network: undefined, method: 'eth_chainId' }, new AbortController().signal)).rejects.toThrow('Failed to fetch');
    await expect(adapter.request({ namespace: 'eip155', network: undefined, method: 'eth_chainId' }, new AbortController().signal)).resolves.toBe('answer to eth_chainId');
    expect(attempts).toBe(2);
  });
});
