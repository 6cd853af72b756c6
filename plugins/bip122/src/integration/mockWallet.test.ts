// End to end in Node: the kit with bip122, sats-connect's request API (loaded lazily), and the
// harness's mock WBIP004 wallet on a stand-in window, signing with real keys. Messages are checked
// with bip322-js, transactions with the harness's independent checker.
import { internals, createMemoryStorage, isKitError, type Kit } from '@latchkey/kernel';
import { checkSignedTransaction } from '@latchkey/test-harness/bitcoin/index';
import { base64, hex } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { Verifier } from 'bip322-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bitcoin, bitcoinTestnet } from '../networks';
import { approveNext, MAINNET_ORDINAL, MAINNET_PAYMENT, makeKit, mockWindow, MOCK_CONNECTOR, rejectNext } from '../test/kit';

const RECEIVER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TESTNET_RECEIVER = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

let kits: Kit[] = [];
afterEach(async () => {
  await Promise.all(kits.map((k) => k.destroy()));
  kits = [];
  vi.unstubAllGlobals();
});
const kitWith = (...args: Parameters<typeof makeKit>) => {
  const kit = makeKit(...args);
  kits.push(kit);
  return kit;
};
const connected = async (options: Parameters<typeof makeKit>[0] = {}, config: Parameters<typeof mockWindow>[0] = {}) => {
  const { wallet } = mockWindow(config);
  const kit = kitWith(options);
  await kit.ready;
  const account = await kit.connect(MOCK_CONNECTOR);
  return { kit, wallet, account, api: kit.plugin('bip122') };
};
const accountsOf = (kit: Kit) => kit.getState().connections.bip122?.[0]?.accounts.map((a) => `${a.type}:${a.address}`);

describe('bip122 with the mock wallet through sats-connect', () => {
  it('lists the wallet without loading sats-connect, which then asks getInfo first and connects payment and ordinal accounts, payment shown', async () => {
    const { wallet } = mockWindow();
    const kit = kitWith();
    await kit.ready;
    expect(kit.getState().connectors.find((c) => c.id === MOCK_CONNECTOR)).toMatchObject({ name: 'Latchkey Bitcoin Wallet', type: 'ANNOUNCED', namespaces: ['bip122'], imageUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
    expect(wallet.calls).toEqual([]);
    const account = await kit.connect(MOCK_CONNECTOR);
    // sats-connect caches getInfo for the life of its module: this is the file's first request.
    expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo', 'getAccounts']);
    expect(wallet.calls[1]!.params).toEqual({ purposes: ['payment', 'ordinals'] });
    expect(account).toMatchObject({ namespace: 'bip122', address: MAINNET_PAYMENT, network: { caipNetworkId: bitcoin.caipNetworkId } });
    const chain = kit.getState().chains.bip122!;
    expect(chain.account).toMatchObject({ status: 'connected', preferredAccountType: 'payment', addressExplorerUrl: `https://mempool.space/address/${MAINNET_PAYMENT}` });
    expect(kit.getState().connections.bip122?.[0]?.accounts).toEqual([
      { address: MAINNET_PAYMENT, type: 'payment', publicKey: '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c', path: "m/84'/0'/0'/0/0" },
      { address: MAINNET_ORDINAL, type: 'ordinal', publicKey: 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115', path: "m/86'/0'/0'/0/0" },
    ]);
    expect(await kit.request({ namespace: 'bip122', method: 'getAddresses' })).toEqual([MAINNET_PAYMENT, MAINNET_ORDINAL]);
    expect(internals(kit).slots('walletFeatures').map((s) => s.id)).toContain('bitcoin-accounts');
  });

  it('switches to the ordinal account and back, remembers it across a reload and restores it silently', async () => {
    const storage = createMemoryStorage();
    const { kit, api, wallet } = await connected({ storage });
    const changes: string[] = [];
    kit.on('accountChanged', (e) => changes.push(e.address));
    await api.setAccountType('ordinal');
    expect(api.accountType()).toBe('ordinal');
    expect(kit.getState().chains.bip122?.account).toMatchObject({ address: MAINNET_ORDINAL, preferredAccountType: 'ordinal' });
    expect(accountsOf(kit)).toEqual([`ordinal:${MAINNET_ORDINAL}`, `payment:${MAINNET_PAYMENT}`]);
    // The lists keep SPEC order (payment index 0, ordinal index 1); the kit shows the chosen one.
    expect(api.accounts().map((a) => a.type)).toEqual(['payment', 'ordinal']);
    expect(await kit.request({ namespace: 'bip122', method: 'getAddresses' })).toEqual([MAINNET_PAYMENT, MAINNET_ORDINAL]);
    expect(changes).toEqual([MAINNET_ORDINAL]);
    expect(kit.getState().chains.bip122?.account.addressExplorerUrl).toBe(`https://mempool.space/address/${MAINNET_ORDINAL}`);

    // Reload: a new kit on the same storage restores the session without a prompt, ordinal shown.
    const calls = wallet.calls.length;
    const again = kitWith({ storage });
    await again.ready;
    await vi.waitFor(() => expect(again.getState().chains.bip122?.account.status).toBe('connected'));
    expect(wallet.calls.slice(calls).map((c) => c.method)).toEqual(['wallet_getAccount']);
    expect(again.getState().chains.bip122?.account.address).toBe(MAINNET_ORDINAL);
    expect(again.plugin('bip122').accountType()).toBe('ordinal');

    await again.plugin('bip122').setAccountType('payment');
    expect(again.getState().chains.bip122?.account.address).toBe(MAINNET_PAYMENT);
    await expect(again.plugin('bip122').setAccountType('taproot' as never)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses an account kind the wallet did not connect, and keeps the choice it had', async () => {
    const { api, kit } = await connected({}, { ordinals: false });
    expect(accountsOf(kit)).toEqual([`payment:${MAINNET_PAYMENT}`]);
    await expect(api.setAccountType('ordinal')).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(api.accountType()).toBe('payment');
  });

  it('signs messages after approval: ECDSA and BIP-322 with the payment key, BIP-322 with the Taproot key; bip322-js verifies each', async () => {
    const { kit, api } = await connected();
    const text = 'Welcome to Latchkey\nNonce: 0f3a';
    const ecdsa = api.signMessage({ message: text, protocol: 'ECDSA' });
    await approveNext(kit, 'signMessage');
    const a = await ecdsa;
    expect(a).toMatchObject({ address: MAINNET_PAYMENT, protocol: 'ECDSA' });
    expect(Verifier.verifySignature(MAINNET_PAYMENT, text, a.signature)).toBe(true);

    const bip322 = api.signMessage({ message: text, protocol: 'BIP322' });
    await approveNext(kit);
    const b = await bip322;
    expect(b.protocol).toBe('BIP322');
    expect(Verifier.verifySignature(MAINNET_PAYMENT, text, b.signature)).toBe(true);

    const taproot = api.signMessage({ message: text, address: MAINNET_ORDINAL });
    await approveNext(kit);
    const c = await taproot;
    expect(c).toMatchObject({ address: MAINNET_ORDINAL, protocol: 'BIP322' });
    expect(Verifier.verifySignature(MAINNET_ORDINAL, text, c.signature)).toBe(true);
    expect(Verifier.verifySignature(MAINNET_ORDINAL, `${text}!`, c.signature)).toBe(false);
    // The plugin's own verifier (the one that runs in browsers) agrees.
    expect(await api.verifyMessage({ address: MAINNET_ORDINAL, message: text, signature: c.signature })).toBe(true);
    expect(await api.verifyMessage({ address: MAINNET_PAYMENT, message: text, signature: a.signature })).toBe(true);
    expect(await api.verifyMessage({ address: MAINNET_PAYMENT, message: `${text}!`, signature: a.signature })).toBe(false);
    // The sign-in hook verifies too, and only for an address of the sign-in's network.
    const siwx = kit.namespace('bip122')!.siwx!;
    const tools = { rpc: () => ({}) as never, storage: {} as never, networks: () => [bitcoin], signal: new AbortController().signal, request: () => Promise.reject(new Error('no wallet in this test')) };
    expect(await siwx.verify!({ message: text, signature: b.signature, address: MAINNET_PAYMENT, network: bitcoin }, tools)).toBe(true);
    expect(await siwx.verify!({ message: text, signature: b.signature, address: MAINNET_PAYMENT, network: bitcoinTestnet }, tools)).toBe(false);
  });

  it('sends a transfer after approval: a valid signed transaction paying the receiver, change back, fee positive', async () => {
    const { kit, api, wallet } = await connected();
    const sending = api.sendTransfer({ recipients: [{ address: RECEIVER, amount: 123_456 }] });
    const id = await vi.waitFor(() => kit.getState().requests[0]!.id);
    const description = await kit.namespace('bip122')!.describeRequest!({ method: 'sendTransfer', params: kit.getState().requests[0]!.params, network: bitcoin });
    expect(description).toEqual({ kind: 'transaction', receiver: RECEIVER, amount: '0.00123456', symbol: 'BTC' });
    internals(kit).requests.approve(id);
    const { txid } = await sending;
    const [sent] = await wallet.broadcasts();
    expect(sent!.txid).toBe(txid);
    const check = checkSignedTransaction(sent!.hex, sent!.prevouts);
    expect(check.errors).toEqual([]);
    const receiverScript = hex.encode(OutScript.encode(Address().decode(RECEIVER)));
    const keys = await wallet.keys();
    expect(check.tx.outputs.filter((o) => hex.encode(o.script) === receiverScript).map((o) => o.amount)).toEqual([123_456n]);
    expect(check.tx.outputs.filter((o) => hex.encode(o.script) === hex.encode(keys.payment.script))).toHaveLength(1);
    expect(check.fee).toBeGreaterThan(0n);
  });

  it('refuses receivers of the other network before anything reaches the approval view', async () => {
    const { kit, api } = await connected();
    await expect(api.sendTransfer({ recipients: [{ address: TESTNET_RECEIVER, amount: 1_000 }] })).rejects.toMatchObject({ shortMessage: 'Invalid address', details: expect.stringContaining('Expected a mainnet address') });
    await expect(api.sendTransfer({ recipients: [{ address: RECEIVER, amount: 0 }] })).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' });
    await expect(api.sendTransfer({ recipients: [] })).rejects.toMatchObject({ shortMessage: 'An amount and receiver address are required' });
    expect(kit.getState().requests).toEqual([]);
    // Straight through kit.request, the connector checks the same way once approved.
    const direct = kit.request({ namespace: 'bip122', method: 'sendTransfer', params: { recipients: [{ address: TESTNET_RECEIVER, amount: 1_000 }] } });
    await approveNext(kit);
    await expect(direct).rejects.toMatchObject({ shortMessage: 'Invalid address' });
  });

  it('signs a PSBT after approval without broadcasting it; both inputs verify', async () => {
    const { kit, api, wallet } = await connected();
    const keys = await wallet.keys();
    const tx = new Transaction();
    tx.addInput({ txid: '11'.repeat(32), index: 0, witnessUtxo: { script: keys.payment.script, amount: 40_000n } });
    tx.addInput({ txid: '22'.repeat(32), index: 3, witnessUtxo: { script: keys.ordinal.script, amount: 10_000n }, tapInternalKey: keys.ordinal.publicKey });
    tx.addOutputAddress(RECEIVER, 45_000n);
    const signing = api.signPsbt({ psbt: tx.toPSBT(), signInputs: { [MAINNET_PAYMENT]: [0], [MAINNET_ORDINAL]: [1] } });
    await vi.waitFor(() => expect(kit.getState().requests).toHaveLength(1));
    const request = kit.getState().requests[0]!;
    expect(await kit.namespace('bip122')!.describeRequest!({ method: request.method, params: request.params, network: bitcoin })).toEqual({
      kind: 'transaction',
      facts: [
        { labelKey: 'bip122.request.inputs', value: '2' },
        { labelKey: 'bip122.request.outputs', value: '1' },
        { labelKey: 'bip122.request.paidOut', value: '0.00045 BTC' },
        { labelKey: 'bip122.request.toSign', value: '2' },
      ],
    });
    internals(kit).requests.approve(request.id);
    const { psbt } = await signing;
    expect(wallet.calls.at(-1)).toMatchObject({ method: 'signPsbt', params: { broadcast: false } });
    expect(await wallet.broadcasts()).toEqual([]);
    const signed = Transaction.fromPSBT(base64.decode(psbt));
    signed.finalize();
    const check = checkSignedTransaction(hex.encode(signed.extract()), [
      { amount: 40_000n, script: hex.encode(keys.payment.script) },
      { amount: 10_000n, script: hex.encode(keys.ordinal.script) },
    ]);
    expect(check.errors).toEqual([]);
    await expect(api.signPsbt({ psbt: 'bm90IGEgcHNidA==' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(api.signPsbt({ psbt: tx.toPSBT(), signInputs: { [RECEIVER]: [0] } })).rejects.toMatchObject({ shortMessage: 'Address or auth connector not found' });
  });

  it('keeps a refusal in the wallet a typed rejection, and the next try works', async () => {
    const { kit, api, wallet } = await connected();
    wallet.rejectNext();
    const first = api.signMessage({ message: 'no' });
    await approveNext(kit);
    const error = await first.catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    const second = api.signMessage({ message: 'yes' });
    await approveNext(kit);
    expect((await second).signature).toEqual(expect.any(String));
    // Rejected in the kit's approval view: the wallet is never asked.
    const calls = wallet.calls.length;
    const third = api.signMessage({ message: 'declined here' });
    await rejectNext(kit);
    expect(isKitError(await third.catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    expect(wallet.calls.length).toBe(calls);
  });

  it('a rejected connect leaves the kit disconnected and a retry connects', async () => {
    const { wallet } = mockWindow();
    const kit = kitWith();
    await kit.ready;
    wallet.rejectNext();
    expect(isKitError(await kit.connect(MOCK_CONNECTOR).catch((e: unknown) => e), 'USER_REJECTED')).toBe(true);
    expect(kit.getState().chains.bip122?.account.status).toBe('disconnected');
    expect((await kit.connect(MOCK_CONNECTOR)).address).toBe(MAINNET_PAYMENT);
  });

  it("refuses a wallet on a network the dapp did not configure: 'The connector does not support any of the requested chains'", async () => {
    mockWindow({ network: 'Testnet' });
    const kit = kitWith({ networks: [bitcoin] });
    await kit.ready;
    const error = await kit.connect(MOCK_CONNECTOR).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONNECTOR_ERROR', shortMessage: 'The connector does not support any of the requested chains' });
    expect(kit.getState().chains.bip122?.account.status).toBe('disconnected');
  });

  it('connects on testnet, switches to mainnet through the wallet, and follows a switch made in the wallet', async () => {
    const { kit, wallet } = await connected({ networks: [bitcoinTestnet, bitcoin] }, { network: 'Testnet' });
    const testnetKeys = await wallet.keys('Testnet');
    expect(kit.getState().chains.bip122?.account.address).toBe(testnetKeys.payment.address);
    expect(kit.getState().chains.bip122?.network.caipNetwork?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId);
    expect(kit.getState().chains.bip122?.account.addressExplorerUrl).toBe(`https://mempool.space/testnet/address/${testnetKeys.payment.address}`);
    await kit.switchNetwork(bitcoin);
    expect(wallet.network()).toBe('Mainnet');
    expect(kit.getState().chains.bip122?.account.address).toBe(MAINNET_PAYMENT);
    expect(kit.getState().chains.bip122?.account.caipAddress).toBe(`${bitcoin.caipNetworkId}:${MAINNET_PAYMENT}`);
    await wallet.setNetwork('Testnet');
    await vi.waitFor(() => expect(kit.getState().chains.bip122?.network.caipNetwork?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId));
    expect(kit.getState().chains.bip122?.account.address).toBe(testnetKeys.payment.address);
  });

  it('ends the connection when the visitor disconnects in the wallet, and forgets it on the kit’s disconnect', async () => {
    const { kit, wallet } = await connected();
    wallet.disconnectFromWallet();
    await vi.waitFor(() => expect(kit.getState().chains.bip122?.account.status).toBe('disconnected'));
    await kit.connect(MOCK_CONNECTOR);
    await kit.disconnect({ namespace: 'bip122' });
    expect(wallet.isAuthorized()).toBe(false);
    expect(wallet.calls.at(-1)?.method).toBe('wallet_disconnect');
  });

  it('gives up on a wallet that never answers a silent restore (10 s), with fake timers', async () => {
    const storage = createMemoryStorage();
    const first = await connected({ storage });
    first.wallet.setManual(true);
    first.wallet.setDelay(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = first.wallet.calls.length;
      const again = kitWith({ storage });
      const ready = again.ready;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(first.wallet.calls.slice(calls).map((c) => c.method)).toEqual(['wallet_getAccount']);
      expect(again.getState().chains.bip122?.account.status).toBe('connecting');
      await vi.advanceTimersByTimeAsync(6_000);
      await ready;
      expect(again.getState().chains.bip122?.account.status).toBe('disconnected');
    } finally {
      vi.useRealTimers();
      first.wallet.setManual(false);
      first.wallet.setDelay(0);
    }
  });
});
