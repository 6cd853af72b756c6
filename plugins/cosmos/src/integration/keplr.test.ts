// The plugin against the harness's mock Keplr on a fake window, end to end through a kit (Node).
import { siwx as siwxPlugin } from '@latchkey/siwx';
import { encodeSecp256k1Pubkey, makeSignDoc, pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { createMemoryStorage, isKitError, type Kit, type KitOptions, type SIWXConfig, type SIWXSession } from '@latchkey/kernel';
import { COSMOS_TEST_ACCOUNTS, installMockCosmosWallets, type CosmosWalletConfig, type MockKeplr } from '@latchkey/test-harness/cosmos/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cosmosNetwork } from '../networks';
import { approveNext, fakeWindow, makeKit, rejectNext } from '../test/kit';
import type { CosmosWindow, StdSignature } from '../types';
import { SignerMismatchError } from '../wallet/errors';

const [first, second] = COSMOS_TEST_ACCOUNTS;
const kits: Kit[] = [];
const uninstalls: Array<() => void> = [];
afterEach(async () => {
  await Promise.all(kits.splice(0).map((k) => k.destroy()));
  uninstalls.splice(0).forEach((u) => u());
});

/** A page: a window with the mock Keplr, and a kit on it. */
function page(options: { config?: CosmosWalletConfig; storage?: ReturnType<typeof createMemoryStorage>; win?: CosmosWindow; siwx?: SIWXConfig; networks?: KitOptions['networks'] } = {}) {
  const win = options.win ?? fakeWindow();
  const installed = installMockCosmosWallets(win, options.config);
  uninstalls.push(installed.uninstall);
  const kit = makeKit(win, { storage: options.storage ?? createMemoryStorage(), ...(options.siwx ? { siwx: options.siwx, plugins: [siwxPlugin()] } : {}), ...(options.networks ? { networks: options.networks } : {}) });
  kits.push(kit);
  return { win, kit, wallet: installed.wallets.keplr! };
}

const chainOf = (kit: Kit) => kit.getState().chains.cosmos!;
const methods = (wallet: MockKeplr) => wallet.requests().map((r) => r.method);

/** cosmjs's verdict on an ADR-36 signature: the key is the signer's, and the signature verifies. */
async function cosmjsAccepts(signature: StdSignature, signer: string, data: string) {
  const prefix = signer.slice(0, signer.indexOf('1'));
  if (pubkeyToAddress(encodeSecp256k1Pubkey(fromBase64(signature.pub_key.value)), prefix) !== signer) return false;
  const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(new TextEncoder().encode(data)) } }], { gas: '0', amount: [] }, '', '', 0, 0);
  return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc)), fromBase64(signature.pub_key.value));
}

describe('connecting the mock Keplr', () => {
  it('lists Keplr at once, connects with enable + getKey: the account, network and Mintscan page are shown', async () => {
    const { kit, wallet } = page();
    expect(kit.getState().connectors.map((c) => [c.id, c.name, c.type, c.namespaces])).toEqual([['keplr', 'Keplr', 'INJECTED', ['cosmos']]]);
    const account = await kit.connect('keplr');
    expect(account).toMatchObject({ address: first!.cosmos, caipAddress: `cosmos:cosmoshub-4:${first!.cosmos}`, connectorId: 'keplr' });
    expect(chainOf(kit).account).toMatchObject({
      status: 'connected',
      address: first!.cosmos,
      addressExplorerUrl: `https://www.mintscan.io/cosmos/address/${first!.cosmos}`,
      connectedWalletInfo: { name: 'Keplr' },
    });
    expect(kit.getState().connections.cosmos![0]!.accounts).toEqual([{ address: first!.cosmos, type: 'eoa', publicKey: first!.pubKey }]);
    expect(wallet.requests().slice(0, 2).map((r) => [r.method, r.params[0]])).toEqual([
      ['enable', 'cosmoshub-4'],
      ['getKey', 'cosmoshub-4'],
    ]);
  });

  it('finds window.keplr set after the page loaded (on load, at readyState complete, or when the modal opens)', async () => {
    const win = fakeWindow();
    let readyState = 'interactive';
    const doc = new EventTarget();
    win.document = Object.assign(doc, { get readyState() { return readyState; } }) as unknown as CosmosWindow['document'];
    // The extension's script runs before the page's: its load listener comes first.
    const installed = installMockCosmosWallets(win, { inject: 'afterLoad' });
    uninstalls.push(installed.uninstall);
    const kit = makeKit(win);
    kits.push(kit);
    expect(kit.getState().connectors).toEqual([]);
    readyState = 'complete';
    doc.dispatchEvent(new Event('readystatechange'));
    // Keplr sets window.keplr in its load listener, after readyState became complete.
    expect(kit.getState().connectors).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['keplr']);

    // A wallet injected later still shows up when the modal opens.
    const other = fakeWindow();
    const kit2 = makeKit(other);
    kits.push(kit2);
    uninstalls.push(installMockCosmosWallets(other, { wallets: ['leap'] }).uninstall);
    expect(kit2.getState().connectors).toEqual([]);
    kit2.open();
    expect(kit2.getState().connectors.map((c) => c.id)).toEqual(['leap']);
    expect((await kit2.connect('leap')).address).toBe(second!.cosmos);
  });

  it('lists a provider exposed as both window.leap and window.keplr once, as Leap; ignores a throwing getter', () => {
    const win = fakeWindow();
    const { wallets } = installMockCosmosWallets(win, { wallets: ['leap'] });
    win.keplr = wallets.leap!.keplr;
    Object.defineProperty(win, 'hostile', { get: () => { throw new Error('no'); } });
    const kit = makeKit(win, { cosmos: { wallets: [{ id: 'hostile', name: 'Hostile\u202e', icon: 'javascript:alert(1)', provider: (w) => w.hostile, keystoreEvent: 'x' }] } });
    kits.push(kit);
    expect(kit.getState().connectors.map((c) => c.id)).toEqual(['leap']);
  });

  it('reconnects after a reload without a prompt, and not once the wallet forgot the site', async () => {
    const storage = createMemoryStorage();
    const firstPage = page({ storage });
    await firstPage.kit.connect('keplr');
    await firstPage.kit.destroy();
    firstPage.wallet.clearRequests();
    // Any prompt now would hang: only a permitted site answers at once.
    firstPage.wallet.setMode('manual');
    const kit = makeKit(firstPage.win, { storage });
    kits.push(kit);
    await kit.ready;
    expect(chainOf(kit).account).toMatchObject({ status: 'connected', address: first!.cosmos });
    expect(firstPage.wallet.pending()).toEqual([]);
    await kit.destroy();

    firstPage.wallet.revoke();
    firstPage.wallet.setMode('reject');
    const again = makeKit(firstPage.win, { storage });
    kits.push(again);
    await again.ready;
    expect(chainOf(again).account.status).toBe('disconnected');
  });

  it('disconnects: the wallet is told (disable) and forgets the site', async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    expect(wallet.state().authorized).toEqual(['cosmoshub-4']);
    await kit.disconnect();
    expect(chainOf(kit).account.status).toBe('disconnected');
    expect(methods(wallet)).toContain('disable');
    expect(wallet.state().authorized).toEqual([]);
  });

  it("a refused connection is a UserRejectedError ('Request rejected'); a retry connects", async () => {
    const { kit, wallet } = page();
    wallet.rejectNext();
    const error = await kit.connect('keplr').catch((e: unknown) => e);
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect((error as { details?: string }).details).toBe('Request rejected');
    expect(chainOf(kit).account.status).toBe('disconnected');
    await expect(kit.connect('keplr')).resolves.toMatchObject({ address: first!.cosmos });
  });

  it('a chain the wallet does not know: connect and switch fail with the SPEC messages', async () => {
    const juno = cosmosNetwork({ chainId: 'juno-1', name: 'Juno', nativeCurrency: { name: 'Juno', symbol: 'JUNO', decimals: 6 }, rpcUrl: 'https://rpc.juno.example' });
    const onJuno = page({ networks: [juno] });
    const error = await onJuno.kit.connect('keplr').catch((e: unknown) => e);
    expect(isKitError(error, 'CONNECTOR_ERROR') && (error as { shortMessage: string }).shortMessage).toBe('The connector does not support any of the requested chains');

    const { kit } = page({ networks: [(await import('../networks')).cosmosHub, juno] });
    await kit.connect('keplr');
    const switchError = await kit.switchNetwork('cosmos:juno-1').catch((e: unknown) => e);
    expect(isKitError(switchError, 'CHAIN_ERROR') && (switchError as { shortMessage: string }).shortMessage).toBe('Chain is not supported');
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('cosmos:cosmoshub-4');
  });

  it('gives up on a wallet that never answers: connect after 120 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { kit, wallet } = page();
      wallet.setMode('manual');
      const connecting = kit.connect('keplr').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(120_001);
      expect(isKitError(await connecting, 'TIMEOUT')).toBe(true);
      expect(chainOf(kit).account.status).toBe('disconnected');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('signing with the mock Keplr', () => {
  it('signArbitrary waits for approval, shows the message, and returns a signature cosmjs verifies', async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    const signing = kit.plugin('cosmos').signArbitrary({ data: 'Sign in to example.com' });
    const pending = await vi.waitFor(() => kit.getState().requests[0] ?? Promise.reject(new Error('not queued')));
    expect(pending).toMatchObject({ namespace: 'cosmos', method: 'cosmos_signArbitrary' });
    expect(methods(wallet)).not.toContain('signArbitrary');
    expect(await kit.namespace('cosmos')!.describeRequest!({ method: pending.method, params: pending.params, network: chainOf(kit).network.caipNetwork })).toMatchObject({ kind: 'message', text: 'Sign in to example.com' });
    await approveNext(kit);
    const signature = await signing;
    expect(await cosmjsAccepts(signature, first!.cosmos, 'Sign in to example.com')).toBe(true);
    expect(await kit.plugin('cosmos').verifyArbitrary({ signer: first!.cosmos, data: 'Sign in to example.com', signature })).toBe(true);
    expect(await kit.plugin('cosmos').verifyArbitrary({ signer: first!.cosmos, data: 'Sign in to evil.com', signature })).toBe(false);
  });

  it('signs bytes as bytes', async () => {
    const { kit } = page();
    await kit.connect('keplr');
    const signing = kit.plugin('cosmos').signArbitrary({ data: Uint8Array.of(0, 1, 2, 250) });
    await approveNext(kit);
    const signature = await signing;
    const doc = makeSignDoc([{ type: 'sign/MsgSignData', value: { signer: first!.cosmos, data: 'AAEC+g==' } }], { gas: '0', amount: [] }, '', '', 0, 0);
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), sha256(serializeSignDoc(doc)), fromBase64(first!.pubKey))).toBe(true);
  });

  it('rejected in the modal: UserRejectedError and the wallet is never asked; rejected in the wallet, then a retry succeeds', async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    const inModal = kit.plugin('cosmos').signArbitrary({ data: 'one' }).catch((e: unknown) => e);
    await rejectNext(kit);
    expect(isKitError(await inModal, 'USER_REJECTED')).toBe(true);
    expect(methods(wallet)).not.toContain('signArbitrary');

    wallet.rejectNext();
    const inWallet = kit.plugin('cosmos').signArbitrary({ data: 'two' }).catch((e: unknown) => e);
    await approveNext(kit);
    const error = await inWallet;
    expect(isKitError(error, 'USER_REJECTED')).toBe(true);
    expect((error as { details?: string }).details).toBe('Request rejected');

    const retry = kit.plugin('cosmos').signArbitrary({ data: 'two' });
    await approveNext(kit);
    expect(await cosmjsAccepts(await retry, first!.cosmos, 'two')).toBe(true);
  });

  it("a signature whose key is not the signer's is a SignerMismatchError; a broken one an invalid-signature error", async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    wallet.tamperNext('pubKey');
    const mismatch = kit.plugin('cosmos').signArbitrary({ data: 'x' }).catch((e: unknown) => e);
    await approveNext(kit);
    const error = await mismatch;
    expect(error).toBeInstanceOf(SignerMismatchError);
    expect(isKitError(error, 'CONNECTOR_ERROR')).toBe(true);

    wallet.tamperNext('signature');
    const broken = kit.plugin('cosmos').signArbitrary({ data: 'x' }).catch((e: unknown) => e);
    await approveNext(kit);
    expect((await broken as { shortMessage?: string }).shortMessage).toBe('The wallet returned an invalid signature');
  });

  it('refuses another signer and empty data before anything is queued', async () => {
    const { kit } = page();
    await expect(kit.plugin('cosmos').signArbitrary({ data: 'x' })).rejects.toThrow('No ActiveCaipAddress found');
    await kit.connect('keplr');
    await expect(kit.plugin('cosmos').signArbitrary({ data: 'x', signer: second!.cosmos })).rejects.toThrow('Invalid address');
    await expect(kit.plugin('cosmos').signArbitrary({ data: '' })).rejects.toThrow('Invalid input');
    expect(kit.getState().requests).toEqual([]);
  });

  it('getKey and cosmos_getAccounts are safe reads: answered without approval', async () => {
    const { kit } = page();
    await kit.connect('keplr');
    expect(await kit.plugin('cosmos').getKey()).toEqual({ name: 'Latchkey Cosmos Dev', algo: 'secp256k1', pubKey: first!.pubKey, bech32Address: first!.cosmos, isNanoLedger: false });
    expect(await kit.request({ namespace: 'cosmos', method: 'cosmos_getAccounts' })).toEqual([{ algo: 'secp256k1', address: first!.cosmos, pubkey: first!.pubKey }]);
    await expect(kit.request({ namespace: 'cosmos', method: 'cosmos_sendTx' })).rejects.toThrow('Action not allowed');
  });

  it('cosmos_signAmino and cosmos_signDirect (WalletConnect params) are approved, then checked and returned as plain data', async () => {
    const { kit } = page();
    await kit.connect('keplr');
    const signDoc = makeSignDoc([{ type: 'cosmos-sdk/MsgSend', value: { from_address: first!.cosmos, to_address: second!.cosmos, amount: [{ denom: 'uatom', amount: '1' }] } }], { gas: '1', amount: [] }, 'cosmoshub-4', '', 5, 6);
    const amino = kit.request<{ signed: unknown; signature: StdSignature }>({ namespace: 'cosmos', method: 'cosmos_signAmino', params: { signerAddress: first!.cosmos, signDoc } });
    await approveNext(kit, 'cosmos_signAmino');
    const aminoResult = await amino;
    expect(aminoResult.signed).toEqual(signDoc);
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(aminoResult.signature.signature)), sha256(serializeSignDoc(signDoc)), fromBase64(first!.pubKey))).toBe(true);

    const direct = { chainId: 'cosmoshub-4', accountNumber: '300', authInfoBytes: toBase64(Uint8Array.of(0x12, 0)), bodyBytes: toBase64(Uint8Array.of(0x0a, 0)) };
    const signing = kit.request<{ signed: typeof direct; signature: StdSignature }>({ namespace: 'cosmos', method: 'cosmos_signDirect', params: { signerAddress: first!.cosmos, signDoc: direct } });
    await approveNext(kit, 'cosmos_signDirect');
    const directResult = await signing;
    expect(directResult.signed).toEqual(direct);
    const signBytes = Uint8Array.from([0x0a, 2, 0x0a, 0, 0x12, 2, 0x12, 0, 0x1a, 11, ...new TextEncoder().encode('cosmoshub-4'), 0x20, 0xac, 0x02]);
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(directResult.signature.signature)), sha256(signBytes), fromBase64(first!.pubKey))).toBe(true);

    // A document for another chain is refused before the wallet sees it.
    const other = kit.request({ namespace: 'cosmos', method: 'cosmos_signDirect', params: { signerAddress: first!.cosmos, signDoc: { ...direct, chainId: 'osmosis-1' } } }).catch((e: unknown) => e);
    await approveNext(kit, 'cosmos_signDirect');
    expect((await other as { shortMessage?: string }).shortMessage).toBe('Invalid chainId');
  });
});

describe('account and network changes', () => {
  it('a keystore change in the wallet shows the new account', async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    const changed = vi.fn();
    kit.on('accountChanged', changed);
    wallet.selectAccount(1);
    await vi.waitFor(() => expect(chainOf(kit).account.address).toBe(second!.cosmos));
    expect(changed).toHaveBeenCalledWith({ namespace: 'cosmos', address: second!.cosmos, caipAddress: `cosmos:cosmoshub-4:${second!.cosmos}` });
    // And it signs with that account now.
    const signing = kit.plugin('cosmos').signArbitrary({ data: 'after the change' });
    await approveNext(kit);
    expect(await cosmjsAccepts(await signing, second!.cosmos, 'after the change')).toBe(true);
  });

  it('switching Cosmos Hub → Osmosis enables the chain and shows the osmo1 address of the same key', async () => {
    const { kit, wallet } = page();
    await kit.connect('keplr');
    await kit.switchNetwork('cosmos:osmosis-1');
    expect(chainOf(kit).network.caipNetwork?.caipNetworkId).toBe('cosmos:osmosis-1');
    expect(chainOf(kit).account).toMatchObject({ address: first!.osmo, caipAddress: `cosmos:osmosis-1:${first!.osmo}` });
    expect(wallet.state().authorized).toEqual(['cosmoshub-4', 'osmosis-1']);
    const signing = kit.plugin('cosmos').signArbitrary({ data: 'on osmosis' });
    await approveNext(kit);
    expect(await cosmjsAccepts(await signing, first!.osmo, 'on osmosis')).toBe(true);
    expect(wallet.requests().filter((r) => r.method === 'signArbitrary').map((r) => r.params[0])).toEqual(['osmosis-1']);
  });
});

describe('sign-in with Keplr (SIWX)', () => {
  it("the connector's signature is ADR-36 and the namespace's verifier accepts it (and nothing else)", async () => {
    const sessions: SIWXSession[] = [];
    const siwx: SIWXConfig = {
      createMessage: async ({ accountAddress, chainId }) => {
        const data = { accountAddress, chainId, domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'n0nce123' };
        return { ...data, serializedMessage: `example.com wants you to sign in with your Cosmos account:\n${accountAddress}\n\nChain ID: ${chainId}\nNonce: n0nce123` };
      },
      addSession: async (s) => void sessions.push(s),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => [...sessions],
    };
    const { kit } = page({ siwx });
    await kit.connect('keplr');
    await kit.plugin('siwx').signIn();
    const [session] = sessions;
    expect(session).toBeDefined();
    const verify = kit.namespace('cosmos')!.siwx!.verify!;
    const network = chainOf(kit).network.caipNetwork!;
    const tools = undefined as never;
    expect(await verify({ message: session!.message, signature: session!.signature, address: first!.cosmos, network }, tools)).toBe(true);
    expect(await verify({ message: `${session!.message}.`, signature: session!.signature, address: first!.cosmos, network }, tools)).toBe(false);
    expect(await verify({ message: session!.message, signature: session!.signature, address: second!.cosmos, network }, tools)).toBe(false);
    expect(await verify({ message: session!.message, signature: (JSON.parse(session!.signature) as StdSignature).signature, address: first!.cosmos, network }, tools)).toBe(true);
  });
});
