import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKit } from '../createKit';
import { ADDRESS, ADDRESS_2, baseOptions, fakeWallet, flush, mainnet, memoryBackend, solanaMainnet, walletsPlugin } from '../testing/fixtures';
import { isKitError } from '../errors/flowErrors';
import { STORAGE_PREFIX, StorageKeys } from '../storage/storage';
import { internals } from '../kit/internals';

const key = (k: string) => STORAGE_PREFIX + k;

afterEach(() => {
  vi.useRealTimers();
});

describe('connect', () => {
  it('goes connecting → connected, remembers the connector and closes the modal', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    const statuses: string[] = [];
    kit.subscribe((s) => s.chains.eip155?.account.status, (v) => statuses.push(v!));
    const connected = vi.fn();
    kit.on('connected', connected);
    kit.open();
    expect(internals(kit).router.current?.view).toBe('Connect');
    await kit.connect('dev.wallet');
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(connected).toHaveBeenCalledWith({ namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev.wallet' });
    expect(kit.getState().modal.open).toBe(false);
    expect(JSON.parse(storage.data.get(key(StorageKeys.connectedConnectorIds))!)).toEqual({ eip155: 'dev.wallet' });
    expect(JSON.parse(storage.data.get(key(StorageKeys.recentWallets))!)).toEqual(['dev.wallet']);
    const account = kit.getState().chains.eip155!.account;
    expect(account.connectedWalletInfo?.name).toBe('Wallet dev.wallet');
    expect(account.addressExplorerUrl).toBe(`https://etherscan.example/address/${ADDRESS}`);
    await kit.destroy();
  });

  it('keeps the two most recent wallets', async () => {
    const storage = memoryBackend();
    const wallets = [fakeWallet('a.wallet'), fakeWallet('b.wallet'), fakeWallet('c.wallet')];
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin(wallets)] }));
    for (const id of ['a.wallet', 'b.wallet', 'c.wallet']) {
      await kit.connect(id);
      await kit.disconnect();
    }
    expect(JSON.parse(storage.data.get(key(StorageKeys.recentWallets))!)).toEqual(['c.wallet', 'b.wallet']);
    await kit.destroy();
  });

  it('a wallet rejection (4001) is a typed UserRejectedError and leaves the visitor disconnected', async () => {
    const w = fakeWallet();
    w.state.reject = { code: 4001, message: 'User rejected the request.' };
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const error = await kit.connect('dev.wallet').catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(kit.getState().modal.loading.eip155).toBe(false);
    // The visitor can try again and succeed.
    w.state.reject = undefined;
    await kit.connect('dev.wallet');
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    await kit.destroy();
  });

  it('an unknown connector id is a clear error', async () => {
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([])] }));
    await expect(kit.connect('nope')).rejects.toThrow("Connector 'nope' not found");
    await kit.destroy();
  });

  it('aborting a connect that hangs settles it', async () => {
    const w = fakeWallet();
    w.state.never = true;
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    const controller = new AbortController();
    const pending = kit.connect('dev.wallet', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});

describe('reconnect', () => {
  it('the active namespace disconnected: another connected one takes over, and a reload keeps it (also when the remembered one does not come back)', async () => {
    const storage = memoryBackend();
    const evm = fakeWallet('evm.wallet');
    const sol = fakeWallet('sol.wallet', {}, 'solana');
    sol.state.accounts = ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'];
    sol.state.chainId = solanaMainnet.id as string;
    const make = () => createKit(baseOptions({ storage, networks: [mainnet, solanaMainnet], plugins: [walletsPlugin([evm]), walletsPlugin([sol], 'sol-chain', 'solana')] }));
    const kit = make();
    await kit.connect('sol.wallet');
    await kit.connect('evm.wallet');
    expect(kit.getState().activeNamespace).toBe('eip155');
    const changed = vi.fn();
    kit.on('activeNamespaceChanged', changed);
    await kit.disconnect({ namespace: 'eip155' });
    expect(kit.getState().activeNamespace).toBe('solana');
    expect(changed).toHaveBeenCalledWith({ namespace: 'solana' });
    await kit.destroy();

    const again = make();
    await again.ready;
    expect(again.getState().activeNamespace).toBe('solana');
    expect(again.getState().chains.solana?.account.status).toBe('connected');
    await again.destroy();

    // Storage says EVM is active, but only Solana is restored: Solana is active after the reload.
    storage.data.set(key(StorageKeys.activeNamespace), JSON.stringify('eip155'));
    const third = make();
    await third.ready;
    expect(third.getState().activeNamespace).toBe('solana');
    await third.destroy();
  });

  it('reconnects silently after a reload: connecting, then connected, no prompt', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const first = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await first.connect('dev.wallet');
    await first.destroy();
    w.calls.length = 0;

    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
    await kit.ready;
    expect(kit.getState().chains.eip155?.account.status).toBe('connected');
    expect(w.calls.map((c) => c.method)).toEqual(['reconnect']);
    await kit.destroy();
  });

  it('a wallet that no longer authorises the site ends disconnected and forgotten', async () => {
    const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify({ eip155: 'dev.wallet' }) });
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await kit.ready;
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(JSON.parse(storage.data.get(key(StorageKeys.connectedConnectorIds))!)).toEqual({});
    await kit.destroy();
  });

  it('waits for a connector announced late, then gives up', async () => {
    const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify({ eip155: 'gone.wallet' }) });
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([])] }));
    expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
    await kit.ready;
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });

  it('on a page still loading, the wait for a late wallet starts at the load event (an extension that injects then is found)', async () => {
    vi.useFakeTimers();
    const win = new EventTarget();
    const doc = { readyState: 'interactive' };
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    try {
      const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify({ eip155: 'dev.wallet' }) });
      const w = fakeWallet();
      w.state.authorized = true;
      let add: ((a: typeof w.adapter) => void) | undefined;
      const late = { id: 'late-chain', kind: 'chain' as const, namespaces: walletsPlugin([]).namespaces, setup: (ctx: { connectors: { add(a: typeof w.adapter): void } }) => void (add = (a) => ctx.connectors.add(a)) };
      const kit = createKit(baseOptions({ storage, plugins: [late as never] }));
      expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
      // Long after the usual 1.5 s, but the page has not loaded yet: still waiting.
      await vi.advanceTimersByTimeAsync(5_000);
      expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
      doc.readyState = 'complete';
      win.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1_000);
      add!(w.adapter);
      await vi.advanceTimersByTimeAsync(10);
      await kit.ready;
      expect(kit.getState().chains.eip155?.account.status).toBe('connected');
      await kit.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a page whose load never ends gives up on a missing wallet after 11.5 s at most', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', { readyState: 'loading' });
    try {
      const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify({ eip155: 'gone.wallet' }) });
      const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([])] }));
      await vi.advanceTimersByTimeAsync(11_400);
      expect(kit.getState().chains.eip155?.account.status).toBe('connecting');
      await vi.advanceTimersByTimeAsync(200);
      expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
      await kit.destroy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with reconnect disabled, stored connections are dropped and the status is disconnected', async () => {
    const storage = memoryBackend({ [key(StorageKeys.connectedConnectorIds)]: JSON.stringify({ eip155: 'dev.wallet' }) });
    const w = fakeWallet();
    w.state.authorized = true;
    const kit = createKit(baseOptions({ storage, enableReconnect: false, plugins: [walletsPlugin([w])] }));
    await kit.ready;
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    expect(w.calls).toEqual([]);
    expect(JSON.parse(storage.data.get(key(StorageKeys.connectedConnectorIds))!)).toEqual({});
    await kit.destroy();
  });
});

describe('disconnect', () => {
  it('clears account, connector, wallet info and storage, keeps the preferred account type, closes the modal', async () => {
    const storage = memoryBackend();
    const w = fakeWallet();
    const kit = createKit(baseOptions({ storage, plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    kit.open();
    const disconnected = vi.fn();
    kit.on('disconnected', disconnected);
    await kit.disconnect();
    const chain = kit.getState().chains.eip155!;
    expect(chain.account).toMatchObject({ status: 'disconnected', address: undefined, caipAddress: undefined, balance: undefined, connectedWalletInfo: undefined, user: undefined, preferredAccountType: 'eoa' });
    expect(chain.connectorId).toBeUndefined();
    expect(kit.getState().modal.open).toBe(false);
    expect(disconnected).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'dev.wallet' });
    expect(JSON.parse(storage.data.get(key(StorageKeys.connectedConnectorIds))!)).toEqual({});
    expect(JSON.parse(storage.data.get(key(StorageKeys.disconnectedConnectorIds))!)).toContain('dev.wallet');
    expect(w.calls.at(-1)?.method).toBe('disconnect');
    await kit.destroy();
  });

  it('gives up waiting for the embedded wallet after 3 s and still disconnects', async () => {
    vi.useFakeTimers();
    const w = fakeWallet('auth', { disconnectTimeoutMs: 3_000 });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('auth');
    w.state.never = true;
    let done = false;
    const p = kit.disconnect().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await p;
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });

  it("reports failures as 'Failed to disconnect chains: …' after clearing state", async () => {
    const w = fakeWallet('x', {
      async disconnect() {
        throw new Error('wallet exploded');
      },
    });
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('x');
    await expect(kit.disconnect()).rejects.toThrow('Failed to disconnect chains:');
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});

describe('wallet events', () => {
  it('accountsChanged with an empty list disconnects; with accounts, the address follows', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address: ADDRESS_2 }] });
    expect(kit.getState().chains.eip155?.account.address).toBe(ADDRESS_2);
    w.events!.accountsChanged({ namespace: 'eip155', accounts: [] });
    await flush();
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });

  it('chainChanged updates the connection network; an unknown chain is the Unknown Network and opens UnsupportedChain', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    w.events!.chainChanged({ namespace: 'eip155', chainId: '0x2105' });
    expect(kit.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    expect(kit.getState().connections.eip155?.[0]?.caipNetwork?.caipNetworkId).toBe('eip155:8453');
    w.events!.chainChanged({ namespace: 'eip155', chainId: 999 });
    expect(kit.getState().chains.eip155?.network.caipNetwork?.name).toBe('Unknown Network');
    expect(kit.getState().modal.open).toBe(true);
    expect(internals(kit).router.current?.view).toBe('UnsupportedChain');
    await kit.destroy();
  });

  it('no UnsupportedChain when unsupported chains are allowed, network switching is off, or in basic mode', async () => {
    for (const extra of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }, { basic: true }]) {
      const w = fakeWallet();
      const kit = createKit(baseOptions({ ...extra, plugins: [walletsPlugin([w])] }));
      await kit.connect('dev.wallet');
      w.events!.chainChanged({ namespace: 'eip155', chainId: 999 });
      expect(kit.getState().chains.eip155?.network.caipNetwork?.name).toBe('Unknown Network');
      expect(kit.getState().modal.open).toBe(false);
      await kit.destroy();
    }
  });

  it('a wallet-side disconnect clears the account', async () => {
    const w = fakeWallet();
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w])] }));
    await kit.connect('dev.wallet');
    w.events!.disconnect({});
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});

describe('multi-wallet', () => {
  it("off: connection functions do nothing but show 'Multi-Wallet Not Enabled'", async () => {
    const a = fakeWallet('a.wallet');
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([a])] }));
    await kit.connect('a.wallet');
    const before = kit.getState();
    const shown: string[] = [];
    kit.on('alert', (x) => shown.push(x.code));
    expect(kit.connections.list()).toEqual([]);
    await kit.connections.switch('a.wallet');
    await kit.connections.remove('a.wallet');
    expect(kit.getState().chains).toBe(before.chains);
    expect(shown).toEqual(['MULTI_WALLET_NOT_ENABLED', 'MULTI_WALLET_NOT_ENABLED', 'MULTI_WALLET_NOT_ENABLED']);
    // One toast on screen: the repeats re-show it (SPEC §9) rather than stacking copies.
    await vi.waitFor(() => expect(kit.getState().alerts.map((x) => x.code)).toEqual(['MULTI_WALLET_NOT_ENABLED']));
    expect(kit.getState().alerts[0]?.severity).toBe('info');
    await kit.alerts.loadStrings();
    expect(kit.t('alert.MULTI_WALLET_NOT_ENABLED')).toBe('Multi-Wallet Not Enabled');
    await kit.destroy();
  });

  it('on: removing the active connection activates the first remaining; removing the last disconnects', async () => {
    const a = fakeWallet('a.wallet');
    const b = fakeWallet('b.wallet');
    b.state.accounts = [ADDRESS_2];
    const kit = createKit(baseOptions({ features: { multiWallet: true }, plugins: [walletsPlugin([a, b])] }));
    await kit.connect('a.wallet');
    await kit.connect('b.wallet');
    expect(kit.connections.list().map((c) => c.connectorId)).toEqual(['b.wallet', 'a.wallet']);
    await kit.connections.remove('b.wallet');
    expect(kit.getState().chains.eip155?.account.address).toBe(ADDRESS);
    const disconnected = vi.fn();
    kit.on('disconnected', disconnected);
    await kit.connections.remove('a.wallet');
    expect(disconnected).toHaveBeenCalledTimes(1);
    expect(kit.getState().chains.eip155?.account.status).toBe('disconnected');
    await kit.destroy();
  });
});

describe('balance', () => {
  it('is cleared when the wallet moves to another network, then read again', async () => {
    let balance = '1.5';
    const w = fakeWallet('dev.wallet');
    const kit = createKit(baseOptions({ plugins: [walletsPlugin([w], 'fake-chain', 'eip155', async ({ network }) => (network.name === 'Unknown Network' ? undefined : { balance, symbol: 'ETH' }))] }));
    await kit.connect('dev.wallet');
    // The first read waits for the balance code (a lazy chunk).
    await vi.waitFor(() => expect(kit.getState().chains.eip155?.account.balance).toBe('1.5'));
    balance = '2.25';
    w.events!.chainChanged({ namespace: 'eip155', chainId: 8453 });
    expect(kit.getState().chains.eip155?.account.balance).toBeUndefined();
    await flush();
    expect(kit.getState().chains.eip155?.account.balance).toBe('2.25');
    w.events!.chainChanged({ namespace: 'eip155', chainId: 999 });
    await flush();
    expect(kit.getState().chains.eip155?.account.balance).toBeUndefined();
    await kit.destroy();
  });
});
