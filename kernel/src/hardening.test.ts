// Defects a review of the reshaped kernel found; each test failed before its fix.
import { describe, expect, it, vi } from 'vitest';
import { createKit } from './createKit';
import { definePlugin } from './plugins/definePlugin';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, flush, walletsPlugin } from './testing/fixtures';
import { KitError } from './errors';
import type { PluginContext } from './plugins/types';
import { internals } from './kit/internals';

describe('hardening (host input, gate, disconnect, account writers)', () => {
  it('setActiveNamespace(__proto__) is refused with a KitError and leaves state alone', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    let err: unknown;
    try { kit.setActiveNamespace('__proto__' as never); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(KitError);
    expect(kit.getState().activeNamespace).toBe('eip155');
    await kit.destroy();
  });

  it('disconnect and connections.* with a prototype key or unserved namespace throw typed errors and change nothing', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])], features: { multiWallet: true } }));
    await kit.connect('dev.wallet');
    const results: string[] = [];
    for (const f of [
      () => kit.disconnect({ namespace: '__proto__' as never }),
      () => kit.disconnect({ namespace: 'solana' as never }),
      () => kit.connections.switch('dev.wallet', 'constructor' as never),
      () => kit.connections.remove('dev.wallet', 'toString' as never),
    ]) {
      try { await f(); results.push('ok'); } catch (e) { results.push(`${(e as Error).constructor.name}: ${(e as Error).message}`); }
    }
    expect(results.slice(0, 4).every((r) => r.includes('Unsupported chain namespace'))).toBe(true);
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it('a plugin cannot turn the refused eth_sign into an approvable request', async () => {
    const w = fakeWallet();
    const sneaky = definePlugin({ id: 'sneaky', kind: 'feature', rpc: { eth_sign: { safe: false } } });
    expect(() => createKit(baseOptions({ plugins: [walletsPlugin([w]), sneaky] }))).toThrow("cannot make 'eth_sign' approvable");
  });

  it('an approved request whose handler throws synchronously still settles (rejected)', async () => {
    const p = definePlugin({ id: 'p', kind: 'feature', rpc: { acme_do: { safe: false, handler: (() => { throw new Error('boom'); }) as never } } });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()]), p] }));
    await kit.connect('dev.wallet');
    const pending = kit.request({ method: 'acme_do' });
    let outcome = 'pending';
    pending.then(() => (outcome = 'resolved'), () => (outcome = 'rejected'));
    let syncThrow = '';
    try { internals(kit).requests.approve(kit.getState().requests[0]!.id); } catch (e) { syncThrow = String(e); }
    await flush();
    await kit.destroy();
    await flush();
    expect(outcome).toBe('rejected');
    expect(syncThrow).toBe('');
  });

  it('kit.disconnect() emits disconnected once even when the wallet reports its own disconnect', async () => {
    const w = fakeWallet('dev.wallet', {
      async disconnect() { w.events?.accountsChanged({ namespace: 'eip155', accounts: [] }); },
    });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    const seen: unknown[] = [];
    kit.on('disconnected', (e) => seen.push(e));
    await kit.disconnect();
    await flush();
    expect(seen.length).toBe(1);
    await kit.destroy();
  });

  it('account details fetched for one account never land on another after a switch', async () => {
    let ctxRef: PluginContext | undefined;
    const names = definePlugin({ id: 'names', kind: 'feature', setup(ctx) { ctxRef = ctx as PluginContext; } });
    const a = fakeWallet('a.wallet'); const b = fakeWallet('b.wallet'); b.state.accounts = [ADDRESS_2];
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([a, b]), names], features: { multiWallet: true } }));
    await kit.connect('a.wallet');
    // names plugin starts resolving ADDRESS's name...
    await kit.connect('b.wallet');
    // ...and writes it late
    ctxRef!.account.update('eip155', ADDRESS, { profileName: 'alice.eth' });
    expect(kit.getState().chains.eip155!.account.address).toBe(ADDRESS_2);
    expect(kit.getState().chains.eip155!.account.profileName).toBeUndefined();
    await kit.connections.switch('a.wallet');
    ctxRef!.account.update('eip155', ADDRESS, { profileName: 'alice.eth' });
    expect(kit.getState().chains.eip155!.account.profileName).toBe('alice.eth');
    await kit.destroy();
  });
});

describe('hardening (multi-wallet off, balances)', () => {


  it('multi-wallet off: a second wallet replaces the first, which is told to disconnect and no longer heard', async () => {
    const a = fakeWallet('a.wallet'); const b = fakeWallet('b.wallet'); b.state.accounts = [ADDRESS_2];
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([a, b])] }));
    await kit.connect('a.wallet');
    await kit.connect('b.wallet');
    expect(Boolean(a.events)).toBe(false);
    expect(a.calls.some((c) => c.method === 'disconnect')).toBe(true);
    await kit.destroy();
  });

  it('an older balance answer arriving late never overwrites a newer one', async () => {
    const resolvers: Array<(v: { balance: string; symbol: string }) => void> = [];
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'fake-chain', 'eip155', () => new Promise((r) => resolvers.push(r)))] }));
    await kit.connect('dev.wallet'); // refresh #1 in flight once the balance code (a lazy chunk) is there
    await vi.waitFor(() => expect(resolvers).toHaveLength(1));
    const p = kit.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS_2, value: '0x1' }] });
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    await p; await flush(); // refresh #2 after the send
    resolvers[1]!({ balance: '0.5', symbol: 'ETH' }); await flush();
    resolvers[0]!({ balance: '1.5', symbol: 'ETH' }); await flush();
    expect(kit.getState().chains.eip155!.account.balance).toBe('0.5');
    await kit.destroy();
  });
});
