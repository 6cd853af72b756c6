import { describe, expect, it } from 'vitest';
import { createKit, createMemoryStorage, definePlugin, isKitError, toKitError, type ConnectorAdapter, type KitError } from '@latchkey/kernel';
import { eip155, eip155Namespace } from '../index';

const network = { id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } };

/** A connector another plugin adds for eip155, declaring no error hook of its own (a third party's EVM wallet). */
function plainEvmConnector(thrown: unknown): ConnectorAdapter {
  return {
    info: { id: 'third.party', name: 'Third Party', type: 'EXTERNAL', namespaces: ['eip155'] },
    connect: async () => Promise.reject(thrown),
    disconnect: async () => {},
    request: async () => Promise.reject(thrown),
  };
}

const kitWith = (thrown: unknown) =>
  createKit({
    metadata: { name: 't', description: 't', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
    storage: createMemoryStorage(),
    basic: true,
    plugins: [eip155({ injected: false }), definePlugin({ id: 'third-party', kind: 'feature', setup: (ctx) => void ctx.connectors.add(plainEvmConnector(thrown)) })],
  });

describe("the eip155 namespace's toKitError hook (EIP-1193 lives in the EVM plugin, not the kernel)", () => {
  it("reads 4001 and ethers' ACTION_REJECTED as the visitor saying no, and leaves every other error to the kernel", () => {
    for (const code of [4001, 'ACTION_REJECTED']) {
      const e = eip155Namespace.toKitError!({ code, message: 'User rejected the request.' }, 'x')!;
      expect(isKitError(e, 'USER_REJECTED')).toBe(true);
      expect(e.shortMessage).toBe('User rejected the request.');
      expect(e.details).toBe('User rejected the request.');
    }
    expect(eip155Namespace.toKitError!({ code: -32603, message: 'Internal error' }, 'x')).toBeUndefined();
    // The kernel alone does not know 4001.
    expect(isKitError(toKitError({ code: 4001 }, 'x'), 'USER_REJECTED')).toBe(false);
  });

  it('makes a 4001 from any EVM connector (one declaring no hook) a UserRejectedError through the kit; another code stays a ConnectorError with its rpcCode', async () => {
    const kit = kitWith({ code: 4001, message: 'User rejected the request.' });
    const refused = (await kit.connect('third.party').catch((e: unknown) => e)) as KitError;
    expect(isKitError(refused, 'USER_REJECTED')).toBe(true);
    expect(refused.shortMessage).toBe('User rejected the request.');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();

    const failing = kitWith({ code: -32603, message: 'Internal JSON-RPC error.' });
    const failed = (await failing.connect('third.party').catch((e: unknown) => e)) as KitError;
    expect(isKitError(failed, 'CONNECTOR_ERROR')).toBe(true);
    expect(failed.data).toEqual({ rpcCode: -32603 });
    await failing.destroy();
  });
});
