// The mock wallet's provider on a stand-in window, asked the way sats-connect asks it
// (`provider.request(method, params)` → a JSON-RPC 2.0 object; the plugin's integration test runs
// sats-connect itself against it), and every signature it makes verified: messages with
// bip322-js, transactions with the independent checker.
import { Address, OutScript, p2wpkh, Transaction, TEST_NETWORK } from '@scure/btc-signer';
import { base64, hex } from '@scure/base';
import { Verifier } from 'bip322-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installBitcoinMockWallet, type BitcoinWindow } from './install';
import { checkSignedTransaction } from './verify-tx';
import type { BitcoinMockWallet } from './wallet';

const ID = 'LatchkeyProviders.BitcoinProvider';
const PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ORDINAL = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';
// Someone else's addresses (BIP-173/350 vectors' programs), to pay to.
const RECEIVER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

let win: BitcoinWindow;
let wallet: BitcoinMockWallet;

beforeEach(() => {
  win = {};
  wallet = installBitcoinMockWallet(win).wallet;
});

type Answer = { status: 'success'; result: unknown } | { status: 'error'; error: { code: number; message: string } };
/** What sats-connect's requestInternal does with the provider's answer. */
const ask = async (method: string, params: unknown): Promise<Answer> => {
  const provider = (win.LatchkeyProviders as { BitcoinProvider: BitcoinMockWallet['provider'] }).BitcoinProvider;
  const reply = await provider.request(method, params);
  expect(reply).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) });
  return 'error' in reply ? { status: 'error', error: reply.error } : { status: 'success', result: reply.result };
};
const ok = async <T>(method: string, params: unknown): Promise<T> => {
  const answer = await ask(method, params);
  if (answer.status !== 'success') throw new Error(`${method}: ${answer.error.code} ${answer.error.message}`);
  return answer.result as T;
};

describe('the Bitcoin mock wallet', () => {
  it('is listed the WBIP004 way and hands out both accounts', async () => {
    expect(win.btc_providers).toEqual([expect.objectContaining({ id: ID, name: 'Latchkey Bitcoin Wallet', icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/) })]);
    expect((win.LatchkeyProviders as { BitcoinProvider: unknown }).BitcoinProvider).toBe(wallet.provider);
    expect(await ok('getInfo', null)).toMatchObject({ version: '2.0.0', platform: 'web', methods: expect.arrayContaining(['getAccounts', 'signMessage', 'sendTransfer', 'signPsbt']) });
    const accounts = await ok<Array<Record<string, unknown>>>('getAccounts', { purposes: ['payment', 'ordinals'] });
    expect(wallet.calls.map((c) => c.method)).toEqual(['getInfo', 'getAccounts']);
    expect(accounts).toEqual([
      { address: PAYMENT, publicKey: '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c', purpose: 'payment', addressType: 'p2wpkh', walletType: 'software', derivationPath: "m/84'/0'/0'/0/0" },
      { address: ORDINAL, publicKey: 'cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115', purpose: 'ordinals', addressType: 'p2tr', walletType: 'software', derivationPath: "m/86'/0'/0'/0/0" },
    ]);
    expect(wallet.isAuthorized()).toBe(true);
  });

  it('answers silent calls only once the site is connected', async () => {
    expect(await ask('wallet_getAccount', null)).toEqual({ status: 'error', error: { code: -32002, message: expect.stringContaining('Access denied') } });
    await ok('getAccounts', { purposes: ['payment'] });
    expect(await ok('wallet_getAccount', null)).toMatchObject({ addresses: [{ address: PAYMENT }, { address: ORDINAL }], network: { bitcoin: { name: 'Mainnet' } } });
    await ok('wallet_disconnect', null);
    expect((await ask('wallet_getAccount', null)).status).toBe('error');
    expect(await ask('no_such_method', null)).toMatchObject({ status: 'error', error: { code: -32601 } });
  });

  it('signs messages that bip322-js verifies: ECDSA (BIP-137) and BIP-322 on payment, BIP-322 on Taproot', async () => {
    await ok('getAccounts', { purposes: ['payment', 'ordinals'] });
    const text = 'Sign in to Latchkey\nnonce 1234';
    const ecdsa = await ok<{ signature: string; protocol: string; address: string }>('signMessage', { address: PAYMENT, message: text, protocol: 'ECDSA' });
    expect(ecdsa).toMatchObject({ protocol: 'ECDSA', address: PAYMENT });
    expect(base64.decode(ecdsa.signature)[0]).toBeGreaterThanOrEqual(39);
    expect(Verifier.verifySignature(PAYMENT, text, ecdsa.signature, true)).toBe(true);
    const bip322 = await ok<{ signature: string }>('signMessage', { address: PAYMENT, message: text, protocol: 'BIP322' });
    expect(Verifier.verifySignature(PAYMENT, text, bip322.signature)).toBe(true);
    const taproot = await ok<{ signature: string; protocol: string }>('signMessage', { address: ORDINAL, message: text });
    expect(taproot.protocol).toBe('BIP322');
    expect(Verifier.verifySignature(ORDINAL, text, taproot.signature)).toBe(true);
    // Another message or another address does not verify.
    expect(Verifier.verifySignature(ORDINAL, `${text}!`, taproot.signature)).toBe(false);
    expect(Verifier.verifySignature(PAYMENT, `${text}!`, bip322.signature)).toBe(false);
    expect(Verifier.verifySignature(PAYMENT, `${text}!`, ecdsa.signature)).toBe(false);
    expect(await ask('signMessage', { address: ORDINAL, message: text, protocol: 'ECDSA' })).toMatchObject({ status: 'error', error: { code: -32602 } });
    expect(await ask('signMessage', { address: RECEIVER, message: text })).toMatchObject({ status: 'error', error: { code: -32602 } });
  });

  it('sends a real signed transaction from its UTXO set: inputs verify, the receiver is paid, change comes back, the fee is positive', async () => {
    await ok('getAccounts', { purposes: ['payment'] });
    const before = (await wallet.ledger()).balance();
    const { txid } = await ok<{ txid: string }>('sendTransfer', { recipients: [{ address: RECEIVER, amount: 300_000 }] });
    const [sent] = await wallet.broadcasts();
    expect(sent!.txid).toBe(txid);
    const check = checkSignedTransaction(sent!.hex, sent!.prevouts);
    expect(check.errors).toEqual([]);
    expect(check.tx.txid).toBe(txid);
    const receiverScript = hex.encode(OutScript.encode(Address().decode(RECEIVER)));
    const ownScript = hex.encode(p2wpkh(hex.decode('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c')).script);
    expect(check.tx.outputs.filter((o) => hex.encode(o.script) === receiverScript).map((o) => o.amount)).toEqual([300_000n]);
    const change = check.tx.outputs.filter((o) => hex.encode(o.script) === ownScript);
    expect(change).toHaveLength(1);
    expect(check.fee).toBeGreaterThan(0n);
    expect(check.fee).toBe(sent!.fee);
    expect((await wallet.ledger()).balance()).toBe(before - 300_000n - check.fee);
    // The checker is not a rubber stamp: a changed amount or signature fails.
    const tampered = sent!.hex.replace(hex.encode(new Uint8Array(new BigUint64Array([300_000n]).buffer)), hex.encode(new Uint8Array(new BigUint64Array([300_001n]).buffer)));
    expect(tampered).not.toBe(sent!.hex);
    expect(checkSignedTransaction(tampered, sent!.prevouts).errors.length).toBeGreaterThan(0);
    expect(checkSignedTransaction(sent!.hex, sent!.prevouts.map((p, i) => (i === 0 ? { ...p, amount: p.amount + 1n } : p))).ok).toBe(false);
    // A testnet receiver on mainnet, a zero amount, more than the wallet holds: refused.
    expect(await ask('sendTransfer', { recipients: [{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: 1_000 }] })).toMatchObject({ status: 'error', error: { code: -32602 } });
    expect(await ask('sendTransfer', { recipients: [{ address: RECEIVER, amount: 0 }] })).toMatchObject({ status: 'error', error: { code: -32602 } });
    expect(await ask('sendTransfer', { recipients: [{ address: RECEIVER, amount: 90_000_000 }] })).toMatchObject({ status: 'error', error: { code: -32603, message: 'Insufficient funds' } });
  });

  it('signs the PSBT inputs it is asked to, with both keys, and does not broadcast by default', async () => {
    await ok('getAccounts', { purposes: ['payment', 'ordinals'] });
    const keys = await wallet.keys();
    const tx = new Transaction();
    tx.addInput({ txid: 'aa'.repeat(32), index: 0, witnessUtxo: { script: keys.payment.script, amount: 50_000n } });
    tx.addInput({ txid: 'bb'.repeat(32), index: 1, witnessUtxo: { script: keys.ordinal.script, amount: 20_000n }, tapInternalKey: keys.ordinal.publicKey });
    tx.addOutputAddress(RECEIVER, 60_000n);
    const psbt = base64.encode(tx.toPSBT());
    const signed = await ok<{ psbt: string; txid?: string }>('signPsbt', { psbt, signInputs: { [PAYMENT]: [0], [ORDINAL]: [1] }, broadcast: false });
    expect(signed.txid).toBeUndefined();
    expect(await wallet.broadcasts()).toEqual([]);
    const back = Transaction.fromPSBT(base64.decode(signed.psbt));
    back.finalize();
    const check = checkSignedTransaction(hex.encode(back.extract()), [
      { amount: 50_000n, script: hex.encode(keys.payment.script) },
      { amount: 20_000n, script: hex.encode(keys.ordinal.script) },
    ]);
    expect(check.errors).toEqual([]);
    expect(check.fee).toBe(10_000n);
    expect(await ask('signPsbt', { psbt, signInputs: { [RECEIVER]: [0] } })).toMatchObject({ status: 'error', error: { code: -32602 } });
    expect(await ask('signPsbt', { psbt: 'not a psbt' })).toMatchObject({ status: 'error', error: { code: -32602 } });
  });

  it('rejects, delays and holds prompts for the test to decide', async () => {
    wallet.rejectNext();
    expect(await ask('getAccounts', { purposes: ['payment'] })).toEqual({ status: 'error', error: { code: -32000, message: 'User rejected the request.' } });
    expect(wallet.isAuthorized()).toBe(false);
    wallet.setDelay(150);
    const started = Date.now();
    await ok('getAccounts', { purposes: ['payment'] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    wallet.setDelay(0);
    wallet.setManual(true);
    const signing = ask('signMessage', { address: PAYMENT, message: 'hold' });
    await vi.waitFor(() => expect(wallet.pending()).toEqual([{ method: 'signMessage', params: { address: PAYMENT, message: 'hold' } }]));
    wallet.rejectPending();
    expect(await signing).toMatchObject({ status: 'error', error: { code: -32000 } });
    const again = ask('signMessage', { address: PAYMENT, message: 'hold' });
    await vi.waitFor(() => expect(wallet.pending()).toHaveLength(1));
    wallet.approvePending();
    expect(await again).toMatchObject({ status: 'success' });
  });

  it('tells listeners about a network switch (new addresses) and a disconnect made in the wallet', async () => {
    await ok('getAccounts', { purposes: ['payment', 'ordinals'] });
    const events: unknown[] = [];
    const provider = wallet.provider;
    const offNetwork = provider.addListener({ eventName: 'networkChange', cb: (e: never) => events.push(e) });
    provider.addListener({ eventName: 'disconnect', cb: (e: never) => events.push(e) });
    await wallet.setNetwork('Testnet');
    expect(events[0]).toMatchObject({ type: 'networkChange', bitcoin: { name: 'Testnet' }, addresses: [{ address: expect.stringMatching(/^tb1q/) }, { address: expect.stringMatching(/^tb1p/) }] });
    const testnet = await wallet.keys('Testnet');
    expect(Address(TEST_NETWORK).decode(testnet.payment.address)).toMatchObject({ type: 'wpkh' });
    offNetwork();
    await ok('wallet_changeNetwork', { name: 'Mainnet' });
    expect(events).toHaveLength(1);
    wallet.disconnectFromWallet();
    expect(events[1]).toEqual({ type: 'disconnect' });
  });

  it('keeps authorisation, network and spent outputs across a reload when given a store', async () => {
    const saved = new Map<string, string>();
    const store = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const first = installBitcoinMockWallet({ localStorage: store }, { persistKey: 'btc', network: 'Testnet' }).wallet;
    await first.provider.request('getAccounts', { purposes: ['payment'] });
    await first.provider.request('sendTransfer', { recipients: [{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', amount: 5_000 }] });
    const second = installBitcoinMockWallet({ localStorage: store }, { persistKey: 'btc' }).wallet;
    expect(await second.provider.request('wallet_getAccount', null)).toMatchObject({ result: { network: { bitcoin: { name: 'Testnet' } } } });
    expect((await second.broadcasts()).map((b) => b.txid)).toEqual((await first.broadcasts()).map((b) => b.txid));
    expect((await second.ledger()).balance()).toBe((await first.ledger()).balance());
  });
});
