// The kit's non-browser Solana connections (WalletConnect, the embedded wallet) as Wallet Standard
// wallets on the page: a window for the standard's events and `@wallet-standard/app`'s registry on
// it (what wallet-adapter, @wallet-standard/react and @solana/kit dapps read), stand-ins for the two
// connectors that sign with real ed25519 keys, and the kit's approval gate in between.
import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';
import { verifyEd25519 } from '@latchkey/test-harness/solana/wallet/keys';
import { isKitError, type Kit } from '@latchkey/kernel';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALICE, BLOCKHASH, BOB, web3Legacy } from '../test/transactions';
import { fakeWallet } from '../test/wallet';
import { fromBase58, fromBase64, toBase58 } from '../wire/encoding';
import { parseTransaction } from '../wire/transaction';
import { LATCHKEY_WALLET_ICON } from './icon';
import { isBridgedWallet } from './discovered';
import { ALICE_SIGNER, BOB_SIGNER, embeddedStandIn, LOCALNET, makeBridgeKit, settleNext, walletConnectStandIn, type RemoteConnector } from './kit.testing';
import type { BridgedWalletFeatures } from './wallet';

type Bridged = Wallet & { features: BridgedWalletFeatures };

// One page for the file: `getWallets()` listens on the window it first sees.
beforeAll(() => {
  vi.stubGlobal('window', new EventTarget());
});

const kits: Kit[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const k of kits.splice(0)) await k.destroy();
  for (const c of cleanups.splice(0)) c();
});

const page = () => getWallets();
const named = (name: string) => page().get().find((w) => w.name === name) as Bridged | undefined;
const bridged = (name = 'WalletConnect via Latchkey') =>
  vi.waitFor(() => {
    const w = named(name);
    if (!w) throw new Error(`${name} is not registered yet`);
    return w;
  });
const kitWith = (connectors: RemoteConnector[], options: Parameters<typeof makeBridgeKit>[1] = {}) => {
  const kit = makeBridgeKit(
    connectors.map((c) => c.adapter),
    options,
  );
  kits.push(kit);
  return kit;
};
/** Listens to a wallet's `change` events. */
const changesOf = (wallet: Bridged) => {
  const seen: StandardEventsChangeProperties[] = [];
  cleanups.push(wallet.features['standard:events'].on('change', (props) => seen.push(props)));
  return seen;
};
const flush = () => new Promise((r) => setTimeout(r, 50));

describe('registration', () => {
  it('a WalletConnect connection is registered as "WalletConnect via Latchkey": the kit account, its chains, the features; the kit does not list it as a wallet', async () => {
    const wc = walletConnectStandIn();
    const kit = kitWith([wc]);
    expect(named('WalletConnect via Latchkey')).toBeUndefined();
    await kit.connect('walletConnect');
    const wallet = await bridged();
    expect(isBridgedWallet(wallet)).toBe(true);
    expect(wallet.version).toBe('1.0.0');
    // The connector's URL-encoded SVG, as the standard wants it: base64.
    expect(wallet.icon).toBe(`data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg'/>")}`);
    expect(wallet.chains).toEqual([LOCALNET.caipNetworkId, 'solana:localnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:devnet']);
    expect(Object.keys(wallet.features).sort()).toEqual(['solana:signAndSendTransaction', 'solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events']);
    const [account, ...more] = wallet.accounts;
    expect(more).toEqual([]);
    expect(account).toMatchObject({ address: ALICE, chains: wallet.chains, features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] });
    expect(Uint8Array.from(account!.publicKey)).toEqual(ALICE_SIGNER.publicKey);
    // Stable while nothing changes: apps compare accounts by identity.
    expect(wallet.accounts[0]).toBe(account);
    expect(Object.isFrozen(wallet) && Object.isFrozen(account)).toBe(true);
    // It does not come back into the kit as a browser wallet to connect.
    expect(kit.getState().connectors.map((c) => c.name)).toEqual(['WalletConnect']);
  });

  it('the embedded wallet is registered under its connector name, with the Latchkey icon (its connector has none)', async () => {
    const kit = kitWith([embeddedStandIn()]);
    await kit.connect('AUTH');
    const wallet = await bridged('Email and socials via Latchkey');
    expect(wallet.icon).toBe(LATCHKEY_WALLET_ICON);
    expect(wallet.accounts.map((a) => a.address)).toEqual([ALICE]);
  });

  it('a browser Wallet Standard wallet is never registered again: it is on the page already', async () => {
    const browser = fakeWallet({ name: 'Fake Wallet', addresses: [BOB] });
    cleanups.push(page().register(browser.wallet));
    const kit = kitWith([walletConnectStandIn()]);
    await kit.connect('fake-wallet');
    expect(kit.getState().chains.solana?.account.address).toBe(BOB);
    await flush();
    expect(page().get().filter(isBridgedWallet)).toEqual([]);
    expect(page().get().map((w) => w.name)).toEqual(['Fake Wallet']);
  });

  it('walletStandard: false registers nothing', async () => {
    const kit = kitWith([walletConnectStandIn()], { solana: { walletStandard: false } });
    await kit.connect('walletConnect');
    await flush();
    expect(page().get().filter(isBridgedWallet)).toEqual([]);
  });

  it('tells its listeners of an account change; when the connection ends, of no account, then unregisters', async () => {
    const wc = walletConnectStandIn();
    const kit = kitWith([wc]);
    await kit.connect('walletConnect');
    const wallet = await bridged();
    const changes = changesOf(wallet);
    const unregistered: Wallet[] = [];
    cleanups.push(page().on('unregister', (...w) => unregistered.push(...w)));

    wc.switchAccount(BOB_SIGNER);
    await vi.waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.accounts?.map((a) => a.address)).toEqual([BOB]);
    expect(wallet.accounts.map((a) => a.address)).toEqual([BOB]);

    await kit.disconnect({ namespace: 'solana' });
    expect(changes.at(-1)).toEqual({ accounts: [] });
    expect(wallet.accounts).toEqual([]);
    expect(unregistered).toEqual([wallet]);
    expect(named('WalletConnect via Latchkey')).toBeUndefined();

    // The next connection through the same connector brings the same wallet object back.
    wc.state.signer = ALICE_SIGNER;
    await kit.connect('walletConnect');
    expect(await bridged()).toBe(wallet);
    expect(changes.at(-1)?.accounts?.map((a) => a.address)).toEqual([ALICE]);
  });

  it('moving to another connector swaps the wallets; a wallet-side hang-up and destroying the kit unregister', async () => {
    const wc = walletConnectStandIn();
    const auth = embeddedStandIn();
    const kit = kitWith([wc, auth]);
    await kit.connect('walletConnect');
    const first = await bridged();
    await kit.connect('AUTH');
    await bridged('Email and socials via Latchkey');
    expect(named('WalletConnect via Latchkey')).toBeUndefined();
    expect(first.accounts).toEqual([]);
    auth.hangUp();
    await vi.waitFor(() => expect(page().get().filter(isBridgedWallet)).toEqual([]));
    await kit.connect('walletConnect');
    await bridged();
    await kit.destroy();
    expect(page().get().filter(isBridgedWallet)).toEqual([]);
  });
});

describe('features', () => {
  const connected = async (connector = walletConnectStandIn()) => {
    const kit = kitWith([connector]);
    await kit.connect('walletConnect');
    const wallet = await bridged();
    return { kit, wallet, account: wallet.accounts[0]!, calls: connector.calls, connector };
  };

  it('solana:signMessage: through the approval view; the signature is the account\'s ed25519 signature of the bytes', async () => {
    const { kit, wallet, account, calls } = await connected();
    const message = new TextEncoder().encode('Hello from a wallet-adapter dapp');
    const signing = wallet.features['solana:signMessage'].signMessage({ account, message });
    await settleNext(kit, 'solana_signMessage');
    const [output, ...rest] = await signing;
    expect(rest).toEqual([]);
    expect(output!.signedMessage).toEqual(message);
    expect(output!.signatureType).toBe('ed25519');
    expect(output!.signature).toBeInstanceOf(Uint8Array);
    expect(verifyEd25519(output!.signature, message, account.publicKey)).toBe(true);
    // WalletConnect's Solana RPC: the message base58, the signer named.
    expect(calls).toEqual([{ method: 'solana_signMessage', params: { message: toBase58(message), pubkey: ALICE }, network: LOCALNET.caipNetworkId }]);
  });

  it('solana:signTransaction: one input is one solana_signTransaction; several are one solana_signAllTransactions (one approval)', async () => {
    const { kit, wallet, account, calls } = await connected();
    const wire = (lamports: number) => Uint8Array.from(web3Legacy(lamports).serialize({ requireAllSignatures: false, verifySignatures: false }));
    const one = wallet.features['solana:signTransaction'].signTransaction({ account, transaction: wire(1), chain: 'solana:localnet' });
    await settleNext(kit, 'solana_signTransaction');
    const [signed] = await one;
    const parsed = parseTransaction(signed!.signedTransaction);
    expect(verifyEd25519(parsed.signatures[0]!, parsed.messageBytes, account.publicKey)).toBe(true);

    const two = wallet.features['solana:signTransaction'].signTransaction({ account, transaction: wire(2) }, { account, transaction: wire(3) });
    await settleNext(kit, 'solana_signAllTransactions');
    const outputs = await two;
    expect(outputs).toHaveLength(2);
    for (const o of outputs) expect(parseTransaction(o.signedTransaction).recentBlockhash).toBe(BLOCKHASH);
    expect(calls.map((c) => c.method)).toEqual(['solana_signTransaction', 'solana_signAllTransactions']);
    expect(fromBase64((calls[1]!.params as { transactions: string[] }).transactions[1])).toEqual(wire(3));
  });

  it('solana:signAndSendTransaction: pinned to the kit\'s network, the send options without the unset ones; the signature as bytes', async () => {
    const { kit, wallet, account, calls } = await connected();
    const transaction = Uint8Array.from(web3Legacy().serialize({ requireAllSignatures: false, verifySignatures: false }));
    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain: 'solana:localnet', options: { preflightCommitment: 'confirmed', skipPreflight: undefined, maxRetries: 2 } });
    await settleNext(kit, 'solana_signAndSendTransaction');
    const [{ signature }] = (await sending) as [{ signature: Uint8Array }];
    expect(signature).toHaveLength(64);
    expect(calls[0]!.params).toEqual({ transaction: expect.any(String), chain: LOCALNET.caipNetworkId, sendOptions: { preflightCommitment: 'confirmed', maxRetries: 2 } });
  });

  it('a rejection in the approval view is the standard\'s REQUEST_REJECTED; so is the wallet refusing', async () => {
    const { kit, wallet, account, connector } = await connected();
    const message = Uint8Array.of(1, 2, 3);
    const refused = wallet.features['solana:signMessage'].signMessage({ account, message }).catch((e: unknown) => e);
    await settleNext(kit, 'solana_signMessage', 'reject');
    const error = (await refused) as Error & { context: { __code: number }; cause: unknown };
    expect(error.name).toBe('WalletStandardError');
    expect(error.context.__code).toBe(4001000);
    expect(error.message).toBe('The user rejected the request');
    expect(isKitError(error.cause, 'USER_REJECTED')).toBe(true);

    connector.state.reject = true;
    const declined = wallet.features['solana:signMessage'].signMessage({ account, message }).catch((e: unknown) => e);
    await settleNext(kit, 'solana_signMessage');
    expect(await declined).toMatchObject({ name: 'WalletStandardError', context: { __code: 4001000 } });
  });

  it("refuses another account and a chain other than the kit's, before any approval; the kit's checks still apply", async () => {
    const { kit, wallet, account, calls } = await connected();
    const transaction = Uint8Array.from(web3Legacy().serialize({ requireAllSignatures: false, verifySignatures: false }));
    const stranger = { ...account, address: BOB };
    await expect(wallet.features['solana:signMessage'].signMessage({ account: stranger, message: Uint8Array.of(1) })).rejects.toMatchObject({ name: 'WalletStandardError', context: { __code: 3834001, address: BOB } });
    for (const chain of ['solana:mainnet', 'solana:devnet'] as const) {
      await expect(wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain })).rejects.toMatchObject({ name: 'WalletStandardError', context: { __code: 6160000, chain } });
    }
    // The kit's SPEC §5 rule: the fee payer is the connected account.
    const foreign = Uint8Array.from(web3Legacy().serialize({ requireAllSignatures: false, verifySignatures: false }));
    foreign.set(fromBase58(BOB)!, 1 + 64 + 3 + 1);
    await expect(wallet.features['solana:signTransaction'].signTransaction({ account, transaction: foreign })).rejects.toThrow(/fee payer/);
    expect(kit.getState().requests).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('standard:connect and standard:disconnect', () => {
  it('connect answers with the kit account; disconnect disconnects the kit on Solana', async () => {
    const kit = kitWith([walletConnectStandIn()]);
    await kit.connect('walletConnect');
    const wallet = await bridged();
    expect((await wallet.features['standard:connect'].connect()).accounts).toEqual(wallet.accounts);
    await wallet.features['standard:disconnect'].disconnect();
    expect(kit.getState().chains.solana?.account.status).toBe('disconnected');
    // Nothing to do the second time.
    await wallet.features['standard:disconnect'].disconnect();
  });

  it("not connected: a silent connect has no account; a connect opens the kit's modal on Solana and resolves once the visitor connects; closing the modal rejects", async () => {
    const kit = kitWith([walletConnectStandIn()]);
    await kit.connect('walletConnect');
    const wallet = await bridged();
    await kit.disconnect({ namespace: 'solana' });
    expect(await wallet.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] });

    const connecting = wallet.features['standard:connect'].connect();
    expect(kit.getState().modal.open).toBe(true);
    expect(kit.getState().activeNamespace).toBe('solana');
    await kit.connect('walletConnect');
    expect((await connecting).accounts.map((a) => a.address)).toEqual([ALICE]);

    await kit.disconnect({ namespace: 'solana' });
    const abandoned = wallet.features['standard:connect'].connect().catch((e: unknown) => e);
    expect(kit.getState().modal.open).toBe(true);
    kit.close();
    expect(await abandoned).toMatchObject({ name: 'WalletStandardError', context: { __code: 4001000 } });
  });
});
