// Sign-in under races and stuck states: a disconnect, an approval or an account change during
// a required sign-in, a cancel before the wallet answers, and the plugins after it waiting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { internals, createKit, definePlugin, type SIWXConfig } from '@latchkey/kernel';
import { ADDRESS_2, baseOptions, deferred, fakeWallet, flush, mainnet, solanaMainnet, walletsPlugin } from '../../../../kernel/src/testing/fixtures';
import { siwx as siwxPlugin } from '../index';

const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const requiredSiwx = (): SIWXConfig => ({
  getRequired: () => true,
  createMessage: async ({ accountAddress, chainId }) => ({ accountAddress, chainId, domain: 'd.example', uri: 'https://d.example', version: '1', nonce: 'n0nce123', serializedMessage: 'sign in' }),
  addSession: async () => {},
  revokeSession: async () => {},
  setSessions: async () => {},
  getSessions: async () => [],
});
const siwxFor = (signedNs: string[]): SIWXConfig => ({
  ...requiredSiwx(),
  async getSessions(chainId) {
    return signedNs.some((ns) => chainId.startsWith(ns)) ? [{} as never] : [];
  },
});

afterEach(() => vi.useRealTimers());

describe('sign-in under races and stuck states', () => {
  it('a disconnect during a required sign-in leaves a modal that can still be closed', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ siwx: requiredSiwx(), plugins: [walletsPlugin([w]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    expect(kit.getState().modal.closeDisabled).toBe(true);
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [] });
    await flush();
    kit.open();
    kit.close();
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });
  it('an approval on top of a required sign-in pops back to it instead of closing', async () => {
    const kit = createKit(baseOptions({ siwx: requiredSiwx(), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    const pending = kit.request({ method: 'personal_sign', params: [] });
    internals(kit).requests.approve(kit.getState().requests[0]!.id);
    await pending;
    await flush();
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    await kit.destroy();
  });
  it('a sign-in the visitor cancelled does not reopen when the wallet answers late', async () => {
    const sign = deferred<string>();
    const w = fakeWallet('dev.wallet', { signMessage: () => sign.promise });
    const kit = createKit(baseOptions({ siwx: requiredSiwx(), plugins: [walletsPlugin([w]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    const signing = kit.plugin('siwx').signIn().catch(() => undefined);
    await flush();
    await kit.plugin('siwx').cancel();
    sign.reject({ code: 4001, message: 'User rejected' });
    await signing;
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });
  it('a new account in the wallet must sign in again when sign-in is required', async () => {
    const w = fakeWallet();
    const siwx = requiredSiwx();
    const signedFor = new Set<string>();
    siwx.addSession = async (s) => void signedFor.add(s.data.accountAddress);
    siwx.getSessions = async (_c, address) => (signedFor.has(address) ? [{ data: { accountAddress: address, chainId: 'eip155:1', domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }] : []);
    const kit = createKit(baseOptions({ siwx, plugins: [walletsPlugin([w]), siwxPlugin()] }));
    await kit.connect('dev.wallet');
    await kit.plugin('siwx').signIn();
    expect(kit.getState().modal.open).toBe(false);
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS_2 }] });
    await flush();
    await flush();
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    await kit.destroy();
  });
  it('a required sign-in of a connection that is gone no longer locks the modal', async () => {
    const evm = fakeWallet('evm.wallet');
    const sol = fakeWallet('sol.wallet', {}, 'solana'); sol.state.accounts = [SOL]; sol.state.chainId = solanaMainnet.id as string;
    const kit = createKit(baseOptions({ networks: [mainnet, solanaMainnet], siwx: siwxFor(['solana']), plugins: [walletsPlugin([evm]), walletsPlugin([sol], 'sol-chain', 'solana'), siwxPlugin()] }));
    await kit.connect('sol.wallet');
    kit.open({ view: 'Connect' });
    await kit.connect('evm.wallet');
    await flush();
    evm.events!.disconnect({});
    await flush();
    expect(kit.getState().modal.closeDisabled).toBe(false);
    expect(kit.getState().chains.solana!.account.status).toBe('connected');
    kit.close();
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();
  });
  it('plugin afterConnect steps wait for the sign-in on screen instead of replacing it', async () => {
    const order: string[] = [];
    const profile = definePlugin({ id: 'profile', kind: 'feature', afterConnect: async (_e, ctx) => { order.push(`profile sees view ${ctx.kit.getState().modal.history.at(-1)?.view}`); ctx.router.reset('Account'); } });
    const kit = createKit(baseOptions({ siwx: siwxFor([]), plugins: [walletsPlugin([fakeWallet()]), siwxPlugin(), profile] }));
    kit.open({ view: 'Connect' });
    await kit.connect('dev.wallet');
    await flush();
    expect(kit.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage');
    expect(order).toEqual([]);
    // Signed: now the plugin's step runs, and then 'connected' is announced.
    const connected: unknown[] = [];
    kit.on('connected', (e) => connected.push(e));
    await kit.plugin('siwx').signIn();
    await flush();
    expect(order).toEqual(['profile sees view Connect']); // the signed-in modal closed first
    expect(connected).toHaveLength(1);
    await kit.destroy();
  });
});
