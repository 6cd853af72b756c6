// The wallet adapter against misbehaving wallets: a wallet's answers are never trusted.
import { isKitError, type ConnectorAdapter, type ConnectorEvents } from '@latchkey/kernel';
import { COSMOS_TEST_ACCOUNTS, createMockKeplr } from '@latchkey/test-harness/cosmos/index';
import { describe, expect, it, vi } from 'vitest';
import { prefixMap } from '../address';
import { makeAdr36SignDoc } from '../adr36/signDoc';
import { cosmosHub, osmosis } from '../networks';
import { fakeWindow } from '../test/kit';
import type { CosmosWindow } from '../types';
import { createKeplrAdapter } from './adapter';

const [first, second] = COSMOS_TEST_ACCOUNTS;
const seeds = COSMOS_TEST_ACCOUNTS.map((a) => a.seed);

/** An adapter over `provider` (put on a fake window as `keplr`), on Cosmos Hub. */
function adapterFor(provider: unknown): { adapter: ConnectorAdapter; win: CosmosWindow } {
  const win = fakeWindow();
  win.keplr = provider;
  const adapter = createKeplrAdapter({
    info: { id: 'keplr', name: 'Keplr', type: 'INJECTED', namespaces: ['cosmos'] },
    wallet: { provider: (w) => w.keplr, keystoreEvent: 'keplr_keystorechange' },
    win,
    prefixes: prefixMap(),
    networks: () => [cosmosHub, osmosis],
    currentNetwork: () => cosmosHub,
    logger: { debug() {} },
  });
  return { adapter, win };
}

const connect = (adapter: ConnectorAdapter) => adapter.connect({ namespaces: ['cosmos'], networks: { cosmos: cosmosHub }, signal: new AbortController().signal });
const request = (adapter: ConnectorAdapter, method: string, params?: unknown) => adapter.request({ namespace: 'cosmos', network: cosmosHub, method, params }, new AbortController().signal);
const failure = (p: Promise<unknown>) => p.then(() => undefined, (e: unknown) => e as { shortMessage?: string; details?: string; code?: string });

describe('the Keplr adapter and wallets that misbehave', () => {
  it("refuses a key that is not the network's: malformed, another prefix, a short public key", async () => {
    const mock = createMockKeplr({ seeds });
    const answers = [null, { bech32Address: first!.osmo, pubKey: new Uint8Array(33) }, { bech32Address: first!.cosmos, pubKey: new Uint8Array(20) }];
    const details = [undefined, 'Expected a cosmos1… address', 'pubKey must be 33 or 65 bytes'];
    for (const [i, answer] of answers.entries()) {
      const { adapter } = adapterFor({ ...mock.keplr, getKey: async () => answer });
      const error = await failure(connect(adapter));
      expect(error?.shortMessage, String(i)).toBe(i === 0 ? 'The wallet returned no account' : 'The wallet returned an invalid account');
      expect(error?.details).toBe(details[i]);
    }
  });

  it('takes a key from another realm (plain bytes) and strips control characters from its name', async () => {
    const mock = createMockKeplr({ seeds });
    const { adapter } = adapterFor({ ...mock.keplr, getKey: async (chainId: string) => ({ ...(await mock.keplr.getKey(chainId)), name: 'Main\u202e key', pubKey: [...(await mock.keplr.getKey(chainId)).pubKey] }) });
    expect((await connect(adapter)).sessions[0]!.accounts).toEqual([{ address: first!.cosmos, type: 'eoa', publicKey: first!.pubKey }]);
    expect(await request(adapter, 'getKey')).toMatchObject({ name: 'Main key', pubKey: first!.pubKey });
  });

  it("Leap's 'Rejected by user' and a 4001 code are rejections; other failures keep the wallet's words", async () => {
    const mock = createMockKeplr({ seeds });
    for (const [thrown, code] of [[new Error('Rejected by user'), 'USER_REJECTED'], [Object.assign(new Error('nope'), { code: 4001 }), 'USER_REJECTED'], [new Error('Keyring is locked'), 'CONNECTOR_ERROR']] as const) {
      const { adapter } = adapterFor({ ...mock.keplr, enable: async () => Promise.reject(thrown) });
      const error = await failure(connect(adapter));
      expect(isKitError(error, code), thrown.message).toBe(true);
    }
    const { adapter } = adapterFor({ ...mock.keplr, enable: async () => Promise.reject(new Error('Keyring is locked')) });
    expect((await failure(connect(adapter)))?.shortMessage).toBe('Keyring is locked');
  });

  it('refuses an amino signature over a transaction the wallet changed, or made by another key', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['cosmoshub-4'] });
    const doc = { chain_id: 'cosmoshub-4', account_number: '1', sequence: '1', fee: { gas: '1', amount: [] }, msgs: [{ type: 'cosmos-sdk/MsgSend', value: { to_address: first!.cosmos } }], memo: '' };
    const changed = adapterFor({ ...mock.keplr, signAmino: async (c: string, s: string, d: typeof doc) => mock.keplr.signAmino(c, s, { ...d, msgs: [{ type: 'cosmos-sdk/MsgSend', value: { to_address: second!.cosmos } }] }) });
    await connect(changed.adapter);
    expect((await failure(request(changed.adapter, 'cosmos_signAmino', { signerAddress: first!.cosmos, signDoc: doc })))?.shortMessage).toBe('The wallet changed the transaction');

    // The fee may change (the wallet sets it): then the signature must be over the new document.
    const fee = adapterFor({ ...mock.keplr, signAmino: async (c: string, s: string, d: typeof doc) => mock.keplr.signAmino(c, s, { ...d, fee: { gas: '90000', amount: [{ denom: 'uatom', amount: '900' }] } }) });
    await connect(fee.adapter);
    expect(await request(fee.adapter, 'cosmos_signAmino', { signerAddress: first!.cosmos, signDoc: doc })).toMatchObject({ signed: { fee: { gas: '90000' } } });

    mock.tamperNext('pubKey');
    const { adapter } = adapterFor(mock.keplr);
    await connect(adapter);
    expect((await failure(request(adapter, 'cosmos_signAmino', { signerAddress: first!.cosmos, signDoc: makeAdr36SignDoc(first!.cosmos, 'hi') })))?.shortMessage).toBe('The wallet signed with another account');
  });

  it('answers a signature with extra fields as a clean StdSignature; a malformed one is refused', async () => {
    const mock = createMockKeplr({ seeds, authorized: ['cosmoshub-4'] });
    const extra = adapterFor({ ...mock.keplr, signArbitrary: async (c: string, s: string, d: string) => ({ ...(await mock.keplr.signArbitrary(c, s, d)), injected: '<script>' }) });
    await connect(extra.adapter);
    const signature = (await request(extra.adapter, 'cosmos_signArbitrary', { signerAddress: first!.cosmos, data: 'hi' })) as Record<string, unknown>;
    expect(Object.keys(signature).sort()).toEqual(['pub_key', 'signature']);
    const malformed = adapterFor({ ...mock.keplr, signArbitrary: async () => ({ pub_key: { type: 'tendermint/PubKeySecp256k1', value: first!.pubKey }, signature: 'AAAA' }) });
    await connect(malformed.adapter);
    expect((await failure(request(malformed.adapter, 'signArbitrary', { data: 'hi' })))?.shortMessage).toBe('The wallet returned an invalid signature');
  });

  it('stops when the wallet leaves the page, and ignores keystore events once disconnected', async () => {
    const mock = createMockKeplr({ seeds });
    const { adapter, win } = adapterFor(mock.keplr);
    await connect(adapter);
    const events: ConnectorEvents = { accountsChanged: vi.fn(), chainChanged: vi.fn(), disconnect: vi.fn() };
    adapter.subscribe!(events);
    await adapter.disconnect({ namespaces: ['cosmos'] });
    mock.selectAccount(1);
    win.dispatchEvent(new Event('keplr_keystorechange'));
    await new Promise((r) => setTimeout(r, 10));
    expect(events.accountsChanged).not.toHaveBeenCalled();
    delete win.keplr;
    await connect(adapterFor(mock.keplr).adapter);
    expect((await failure(request(adapter, 'getKey')))?.shortMessage).toBe('No ActiveCaipAddress found');
    expect((await failure(connect(adapter)))?.shortMessage).toBe('Keplr is not available');
  });
});
