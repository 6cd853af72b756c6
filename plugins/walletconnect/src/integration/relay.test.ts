// End to end in Node: the kit with the walletconnect plugin (the official universal-provider),
// the relay double and the Node wallet peer (official sign-client) of the harness, the local EVM
// chains and the Solana endpoint. One stack for the file.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKit, createMemoryStorage, isKitError, type Kit, type NetworkInput } from '@latchkey/kernel';
import { eip155 } from '@latchkey/eip155';
import { solana, solanaLocalnet } from '@latchkey/solana';
import { startStack, type Stack } from '@latchkey/test-harness/stack';
import { createWcWallet, memoryStorage, wcWalletOptions, type WcWallet } from '@latchkey/test-harness/wcwallet/index';
import { verifyEd25519 } from '@latchkey/test-harness/solana/index';
import { createPublicClient, http, verifyMessage } from 'viem';
import { base58 } from '@scure/base';
import { walletConnect, WALLET_CONNECT_ID } from '../index';
import type { WalletConnectStorage } from '../types';

const quiet = { warn: () => {}, error: () => {}, info: () => {}, debug: () => {} };

describe('WalletConnect through the relay double, with the Node wallet', () => {
  let stack: Stack;
  let wallet: WcWallet;
  let kit: Kit | undefined;
  const networks = (): NetworkInput[] => [
    { id: 31337, name: 'Latchkey Chain A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [stack.urls.chainA] } }, testnet: true },
    { id: 31338, name: 'Latchkey Chain B', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [stack.urls.chainB] } }, testnet: true },
    solanaLocalnet(stack.urls.solana, { genesisHash: stack.solana.genesisHash }),
  ];
  const makeKit = (storage = { kit: createMemoryStorage(), wc: memoryStorage() as WalletConnectStorage }) =>
    createKit({
      metadata: { name: 'WC test dapp', description: 'tests', url: 'http://127.0.0.1', icons: [] },
      networks: networks(),
      storage: storage.kit,
      logger: quiet,
      basic: true,
      plugins: [eip155(), solana(), walletConnect({ relayUrl: stack.urls.relay, storage: storage.wc })],
    });
  /** A WalletConnect wallet confirms on the phone: the kit queues nothing of its own. */
  const noKitApproval = (k: Kit) => expect(k.getState().requests).toEqual([]);
  const pairedKit = async (storage?: Parameters<typeof makeKit>[0]) => {
    const k = makeKit(storage);
    kit = k;
    const connecting = k.connect(WALLET_CONNECT_ID);
    const uri = await vi.waitFor(
      () => {
        const s = k.getState().plugins.walletconnect;
        if (s?.status !== 'pairing' || !s.uri) throw new Error('no URI yet');
        return s.uri;
      },
      { timeout: 15_000 },
    );
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await wallet.pair(uri);
    const account = await connecting;
    return { k, account };
  };

  beforeAll(async () => {
    stack = await startStack({ ports: 'free' });
    wallet = await createWcWallet(wcWalletOptions({ chains: stack.chains.chains, solanaUrl: stack.urls.solana, relayUrl: stack.urls.relay }));
  }, 120_000);
  afterEach(async () => {
    await kit?.destroy();
    kit = undefined;
    stack.relay.resume();
    for (const s of wallet.sessions()) await wallet.disconnect(s.topic).catch(() => undefined);
  });
  afterAll(async () => {
    await wallet?.close();
    await stack?.stop();
  });

  it('pairs from the URI: one session for eip155 and solana; signs and sends on both, verified on the chains', async () => {
    const { k } = await pairedKit();
    const evm = k.getState().chains.eip155!.account;
    const sol = k.getState().chains.solana!.account;
    expect(evm.status).toBe('connected');
    expect(sol.status).toBe('connected');
    expect(k.getState().connections.eip155?.[0]?.connectorId).toBe(WALLET_CONNECT_ID);
    expect(k.getState().connections.solana?.[0]?.connectorId).toBe(WALLET_CONNECT_ID);

    // personal_sign, straight to the wallet (one prompt, on the phone), signed by the wallet's key.
    const signing = k.plugin('eip155').signMessage('Hello over the relay');
    noKitApproval(k);
    const signature = await signing;
    expect(await verifyMessage({ address: evm.address as `0x${string}`, message: 'Hello over the relay', signature })).toBe(true);

    // eth_sendTransaction, mined on chain A.
    const client = createPublicClient({ transport: http(stack.urls.chainA) });
    const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    const before = await client.getBalance({ address: to });
    const sending = k.plugin('eip155').sendNative({ to, amount: '0.01' });
    noKitApproval(k);
    const { receipt } = await sending;
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: to })).toBe(before + 10_000_000_000_000_000n);

    // solana_signMessage, ed25519-verified against the account.
    const solSigning = k.plugin('solana').signMessage('Hello Solana over the relay');
    noKitApproval(k);
    const { signature: solSignature } = await solSigning;
    expect(verifyEd25519(base58.decode(solSignature), new TextEncoder().encode('Hello Solana over the relay'), base58.decode(sol.address!))).toBe(true);
  }, 60_000);

  it('switches EVM network inside the session; the wallet moving chain and accounts reaches the kit', async () => {
    const { k } = await pairedKit();
    await k.switchNetwork('eip155:31338');
    expect(k.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:31338');
    await wallet.setChain(31337);
    await vi.waitFor(() => expect(k.getState().chains.eip155!.network.caipNetwork?.caipNetworkId).toBe('eip155:31337'), { timeout: 10_000 });
  }, 60_000);

  it('a reload restores the session silently; a wallet-side disconnect disconnects the dapp', async () => {
    const storage = { kit: createMemoryStorage(), wc: memoryStorage() as WalletConnectStorage };
    const { k, account } = await pairedKit(storage);
    await k.destroy();
    const again = makeKit(storage);
    kit = again;
    expect(again.getState().chains.eip155!.account.status).toBe('connecting');
    await again.ready;
    expect(again.getState().chains.eip155!.account.address).toBe(account.address);
    expect(again.getState().chains.solana!.account.status).toBe('connected');
    const disconnected = new Promise((resolve) => again.on('disconnected', resolve));
    for (const s of wallet.sessions()) await wallet.disconnect(s.topic);
    await disconnected;
    await vi.waitFor(() => expect(again.getState().chains.eip155!.account.status).toBe('disconnected'));
  }, 60_000);

  it('disconnecting EVM ends the one session: Solana is disconnected too, the wallet sees the session end, and a toast names both networks', async () => {
    const { k } = await pairedKit();
    expect(wallet.sessions()).toHaveLength(1);
    await k.disconnect({ namespace: 'eip155' });
    await vi.waitFor(() => expect(k.getState().chains.solana!.account.status).toBe('disconnected'), { timeout: 10_000 });
    expect(k.getState().chains.eip155!.account.status).toBe('disconnected');
    expect(k.getState().connections.solana ?? []).toEqual([]);
    // The wallet's side: the session is gone (nothing left half-connected on the phone).
    await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 10_000 });
    const toast = k.getState().alerts.filter((a) => a.code === 'WALLET_SESSION_ENDED');
    expect(toast).toHaveLength(1);
    expect(toast[0]!.severity).toBe('info');
    expect(String(toast[0]!.params?.networks)).toMatch(/Latchkey Chain A/);
    expect(String(toast[0]!.params?.networks)).toMatch(/Solana/);
    await k.alerts.loadStrings();
    expect(k.t('alert.WALLET_SESSION_ENDED.long', toast[0]!.params)).toMatch(/^One session covered Latchkey Chain A and Solana[^:]*: all of them are disconnected now\.$/);
  }, 60_000);

  it('the wallet declining the session rejects the connect with a typed error', async () => {
    const k = makeKit();
    kit = k;
    wallet.rejectNext(undefined, { target: 'proposal' });
    const connecting = k.connect(WALLET_CONNECT_ID);
    const uri = await vi.waitFor(() => k.getState().plugins.walletconnect?.uri ?? Promise.reject(new Error('no URI')), { timeout: 15_000 });
    await wallet.pair(uri);
    const error = await connecting.catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect(k.getState().chains.eip155!.account.status).toBe('disconnected');
  }, 60_000);

  it('the relay dying mid-request is a clear error within the grace period; the kit works again once it is back', async () => {
    const { k, account } = await pairedKit();
    wallet.setAutoApprove(false);
    const signing = k.plugin('eip155').signMessage('Across a dead relay');
    noKitApproval(k);
    await wallet.waitForPending();
    stack.relay.pause();
    stack.relay.kill();
    const started = Date.now();
    const error = await signing.catch((e: unknown) => e);
    expect(isKitError(error)).toBe(true);
    expect((error as Error).message).toContain('The WalletConnect relay is unreachable');
    expect(Date.now() - started).toBeLessThan(20_000);
    // Said once as an alert (SPEC §8: provider errors shown once each), even when it happens again.
    const shown = () => k.getState().alerts.filter((a) => a.code === 'GENERIC_ERROR' && a.params?.message === 'The WalletConnect relay is unreachable');
    expect(shown()).toHaveLength(1);
    const again = k.plugin('eip155').signMessage('Still dead');
    noKitApproval(k);
    await expect(again).rejects.toThrow('The WalletConnect relay is unreachable');
    expect(shown()).toHaveLength(1);
    await wallet.reject().catch(() => undefined);
    stack.relay.resume();
    wallet.setAutoApprove(true);
    const retry = k.plugin('eip155').signMessage('The relay is back');
    noKitApproval(k);
    const signature = await retry;
    expect(await verifyMessage({ address: account.address as `0x${string}`, message: 'The relay is back', signature })).toBe(true);
  }, 90_000);

  describe('a hostile peer', () => {
    /** Connects until the URI shows, pairs the wallet, and gives back what the connect came to. */
    const pairExpectingFailure = async () => {
      const k = makeKit();
      kit = k;
      const connecting = k.connect(WALLET_CONNECT_ID).then(
        () => undefined,
        (e: unknown) => e,
      );
      const uri = await vi.waitFor(() => k.getState().plugins.walletconnect?.uri ?? Promise.reject(new Error('no URI')), { timeout: 15_000 });
      await wallet.pair(uri);
      return { k, error: await connecting };
    };
    const rewriteAccounts = (ns: Record<string, { accounts: string[]; chains?: string[] }>, address: (caip2: string) => string) => {
      for (const value of Object.values(ns)) value.accounts = value.accounts.map((a) => a.split(':').slice(0, 2).join(':')).map((c) => `${c}:${address(c)}`);
      return ns;
    };

    for (const [what, hostile] of [
      ['HTML markup', '<b>pwn</b>'],
      ['a right-to-left override', `0x\u202E${'a'.repeat(40)}`],
      ['a 300-character string', `0x${'a'.repeat(298)}`],
      ['a trailing zero-width space', `0x${'A'.repeat(40)}\u200B`],
    ] as const) {
      it(`accounts that are ${what} are refused: nothing is connected or stored`, async () => {
        wallet.misbehaveNext((ns) => rewriteAccounts(ns, () => hostile) as typeof ns);
        const { k, error } = await pairExpectingFailure();
        expect(isKitError(error, 'CONNECTOR_ERROR')).toBe(true);
        expect((error as Error).message).toContain('The wallet returned an invalid account');
        for (const ns of ['eip155', 'solana'] as const) {
          expect(k.getState().chains[ns]!.account.status).toBe('disconnected');
          expect(k.getState().chains[ns]!.account.address).toBeUndefined();
        }
      }, 60_000);
    }

    it('a session on chains the dapp never proposed is refused (not shown as "Unknown Network") and ended', async () => {
      wallet.misbehaveNext((ns) => {
        const evm = ns.eip155!;
        const address = evm.accounts[0]!.split(':')[2]!;
        return { eip155: { ...evm, chains: ['eip155:999'], accounts: [`eip155:999:${address}`] } };
      });
      const { k, error } = await pairExpectingFailure();
      expect(isKitError(error, 'CHAIN_ERROR')).toBe(true);
      expect((error as Error).message).toContain('Chain is not supported');
      expect(k.getState().chains.eip155!.account.status).toBe('disconnected');
      expect(k.getState().chains.eip155!.network.caipNetwork?.name).not.toBe('Unknown Network');
      await vi.waitFor(() => expect(wallet.sessions()).toEqual([]), { timeout: 10_000 });
    }, 60_000);

    it('in a live session, an update to hostile accounts is dropped: the connected account stays', async () => {
      const { k, account } = await pairedKit();
      const seen: string[] = [];
      k.on('accountChanged', (e) => void (e.namespace === 'eip155' && seen.push(e.address)));
      await wallet.pushNamespaces((ns) => rewriteAccounts(ns, () => '<img src=x onerror=alert(1)>') as typeof ns);
      expect(k.getState().chains.eip155!.account.address).toBe(account.address);
      // A real change after it arrives (the relay keeps order): the hostile one never did.
      await wallet.selectAccount(1, 'eip155');
      const next = wallet.addresses.eip155[0]!;
      expect(next).not.toBe(account.address);
      await vi.waitFor(() => expect(k.getState().chains.eip155!.account.address).toBe(next), { timeout: 10_000 });
      expect(seen.every((a) => /^0x[0-9a-fA-F]{40}$/.test(a))).toBe(true);
      expect(JSON.stringify(k.getState().connections)).not.toContain('onerror');
    }, 60_000);
  });
});
