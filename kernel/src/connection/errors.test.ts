import { describe, expect, it } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { ConnectorError, KitError, UserRejectedError } from '../errors';
import { isKitError } from '../errors/flowErrors';
import { baseOptions, fakeWallet, testNamespace } from '../testing/fixtures';
import { toKitError } from './errors';

const rejection = { code: 4001, message: 'User rejected the request.' };

/** A chain plugin whose namespace adapter declares no `toKitError` (a family the kernel knows nothing of). */
const plainPlugin = (adapter: ReturnType<typeof fakeWallet>['adapter']) =>
  definePlugin({ id: 'plain-chain', kind: 'chain', namespaces: [{ ...testNamespace('eip155'), toKitError: undefined }], setup: (ctx) => void ctx.connectors.add(adapter) });

describe('toKitError (the generic wrapper)', () => {
  it('knows no wallet family: { code: 4001 } without a hook is a ConnectorError carrying the code, not a rejection', () => {
    const e = toKitError(rejection, 'personal_sign failed');
    expect(e).toBeInstanceOf(ConnectorError);
    expect(isKitError(e, 'USER_REJECTED')).toBe(false);
    expect(e.shortMessage).toBe('User rejected the request.');
    expect(e.data).toEqual({ rpcCode: 4001 });
    expect(e.cause).toBe(rejection);
    expect(toKitError({}, 'personal_sign failed').shortMessage).toBe('personal_sign failed');
  });

  it('lets a KitError through and asks the hooks in order, the first that recognises the error wins', () => {
    const typed = new KitError('already typed');
    expect(toKitError(typed, 'x', () => new UserRejectedError())).toBe(typed);
    const seen: string[] = [];
    const e = toKitError(rejection, 'x', [
      () => (seen.push('connector'), undefined),
      undefined,
      (error) => (seen.push('namespace'), (error as { code?: number }).code === 4001 ? new UserRejectedError(undefined, { cause: error }) : undefined),
      () => (seen.push('never'), new KitError('never')),
    ]);
    expect(seen).toEqual(['connector', 'namespace']);
    expect(isKitError(e, 'USER_REJECTED')).toBe(true);
    expect(e.shortMessage).toBe('User rejected the request.');
  });

  it('falls back to the generic wrapper when a hook throws', () => {
    const e = toKitError(rejection, 'x', () => {
      throw new Error('broken hook');
    });
    expect(e).toBeInstanceOf(ConnectorError);
    expect(e.data).toEqual({ rpcCode: 4001 });
  });
});

describe('wallet errors through a kit', () => {
  it('a connector and a namespace with no hook: a wallet answering { code: 4001 } fails the connect with a ConnectorError (rpcCode 4001)', async () => {
    const w = fakeWallet();
    w.state.reject = rejection;
    const kit = createKit(baseOptions({ plugins: [plainPlugin(w.adapter)] }));
    const error = (await kit.connect('dev.wallet').catch((e: unknown) => e)) as KitError;
    expect(isKitError(error, 'CONNECTOR_ERROR')).toBe(true);
    expect(isKitError(error, 'USER_REJECTED')).toBe(false);
    expect(error.data).toEqual({ rpcCode: 4001 });
    expect(error.pluginId).toBe('plain-chain');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });

  it("the connector's own hook makes its wallet's refusal a UserRejectedError, for connect and for requests", async () => {
    const w = fakeWallet('dev.wallet', {
      confirmsRequests: true,
      // A family whose wallets refuse in words (as Polkadot extensions do: 'Cancelled').
      toKitError: (error) => ((error as Error).message === 'Cancelled' ? new UserRejectedError(undefined, { cause: error, details: 'Cancelled' }) : undefined),
      request: async () => {
        throw new Error('Cancelled');
      },
    });
    w.state.reject = new Error('Cancelled');
    const kit = createKit(baseOptions({ plugins: [plainPlugin(w.adapter)] }));
    const refused = (await kit.connect('dev.wallet').catch((e: unknown) => e)) as KitError;
    expect(isKitError(refused, 'USER_REJECTED')).toBe(true);
    expect(refused.shortMessage).toBe('User rejected the request.');
    w.state.reject = undefined;
    await kit.connect('dev.wallet');
    const request = (await kit.request({ method: 'personal_sign', params: ['0x00', '0x00'] }).catch((e: unknown) => e)) as KitError;
    expect(isKitError(request, 'USER_REJECTED')).toBe(true);
    await kit.destroy();
  });

  it("the namespace's hook applies to every connector of the namespace, including a switch of network", async () => {
    const w = fakeWallet();
    w.state.switchReject = rejection;
    const kit = createKit(baseOptions({ plugins: [definePlugin({ id: 'hooked-chain', kind: 'chain', namespaces: [testNamespace('eip155')], setup: (ctx) => void ctx.connectors.add(w.adapter) })] }));
    await kit.connect('dev.wallet');
    const target = kit.getState().chains.eip155!.network.requestedCaipNetworks[1]!;
    const error = (await kit.switchNetwork(target).catch((e: unknown) => e)) as KitError;
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    await kit.destroy();
  });
});
