// Server-backed sign-in against the harness's reference endpoint (the cloud double's /siwx routes):
// the nonce comes from the server, which verifies the signature and keeps the session under a
// bearer token this browser stores; a forged signature or a replayed nonce is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { createKit, createMemoryStorage, type KitOptions, type SIWXSession } from '@latchkey/kernel';
import { startCloud, type CloudHandle } from '@latchkey/test-harness/cloud/index';
import { baseOptions, fakeWallet, walletsPlugin } from '../../../kernel/src/testing/fixtures';
import { siwx } from './index';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let cloud: CloudHandle;
beforeAll(async () => {
  cloud = await startCloud({ port: 0 });
});
afterAll(() => cloud?.stop());

function wallet(sign = (message: string) => account.signMessage({ message })) {
  const w = fakeWallet('dev.wallet', { signMessage: async ({ message }) => sign(message) });
  w.state.accounts = [account.address];
  return w;
}
const kitWith = (extra: Partial<KitOptions> = {}, w = wallet()) => createKit(baseOptions({ plugins: [walletsPlugin([w]), siwx({ server: { url: `${cloud.url}/siwx` } })], ...extra }));

describe('siwx with a sign-in server (reference endpoint)', () => {
  it("signs with the server's nonce; the server verifies and keeps the session; a reload finds it through the stored token; revoke signs out", async () => {
    const storage = createMemoryStorage();
    const kit = kitWith({ storage });
    expect(kit.plugin('siwx').mode).toBe('server');
    kit.open();
    await kit.connect('dev.wallet');
    expect(kit.router.current?.view).toBe('SIWXSignMessage');
    await kit.siwx.signIn();
    expect(kit.getState().modal.open).toBe(false);
    await kit.destroy();

    // Another browser (no token): the server has no session for it.
    const elsewhere = kitWith({ storage: createMemoryStorage() });
    expect(await elsewhere.plugin('siwx').getSessions('eip155:1', account.address)).toEqual([]);
    await elsewhere.destroy();

    const again = kitWith({ storage });
    again.open();
    await again.connect('dev.wallet');
    expect(again.getState().modal.open).toBe(false);
    const [session] = await again.plugin('siwx').getSessions('eip155:1', account.address);
    expect(session?.data.accountAddress).toBe(account.address);
    await again.plugin('siwx').revoke('eip155:1', account.address);
    expect(await again.plugin('siwx').getSessions('eip155:1', account.address)).toEqual([]);
    await again.destroy();
  });

  it("the server refuses a signature that is not the account's ('Error signing message'), and a nonce it did not issue or already used", async () => {
    const other = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
    const kit = kitWith({}, wallet((message) => other.signMessage({ message })));
    kit.open();
    await kit.connect('dev.wallet');
    await expect(kit.siwx.signIn()).rejects.toThrow('Error signing message');
    expect(kit.router.current?.view).toBe('SIWXSignMessage');
    await kit.destroy();

    // A session replayed to the server: its nonce was used once already.
    const storage = createMemoryStorage();
    const k2 = kitWith({ storage });
    k2.open();
    let signed: SIWXSession | undefined;
    k2.on('siwxSignedIn', (e) => (signed = (e as { session: SIWXSession }).session));
    await k2.connect('dev.wallet');
    await k2.siwx.signIn();
    const replay = await fetch(`${cloud.url}/siwx/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed) });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ message: 'Unknown or expired nonce' });
    await k2.destroy();
  });

  it('a server that does not answer in time fails the sign-in with a typed error instead of hanging', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([wallet()]), siwx({ server: { url: 'http://127.0.0.1:9/siwx', timeoutMs: 200 } })] }));
    kit.open();
    await kit.connect('dev.wallet');
    // getSessions failed: 'A problem occurred while trying initialize authentication' and back to Connect.
    expect(kit.router.current?.view).toBe('Connect');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});
