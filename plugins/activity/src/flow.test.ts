import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityError } from './errors';
import { fungible, HASH, historyItem, makeActivityKit, ME, OTHER, sendAndApprove, TOKEN, until } from './test/kit.testing';
import { internals } from '@latchkey/kernel';

const pageOf = (n: number) => Array.from({ length: n }, (_, i) => historyItem(i + 1));

afterEach(() => {
  vi.useRealTimers();
});

describe('reading the history', () => {
  it('reads the first page of the connected EVM account on its network, then the next with the cursor', async () => {
    const { kit, cloud } = makeActivityKit();
    cloud.history[ME.toLowerCase()] = pageOf(5);
    cloud.pageSize = 2;
    await kit.connect('dev.wallet');
    const api = kit.plugin('activity');
    await api.refresh();
    let s = kit.getState().plugins.activity!;
    expect(s).toMatchObject({ address: ME, caipNetworkId: 'eip155:1', next: '2', loading: false, loaded: true, empty: false, failed: false });
    expect(s.transactions.map((t) => t.id.slice(-1))).toEqual(['1', '2']);
    const first = cloud.historyCalls()[0]!;
    expect(first.pathname).toBe(`/v1/account/${ME}/history`);
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ chainId: 'eip155:1', projectId: 'p1' });
    expect(first.searchParams.has('cursor')).toBe(false);

    await api.loadMore();
    await api.loadMore();
    s = kit.getState().plugins.activity!;
    expect(s.transactions.map((t) => t.id.slice(-1))).toEqual(['1', '2', '3', '4', '5']);
    expect(s.next).toBeUndefined();
    expect(cloud.historyCalls().map((u) => u.searchParams.get('cursor'))).toEqual([null, '2', '4']);
    // At the end, nothing more is asked.
    await api.loadMore();
    expect(cloud.historyCalls()).toHaveLength(3);
    await kit.destroy();
  });

  it("'Failed to fetch transactions': the list emptied and the cursor cleared (an HTTP error or a malformed reply)", async () => {
    const { kit, cloud } = makeActivityKit();
    cloud.history[ME.toLowerCase()] = pageOf(3);
    cloud.pageSize = 2;
    await kit.connect('dev.wallet');
    const track = vi.spyOn(internals(kit), 'track');
    const api = kit.plugin('activity');
    await api.refresh();
    expect(kit.getState().plugins.activity!.transactions).toHaveLength(2);
    for (const fault of [503, 'malformed'] as const) {
      cloud.fail = fault;
      await api.refresh();
      expect(kit.getState().plugins.activity, String(fault)).toMatchObject({ transactions: [], next: undefined, failed: true, empty: true, loading: false });
      cloud.fail = undefined;
      await api.refresh();
    }
    // A failed next page too.
    cloud.fail = 500;
    await api.loadMore();
    expect(kit.getState().plugins.activity).toMatchObject({ transactions: [], next: undefined, failed: true });
    expect(track).toHaveBeenCalledWith('ERROR_FETCH_TRANSACTIONS', { cursor: '2' });
    await expect(api.fetchTransactions({ account: ME })).rejects.toBeInstanceOf(ActivityError);
    await expect(api.fetchTransactions({ account: ME })).rejects.toMatchObject({ shortMessage: 'Failed to fetch transactions' });
    await kit.destroy();
  });

  it('gives up after 10 s (SPEC §9) with the same message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { kit, cloud } = makeActivityKit();
    await kit.connect('dev.wallet');
    cloud.hold = new Promise(() => {});
    const done = kit.plugin('activity').refresh();
    await vi.advanceTimersByTimeAsync(10_001);
    await done;
    expect(kit.getState().plugins.activity).toMatchObject({ failed: true, transactions: [] });
    await kit.destroy();
  });

  it("refuses without an account: 'Transactions can't be fetched without an accountAddress'", async () => {
    const { kit } = makeActivityKit();
    const api = kit.plugin('activity');
    await expect(api.refresh()).rejects.toMatchObject({ shortMessage: "Transactions can't be fetched without an accountAddress" });
    await expect(api.fetchTransactions({ account: '' })).rejects.toMatchObject({ shortMessage: "Transactions can't be fetched without an accountAddress" });
    await expect(api.fetchTransactions({ account: 'not-an-address', chainId: 'eip155:1' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await kit.destroy();
  });

  it('starts over for another network, and drops a read that answers after the switch', async () => {
    const { kit, cloud } = makeActivityKit();
    cloud.history[ME.toLowerCase()] = [historyItem(1), historyItem(2, { chain: 'eip155:8453' })];
    await kit.connect('dev.wallet');
    const api = kit.plugin('activity');
    let release!: () => void;
    cloud.hold = new Promise<void>((r) => (release = r));
    const slow = api.refresh();
    await until(() => cloud.historyCalls().length === 1);
    await kit.switchNetwork(8453);
    cloud.hold = undefined;
    expect(kit.getState().plugins.activity).toMatchObject({ address: undefined, transactions: [] });
    await api.refresh();
    release();
    await slow;
    const s = kit.getState().plugins.activity!;
    expect(s.caipNetworkId).toBe('eip155:8453');
    expect(s.transactions.map((t) => t.chain)).toEqual(['eip155:8453']);
    await kit.destroy();
  });

  it('poll puts new items on top and keeps the cursor', async () => {
    const { kit, cloud } = makeActivityKit();
    cloud.history[ME.toLowerCase()] = pageOf(3);
    cloud.pageSize = 2;
    await kit.connect('dev.wallet');
    const api = kit.plugin('activity');
    await api.refresh();
    await api.loadMore();
    cloud.history[ME.toLowerCase()] = [historyItem(9), ...pageOf(3)];
    cloud.fail = undefined;
    await api.poll();
    const s = kit.getState().plugins.activity!;
    expect(s.transactions.map((t) => t.id.slice(-1))).toEqual(['9', '1', '2', '3']);
    expect(s.next).toBeUndefined();
    // A failed poll changes nothing.
    cloud.fail = 503;
    await api.poll();
    expect(kit.getState().plugins.activity!.transactions).toHaveLength(4);
    expect(kit.getState().plugins.activity!.failed).toBe(false);
    await kit.destroy();
  });
});

describe('pending sends', () => {
  it('an approved native send is pending until the history lists it', async () => {
    const { kit, cloud } = makeActivityKit();
    await kit.connect('dev.wallet');
    await sendAndApprove(kit, { from: ME, to: OTHER, value: '0x6f05b59d3b20000', data: '0x' });
    await until(() => kit.getState().plugins.activity!.pending.length === 1, 'the pending send');
    expect(kit.getState().plugins.activity!.pending[0]).toMatchObject({ from: ME, to: OTHER, value: '500000000000000000', caipNetworkId: 'eip155:1' });
    const api = kit.plugin('activity');
    await api.refresh();
    expect(kit.getState().plugins.activity!.pending).toHaveLength(1);
    expect(kit.getState().plugins.activity!.pending[0]!.hash).toBe(HASH);
    // Another transaction with the same sender, receiver and amount does not settle it; its own hash does.
    cloud.history[ME.toLowerCase()] = [historyItem(1, { op: 'send', from: ME, to: OTHER, minedAt: new Date().toISOString(), transfers: [fungible('ETH', '0.5', 'out')] })];
    await api.poll();
    expect(kit.getState().plugins.activity!.pending).toHaveLength(1);
    cloud.history[ME.toLowerCase()] = [historyItem(2, { op: 'send', from: ME, to: OTHER, minedAt: new Date().toISOString(), transfers: [fungible('ETH', '0.5', 'out')], hash: HASH })];
    await api.poll();
    expect(kit.getState().plugins.activity!.pending).toEqual([]);
    await kit.destroy();
  });

  it('an ERC-20 transfer reads the token’s symbol and decimals; a rejected send is not tracked', async () => {
    const { kit, cloud } = makeActivityKit();
    await kit.connect('dev.wallet');
    const data = `0xa9059cbb${OTHER.slice(2).toLowerCase().padStart(64, '0')}${(12_500_000).toString(16).padStart(64, '0')}`;
    await sendAndApprove(kit, { from: ME, to: TOKEN, value: '0x0', data });
    await until(() => kit.getState().plugins.activity!.pending[0]?.tokenInfo !== undefined, 'the token read');
    expect(kit.getState().plugins.activity!.pending[0]).toMatchObject({ token: { receiver: OTHER, amount: '12500000' }, tokenInfo: { symbol: 'USDC', decimals: 6 } });
    expect(cloud.rpcCalls.map((c) => c.method)).toEqual(['eth_call', 'eth_call']);

    const rejected = kit.request({ namespace: 'eip155', method: 'eth_sendTransaction', params: [{ from: ME, to: OTHER, value: '0x1' }] });
    await until(() => kit.getState().requests.length > 0);
    internals(kit).requests.reject(kit.getState().requests[0]!.id);
    await expect(rejected).rejects.toMatchObject({ code: 'USER_REJECTED' });
    await new Promise((r) => setTimeout(r, 20));
    expect(kit.getState().plugins.activity!.pending).toHaveLength(1);
    await kit.destroy();
  });

  it('trackPending: false, or the activity feature off, leaves sends alone', async () => {
    for (const options of [{ activity: { trackPending: false } }, { remote: false }]) {
      const { kit } = makeActivityKit(options);
      await kit.ready;
      await kit.connect('dev.wallet');
      await sendAndApprove(kit, { from: ME, to: OTHER, value: '0x1' });
      await new Promise((r) => setTimeout(r, 20));
      expect(kit.getState().plugins.activity!.pending, JSON.stringify(options)).toEqual([]);
      await kit.destroy();
    }
  });
});
