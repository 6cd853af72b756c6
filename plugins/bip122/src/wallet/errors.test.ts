import { describe, expect, it, vi } from 'vitest';
import { isKitError, type ConnectorAdapter } from '@latchkey/kernel';
import { startDiscovery } from './discover';
import { WALLET_ERRORS } from './errors';

describe("a Bitcoin wallet connector's toKitError hook (the kernel knows no sats-connect code)", () => {
  it("makes sats-connect's userRejection (-32000) and a refusal in words a rejection, and keeps another failure the wallet's with its code", () => {
    const added: ConnectorAdapter[] = [];
    const win = {
      document: { readyState: 'complete' },
      XverseProviders: { BitcoinProvider: { request: vi.fn() } },
      btc_providers: [{ id: 'XverseProviders.BitcoinProvider', name: 'Xverse Wallet' }],
    };
    const ctx = { connectors: { add: (a: ConnectorAdapter) => (added.push(a), () => {}) }, logger: { debug: vi.fn(), warn: vi.fn(), info: vi.fn(), error: vi.fn() } };
    const stop = startDiscovery(ctx as never, win as never, {} as never);
    const hook = added[0]!.toKitError!;
    expect(isKitError(hook({ code: WALLET_ERRORS.userRejection, message: 'User rejected the request' }, 'x')!, 'USER_REJECTED')).toBe(true);
    expect(isKitError(hook(new Error('Request declined'), 'x')!, 'USER_REJECTED')).toBe(true);
    const other = hook({ code: WALLET_ERRORS.accessDenied, message: 'Access denied' }, 'x')!;
    expect(isKitError(other, 'CONNECTOR_ERROR')).toBe(true);
    expect(other.data).toEqual({ walletCode: WALLET_ERRORS.accessDenied });
    stop();
  });
});
