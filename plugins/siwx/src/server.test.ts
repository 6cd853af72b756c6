// Server-backed sign-in against the harness's reference endpoint (the cloud double's /siwx routes):
// the nonce comes from the server, which verifies the signature and keeps the session under a
// bearer token this browser stores; a forged signature or a replayed nonce is refused. The server
// serves its allowed origins only: a session for another domain gets no token, and CORS answers
// only those origins (never `*`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { internals, createKit, createMemoryStorage, type KitOptions, type SIWXSession } from '@latchkey/kernel';
import { DEFAULT_ALLOWED_ORIGINS, startCloud, type CloudHandle } from '@latchkey/test-harness/cloud/index';
import { baseOptions, fakeWallet, metadata } from '../../../kernel/src/testing/fixtures';
import { walletsPlugin } from './test/chains';
import { formatSiweMessage, siwx } from './index';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
let cloud: CloudHandle;
beforeAll(async () => {
  // The dapp of these tests runs on https://dapp.example (the fixtures' metadata URL).
  cloud = await startCloud({ port: 0, allowedOrigins: ['https://dapp.example', ...DEFAULT_ALLOWED_ORIGINS] });
});
afterAll(() => cloud?.stop());

function wallet(sign = (message: string) => account.signMessage({ message })) {
  const w = fakeWallet('dev.wallet', { signMessage: async ({ message }) => sign(message) });
  w.state.accounts = [account.address];
  return w;
}
const hasToken = (storage: ReturnType<typeof createMemoryStorage>) => [...storage.data.keys()].some((k) => k.endsWith('siwx:token'));
const kitWith = (extra: Partial<KitOptions> = {}, w = wallet()) => createKit(baseOptions({ plugins: [walletsPlugin([w]), siwx({ server: { url: `${cloud.url}/siwx` } })], ...extra }));

describe('siwx with a sign-in server (reference endpoint)', () => {
  it("signs with the server's nonce; the server verifies and keeps the session; a reload finds it through the stored token; revoke signs out", async () => {
    const storage = createMemoryStorage();
    const kit = kitWith({ storage });
    expect(kit.plugin('siwx').mode).toBe('server');
    kit.open();
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    await kit.plugin('siwx').signIn();
    expect(kit.getState().modal.open).toBe(false);
    expect(hasToken(storage)).toBe(true);
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
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    await kit.destroy();

    // A session replayed to the server: its nonce was used once already.
    const storage = createMemoryStorage();
    const k2 = kitWith({ storage });
    k2.open();
    let signed: SIWXSession | undefined;
    k2.on('siwx:signedIn', (e) => (signed = (e as { session: SIWXSession }).session));
    await k2.connect('dev.wallet');
    await k2.plugin('siwx').signIn();
    const replay = await fetch(`${cloud.url}/siwx/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed) });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ message: 'Unknown or expired nonce' });
    await k2.destroy();
  });

  it('a session signed for another domain gets no bearer token: through the kit, posted by a server, or from a browser on another origin', async () => {
    // A page on evil.example (its metadata URL under SSR) asks the visitor to sign in: the server refuses.
    const storage = createMemoryStorage();
    const kit = kitWith({ storage, metadata: { ...metadata, url: 'https://evil.example' } });
    kit.open();
    await kit.connect('dev.wallet');
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    expect(hasToken(storage)).toBe(false);
    await kit.destroy();

    const signed = async (domain: string): Promise<SIWXSession> => {
      const { nonce } = (await (await fetch(`${cloud.url}/siwx/nonce`)).json()) as { nonce: string };
      const issuedAt = new Date().toISOString();
      const data = { accountAddress: account.address, chainId: 'eip155:1' as const, domain, uri: `https://${domain}`, version: '1', nonce, statement: 'Sign in to dapp.example', issuedAt };
      const message = formatSiweMessage({ domain, address: account.address, statement: data.statement, uri: data.uri, version: '1', chainId: 1, nonce, issuedAt });
      return { data, message, signature: await account.signMessage({ message }) };
    };
    const post = (session: SIWXSession, origin?: string) => fetch(`${cloud.url}/siwx/sessions`, { method: 'POST', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, body: JSON.stringify(session) });

    const evil = await post(await signed('evil.example'));
    expect(evil.status).toBe(401);
    expect(await evil.json()).toMatchObject({ message: 'The sign-in is for a domain this server does not serve' });
    // The data claims dapp.example, the signed text is for evil.example (and names dapp.example in its statement).
    const lying = await signed('evil.example');
    const claimed = await post({ ...lying, data: { ...lying.data, domain: 'dapp.example', uri: 'https://dapp.example' } });
    expect(claimed.status).toBe(401);
    // A browser on a page that is not an allowed origin: refused before anything is verified.
    expect((await post(await signed('dapp.example'), 'https://evil.example')).status).toBe(403);
    // An allowed browser origin signs in for its own host only.
    expect((await post(await signed('dapp.example'), 'http://localhost:5173')).status).toBe(401);
    const ok = await post(await signed('dapp.example'), 'https://dapp.example');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ token: expect.any(String) });
  });

  it('answers CORS only to its allowed origins, never *; the rest of the cloud double keeps answering every origin', async () => {
    const allowOrigin = async (path: string, init: RequestInit = {}) => (await fetch(`${cloud.url}${path}`, init)).headers.get('access-control-allow-origin');
    expect(await allowOrigin('/siwx/nonce', { headers: { origin: 'https://dapp.example' } })).toBe('https://dapp.example');
    expect(await allowOrigin('/siwx/nonce', { headers: { origin: 'http://127.0.0.1:5173' } })).toBe('http://127.0.0.1:5173');
    expect(await allowOrigin('/siwx/nonce', { headers: { origin: 'https://evil.example' } })).toBeNull();
    expect(await allowOrigin('/siwx/nonce')).toBeNull();
    const preflight = (origin: string) => allowOrigin('/siwx/sessions', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });
    expect(await preflight('https://evil.example')).toBeNull();
    expect(await preflight('https://dapp.example')).toBe('https://dapp.example');
    expect(await allowOrigin(`/appkit/v1/config?projectId=${cloud.projectId}`, { headers: { origin: 'https://evil.example' } })).toBe('https://evil.example');
  });

  it('a server that does not answer in time fails the sign-in with a typed error instead of hanging', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([wallet()]), siwx({ server: { url: 'http://127.0.0.1:9/siwx', timeoutMs: 200 } })] }));
    kit.open();
    await kit.connect('dev.wallet');
    // getSessions failed: 'A problem occurred while trying initialize authentication' and back to Connect.
    expect(internals(kit).router.current?.view).toBe('Connect');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});
