// A wallet's burst of account changes looks up one name (the last account's), not one per change:
// lookups run one at a time, and only the last account asked for while one runs is looked up next.
import { describe, expect, it } from 'vitest';
import { defineNamespace, definePlugin, type ConnectorAdapter, type ConnectorEvents } from '@latchkey/kernel';
import { getEip155AddressError } from '@latchkey/eip155';
import { names } from './index';
import { makeNamesKit, ME, OTHER, record, until } from './test/kit.testing';

/** A wallet that reports account changes, behind a stand-in eip155 plugin. */
function subscribingWallet() {
  const handle: { events?: ConnectorEvents } = {};
  const adapter: ConnectorAdapter = {
    info: { id: 'burst.wallet', name: 'Burst wallet', type: 'ANNOUNCED', namespaces: ['eip155'], installed: true },
    connect: async () => ({ sessions: [{ namespace: 'eip155', accounts: [{ address: ME }], chainId: 1 }] }),
    disconnect: async () => {},
    request: async ({ method }) => (method === 'eth_chainId' ? '0x1' : null),
    async switchNetwork() {},
    subscribe(events) {
      handle.events = events;
      return () => void (handle.events = undefined);
    },
  };
  const plugin = definePlugin({
    id: 'eip155',
    kind: 'chain',
    namespaces: [
      defineNamespace({
        namespace: 'eip155',
        bareNetworks: true,
        chainReference: (id) => String(id).replace(/^eip155:/, '').replace(/^0x1$/, '1'),
        accountTypes: ['eoa'],
        methods: { safe: ['eth_chainId'], unsafe: [] },
        addressError: (a) => getEip155AddressError(a),
      }),
    ],
    setup: (ctx) => void ctx.connectors.add(adapter),
  });
  const change = (address: string) => handle.events!.accountsChanged({ namespace: 'eip155', accounts: [{ address, type: 'eoa' }] });
  return { plugin, change };
}

describe('names: the reverse lookup under a burst of account changes', () => {
  it('10,000 changes within one task look up one name, the last account’s, and show it', async () => {
    const wallet = subscribingWallet();
    const { kit, cloud } = makeNamesKit({ plugins: [wallet.plugin, names()] });
    cloud.names['other.reown.id'] = record('other.reown.id', OTHER);
    await kit.connect('burst.wallet');
    await until(() => cloud.of('reverse').length === 1);
    await until(() => kit.getState().chains.eip155!.account.profileName === undefined);
    for (let i = 0; i < 10_000; i++) wallet.change(i % 2 === 0 ? ME : OTHER);
    await until(() => kit.getState().chains.eip155!.account.profileName === 'other.reown.id');
    await new Promise((r) => setTimeout(r, 50));
    expect(cloud.of('reverse').map((c) => decodeURIComponent(c.url.pathname.split('/').pop()!))).toEqual([ME, OTHER]);
    await kit.destroy();
  });

  it('changes spread over many tasks while a lookup hangs send no further lookup', async () => {
    const wallet = subscribingWallet();
    const { kit, cloud } = makeNamesKit({ plugins: [wallet.plugin, names()] });
    cloud.fail.reverse = 'hang';
    await kit.connect('burst.wallet');
    await until(() => cloud.of('reverse').length === 1);
    for (let i = 0; i < 300; i++) {
      wallet.change(i % 2 === 0 ? OTHER : ME);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(cloud.of('reverse')).toHaveLength(1);
    await kit.destroy();
  });
});
