import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { ADDRESS, ADDRESS_2, baseOptions, deferred, fakeWallet, flush, memoryBackend, walletsPlugin } from '../testing/fixtures';
import { STORAGE_PREFIX, StorageKeys } from '../storage/storage';
import type { ConnectResult } from '../plugins/types';
import { internals } from '../kit/internals';

afterEach(() => vi.useRealTimers());

describe('races and stuck states', () => {

  it('a disconnect while a connect is pending ends disconnected, and the late answer is refused', async () => {
    const answer = deferred<ConnectResult>();
    const w = fakeWallet('dev.wallet', { connect: () => answer.promise });
    const storage = memoryBackend();
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    const connecting = kit.connect('dev.wallet');
    await kit.disconnect();
    answer.resolve({ sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] });
    await expect(connecting).rejects.toMatchObject({ code: 'ABORTED' });
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(JSON.parse(storage.data.get(STORAGE_PREFIX + StorageKeys.connectedConnectorIds)!)).toEqual({});
    await kit.destroy();
  });

  it('an aborted first connect does not reset the status of the second (StrictMode)', async () => {
    const answers = [deferred<ConnectResult>(), deferred<ConnectResult>()];
    let n = 0;
    const w = fakeWallet('dev.wallet', { connect: () => answers[n++]!.promise });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const first = new AbortController();
    const a = kit.connect('dev.wallet', { signal: first.signal });
    first.abort();
    const b = kit.connect('dev.wallet');
    await expect(a).rejects.toMatchObject({ code: 'ABORTED' });
    expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
    answers[1]!.resolve({ sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] });
    await b;
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it('a slow reconnect does not undo a wallet the visitor connected meanwhile', async () => {
    const storage = memoryBackend({ [STORAGE_PREFIX + StorageKeys.connectedConnectorIds]: JSON.stringify({ eip155: 'old.wallet' }) });
    const slow = deferred<ConnectResult | null>();
    const old = fakeWallet('old.wallet', { reconnect: () => slow.promise });
    const fresh = fakeWallet('new.wallet');
    fresh.state.accounts = [ADDRESS_2];
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([old, fresh])] }));
    await kit.connect('new.wallet');
    slow.resolve({ sessions: [{ namespace: 'eip155', accounts: [{ address: ADDRESS }], chainId: 1 }] });
    await kit.ready;
    expect(kit.getState().chains.eip155).toMatchObject({ connectorId: 'new.wallet', account: { status: 'connected', address: ADDRESS_2 } });
    expect(JSON.parse(storage.data.get(STORAGE_PREFIX + StorageKeys.connectedConnectorIds)!)).toEqual({ eip155: 'new.wallet' });
    await kit.destroy();
  });

  it('destroying the kit during a reconnect keeps the stored session for the next page load', async () => {
    const storage = memoryBackend({ [STORAGE_PREFIX + StorageKeys.connectedConnectorIds]: JSON.stringify({ eip155: 'dev.wallet' }) });
    const w = fakeWallet('dev.wallet', { reconnect: () => new Promise(() => {}) });
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await flush();
    await kit.destroy();
    await kit.ready;
    expect(JSON.parse(storage.data.get(STORAGE_PREFIX + StorageKeys.connectedConnectorIds)!)).toEqual({ eip155: 'dev.wallet' });
  });

  it("a balance read for the previous network never lands on the new one", async () => {
    const reads: Record<string, ReturnType<typeof deferred<{ balance: string; symbol: string }>>> = {};
    const w = fakeWallet('dev.wallet');
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'fake-chain', 'eip155', ({ network }) => (reads[network.caipNetworkId] = deferred()).promise)] }));
    await kit.connect('dev.wallet');
    // The read for the first network is under way (the balance code is a lazy chunk).
    await vi.waitFor(() => expect(reads['eip155:1']).toBeDefined());
    w.events!.chainChanged({ namespace: 'eip155', chainId: '0x2105' });
    await flush();
    reads['eip155:8453']!.resolve({ balance: '2', symbol: 'ETH' });
    await flush();
    reads['eip155:1']!.resolve({ balance: '99', symbol: 'ETH' });
    await flush();
    expect(kit.getState().chains.eip155?.account.balance).toBe('2');
    await kit.destroy();
  });

  it('a connect with an already-aborted signal settles at once', async () => {
    vi.useFakeTimers();
    const w = fakeWallet();
    w.state.never = true;
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const c = new AbortController();
    c.abort();
    let settled = false;
    void kit.connect('dev.wallet', { signal: c.signal }).catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });

  it('an unknown method while an approval is on screen clears the stale approval', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    await kit.connect('dev.wallet');
    const pending = kit.request({ method: 'personal_sign', params: [] }).catch((e: { code: string }) => e.code);
    expect(internals(kit).router.current?.view).toBe('ApproveTransaction');
    await kit.request({ method: 'evil_method' }).catch(() => undefined);
    expect(await pending).toBe('REQUEST_NOT_ALLOWED');
    // SPEC §8: the modal opens to say so, on the account, with no stale approval left.
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('Account');
    expect(kit.getState().requests).toEqual([]);
    await kit.destroy();
  });

  it('a failed network switch is announced in a toast', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    w.state.switchReject = { code: -32603, message: 'wallet broke' };
    await kit.switchNetwork('eip155:8453').catch(() => undefined);
    expect(kit.getState().alerts.map((a) => a.code)).toContain('SWITCH_NETWORK_FAILED');
    await kit.destroy();
  });

});
