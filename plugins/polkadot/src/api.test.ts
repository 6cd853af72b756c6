// kit.plugin('polkadot'): what it checks before anything is queued, what it queues for approval,
// and what it makes of a wallet's answers (an extension written by hand here, answering nonsense).
import { internals, isKitError, type Kit } from '@latchkey/kernel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kusama, polkadotMainnet } from './networks';
import { ALICE, approveNext, makeKit, quietExtensionDapp, samplePayload, useFakeWindow } from './test/kit';

const win = useFakeWindow();
quietExtensionDapp();

const kits: Kit[] = [];
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
  win.injectedWeb3 = {};
});

/** An extension whose signer answers whatever the test says. */
function handmade(signer: Record<string, unknown>) {
  const calls: unknown[] = [];
  win.injectedWeb3['handmade'] = {
    version: '1.0.0',
    enable: async () => ({
      accounts: { get: async () => [{ address: ALICE.generic, name: 'Alice', type: 'sr25519' }] },
      signer: Object.fromEntries(Object.entries(signer).map(([k, fn]) => [k, async (arg: unknown) => (calls.push([k, arg]), (fn as (a: unknown) => unknown)(arg))])),
    }),
  };
  return calls;
}

async function connected(signer: Record<string, unknown> = { signRaw: () => ({ id: 1, signature: `0x${'ab'.repeat(64)}` }) }) {
  const calls = handmade(signer);
  const kit = makeKit([polkadotMainnet, kusama]);
  kits.push(kit);
  await kit.connect('polkadot:handmade');
  return { kit, api: kit.plugin('polkadot'), calls };
}

describe('before anything is queued', () => {
  it('not connected: the SPEC §8 error, nothing queued, no accounts', async () => {
    const kit = makeKit([polkadotMainnet]);
    kits.push(kit);
    const api = kit.plugin('polkadot');
    for (const call of [() => api.signMessage({ message: 'hi' }), () => api.signPayload(samplePayload(ALICE.polkadot)), () => api.getBalance(), () => api.selectAccount(ALICE.polkadot)]) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toMatchObject({ shortMessage: 'No ActiveCaipAddress found' });
    }
    expect(api.accounts()).toEqual([]);
    expect(api.selectedAccount()).toBeUndefined();
    expect(kit.getState().requests).toEqual([]);
  });

  it('malformed input is a ValidationError and never reaches the approval view', async () => {
    const { kit, api, calls } = await connected();
    const bad: Array<() => Promise<unknown>> = [
      () => api.signMessage({ message: '' }),
      () => api.signMessage({ message: 42 as unknown as string }),
      () => api.signMessage(undefined as never),
      () => api.signMessage({ message: 'x'.repeat(100_001) }),
      () => api.signMessage({ message: 'hi', address: '0x1234' }),
      () => api.signPayload({ ...samplePayload(ALICE.polkadot), genesisHash: '0x12' }),
      () => api.signPayload({ ...samplePayload(ALICE.polkadot), signedExtensions: ['Check Nonce'] }),
      () => api.signPayload({ ...samplePayload(ALICE.polkadot), address: 'nope' }),
      () => api.signPayload(null as never),
    ];
    for (const call of bad) expect(isKitError(await call().catch((e: unknown) => e), 'VALIDATION_ERROR')).toBe(true);
    expect(kit.getState().requests).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('through the gate', () => {
  it('queues polkadot_signMessage with the account and the message as hex, opens ApproveTransaction, and asks the wallet only once approved', async () => {
    const { kit, api, calls } = await connected();
    const signing = api.signMessage({ message: 'Hello' });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    expect(kit.getState().requests[0]).toMatchObject({ namespace: 'polkadot', method: 'polkadot_signMessage', params: { address: ALICE.polkadot, message: '0x48656c6c6f' } });
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    expect(calls).toEqual([]);
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    expect(await signing).toBe(`0x${'ab'.repeat(64)}`);
    // The extension gets its own address form and the data as hex, type 'bytes' (it wraps it itself).
    expect(calls).toEqual([['signRaw', { address: ALICE.generic, data: '0x48656c6c6f', type: 'bytes' }]]);
  });

  it("a wallet's nonsense is refused: a signature that is not one, a signer that cannot sign", async () => {
    const { kit, api } = await connected({ signRaw: () => ({ id: 1, signature: '0x1234' }) });
    const short = api.signMessage({ message: 'x' });
    await approveNext(kit);
    expect(await short.catch((e: unknown) => e)).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet returned an invalid signature' });
    const payload = api.signPayload(samplePayload(ALICE.polkadot));
    await approveNext(kit);
    expect(await payload.catch((e: unknown) => e)).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet cannot sign transactions' });
  });

  it('hands back signPayload’s signature and the signed extrinsic when the wallet built one', async () => {
    const signedTransaction = '0x2d0284';
    const { kit, api, calls } = await connected({ signPayload: () => ({ id: 3, signature: `0x01${'cd'.repeat(64)}`, signedTransaction }) });
    const signing = api.signPayload({ ...samplePayload(ALICE.polkadot), withSignedTransaction: true });
    await approveNext(kit);
    expect(await signing).toEqual({ signature: `0x01${'cd'.repeat(64)}`, signedTransaction });
    expect(calls[0]).toEqual(['signPayload', expect.objectContaining({ address: ALICE.generic, withSignedTransaction: true, nonce: '0x00000003' })]);
  });

  it('a wallet that throws something odd leaves a typed error', async () => {
    const { kit, api } = await connected({
      signRaw: () => {
        throw 'boom';
      },
    });
    const signing = api.signMessage({ message: 'x' });
    await approveNext(kit);
    expect(await signing.catch((e: unknown) => e)).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'boom' });
  });
});
