import { definePlugin } from '@latchkey/kernel';
import { standInNamespace } from '../kit';
import { runPluginContract } from './pluginContract';

const sampleNamespace = standInNamespace('eip155', { methods: { safe: ['eth_chainId'], unsafe: ['personal_sign'] }, addressError: (a) => (typeof a === 'string' ? undefined : 'Expected a string') });

// A small but complete plugin: state, a view, a slot, RPC, strings in two locales, timers,
// listeners and a connector. The suite must pass for it; real plugins call the same suite.
const sample = () =>
  definePlugin({
    id: 'sample',
    kind: 'chain',
    namespaces: [sampleNamespace],
    state: () => ({ ticks: 0 }),
    views: [{ id: 'SampleView', titleKey: 'sample.title', load: async () => ({}) }],
    slots: [{ slot: 'walletFeatures', id: 'sample-entry', labelKey: 'sample.entry', view: 'SampleView' }],
    rpc: { sample_ping: { safe: true, handler: async () => 'pong' } },
    locale: { en: { 'sample.title': 'Sample', 'sample.entry': 'Open sample' }, de: { 'sample.title': 'Beispiel', 'sample.entry': 'Beispiel öffnen' } },
    setup(ctx) {
      ctx.setInterval(() => ctx.store.set((s) => void (s.ticks += 1)), 1_000);
      ctx.bus.on('connected', () => {});
      ctx.connectors.add({
        info: { id: 'sample.wallet', name: 'Sample Wallet', type: 'INJECTED', namespaces: ['eip155'] },
        connect: async () => ({ sessions: [{ namespace: 'eip155' as const, accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }], chainId: 31337 }] }),
        disconnect: async () => {},
        request: async () => null,
      });
      return { api: { ping: () => 'pong' } };
    },
  });

runPluginContract('sample', sample);
