// Send works on any namespace whose chain plugin offers the asset capability, and names no
// chain: a made-up family ('acme') with a stand-in adapter gets the Send entry, a token list from
// its `balances`, and its `transfer` called with base units; without `transfer` it gets no Send.
import { afterEach, describe, expect, it } from 'vitest';
import { defineNamespace, internals, definePlugin, type ConnectorAdapter, type Kit, type NamespaceAssets, type NetworkInput } from '@latchkey/kernel';
import { approveNext, makeSendKit, recordingTransfer, until, type Sent } from './test/kit.testing';
import { send } from './index';

const ACME_1 = 'acme1qqqqqqqqqq';
const ACME_2 = 'acme1zzzzzzzzzz';
const acmeMain: NetworkInput = { id: 'main', chainNamespace: 'acme', name: 'Acme', nativeCurrency: { name: 'Acme Coin', symbol: 'ACM', decimals: 6 }, rpcUrls: { default: { http: ['https://acme.example'] } } };

const wallet: ConnectorAdapter = {
  info: { id: 'acme.wallet', name: 'Acme Wallet', type: 'ANNOUNCED', namespaces: ['acme'], installed: true },
  connect: async () => ({ sessions: [{ namespace: 'acme', accounts: [{ address: ACME_1 }], chainId: 'main' }] }),
  disconnect: async () => {},
  request: async ({ method }) => (method === 'acme_transfer' ? 'ACMETX1' : null),
  async switchNetwork() {},
};

/** A sixth family's chain plugin, outside the kit's own: its adapter, one wallet, and the assets given. */
function acme(assets: NamespaceAssets | undefined) {
  return definePlugin({
    id: 'acme',
    kind: 'chain',
    namespaces: [
      defineNamespace({
        namespace: 'acme',
        chainReference: (id) => String(id).replace(/^acme:/, '') || undefined,
        accountTypes: ['eoa'],
        methods: { safe: [], unsafe: ['acme_transfer'] },
        addressError: (a) => (typeof a === 'string' && /^acme1[a-z0-9]{10}$/.test(a) ? undefined : 'Expected acme1 and 10 letters or digits'),
        ...(assets ? { assets } : {}),
      }),
    ],
    setup(ctx) {
      ctx.connectors.add(wallet);
    },
  });
}

let kit: Kit | undefined;
afterEach(async () => {
  await kit?.destroy();
  kit = undefined;
});

async function connected(assets: NamespaceAssets | undefined) {
  const made = makeSendKit({ networks: [acmeMain], plugins: [acme(assets), send()] });
  kit = made.kit;
  await kit.connect('acme.wallet');
  return made;
}

const features = (k: Kit) => internals(k).slots('walletFeatures').map((s) => s.id);

describe('a namespace with the asset capability (not eip155 nor solana)', () => {
  it('gets the Send entry and the token list, the list read from its balances (not the API), and its transfer called with base units', async () => {
    const sent: Sent[] = [];
    const asked: string[] = [];
    const assets: NamespaceAssets = {
      balances: async ({ address, network }) => (asked.push(`${network.caipNetworkId}|${address}`), [{ symbol: 'ACM', name: 'Acme Coin', decimals: 6, amount: 5_000_000n }]),
      transfer: recordingTransfer(sent, 'acme_transfer', (t) => ({ to: t.to }), 'ACMETX1'),
    };
    const { cloud } = await connected(assets);
    expect(kit!.getState().activeNamespace).toBe('acme');
    expect(features(kit!)).toEqual(['receive', 'send', 'tokens']);

    await until(() => kit!.getState().chains.acme!.account.tokenBalance.length === 1, 'the token list');
    const api = kit!.plugin('send');
    const tokens = api.sendableTokens();
    expect(tokens).toEqual([{ name: 'Acme Coin', symbol: 'ACM', chainId: 'acme:main', price: 0, value: 0, quantity: { decimals: '6', numeric: '5' } }]);
    expect(asked).toContain(`acme:main|${ACME_1}`);
    expect(cloud.balanceCalls()).toEqual([]);

    api.setToken(tokens[0]);
    api.setAmount('1.25');
    await api.setReceiver(ACME_2);
    expect(await api.check()).toBeUndefined();
    const sending = api.send();
    await approveNext(kit!);
    expect(await sending).toEqual({ id: 'ACMETX1' });
    expect(sent).toEqual([{ namespace: 'acme', to: ACME_2, amount: 1_250_000n }]);
    expect(kit!.getState().plugins.send!.lastSent).toMatchObject({ namespace: 'acme', id: 'ACMETX1', amount: '1.25', symbol: 'ACM', receiver: ACME_2 });
  });

  it('without transfer gets the token list but no Send entry, and a direct transfer is refused', async () => {
    await connected({ balances: async () => [{ symbol: 'ACM', decimals: 6, amount: 1n }] });
    expect(features(kit!)).toEqual(['receive', 'tokens']);
    await expect(kit!.plugin('send').transfer({ caipNetworkId: 'acme:main', asset: 'native', amount: '1', receiver: ACME_2 })).rejects.toThrow('Unsupported chain namespace');
  });

  it('without assets gets neither Send nor the token list', async () => {
    await connected(undefined);
    expect(features(kit!)).toEqual(['receive']);
    expect(kit!.plugin('send').sendableTokens()).toEqual([]);
  });
});
