import { describe, expect, it } from 'vitest';
import { internals, createKit } from '@latchkey/kernel';
import { runPluginContract } from '@latchkey/test-harness/contract/pluginContract';
import { GREET_METHOD, GREETER_ID, GREETER_VIEW, greeter } from './index.js';

// The shared contract every Latchkey plugin passes: install/dispose leaves nothing, duplicate ids
// refused, errors stamped, en and ar carry the same keys, the slot opens a real view.
runPluginContract(GREETER_ID, () => greeter({ greeting: 'Hi' }));

const network = { id: 31337, chainNamespace: 'eip155' as const, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } };
const makeKit = () =>
  createKit({
    metadata: { name: 'Greeter test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
    basic: true,
    logger: { warn() {}, error() {}, info() {}, debug() {} },
    plugins: [greeter({ greeting: 'Hi' })],
  });

describe('@acme/latchkey-greeter', () => {
  it('answers its RPC method through kit.request, with the configured greeting', async () => {
    const kit = makeKit();
    await expect(kit.request({ namespace: 'eip155', method: GREET_METHOD, params: ['Ada'] })).resolves.toBe('Hi, Ada! (Acme greeter)');
    await expect(kit.request({ namespace: 'eip155', method: GREET_METHOD, params: [42] })).resolves.toBe('Hi, stranger! (Acme greeter)');
    expect(internals(kit).requests.classify(GREET_METHOD, 'eip155')).toBe('safe');
    await kit.destroy();
  });

  it('exposes a typed API and a wallet-features entry that opens its lazily loaded view', async () => {
    const kit = makeKit();
    expect(kit.plugin(GREETER_ID).greet('Bob')).toBe('Hi, Bob! (Acme greeter)');
    // The entry applies once a wallet is connected (its `when`); the kit filters it until then.
    expect(internals(kit).slots('walletFeatures')).toEqual([]);
    expect(kit.getState().plugins[GREETER_ID]?.greeted).toBe(0);
    const view = internals(kit).views.get(GREETER_VIEW);
    const loaded = (await view?.load()) as { default?: unknown } | undefined;
    expect(typeof loaded?.default).toBe('function');
    expect(kit.t('acme.greeter.body', { who: 'Eve' })).toBe('Hello from Acme, Eve!');
    await kit.destroy();
  });
});
