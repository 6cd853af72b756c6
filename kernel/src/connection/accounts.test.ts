import { describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { definePlugin } from '../plugins/definePlugin';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, flush, testNamespace, type FakeWallet } from '../testing/fixtures';

/** A namespace whose address rule is EVM's (40 hex digits after 0x), as the eip155 plugin's is. */
function strictPlugin(w: FakeWallet) {
  const namespace = { ...testNamespace(), addressError: (a: unknown) => (typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a) ? undefined : 'Expected 40 hex digits after 0x') };
  return definePlugin({ id: 'strict-chain', kind: 'chain', namespaces: [namespace], setup: (ctx) => void ctx.connectors.add(w.adapter) });
}

const HOSTILE = {
  'HTML markup': '<b>pwn</b>',
  'a right-to-left override': `0x\u202E${'a'.repeat(40)}`,
  'a 300-character string': `0x${'a'.repeat(298)}`,
  'a trailing zero-width space': `${ADDRESS}\u200B`,
};

describe('accounts from a wallet pass the namespace’s address rule', () => {
  for (const [what, address] of Object.entries(HOSTILE)) {
    it(`a connect that hands over ${what} is refused and nothing is stored`, async () => {
      const w = fakeWallet();
      w.state.accounts = [address];
      const storage = new Map<string, string>();
      const kit = createKit(baseOptions({ plugins: [strictPlugin(w)], storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v), removeItem: (k) => void storage.delete(k) } }));
      await expect(kit.connect('dev.wallet')).rejects.toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The wallet returned an invalid account' });
      const chain = kit.getState().chains.eip155!;
      expect(chain.account.status).toBe('disconnected');
      expect(chain.account.address).toBeUndefined();
      expect(kit.getState().connections.eip155 ?? []).toEqual([]);
      expect([...storage.values()].some((v) => v.includes('pwn') || v.includes('\u202E') || v.includes('\u200B') || v.includes('a'.repeat(298)))).toBe(false);
      // The wallet's side of the refused connection is ended too.
      await vi.waitFor(() => expect(w.calls.map((c) => c.method)).toContain('disconnect'));
      await kit.destroy();
    });
  }

  it('one bad account among good ones refuses the whole answer', async () => {
    const w = fakeWallet();
    w.state.accounts = [ADDRESS, '<img src=x onerror=alert(1)>'];
    const kit = createKit(baseOptions({ plugins: [strictPlugin(w)] }));
    await expect(kit.connect('dev.wallet')).rejects.toMatchObject({ shortMessage: 'The wallet returned an invalid account' });
    expect(kit.getState().chains.eip155?.account.address).toBeUndefined();
    await kit.destroy();
  });

  it('an account change to a hostile value is dropped: the connected account stays, reported', async () => {
    const w = fakeWallet();
    const report = vi.fn();
    const kit = createKit(baseOptions({ plugins: [strictPlugin(w)], logger: { warn: report, error: report, info: () => {}, debug: () => {} } }));
    await kit.connect('dev.wallet');
    const events: string[] = [];
    kit.on('accountChanged', (e) => events.push(e.address));
    for (const bad of Object.values(HOSTILE)) w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: bad }] });
    await flush();
    expect(kit.getState().chains.eip155?.account.address).toBe(ADDRESS);
    expect(kit.getState().connections.eip155?.[0]?.accounts).toEqual([{ address: ADDRESS, type: 'eoa' }]);
    expect(events).toEqual([]);
    // A real change still goes through.
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS_2 }] });
    await vi.waitFor(() => expect(kit.getState().chains.eip155?.account.address).toBe(ADDRESS_2));
    expect(events).toEqual([ADDRESS_2]);
    await kit.destroy();
  });

  it('a silent reconnect with a hostile account restores nothing', async () => {
    const w = fakeWallet();
    const storage = new Map<string, string>();
    const backend = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    const first = createKit(baseOptions({ plugins: [strictPlugin(w)], storage: backend }));
    await first.connect('dev.wallet');
    await first.destroy();
    w.state.authorized = true;
    w.state.accounts = ['<b>pwn</b>'];
    const second = createKit(baseOptions({ plugins: [strictPlugin(w)], storage: backend }));
    await second.ready;
    await vi.waitFor(() => expect(second.getState().chains.eip155?.account.status).toBe('disconnected'));
    expect(second.getState().chains.eip155?.account.address).toBeUndefined();
    await second.destroy();
  });
});
