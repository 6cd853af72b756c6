import { describe, expect, it } from 'vitest';
import { createKit } from '../createKit';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, memoryBackend, walletsPlugin } from '../testing/fixtures';
import { CONNECTION_COOKIE, connectionCookieValue, cookieToInitialState, mirrorConnectionCookie } from './cookie';

const cookieOf = (value: unknown) => `theme=dark; ${CONNECTION_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; other=1`;

describe('the connection cookie', () => {
  it('reads a returning visitor from the Cookie header: connections and the active namespace', () => {
    const state = cookieToInitialState(cookieOf({ c: [{ a: `eip155:1:${ADDRESS}`, i: 'dev.wallet', n: 'Dev Wallet' }, { a: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', i: 'phantom' }], x: 'solana' }));
    expect(state).toEqual({
      active: 'solana',
      connections: [
        { namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev.wallet', walletName: 'Dev Wallet' },
        { namespace: 'solana', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', connectorId: 'phantom' },
      ],
    });
    expect(cookieToInitialState('theme=dark')).toBeUndefined();
    expect(cookieToInitialState(undefined)).toBeUndefined();
  });

  it('reads a hostile or broken cookie as nothing, and keeps only well-formed entries', () => {
    expect(cookieToInitialState(`${CONNECTION_COOKIE}=%7Bnot json`)).toBeUndefined();
    expect(cookieToInitialState(`${CONNECTION_COOKIE}=${'x'.repeat(20_000)}`)).toBeUndefined();
    const hostile = cookieToInitialState(
      cookieOf({
        c: [{ a: '<script>alert(1)</script>', i: 'x' }, { a: `eip155:1:${ADDRESS}`, i: 'a'.repeat(101) }, { a: `eip155:1:${ADDRESS}`, i: 'ok', n: { toString: 1 } }, { a: `eip155:1:${ADDRESS_2}`, i: 'second' }, null, 7],
        x: '__proto__',
      }),
    );
    expect(hostile).toEqual({ connections: [{ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'ok' }] });
    expect(({} as Record<string, unknown>).c).toBeUndefined();
  });

  it('writes the connected namespaces while connected and removes the cookie once none is', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const doc = { cookie: '' };
    const written: string[] = [];
    Object.defineProperty(doc, 'cookie', { get: () => written.at(-1) ?? '', set: (v: string) => void written.push(v) });
    const stop = mirrorConnectionCookie(kit, doc, true);
    await kit.connect('dev.wallet');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${CONNECTION_COOKIE.replace('.', '\\.')}=.+; Path=/; SameSite=Lax; Secure; Max-Age=2592000$`));
    expect(cookieToInitialState(written[0]!.split(';')[0])).toEqual({ active: 'eip155', connections: [{ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev.wallet', walletName: 'Wallet dev.wallet' }] });
    await kit.disconnect();
    expect(written.at(-1)).toBe(`${CONNECTION_COOKIE}=; Path=/; SameSite=Lax; Secure; Max-Age=0`);
    expect(connectionCookieValue(kit.getState())).toBeUndefined();
    stop();
    await kit.destroy();
  });
});

describe('createKit({ initialState })', () => {
  const initialState = { active: 'eip155' as const, connections: [{ namespace: 'eip155' as const, caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev.wallet', walletName: 'Dev <b>Wallet</b>' }] };

  it('starts connected (as the server rendered it) and stays connected while the restore confirms it: never "connecting"', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();

    const kit = createKit(baseOptions({ storage, initialState, plugins: [walletsPlugin([w])] }));
    expect(kit.getState().chains.eip155!.account).toMatchObject({ status: 'connected', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` });
    // A name is text (React renders it as such), never markup.
    expect(kit.getState().chains.eip155!.account.connectedWalletInfo?.name).toBe('Dev <b>Wallet</b>');
    const statuses: string[] = [];
    kit.subscribe((s) => s.chains.eip155?.account.status, (v) => statuses.push(v!));
    await kit.ready;
    expect(statuses.filter((s) => s !== 'connected')).toEqual([]);
    expect(kit.getState().chains.eip155!.account.status).toBe('connected');
    expect(kit.getState().connections.eip155?.[0]?.connectorId).toBe('dev.wallet');
    await kit.destroy();
  });

  it('clears a cookie connection the browser cannot restore (the wallet forgot the site, or storage was cleared)', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();
    w.state.authorized = false;
    const forgotten = createKit(baseOptions({ storage, initialState, plugins: [walletsPlugin([w])] }));
    await forgotten.ready;
    expect(forgotten.getState().chains.eip155!.account).toMatchObject({ status: 'disconnected', address: undefined });
    await forgotten.destroy();

    const cleared = createKit(baseOptions({ storage: memoryBackend(), initialState, plugins: [walletsPlugin([fakeWallet()])] }));
    await cleared.ready;
    expect(cleared.getState().chains.eip155!.account).toMatchObject({ status: 'disconnected', address: undefined });
    await cleared.destroy();
  });

  it('ignores connections of namespaces or networks the kit does not have', () => {
    const kit = createKit(baseOptions({ initialState: { connections: [{ namespace: 'eip155', caipAddress: `eip155:999:${ADDRESS}`, connectorId: 'dev.wallet' }, { namespace: 'solana', caipAddress: 'solana:abc:def', connectorId: 'x' }] } }));
    expect(kit.getState().chains.eip155!.account.status).toBe('disconnected');
    expect(kit.getState().chains.solana).toBeUndefined();
    void kit.destroy();
  });
});
