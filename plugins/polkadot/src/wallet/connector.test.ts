import { describe, expect, it } from 'vitest';
import { isKitError, type ConnectorInfo } from '@latchkey/kernel';
import { polkadotConnector } from './connector';

const info: ConnectorInfo = { id: 'polkadot-js', name: 'polkadot{.js}', type: 'ANNOUNCED', namespaces: ['polkadot'] };

describe("the Polkadot extension connector's toKitError hook (the kernel knows no extension's words)", () => {
  it("makes polkadot-js 'Cancelled' and Talisman's 'User rejected' a rejection, and keeps another failure the extension's", () => {
    const hook = polkadotConnector({ info } as never).toKitError!;
    for (const thrown of [new Error('Cancelled'), new Error('User rejected the request'), 'Rejected']) {
      expect(isKitError(hook(thrown, 'signMessage failed')!, 'USER_REJECTED')).toBe(true);
    }
    const other = hook(new Error('Unable to find account'), 'signMessage failed')!;
    expect(isKitError(other, 'CONNECTOR_ERROR')).toBe(true);
    expect(other.shortMessage).toBe('Unable to find account');
  });
});
