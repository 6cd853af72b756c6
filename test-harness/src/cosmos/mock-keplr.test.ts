import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, Secp256k1Wallet, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import type { Keplr } from '@keplr-wallet/types';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2';
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { COSMOS_TEST_ACCOUNTS, createMockKeplr, directSignBytes, installMockCosmosWallets, KEPLR_ERRORS, type CosmosWalletWindow, type MockKeplrProvider } from './index';

const [first, second] = COSMOS_TEST_ACCOUNTS;
const seeds = COSMOS_TEST_ACCOUNTS.map((a) => a.seed);

/** What cosmjs verifies an ADR-36 signature over: sha256 of its own serialisation of the sign doc. */
const adr36Hash = (signer: string, data: Uint8Array) =>
  sha256(serializeSignDoc(makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }], { gas: '0', amount: [] }, '', '', 0, 0)));

const cosmjsVerify = (signature: string, hash: Uint8Array, pubKey: string) => Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature)), hash, fromBase64(pubKey));

describe('the Cosmos test accounts', () => {
  it('are sha256("latchkey cosmos test account i") keys whose addresses cosmjs derives the same', () => {
    COSMOS_TEST_ACCOUNTS.forEach((account, i) => {
      expect(account.seed).toBe(hex.encode(nobleSha256(new TextEncoder().encode(`latchkey cosmos test account ${i}`))));
      const pubkey = encodeSecp256k1Pubkey(fromBase64(account.pubKey));
      expect(pubkeyToAddress(pubkey, 'cosmos')).toBe(account.cosmos);
      expect(pubkeyToAddress(pubkey, 'osmo')).toBe(account.osmo);
    });
  });
});

describe('the mock Keplr', () => {
  it('speaks the Keplr interface of @keplr-wallet/types', () => {
    const keplr: Pick<Keplr, 'enable' | 'disable' | 'getKey' | 'signArbitrary' | 'verifyArbitrary' | 'signAmino' | 'experimentalSuggestChain' | 'ping'> = createMockKeplr({ seeds }).keplr;
    expect(typeof keplr.enable).toBe('function');
  });

  it('asks once per chain for the permission, then getKey answers the selected key', async () => {
    const mock = createMockKeplr({ seeds });
    mock.setMode('manual');
    const enabled = mock.keplr.enable(['cosmoshub-4', 'osmosis-1']);
    await new Promise((r) => setTimeout(r, 0));
    expect(mock.pending()).toEqual(['enable']);
    expect(mock.approve()).toBe(true);
    await enabled;
    // Permitted now: no further prompt.
    await mock.keplr.enable('cosmoshub-4');
    expect(mock.pending()).toEqual([]);
    const key = await mock.keplr.getKey('osmosis-1');
    expect(key).toMatchObject({ algo: 'secp256k1', bech32Address: first!.osmo, isNanoLedger: false, name: 'Latchkey Cosmos Dev' });
    expect(toBase64(key.pubKey)).toBe(first!.pubKey);
    expect(mock.state()).toMatchObject({ selected: 0, authorized: ['cosmoshub-4', 'osmosis-1'], addresses: { 'cosmoshub-4': first!.cosmos } });
  });

  it("refuses with Keplr's words: 'Request rejected', an unknown chain, a chain suggestion", async () => {
    const mock = createMockKeplr({ seeds });
    mock.rejectNext();
    await expect(mock.keplr.enable('cosmoshub-4')).rejects.toThrow(KEPLR_ERRORS.rejected);
    await expect(mock.keplr.enable('juno-1')).rejects.toThrow('There is no chain info for juno-1');
    await expect(mock.keplr.experimentalSuggestChain({ chainId: 'juno-1' })).rejects.toThrow('Request rejected');
    mock.setMode('reject');
    await expect(mock.keplr.signArbitrary('cosmoshub-4', first!.cosmos, 'hi')).rejects.toThrow('Request rejected');
    expect(mock.requests().map((r) => [r.method, r.outcome])).toEqual([
      ['enable', 'rejected'],
      ['enable', 'rejected'],
      ['experimentalSuggestChain', 'rejected'],
      ['signArbitrary', 'rejected'],
    ]);
  });

  it('signs ADR-36 exactly as cosmjs signs the same amino document, and cosmjs verifies it', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['osmosis-1'] });
    const data = 'Sign in to example.com\nNonce: 42';
    const signature = await mock.keplr.signArbitrary('osmosis-1', first!.osmo, data);
    expect(signature.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: first!.pubKey });
    const bytes = new TextEncoder().encode(data);
    expect(await cosmjsVerify(signature.signature, adr36Hash(first!.osmo, bytes), first!.pubKey)).toBe(true);
    // RFC 6979 is deterministic: cosmjs's wallet with the same key signs the same bytes.
    const wallet = await Secp256k1Wallet.fromKey(hex.decode(first!.seed), 'osmo');
    const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: first!.osmo, data: toBase64(bytes) } }], { gas: '0', amount: [] }, '', '', 0, 0);
    expect((await wallet.signAmino(first!.osmo, doc)).signature.signature).toBe(signature.signature);
    expect(await mock.keplr.verifyArbitrary('osmosis-1', first!.osmo, data, signature)).toBe(true);
    expect(await mock.keplr.verifyArbitrary('osmosis-1', first!.osmo, 'other data', signature)).toBe(false);
    // Bytes are signed as bytes.
    const raw = await mock.keplr.signArbitrary('osmosis-1', first!.osmo, Uint8Array.of(1, 2, 3));
    expect(await cosmjsVerify(raw.signature, adr36Hash(first!.osmo, Uint8Array.of(1, 2, 3)), first!.pubKey)).toBe(true);
    await expect(mock.keplr.signArbitrary('osmosis-1', second!.osmo, data)).rejects.toThrow('Signer mismatched');
  });

  it('signs amino transactions like cosmjs, and direct ones over the protobuf SignDoc', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['cosmoshub-4'] });
    const doc: StdSignDoc = makeSignDoc(
      [{ type: 'cosmos-sdk/MsgSend', value: { from_address: first!.cosmos, to_address: second!.cosmos, amount: [{ denom: 'uatom', amount: '1500000' }] } }],
      { gas: '200000', amount: [{ denom: 'uatom', amount: '5000' }] },
      'cosmoshub-4',
      'a & <b>',
      12,
      3,
    );
    const amino = await mock.keplr.signAmino('cosmoshub-4', first!.cosmos, doc);
    const wallet = await Secp256k1Wallet.fromKey(hex.decode(first!.seed), 'cosmos');
    expect(amino.signature.signature).toBe((await wallet.signAmino(first!.cosmos, doc)).signature.signature);
    expect(amino.signed).toEqual(doc);

    const bodyBytes = Uint8Array.of(0x0a, 0x03, 0x61, 0x62, 0x63);
    const authInfoBytes = Uint8Array.of(0x12, 0x00);
    // field 1 (body), field 2 (auth info), field 3 'cosmoshub-4', field 4 varint 300 (0xac 0x02)
    const expected = Uint8Array.from([0x0a, 5, ...bodyBytes, 0x12, 2, ...authInfoBytes, 0x1a, 11, ...new TextEncoder().encode('cosmoshub-4'), 0x20, 0xac, 0x02]);
    expect(directSignBytes({ bodyBytes, authInfoBytes, chainId: 'cosmoshub-4', accountNumber: 300n })).toEqual(expected);
    const direct = await mock.keplr.signDirect('cosmoshub-4', first!.cosmos, { bodyBytes, authInfoBytes, chainId: 'cosmoshub-4', accountNumber: { toString: () => '300' } });
    expect(direct.signed.accountNumber.toString()).toBe('300');
    expect(await cosmjsVerify(direct.signature.signature, sha256(expected), first!.pubKey)).toBe(true);
    await expect(mock.keplr.signDirect('cosmoshub-4', first!.cosmos, { bodyBytes, authInfoBytes, chainId: 'osmosis-1' })).rejects.toThrow('is not cosmoshub-4');
  });

  it('the offline signer answers the account and signs through the same prompts', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['osmosis-1'] });
    const signer = mock.keplr.getOfflineSigner('osmosis-1');
    const [account] = await signer.getAccounts();
    expect(account).toMatchObject({ address: first!.osmo, algo: 'secp256k1' });
    mock.rejectNext();
    await expect(signer.signAmino(first!.osmo, makeSignDoc([], { gas: '1', amount: [] }, 'osmosis-1', '', 1, 1))).rejects.toThrow('Request rejected');
  });

  it('a keystore change selects the other key and fires keplr_keystorechange on the window', async () => {
    const win = new EventTarget() as CosmosWalletWindow;
    const { wallets } = installMockCosmosWallets(win, { authorized: ['cosmoshub-4'] });
    let fired = 0;
    win.addEventListener('keplr_keystorechange', () => fired++);
    wallets.keplr!.selectAccount(1);
    expect(fired).toBe(1);
    expect((await (win.keplr as MockKeplrProvider).getKey('cosmoshub-4')).bech32Address).toBe(second!.cosmos);
    expect(() => wallets.keplr!.selectAccount(2)).toThrow('no key #2');
  });

  it('answers wrongly once when told to: another key, or a broken signature', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['cosmoshub-4'] });
    mock.tamperNext('pubKey');
    const wrongKey = await mock.keplr.signArbitrary('cosmoshub-4', first!.cosmos, 'x');
    expect(wrongKey.pub_key.value).toBe(second!.pubKey);
    mock.tamperNext('signature');
    const broken = await mock.keplr.signArbitrary('cosmoshub-4', first!.cosmos, 'x');
    expect(await cosmjsVerify(broken.signature, adr36Hash(first!.cosmos, new TextEncoder().encode('x')), first!.pubKey)).toBe(false);
    const fine = await mock.keplr.signArbitrary('cosmoshub-4', first!.cosmos, 'x');
    expect(await cosmjsVerify(fine.signature, adr36Hash(first!.cosmos, new TextEncoder().encode('x')), first!.pubKey)).toBe(true);
  });

  it('waits setDelay before answering', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['cosmoshub-4'] });
    mock.setDelay(120);
    const started = Date.now();
    await mock.keplr.getKey('cosmoshub-4');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it("appears on the window's load when asked, and remembers the permission and key across installs (reloads)", async () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    const win = new EventTarget() as CosmosWalletWindow;
    const installed = installMockCosmosWallets(win, { inject: 'afterLoad', wallets: ['keplr', 'leap'], persistKey: 'mock' }, storage);
    expect(win.keplr).toBeUndefined();
    win.dispatchEvent(new Event('load'));
    expect(win.keplr).toBe(installed.wallets.keplr!.keplr);
    // Leap has the keys rotated: its first account is the second test account.
    expect((await (win.leap as MockKeplrProvider).getKey('cosmoshub-4')).bech32Address).toBe(COSMOS_TEST_ACCOUNTS[1]!.cosmos);
    await (win.keplr as MockKeplrProvider).enable('osmosis-1');
    installed.wallets.keplr!.selectAccount(1);
    installed.uninstall();
    expect(win.keplr).toBeUndefined();

    const again = installMockCosmosWallets(win, { persistKey: 'mock' }, storage);
    expect(again.wallets.keplr!.state()).toMatchObject({ selected: 1, authorized: ['osmosis-1'] });
    again.uninstall();
  });
});
