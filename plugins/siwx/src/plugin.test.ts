// The siwx plugin with a kit in Node: real signatures (a viem account for eip155, an ed25519 key
// for solana), local sessions, the SPEC §4 rules the flow keeps, and the messages it writes.
import { describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import { internals, createKit, createMemoryStorage, definePlugin, type KitOptions } from '@latchkey/kernel';
import { baseOptions, fakeWallet, solanaMainnet, testNamespace } from '../../../kernel/src/testing/fixtures';
import { walletsPlugin } from './test/chains';
import { parseSiweMessage, parseSiwsMessage, siwx, verifySiweMessage } from './index';

const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const account = privateKeyToAccount(KEY);

function evmWallet(sign = (message: string) => account.signMessage({ message })) {
  const w = fakeWallet('dev.wallet', { signMessage: async ({ message }) => sign(message) });
  w.state.accounts = [account.address];
  return w;
}

const kitWith = (options: Parameters<typeof siwx>[0], wallets = [evmWallet()], extra: Partial<KitOptions> = {}) => createKit(baseOptions({ plugins: [walletsPlugin(wallets), siwx(options)], ...extra }));

describe('siwx on eip155 (local sessions)', () => {
  it('connected with no session → SIWXSignMessage; the EIP-4361 message is signed, verified and kept; the next connection does not ask again', async () => {
    const storage = createMemoryStorage();
    const kit = kitWith({ required: true, statement: 'Sign in to the test dapp' }, [evmWallet()], { storage });
    expect(kit.plugin('siwx').required()).toBe(true);
    kit.open();
    await kit.connect('dev.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    expect(kit.getState().modal.closeDisabled).toBe(true);
    await kit.plugin('siwx').signIn();
    expect(kit.getState().modal.open).toBe(false);
    const [session] = await kit.plugin('siwx').getSessions('eip155:1', account.address);
    expect(session).toBeDefined();
    const fields = parseSiweMessage(session!.message);
    expect(fields).toMatchObject({ domain: 'dapp.example', address: account.address, statement: 'Sign in to the test dapp', uri: 'https://dapp.example', chainId: 1, nonce: session!.data.nonce });
    expect(Date.parse(fields.expirationTime!) - Date.parse(fields.issuedAt)).toBe(7 * 24 * 3600 * 1000);
    expect(await verifySiweMessage({ message: session!.message, signature: session!.signature, domain: 'dapp.example', nonce: fields.nonce })).toBe(true);
    await kit.destroy();

    // A reload: the session is read from storage; connecting again asks nothing.
    const again = kitWith({ required: true }, [evmWallet()], { storage });
    again.open();
    await again.connect('dev.wallet');
    expect(again.getState().modal.open).toBe(false);
    await again.destroy();
  });

  it("a signature that is not the account's → 'Error signing message', the view comes back, nothing is kept", async () => {
    const other = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba');
    const kit = kitWith({}, [evmWallet((message) => other.signMessage({ message }))]);
    kit.open();
    await kit.connect('dev.wallet');
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    expect(kit.getState().plugins.siwx).toMatchObject({ status: 'error', error: 'Error signing message' });
    expect(await kit.plugin('siwx').getSessions('eip155:1', account.address)).toEqual([]);
    await kit.destroy();
  });

  it('expired sessions are not sessions; revoke and clear sign out', async () => {
    const kit = kitWith({ expiresInMs: 50 });
    kit.open();
    await kit.connect('dev.wallet');
    await kit.plugin('siwx').signIn();
    expect(await kit.plugin('siwx').getSessions('eip155:1', account.address)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await kit.plugin('siwx').getSessions('eip155:1', account.address)).toEqual([]);
    await kit.destroy();

    const k2 = kitWith({});
    k2.open();
    await k2.connect('dev.wallet');
    await k2.plugin('siwx').signIn();
    await k2.plugin('siwx').revoke('eip155:1', account.address);
    expect(await k2.plugin('siwx').getSessions('eip155:1', account.address)).toEqual([]);
    await k2.destroy();
  });

  it('optional: cancelling closes and keeps the connection; required: cancelling with no other session disconnects', async () => {
    const optional = kitWith({});
    optional.open();
    await optional.connect('dev.wallet');
    await optional.plugin('siwx').cancel();
    expect(optional.getState().modal.open).toBe(false);
    expect(optional.getState().chains.eip155?.account.status).toBe('connected');
    await optional.destroy();

    const required = kitWith({ required: true });
    required.open();
    await required.connect('dev.wallet');
    await required.plugin('siwx').cancel();
    expect(required.getState().chains.eip155?.account.status).toBe('disconnected');
    await required.destroy();
  });

  it('refuses a multi-line statement and a server URL that is not http(s) at createKit', () => {
    expect(() => siwx({ statement: 'one\ntwo' })).toThrow('siwx() statement must be one line');
    expect(() => siwx({ server: { url: 'ftp://example.org' } })).toThrow('siwx() server.url must be an http(s) URL');
  });
});

describe('siwx on solana (Sign In With Solana)', () => {
  it('signs the SIWS text with the account key; the session verifies with ed25519; a forged one does not', async () => {
    const secret = ed25519.utils.randomPrivateKey();
    const address = base58.encode(ed25519.getPublicKey(secret));
    let forge = false;
    const w = fakeWallet('sol.wallet', { signMessage: async ({ message }) => base58.encode(ed25519.sign(new TextEncoder().encode(forge ? `${message} ` : message), secret)) }, 'solana');
    w.state.accounts = [address];
    w.state.chainId = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as never;
    const kit = createKit(baseOptions({ networks: [solanaMainnet], plugins: [walletsPlugin([w], 'sol-chain', 'solana'), siwx({})] }));
    kit.open();
    await kit.connect('sol.wallet');
    expect(internals(kit).router.current?.view).toBe('SIWXSignMessage');
    forge = true;
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    forge = false;
    await kit.plugin('siwx').signIn();
    const [session] = await kit.plugin('siwx').getSessions('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', address);
    expect(parseSiwsMessage(session!.message)).toMatchObject({ domain: 'dapp.example', address, chainId: 'mainnet', version: '1', statement: 'Please sign with your account' });
    expect(session!.message.split('\n')[0]).toBe('dapp.example wants you to sign in with your Solana account:');
    await kit.destroy();
  });
});

describe('siwx names no chain', () => {
  it("an eip155 namespace signs in with its adapter's own hooks: their text is signed, their verifier decides", async () => {
    const verified: string[] = [];
    let accept = false;
    const chain = definePlugin({
      id: 'own-chain',
      kind: 'chain',
      namespaces: [
        {
          ...testNamespace('eip155'),
          siwx: {
            formatMessage: (data) => `Own sign-in for ${data.accountAddress} on ${data.chainId}, nonce ${data.nonce}`,
            verify: async ({ message }) => (verified.push(message), accept),
          },
        },
      ],
      setup(ctx) {
        ctx.connectors.add(evmWallet().adapter);
      },
    });
    const kit = createKit(baseOptions({ plugins: [chain, siwx({})] }));
    kit.open();
    await kit.connect('dev.wallet');
    await expect(kit.plugin('siwx').signIn()).rejects.toThrow('Error signing message');
    accept = true;
    await kit.plugin('siwx').signIn();
    const [session] = await kit.plugin('siwx').getSessions('eip155:1', account.address);
    expect(session!.message).toBe(`Own sign-in for ${account.address} on eip155:1, nonce ${session!.data.nonce}`);
    expect(verified).toHaveLength(2);
    expect(verified[1]).toBe(session!.message);
    await kit.destroy();
  });
});
