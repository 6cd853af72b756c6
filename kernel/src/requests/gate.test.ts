import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { baseOptions, fakeWallet, flush, testNamespace, walletsPlugin } from '../testing/fixtures';
import { InvalidTransactionError } from '../errors/flowErrors';
import { MAX_PENDING_REQUESTS } from './gate';
import { internals } from '../kit/internals';

async function connectedKit() {
  const w = fakeWallet();
  let balanceCalls = 0;
  const balance = async () => {
    balanceCalls++;
    return { balance: '1.234', symbol: 'ETH' };
  };
  const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'fake-chain', 'eip155', balance)] }));
  await kit.connect('dev.wallet');
  // The first balance read, after connecting, waits for the balance code (a lazy chunk).
  await vi.waitFor(() => expect(kit.getState().chains.eip155?.account.balance).toBe('1.234'));
  return { kit, w, balanceCalls: () => balanceCalls };
}

describe('request gating', () => {
  it('a request that breaks its namespace’s rules is refused before the approval view and the wallet see it', async () => {
    const w = fakeWallet();
    const seen: unknown[] = [];
    const namespace = {
      ...testNamespace(),
      // A lazy rule (as the chain plugins load theirs): refuses value 0x0, lets everything else through.
      checkRequest: async (request: { method: string; params: unknown; address: string | undefined }) => {
        seen.push(request);
        if (request.method === 'eth_sendTransaction' && (request.params as [{ value?: string }])[0]?.value === '0x0') throw new InvalidTransactionError('value must not be zero', { rule: 'value' });
      },
    };
    const plugin = definePlugin({ id: 'checked-chain', kind: 'chain', namespaces: [namespace], setup: (ctx) => void ctx.connectors.add(w.adapter) });
    const kit = createKit(baseOptions({ plugins: [plugin] }));
    await kit.connect('dev.wallet');
    const refused = kit.request({ method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x0' }] });
    await expect(refused).rejects.toBeInstanceOf(InvalidTransactionError);
    await expect(refused).rejects.toMatchObject({ rule: 'value', code: 'VALIDATION_ERROR' });
    expect(seen).toEqual([{ method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x0' }], network: expect.objectContaining({ caipNetworkId: 'eip155:1' }), address: w.state.accounts[0] }]);
    expect(kit.getState().requests).toEqual([]);
    expect(kit.getState().modal.open).toBe(false);
    expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    // One that passes waits for approval as before.
    const passed = kit.request({ method: 'eth_sendTransaction', params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }] });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    await expect(passed).rejects.toMatchObject({ code: 'USER_REJECTED' });
    await kit.destroy();
  });


  it('safe methods run without approval', async () => {
    const { kit, w } = await connectedKit();
    await expect(kit.request({ method: 'eth_chainId' })).resolves.toBe('0x1');
    expect(kit.getState().modal.open).toBe(false);
    expect(w.calls.at(-1)).toMatchObject({ namespace: 'eip155', method: 'eth_chainId', params: undefined, address: w.state.accounts[0], network: { caipNetworkId: 'eip155:1' } });
    await kit.destroy();
  });

  it('unsafe methods wait in ApproveTransaction; approving runs them, refreshes the balance and closes', async () => {
    const { kit, w, balanceCalls } = await connectedKit();
    const before = balanceCalls();
    const pending = kit.request<string>({ method: 'personal_sign', params: ['0x68656c6c6f', '0x0'] });
    await flush();
    expect(w.calls.some((c) => c.method === 'personal_sign')).toBe(false);
    expect(kit.getState().modal.open).toBe(true);
    const [req] = kit.getState().requests;
    expect(internals(kit).router.current).toEqual({ view: 'ApproveTransaction', params: { requestId: req!.id } });
    internals(kit).requests.approve(req!.id);
    await expect(pending).resolves.toMatch(/^0x(ab)+$/);
    await flush();
    expect(balanceCalls()).toBe(before + 1);
    expect(kit.getState().requests).toEqual([]);
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });

  it('rejecting gives a typed UserRejectedError and the wallet is never asked', async () => {
    const { kit, w } = await connectedKit();
    const pending = kit.request({ method: 'eth_sendTransaction', params: [{ to: '0x0' }] });
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    await expect(pending).rejects.toMatchObject({ code: 'USER_REJECTED' });
    expect(w.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });

  it('the stack shows the next request after one settles, then closes', async () => {
    const { kit } = await connectedKit();
    const a = kit.request({ method: 'personal_sign', params: [] });
    const b = kit.request({ method: 'eth_signTypedData_v4', params: [] });
    const [ra, rb] = kit.getState().requests;
    internals(kit).requests.reject(ra!.id);
    await expect(a).rejects.toBeDefined();
    expect(internals(kit).router.current).toEqual({ view: 'ApproveTransaction', params: { requestId: rb!.id } });
    internals(kit).requests.approve(rb!.id);
    await b;
    await flush();
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });

  it("unknown methods are refused with 'Action not allowed' and an alert; pending requests are rejected", async () => {
    const { kit, w } = await connectedKit();
    const pending = kit.request({ method: 'personal_sign', params: [] });
    const error = await kit.request({ method: 'eth_stealAllTheFunds' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'REQUEST_NOT_ALLOWED', shortMessage: 'Action not allowed' });
    expect((error as Error).message).toContain('Requested RPC call is not allowed');
    await expect(pending).rejects.toMatchObject({ code: 'REQUEST_NOT_ALLOWED' });
    expect(kit.getState().alerts.map((a) => a.code)).toContain('ACTION_NOT_ALLOWED');
    expect(w.calls.some((c) => c.method === 'eth_stealAllTheFunds')).toBe(false);
    await kit.destroy();
  });

  it("closing the modal rejects pending unsafe requests with 'Request was aborted'", async () => {
    const { kit } = await connectedKit();
    const pending = kit.request({ method: 'personal_sign', params: [] });
    kit.close();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED', shortMessage: 'Request was aborted' });
    expect(kit.getState().requests).toEqual([]);
    await kit.destroy();
  });

  it('opening while requests wait goes to ApproveTransaction', async () => {
    const { kit } = await connectedKit();
    const pending = kit.request({ method: 'personal_sign', params: [] }).catch(() => undefined);
    kit.close();
    await pending;
    const second = kit.request({ method: 'personal_sign', params: [] });
    kit.open();
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    await expect(second).rejects.toBeDefined();
    await kit.destroy();
  });

  it(`at most ${MAX_PENDING_REQUESTS} requests wait`, async () => {
    const { kit } = await connectedKit();
    const all = Array.from({ length: MAX_PENDING_REQUESTS }, () => kit.request({ method: 'personal_sign', params: [] }).catch(() => 'aborted'));
    await expect(kit.request({ method: 'personal_sign', params: [] })).rejects.toThrow('Too many pending requests');
    kit.close();
    expect(await Promise.all(all)).toHaveLength(MAX_PENDING_REQUESTS);
    await kit.destroy();
  });

  it('a plugin can contribute an RPC method with its own handler and safety', async () => {
    const handler = vi.fn(async () => 'pong');
    const plugin = definePlugin({ id: 'pinger', kind: 'feature', rpc: { lk_ping: { safe: true, handler } } });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([]), plugin] }));
    await expect(kit.request({ method: 'lk_ping' })).resolves.toBe('pong');
    expect(internals(kit).requests.classify('lk_ping')).toBe('safe');
    expect(internals(kit).requests.classify('eth_sendTransaction')).toBe('unsafe');
    expect(internals(kit).requests.classify('eth_foo')).toBe('unknown');
    await kit.destroy();
  });

  it('a request with no connection is a clear error', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([])] }));
    await expect(kit.request({ method: 'eth_chainId' })).rejects.toThrow('No ActiveCaipAddress found');
    await kit.destroy();
  });
});
