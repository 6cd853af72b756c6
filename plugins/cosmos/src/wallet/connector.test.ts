import { describe, expect, it } from 'vitest';
import { isKitError, type ConnectorInfo } from '@latchkey/kernel';
import { walletConnector } from './connector';

const info: ConnectorInfo = { id: 'keplr', name: 'Keplr', type: 'ANNOUNCED', namespaces: ['cosmos'] };

describe("the Keplr-compatible connector's toKitError hook (the kernel knows no cosmos wallet's words)", () => {
  it("makes Keplr's 'Request rejected' and Leap's 'Rejected by user' a rejection, and keeps another failure the wallet's", () => {
    const hook = walletConnector({ info } as never).toKitError!;
    for (const thrown of [new Error('Request rejected'), new Error('Rejected by user')]) {
      const e = hook(thrown, 'signMessage failed')!;
      expect(isKitError(e, 'USER_REJECTED')).toBe(true);
      expect(e.shortMessage).toBe('User rejected the request.');
    }
    const other = hook(new Error('Keyring is locked'), 'signMessage failed')!;
    expect(isKitError(other, 'CONNECTOR_ERROR')).toBe(true);
    expect(other.shortMessage).toBe('Keyring is locked');
  });
});
