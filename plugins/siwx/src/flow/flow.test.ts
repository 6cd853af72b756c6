import { afterEach, describe, expect, it, vi } from 'vitest';
import { internals, createKit, type SIWXConfig, type SIWXSession } from '@latchkey/kernel';
import { ADDRESS, baseOptions, fakeWallet, flush, mainnet, base, walletsPlugin } from '../../../../kernel/src/testing/fixtures';
import { siwx as siwxPlugin } from '../index';

function memorySiwx(required: boolean, opts: { failGetSessions?: boolean } = {}) {
  const sessions: SIWXSession[] = [];
  const config: SIWXConfig & { sessions: SIWXSession[] } = {
    sessions,
    getRequired: () => required,
    async createMessage({ accountAddress, chainId }) {
      const data = { accountAddress, chainId, domain: 'dapp.example', uri: 'https://dapp.example', version: '1', nonce: 'n0nce123' };
      return { ...data, serializedMessage: `dapp.example wants you to sign in with your account:\n${accountAddress}\n\nNonce: n0nce123` };
    },
    async addSession(s) {
      sessions.push(s);
    },
    async revokeSession() {},
    async setSessions(s) {
      sessions.splice(0, sessions.length, ...s);
    },
    async getSessions(chainId, address) {
      if (opts.failGetSessions) throw new Error('auth server down');
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address);
    },
  };
  return config;
}

afterEach(() => vi.useRealTimers());

describe('sign in with a wallet (SIWX)', () => {
  it('connected with no session → SIWXSignMessage; signing adds a session, closes and emits', async () => {
    const siwx = memorySiwx(false);
    const w = fakeWallet();
    const kit = createKit(baseOptions({ siwx, plugins: [walletsPlugin([w]), siwxPlugin()] }));
    kit.open();
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    const signedIn = vi.fn();
    kit.on('siwx:signedIn', signedIn);
    await kit.plugin('siwx').signIn();
    expect(siwx.sessions).toHaveLength(1);
    expect(siwx.sessions[0]!.message).toContain(ADDRESS);
    expect(siwx.sessions[0]!.signature).toMatch(/^0x(cd)+$/);
    expect(kit.getState().modal.open).toBe(false);
    expect(signedIn).toHaveBeenCalledTimes(1);
    // A later connect with the session in place does not ask again.
    await kit.disconnect();
    kit.open();
    await kit.connect('dev.wallet');
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });

  it('required: close is refused (the modal shakes for 500 ms) until signed', async () => {
    vi.useFakeTimers();
    const kit = createKit(baseOptions({ siwx: memorySiwx(true), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().modal.closeDisabled).toBe(true);
    kit.close();
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().modal.shake).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(kit.getState().modal.shake).toBe(true);
    await vi.advanceTimersByTimeAsync(2);
    expect(kit.getState().modal.shake).toBe(false);
    await kit.plugin('siwx').signIn();
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.getState().modal.closeDisabled).toBe(false);
    await kit.destroy();
  });

  it("a failed signature reopens the sign view with 'Error signing message'", async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ siwx: memorySiwx(false), plugins: [walletsPlugin([w]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    w.state.reject = { code: 4001, message: 'User rejected' };
    kit.close();
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    expect(kit.getState().plugins.siwx).toEqual({ status: 'error', error: 'Error signing message' });
    expect(kit.getState().alerts.map((a) => a.code)).toContain('SIWX_SIGN_FAILED');
    await kit.destroy();
  });

  it('cancel when optional just closes; when required (no other session) disconnects', async () => {
    const optional = createKit(baseOptions({ siwx: memorySiwx(false), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
    await optional.connect('dev.wallet');
    await optional.plugin('siwx').cancel();
    expect(optional.getState().modal.open).toBe(false);
    expect(optional.getState().chains.eip155?.account.status).toBe('connected');
    await optional.destroy();

    const required = createKit(baseOptions({ siwx: memorySiwx(true), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
    await required.connect('dev.wallet');
    await required.plugin('siwx').cancel();
    expect(required.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(required.getState().modal.open).toBe(false);
    await required.destroy();
  });

  it('cancel when required switches back to the last network that has a session', async () => {
    const siwx = memorySiwx(true);
    const w = fakeWallet();
    const kit = createKit(baseOptions({ networks: [mainnet, base], siwx, plugins: [walletsPlugin([w]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    await kit.plugin('siwx').signIn();
    // Now on Base, where there is no session yet.
    w.events!.chainChanged({ namespace: 'eip155', chainId: 8453 });
    await flush();
    kit.open({ view: 'SIWXSignMessage' });
    await kit.plugin('siwx').cancel();
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it("a failing session check shows 'A problem occurred while trying initialize authentication' and disconnects", async () => {
    const kit = createKit(baseOptions({ siwx: memorySiwx(true, { failGetSessions: true }), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
    kit.open();
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(kit.getState().alerts.map((a) => a.code)).toContain('SIWX_INIT_FAILED');
    await kit.alerts.loadStrings();
    expect(kit.t('alert.SIWX_INIT_FAILED')).toBe('A problem occurred while trying initialize authentication');
    await kit.destroy();
  });

  it('createKit({ siwx }) or ({ siweConfig }) without the siwx plugin says which plugin to add', () => {
    const siwe = { getNonce: async () => 'n0nce123', createMessage: () => '', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true };
    expect(() => createKit(baseOptions({ siwx: memorySiwx(false), plugins: [walletsPlugin([fakeWallet()])] }))).toThrow('createKit({ siwx }) needs a plugin that carries it out: add siwx() from @latchkey/siwx to plugins');
    expect(() => createKit(baseOptions({ siweConfig: siwe, plugins: [walletsPlugin([fakeWallet()])] }))).toThrow('createKit({ siweConfig }) needs a plugin that carries it out');
  });

  it('the legacy siweConfig runs through the same flow', async () => {
    const verify = vi.fn(async () => true);
    const session: { address: string; chainId: number } | null = null;
    const kit = createKit(
      baseOptions({
        siweConfig: {
          getNonce: async () => 'abc12345',
          createMessage: ({ address, nonce }) => `sign in ${address} ${nonce}`,
          verifyMessage: verify,
          getSession: async () => session,
          signOut: async () => true,
        },
        plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()],
      }),
    );
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    await kit.plugin('siwx').signIn();
    expect(verify).toHaveBeenCalledWith({ message: `sign in ${ADDRESS} abc12345`, signature: expect.stringMatching(/^0x/) });
    await kit.destroy();
  });
  it("the legacy siweConfig's session counts for its account on its chain only (the chain id read by the namespace's adapter)", async () => {
    const asks = async (session: { address: string; chainId: number } | null) => {
      const siweConfig = { getNonce: async () => 'abc12345', createMessage: () => 'sign in', verifyMessage: async () => true, getSession: async () => session, signOut: async () => true };
      const kit = createKit(baseOptions({ siweConfig, plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
      kit.open();
      await kit.connect('dev.wallet');
      const view = kit.getState().modal.open ? internals(kit).router.current?.view : undefined;
      await kit.destroy();
      return view === 'SIWXSignMessage';
    };
    expect(await asks({ address: ADDRESS.toLowerCase(), chainId: 1 })).toBe(false);
    expect(await asks({ address: ADDRESS, chainId: 8453 })).toBe(true);
    expect(await asks({ address: '0x0000000000000000000000000000000000000001', chainId: 1 })).toBe(true);
    expect(await asks(null)).toBe(true);
  });
});

/** A required sign-in with a later plugin: connected, the sign view on screen; `order` records the later plugin's step and `connected`. */
async function heldConnection() {
  const order: string[] = [];
  const after = { id: 'after', kind: 'feature' as const, afterConnect: () => void order.push('after') };
  const kit = createKit(baseOptions({ siwx: memorySiwx(true), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin(), after] }));
  kit.on('connected', () => void order.push('connected'));
  kit.open();
  await kit.connect('dev.wallet');
  return { kit, order };
}

describe('where sign-in comes from', () => {
  it("refuses two sources: the option and the plugin's own options, siweConfig and siwx", () => {
    const siwe = { getNonce: async () => 'n0nce123', createMessage: () => '', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true };
    expect(() => createKit(baseOptions({ siwx: memorySiwx(false), plugins: [siwxPlugin({ required: true })] }))).toThrow('Sign-in is set twice');
    expect(() => createKit(baseOptions({ siweConfig: siwe, siwx: memorySiwx(false), plugins: [siwxPlugin()] }))).toThrow('Cannot set both `siweConfig` and `siwx` options');
  });

  it('the plugin holds the connection until the visitor is done: the later plugins and `connected` wait for the sign-in', async () => {
    const { kit, order } = await heldConnection();
    await flush();
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    expect(order).toEqual([]);
    await kit.plugin('siwx').signIn();
    await flush();
    expect(order).toEqual(['after', 'connected']);
    await kit.destroy();
  });

  it('a visitor who cancels a required sign-in is never announced as connected, and the later plugins never run', async () => {
    const { kit, order } = await heldConnection();
    await kit.plugin('siwx').cancel();
    await flush();
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(order).toEqual([]);
    await kit.destroy();
  });

  it('without the plugin, sign-in is off: connecting asks nothing', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([fakeWallet()])] }));
    kit.open();
    await kit.connect('dev.wallet');
    expect(kit.getState().modal.open).toBe(false);
    expect(kit.plugin('siwx')).toBeUndefined();
    expect(internals(kit).views.get('SIWXSignMessage')).toBeUndefined();
    await kit.destroy();
  });
});
